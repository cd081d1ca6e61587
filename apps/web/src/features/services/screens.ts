/** The repair service screens (issue 21 part 2), loaded on demand by app/screens.ts. */
export { LihatServicesPage } from './LihatServicesPage';
export { PapanServicePage } from './PapanServicePage';
export { TransaksiServicesPage } from './TransaksiServicesPage';
export { ValidasiServicePage } from './ValidasiServicePage';
export { LaporanServiceAmbilPage, LaporanServiceBatalPage, LaporanServiceMasukPage, LaporanServiceSelesaiPage, LaporanTransaksiServicePage } from './ServiceReportPages';
