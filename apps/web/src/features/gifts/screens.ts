/** Gifts for points (issue 32), loaded on demand by app/screens.ts. */
export { TerimaHadiahPage } from './TerimaHadiahPage';
export { TukarHadiahPage } from './TukarHadiahPage';
export { TukarHadiahReportPage } from './TukarHadiahReportPage';
