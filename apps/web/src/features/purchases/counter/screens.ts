/** The buy-back counter (issue 5), loaded on demand by app/screens.ts. */
export { TransaksiPembelianPage } from './TransaksiPembelianPage';
