import { isModuleOn, SUPPLIER_BARANG, SUPPLIER_BARANG_MODULE } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { registerMasterRoutes } from '../masters/masters.routes';
import { registerReport } from '../reports/report-definition';
import { laporanPenerimaanSupplier } from './supplier-report';

/**
 * The supplier module (issue 35): the supplier master on the master machinery (read at `supplier-barang`, writes
 * gated by /master-supplier-barang) and the supplier report. Every call here needs SUPPLIER_BARANG_MODULE on in the
 * store it acts on (403 otherwise); the goods receipt names a supplier of this master while it is on.
 */
export async function suppliersRoutes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.auth && !isModuleOn(request.auth.access.modules, SUPPLIER_BARANG_MODULE)) throw forbidden();
  });
  registerMasterRoutes(app, SUPPLIER_BARANG, ['suppliers']);
  registerReport(app, laporanPenerimaanSupplier);
}
