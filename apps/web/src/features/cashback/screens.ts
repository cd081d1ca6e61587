/** Cashback poin (issue 32), loaded on demand by app/screens.ts. */
export { CashbackPoinPage } from './CashbackPoinPage';
export { CashbackReportPage } from './CashbackReportPage';
