import { masterScreen } from '../../kit/master';

/** Coupons (KUPON_MODULE) and category discounts (POTONGAN_MODULE), issue 32: parameters on the CRUD kit, the check, the report. */
export const ParameterKuponPage = masterScreen('kupon');
export const ParameterPotonganKategoriPage = masterScreen('para-potongan-kategori');
export { TransaksiKuponPage } from './TransaksiKuponPage';
export { LaporanPemakaianKuponPage } from './LaporanPemakaianKuponPage';
