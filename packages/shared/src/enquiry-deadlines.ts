/**
 * The Consumer Protection (E-Commerce) Rules, 2020 (rule 4(5)): a complaint is acknowledged
 * within 48 hours and redressed within one month of its receipt. The shop holds every enquiry
 * to the 48 hours.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

/** The same day of the next month, or that month's last day when it is shorter (31 Jan → 28/29 Feb). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** By when an enquiry received at `createdAt` (ISO time) is acknowledged, and a complaint redressed. */
export function enquiryDeadlines(
  createdAt: string,
  topic: string,
): { acknowledgeBy: string; redressBy: string | null } {
  const received = new Date(createdAt);
  return {
    acknowledgeBy: new Date(received.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000).toISOString(),
    redressBy: topic === 'Complaint' ? addOneMonth(received).toISOString() : null,
  };
}

/** True when an enquiry is still open after its acknowledgement deadline. */
export function isAcknowledgementOverdue(
  enquiry: { status: string; acknowledgeBy: string },
  now: Date = new Date(),
): boolean {
  return enquiry.status === 'open' && now.getTime() > Date.parse(enquiry.acknowledgeBy);
}
