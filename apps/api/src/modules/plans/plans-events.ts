import type { EndingPlanPeriod } from './plan-reminders';

/** A paid plan line became a period of the customer's: its months, numbered on from the run it continues. */
export interface PlanPeriodStarted {
  order: {
    id: string;
    order_number: string;
    user_id: string;
    customer_name: string;
    customer_email: string;
    paid_at: string | null;
  };
  orderPosition: number;
  planId: string;
  planTitle: string;
  /** Months of the customer's run of this plan before this purchase: the new months are numbered after them. */
  monthsBefore: number;
  startsOn: string;
  months: number;
}

/**
 * The plans module's events: a period started (in the payment's transaction, once per order line) and a
 * period ending soon (the hourly reminder pass; the reminder mail's event key keeps it one per period).
 */
export interface PlansEvents {
  PlanPeriodStarted: PlanPeriodStarted;
  PlanEndingSoon: EndingPlanPeriod;
}

declare module '../module' {
  interface DomainEvents extends PlansEvents {}
}
