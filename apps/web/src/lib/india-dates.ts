import { type Language, localeOf } from '@store/shared';

/** A moment as the customer reads it: India's date and time, in the page's language. */
export const indiaDateTime = (iso: string, language: Language = 'en') =>
  new Date(iso).toLocaleString(localeOf(language), {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** An India date (`YYYY-MM-DD`, no time of day) as "23 Nov 2026", the same in every browser's time zone. */
export const indiaDate = (date: string, language: Language = 'en') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
