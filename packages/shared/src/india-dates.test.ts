import { describe, expect, it } from 'vitest';
import { indiaDateText, indiaDateTimeText, indiaDayText, indiaMonthText } from './india-dates';
import { LANGUAGES, localeOf } from './languages';

// Instants around every boundary India's clock has: midnight and noon in India (18:30 and 06:30 UTC), the minute
// either side, a UTC midnight (05:30 in India), month and year ends, a leap day, and one spread over every hour.
const boundaries = [
  '2026-01-05T18:30:00Z',
  '2026-01-05T18:29:00Z',
  '2026-01-05T06:30:00Z',
  '2026-01-05T06:29:00Z',
  '2026-01-05T00:00:00Z',
  '2026-12-31T18:29:59Z',
  '2026-12-31T18:30:00Z',
  '2028-02-28T18:30:00Z',
  '2028-02-29T18:29:00Z',
  '1999-12-31T18:30:00.000Z',
];
const everyHourOfTwoYears = Array.from({ length: 2 * 366 * 24 }, (_, hour) =>
  new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + ((hour * 7) % 60) * 60_000).toISOString(),
);
const instants = [...boundaries, ...everyHourOfTwoYears];

describe('India dates without Intl', () => {
  for (const language of LANGUAGES) {
    const locale = localeOf(language);

    it(`writes an instant's India date and time as Intl's ${locale} medium date, short time`, () => {
      const intl = new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      for (const iso of instants) expect(indiaDateTimeText(iso, language), iso).toBe(intl.format(new Date(iso)));
    });

    it(`writes an instant's India day as Intl's ${locale} day, short month, year`, () => {
      const intl = new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      for (const iso of instants) expect(indiaDayText(iso, language), iso).toBe(intl.format(new Date(iso)));
    });

    it(`writes a kept India date and its month as Intl's ${locale} does, in any time zone`, () => {
      const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
      const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' });
      for (let offset = 0; offset < 800; offset += 1) {
        const date = new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(indiaDateText(date, language), date).toBe(day.format(new Date(`${date}T00:00:00Z`)));
        expect(indiaMonthText(date, language), date).toBe(month.format(new Date(`${date}T00:00:00Z`)));
      }
    });
  }

  it('reads examples a person would check', () => {
    expect(indiaDateTimeText('2026-11-28T10:29:00Z')).toBe('28 Nov 2026, 3:59 pm');
    expect(indiaDateTimeText('2026-11-27T18:30:00Z')).toBe('28 Nov 2026, 12:00 am');
    expect(indiaDayText('2026-09-24T19:00:00Z')).toBe('25 Sept 2026');
    expect(indiaDateText('2027-01-23', 'hi')).toBe('23 जन॰ 2027');
    expect(indiaMonthText('2026-10-23', 'hi')).toBe('अक्टू॰ 2026');
  });
});
