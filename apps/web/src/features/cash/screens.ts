/** The cash book screens (issue 18 part 1), loaded on demand by app/screens.ts. */
export { GesekTunaiPage } from './GesekTunaiPage';
export { MutasiUangBankPage, MutasiUangCashPage } from './MutasiPage';
export { PengalihanSaldoPage } from './PengalihanSaldoPage';
export { UangBankPage } from './UangBankPage';
export { UangKasPage } from './UangKasPage';
export { ValidasiNonCashPage } from './ValidasiNonCashPage';
export { CashReportPage, GesekReportPage, NonCashReportPage } from './reports/CashReportPages';
