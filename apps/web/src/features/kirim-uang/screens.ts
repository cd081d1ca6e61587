/** Money to head office and head office's data (issue 18 part 2), loaded on demand by app/screens.ts. */
export { KirimUangPusatPage } from './KirimUangPusatPage';
export { TerimaUangKasPage } from './TerimaUangKasPage';
export { LaporanKirimUangKeluarPage } from './LaporanKirimUangKeluarPage';
export { ImportDataPusatPage } from './ImportDataPusatPage';
