import { builtOnFirstUse, type Language, localeOf } from '@store/shared';

// Each language's formatters, made when a page first shows a date and kept: a page's first date format loads the
// browser's date data (tens of milliseconds), so it is made once, and never on a page without a date.
const formatsIn = (language: Language) => ({
  dateTime: builtOnFirstUse(
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
  ),
  date: builtOnFirstUse(
    () =>
      new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ),
});
const formats = { en: formatsIn('en'), hi: formatsIn('hi') };

/** A moment as the customer reads it: India's date and time, in the page's language. */
export const indiaDateTime = (iso: string, language: Language = 'en') =>
  formats[language].dateTime().format(new Date(iso));

/** An India date (`YYYY-MM-DD`, no time of day) as "23 Nov 2026", the same in every browser's time zone. */
export const indiaDate = (date: string, language: Language = 'en') =>
  formats[language].date().format(new Date(`${date}T00:00:00Z`));
