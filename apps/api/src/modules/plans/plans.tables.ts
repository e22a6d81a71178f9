/** The plans module's tables: the marketing plans on sale and the periods customers bought. */
export interface PlansPlansTable {
  id: string;
  /** Order on the home page and /marketing. */
  position: number;
  title: string;
  monthly_price_paise: number;
  ad_credit_paise: number;
  /** JSON array of strings. */
  features: string;
  /** When an admin last saved the plan; null while the seeded values stand. */
  updated_at: string | null;
}

/** One paid plan line: its months run from starts_on to ends_on (India dates, inclusive). */
export interface PlansPeriodsTable {
  id: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  plan_id: string;
  plan_title: string;
  order_id: string;
  order_position: number;
  months: number;
  starts_on: string;
  ends_on: string;
  /** Ad credit a month at the time of the order. */
  ad_credit_paise: number;
  created_at: string;
}

export interface PlansTables {
  plans_plans: PlansPlansTable;
  plans_periods: PlansPeriodsTable;
}
