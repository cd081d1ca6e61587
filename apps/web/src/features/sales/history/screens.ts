/** Sales screens after the counter (issue 4), loaded on demand by app/screens.ts. */
export { BatalPenjualanPage } from './BatalPenjualanPage';
export { LihatPenjualanPage } from './LihatPenjualanPage';
export { RedirectToGrosirPage } from './RedirectToGrosirPage';
export { ValidasiPenjualanPage } from './ValidasiPenjualanPage';
