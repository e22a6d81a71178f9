export { useAdminStats } from './api/get-admin-stats';
export { DashboardCharts } from './dashboard-charts';
export { StatTiles } from './stat-tiles';
