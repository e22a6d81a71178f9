/**
 * Dates as a customer in India reads them, written without `Intl`: a page's first `Intl.DateTimeFormat` loads the
 * browser's date data (25–60 ms on a phone), and India's clock needs none of it. The text is the one `Intl` gives for
 * `en-IN` and `hi-IN` (checked in india-dates.test.ts).
 */
import type { Language } from './languages';

/** India has one time zone and no summer time: UTC+05:30 all year. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/** India's wall clock at an instant, read from a Date shifted by India's offset. */
const indiaClock = (iso: string) => new Date(Date.parse(iso) + INDIA_OFFSET_MS);

const dayMonthYear = (clock: Date, language: Language) =>
  `${clock.getUTCDate()} ${SHORT_MONTHS[language][clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;

/** "28 Nov 2026, 3:59 pm": an instant in India's date and time. */
export function indiaDateTimeText(iso: string, language: Language = 'en'): string {
  const clock = indiaClock(iso);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(clock, language)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "25 Nov 2026": the India date of an instant. */
export const indiaDayText = (iso: string, language: Language = 'en'): string => dayMonthYear(indiaClock(iso), language);

/** "23 Nov 2026": an India date kept as `YYYY-MM-DD` (no time of day), the same in every time zone. */
export const indiaDateText = (date: string, language: Language = 'en'): string =>
  dayMonthYear(new Date(`${date}T00:00:00Z`), language);

/** "नव॰ 2026": the month and year of an India date kept as `YYYY-MM-DD`. */
export const indiaMonthText = (date: string, language: Language = 'en'): string =>
  `${SHORT_MONTHS[language][Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
