/** The receiving screens (spec 000 §2 "Stock"), loaded on demand by app/screens.ts. */
import { masterScreen } from '../../../kit/master';
export { BatalPenerimaanPage } from './BatalPenerimaanPage';
export { FakturBermasalahPage } from './FakturBermasalahPage';
export { PenerimaanBarangPage } from './PenerimaanBarangPage';
export { StockOpnamePenerimaanPage } from './StockOpnamePenerimaanPage';
export { KirimBarangPage } from './KirimBarangPage';
export { SelisihKirimPage } from './SelisihKirimPage';
export const MasterTokoKirimPage = masterScreen('toko-kirim');
export const MasterLogistikPage = masterScreen('logistik');
export const MasterEkspedisiPage = masterScreen('ekspedisi');
