/** The manual stock screens (issue 35), loaded on demand by app/screens.ts. */
export { BarangManualPage } from './BarangManualPage';
export { LaporanJualBeliManualPage } from './LaporanJualBeliManualPage';
export { TransaksiPembelianManualPage, TransaksiPenjualanManualPage } from './TransaksiManualPage';
export { ValidasiJualBeliManualPage } from './ValidasiJualBeliManualPage';
