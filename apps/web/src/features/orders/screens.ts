/** Orders and pre-orders screens (issue 21), loaded on demand by app/screens.ts. */
export { TransaksiPesananPage } from './TransaksiPesananPage';
export { LihatPesananPage } from './LihatPesananPage';
export { ValidasiPesananPage } from './ValidasiPesananPage';
export { PreOrderPage } from './PreOrderPage';
export { BatalPesananReportPage, PesananBarangReportPage } from './OrderReportPages';
