import { masterScreen } from '../../kit/master';

/** The sales bonus (BONUS_SALES_MODULE), issue 32: its parameters on the CRUD kit and its report. */
export const ParameterBonusSalesPage = masterScreen('para-bonus-sales');
export { LaporanBonusSalesPage } from './LaporanBonusSalesPage';
