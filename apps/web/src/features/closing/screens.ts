/** Closing the day (issue 18 part 3), loaded on demand by app/screens.ts. */
export { LaporanEodPage } from './LaporanEodPage';
export { TutupTokoPage } from './TutupTokoPage';
