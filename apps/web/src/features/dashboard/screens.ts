/** The dashboards (issue 22), loaded on demand by app/screens.ts; their charts load later still. */
export { DashboardPage } from './DashboardPage';
export { DashboardPusatPage } from './DashboardPusatPage';
