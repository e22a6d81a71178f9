const HOUR_MS = 3_600_000;

/** How long ago, in whole hours and days ("5 hours", "2 days 3 hours"); under an hour is "less than an hour". */
export function formatAge(fromIso: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(fromIso)) / HOUR_MS);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days === 0) return part(hours, 'hour');
  return rest === 0 ? part(days, 'day') : `${part(days, 'day')} ${part(rest, 'hour')}`;
}
