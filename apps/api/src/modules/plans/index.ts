export { activePlansOf, erasePlanPeriodsOf, planPeriodsForExport } from './personal-data';
export { remindEndingPlans } from './plan-reminders';
export { plansModule } from './plans.module';
export type { PlansTables } from './plans.tables';
export type { PlanPeriodStarted, PlansEvents } from './plans-events';
export { recordPlansForPaidOrder } from './record-periods';
