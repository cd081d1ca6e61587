import { masterScreen } from '../../kit/master';

/** Price parameters on the master machinery (packages/domain/src/prices/masters.ts). */
export const ParameterHargaBeliPage = masterScreen('para-harga-beli');
export const ParameterOngkosPage = masterScreen('parameter-ongkos');
export { HargaEmasPage } from './HargaEmasPage';
export { ParameterHargaGlobalPage } from './ParameterHargaGlobalPage';
