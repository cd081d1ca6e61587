/** Buy-back screens after the counter (issue 5), loaded on demand by app/screens.ts. */
export { BatalPembelianPage } from './BatalPembelianPage';
export { HancurPembelianPage } from './HancurPembelianPage';
export { LihatPembelianPage } from './LihatPembelianPage';
export { ValidasiJualBeliPage } from './ValidasiJualBeliPage';
