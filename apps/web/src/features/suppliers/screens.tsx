import { masterScreen } from '../../kit/master';

/** The supplier module's screens (issue 35): the supplier master on the CRUD kit and the supplier report. */
export const MasterSupplierBarangPage = masterScreen('supplier-barang');
export { SupplierReportPage } from './SupplierReportPage';
