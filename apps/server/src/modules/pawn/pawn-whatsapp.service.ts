import { PAWN_MESSAGES as M, pawnWhatsappMessage, SALES_MESSAGES, whatsappNumber, type PawnWaKind } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { sendWhatsapp } from '../receipts/receipts.service';
import * as settingsRepo from '../settings/settings.repository';
import { getLoan } from './pawn.service';

/**
 * POST /api/hutang/whatsapp: a loan's receipt (HUTANG) or its redemption's (TEBUS) to the customer's phone,
 * as a sale's invoice goes (the one WhatsApp client through the store's gateway; no gateway: 400 'WhatsApp
 * belum diatur, hubungi admin'; the backend's refusal: its message). The text is built here from the
 * loan, so the screen cannot send another; nothing is written.
 */
export async function sendLoanReceipt(app: FastifyInstance, auth: AuthContext, no: string, jenis: PawnWaKind): Promise<{ success: boolean; receiver: string }> {
  const loan = await getLoan(app.db, auth, no);
  if (jenis === 'TEBUS' && loan.status !== 'LUNAS') throw badRequest(M.notRedeemedReceipt, { jenis: M.notRedeemedReceipt });
  const receiver = whatsappNumber(loan.no_hp);
  if (!receiver) throw badRequest(SALES_MESSAGES.receiverRequired, { receiver: SALES_MESSAGES.receiverRequired });
  const toko = await settingsRepo.findToko(app.db, auth.kodeToko);
  const message = pawnWhatsappMessage(loan, toko?.nama_toko ?? auth.kodeToko, jenis);
  await sendWhatsapp(app, auth.kodeToko, { receiver, message, type: 'text' });
  return { success: true, receiver };
}
