/** The receiving screens (spec 000 §2 "Stock"), loaded on demand by app/screens.ts. */
export { BatalPenerimaanPage } from './BatalPenerimaanPage';
export { FakturBermasalahPage } from './FakturBermasalahPage';
export { PenerimaanBarangPage } from './PenerimaanBarangPage';
export { StockOpnamePenerimaanPage } from './StockOpnamePenerimaanPage';
