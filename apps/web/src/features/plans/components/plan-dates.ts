const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An India date (`YYYY-MM-DD`, no time of day) as "23 Nov 2026", the same in every browser's time zone. */
export const formatPlanDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
