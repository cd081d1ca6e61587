import type { PickUpOrderInput, SaleReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { settleDeposit } from '../counter/deposit';
import { ORDER_DEPOSIT } from './order-deposit';

/**
 * POST /api/pesanan/:no/ambil: DONE -> FINISH, by the deposit lifecycle (counter/deposit.ts). The order
 * is locked first, so of two cashiers picking the same order up at once one writes and the other waits
 * and is refused (no longer DONE). The rest is paid; a sale receipt is written as a counter sale is
 * (numbers FJ / JL, lines, payments with the deposit as a PESANAN payment, stock ledger JUAL of the
 * reserved items) and the money of today in the cash ledger (kategori PELUNASAN PESANAN). With the AMBIL
 * price basis the pieces are priced again with the day's gold price. The same idempotency_key answers
 * the first receipt.
 */
export function pickUpOrder(app: FastifyInstance, auth: AuthContext, no: string, input: PickUpOrderInput): Promise<SaleReceipt> {
  return settleDeposit(app, auth, ORDER_DEPOSIT, no, input);
}
