// The plans module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { monthSharePercents } from './month-plan-sql.ts';
export {
  changePlan,
  findOpenPlanPeriod,
  planAt,
  sharePercentForMonth,
  startPlan,
} from './plan-periods.ts';
export { exactShareAmount, ownerShare, ownerShareOfNumber, planShare } from './plan-share.ts';
export { findPricesAt } from './plans.repository.ts';
export { subscriptionView } from './plans.views.ts';
export { listPlans } from './plans.service.ts';
