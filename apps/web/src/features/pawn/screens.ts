import { masterScreen } from '../../kit/master';

/** Pawn loans (issue 20): the loan's life, the dated loan parameters on the CRUD kit, the reports. */
export { TransaksiHutangPage } from './TransaksiHutangPage';
export { LihatHutangPage } from './LihatHutangPage';
export { BatalHutangLunasPage } from './BatalHutangLunasPage';
export { LelangHutangPage } from './LelangHutangPage';
export { ValidasiHutangPage } from './ValidasiHutangPage';
export { LaporanPenebusanDetailPage } from './LaporanPenebusanDetailPage';
export const ParameterBungaHutangPage = masterScreen('para-bunga-hutang');
export const ParameterPlafondHutangPage = masterScreen('plafond-hutang');
export const ParameterPlafondHutangKadarPage = masterScreen('plafond-hutang-kadar');
export const ParameterHutangPokokPage = masterScreen('para-hutang-pokok');
export { LaporanAnomaliHutangPage, LaporanGadaiGlobalPage, LaporanHutangLunasPage, LaporanTebusGadaiGlobalPage, LaporanLelangHutangPage, LaporanStockHutangPage, LaporanTransaksiHutangPage } from './PawnReportPages';
