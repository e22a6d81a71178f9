export { DashboardCharts } from './dashboard-charts';
export { StatTiles } from './stat-tiles';
