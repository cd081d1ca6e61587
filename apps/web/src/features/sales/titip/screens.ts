/** Layaway deposit screens (issue 4), loaded on demand by app/screens.ts. */
export { LihatTitipanPage } from './LihatTitipanPage';
export { ValidasiTitipanPage } from './ValidasiTitipanPage';
