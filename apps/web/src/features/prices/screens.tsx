import { masterScreen } from '../../kit/master';

/** Price parameters on the master machinery (packages/domain/src/prices/masters.ts). */
export const ParameterHargaBeliPage = masterScreen('para-harga-beli');
export const ParameterOngkosPage = masterScreen('parameter-ongkos');
/** issue 35: the purchase gold price by purity, dated (PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE) */
export const MasterParameterHargaPembelianPage = masterScreen('parameter-harga-emas-pembelian');
export { HargaEmasPage } from './HargaEmasPage';
export { ParameterHargaGlobalPage } from './ParameterHargaGlobalPage';
