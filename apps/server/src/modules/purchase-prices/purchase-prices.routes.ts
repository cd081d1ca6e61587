import { isModuleOn, PARAMETER_HARGA_EMAS_PEMBELIAN, PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { registerMasterRoutes } from '../masters/masters.routes';

/**
 * The purchase gold price parameter (issue 35): read at `parameter-harga-emas-pembelian` (spec 001 §7), written from
 * /master-parameter-harga-pembelian on the master machinery. Every call needs PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE on
 * in the store acted on (403 otherwise); the buy-back counter reads the prices through purchase-prices.service.
 */
export async function purchasePricesRoutes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.auth && !isModuleOn(request.auth.access.modules, PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE)) throw forbidden();
  });
  registerMasterRoutes(app, PARAMETER_HARGA_EMAS_PEMBELIAN, ['prices']);
}
