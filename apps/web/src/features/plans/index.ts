export { useMyPlans } from './api/get-my-plans';
export { seedPlansOnSale, usePlans } from './api/get-plans';
export { ChoosePlan } from './components/choose-plan';
export { MyPlansList } from './components/my-plans-list';
export { PlansSection } from './components/plans-section';
