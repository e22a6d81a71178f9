export { remindEndingPlans, startPlanReminders } from './plan-reminders';
export { registerPlansAdminRoutes } from './plans.admin-routes';
export { registerPlansRoutes } from './plans.routes';
export { listPlans, type PricedPlanLine, pricePlanLines } from './plans.service';
export type { PlansTables } from './plans.tables';
export { endPlansForRefundedOrder, recordPlansForPaidOrder } from './record-periods';
export { ensurePlans } from './seed-plans';
