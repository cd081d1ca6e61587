/** The item screens of the stock area (spec 000 §2 "Stock"), loaded lazily by app/screens.ts. */
export { DataBarangPage } from './DataBarangPage';
export { TambahDataBarangPage } from './TambahDataBarangPage';
export { TambahBarangBanyakPage } from './TambahBarangBanyakPage';
export { UpdateProfitPage } from './UpdateProfitPage';
