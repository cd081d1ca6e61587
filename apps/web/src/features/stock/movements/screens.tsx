/** The stock movement screens (spec 000 §2 "Stock", spec 001 §2), loaded on demand by app/screens.ts. */
export { AmbilBarangContohPage } from './AmbilBarangContohPage';
export { HancurBarangPage } from './HancurBarangPage';
export { LihatPindahBarangPage } from './LihatPindahBarangPage';
export { PindahBarangPage } from './PindahBarangPage';
export { PindahSatuBakiPage } from './PindahSatuBakiPage';
export { StockAksesorisPage } from './StockAksesorisPage';
