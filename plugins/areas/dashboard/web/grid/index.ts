/** The dashboard grid: mount DashboardTab into a dashboard section tab, or DashboardTabs for the user's own tabs. */
export { DashboardTab } from './DashboardTab';
export { DashboardTabs } from './DashboardTabs';
export { useDashboard } from './useDashboard';
export { applyEdit, gridReducer, type DashboardEdit } from './edits';
