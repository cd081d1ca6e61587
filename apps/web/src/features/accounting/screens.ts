/** Accounting screens (issue 18 part 4), loaded on demand by app/screens.ts. */
export { BukuBesarReportPage } from './BukuBesarReportPage';
export { NeracaSaldoReportPage } from './NeracaSaldoReportPage';
export { ParameterAkunPage } from './ParameterAkunPage';
