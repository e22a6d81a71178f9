export { useAdminPlans } from './api/get-admin-plans';
export { CustomerPlansTable } from './components/customer-plans-table';
export { PlanEditor } from './components/plan-editor';
