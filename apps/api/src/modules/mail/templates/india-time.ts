import type { Language } from '@store/shared';

const dateTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  // "25 नवंबर 2026 को शाम 4:00 बजे": the part of the day reads more naturally in Hindi than "pm".
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }),
};

const dates: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A moment as India's clock shows it, with its zone named: "25 November 2026 at 4:00 pm (India time)". */
export function indiaTime(iso: string, language: Language = 'en'): string {
  const zone = language === 'hi' ? 'भारतीय समय' : 'India time';
  return `${dateTimes[language].format(new Date(iso))} (${zone})`;
}

/** The moment alone, without the zone's name. */
export const indiaDateTime = (iso: string, language: Language = 'en') => dateTimes[language].format(new Date(iso));

/** An India date `YYYY-MM-DD` written out: "31 January 2027", "31 जनवरी 2027". */
export const longDate = (date: string, language: Language = 'en') =>
  dates[language].format(new Date(`${date}T00:00:00Z`));
