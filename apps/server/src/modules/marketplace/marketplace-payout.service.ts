import { MARKETPLACE_MESSAGES as M, type MarketplacePayout, type marketplacePayoutRequest } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { retryOnConflict } from '../../db/retry';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, isUniqueViolation } from '../../http/errors';
import * as cashRepo from '../cash/cash.repository';
import { documentNumbers } from '../counter/document-numbers';
import * as repo from './marketplace.repository';

type PayoutInput = z.output<typeof marketplacePayoutRequest>;

/** The payout's document prefix (MPC-<toko>-<yymmdd>-<n>). */
const PREFIX = 'MPC';

/**
 * POST /api/marketplace/pencairan: the marketplace paid its balance for some orders into a bank account. The orders'
 * receivable (their totals) is closed: the money ledger moves what arrived out of the marketplace balance and into the
 * bank (PENCAIRAN MARKETPLACE, through 1-1400 like a move between accounts) and books the rest, the marketplace's fee,
 * out of the marketplace balance to its own expense account (BIAYA MARKETPLACE, 6-1400). The journal, posted from
 * those rows, debits bank and fee and credits 1-1300 by the orders' totals. One transaction; a key already used
 * answers its payout.
 */
export async function recordPayout(app: FastifyInstance, auth: AuthContext, input: PayoutInput): Promise<MarketplacePayout> {
  const first = await repo.findPayoutByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (first) return payoutOf(first);
  const akun = await repo.findAkun(app.db, auth.kodeToko, input.kode_akun);
  if (!akun) throw badRequest(M.akunUnknown, { kode_akun: M.akunUnknown });
  const rekening = await cashRepo.findRekening(app.db, auth.kodeToko, input.no_rekening);
  if (!rekening) throw badRequest(M.rekeningUnknown, { no_rekening: M.rekeningUnknown });
  const noOrders = [...new Set(input.no_order)];
  try {
    const no = await retryOnConflict(() =>
      app.db.transaction().execute(async (trx) => {
        const toko = await cashRepo.lockToko(trx, auth.kodeToko);
        const orders = await repo.lockOutstanding(trx, auth.kodeToko, akun.kode_akun, noOrders);
        const found = new Set(orders.map((o) => o.no_order));
        const missing = noOrders.findIndex((n) => !found.has(n));
        if (missing >= 0) throw badRequest(`${M.orderUnknown}: ${noOrders[missing]}`, { [`no_order.${missing}`]: M.orderUnknown });
        const piutang = orders.reduce((t, o) => t + Number(o.total), 0);
        if (input.jumlah_diterima > piutang) throw badRequest(M.diterimaOver, { jumlah_diterima: M.diterimaOver });
        const biaya = piutang - input.jumlah_diterima;
        const tglSystem = toko!.tgl_system;
        const [noPencairan] = await documentNumbers(trx, auth.kodeToko, tglSystem, PREFIX);
        await repo.insertPencairan(trx, {
          kode_toko: auth.kodeToko,
          no_pencairan: noPencairan!,
          kode_akun: akun.kode_akun,
          kode_marketplace: akun.kode_marketplace,
          tgl_system: tglSystem,
          kode_bank: rekening.kode_bank,
          no_rekening: rekening.no_rekening,
          jumlah_piutang: piutang,
          jumlah_diterima: input.jumlah_diterima,
          biaya,
          keterangan: input.keterangan,
          idempotency_key: input.idempotency_key,
          input_by: auth.userId,
        });
        await repo.markPaidOut(trx, auth.kodeToko, akun.kode_akun, noOrders, noPencairan!);
        const base = { kode_toko: auth.kodeToko, tgl_system: tglSystem, no_ref: noPencairan!, input_by: auth.userId, kode_bank: null, no_rekening: null, kode_marketplace: null };
        const keterangan = `PENCAIRAN MARKETPLACE ${akun.kode_marketplace} ${noPencairan!}`;
        await cashRepo.insertKasRows(trx, [
          { ...base, kategori: 'PENCAIRAN MARKETPLACE', keterangan, jenis: 'MARKETPLACE', kode_marketplace: akun.kode_marketplace, jumlah_in: 0, jumlah_out: input.jumlah_diterima },
          { ...base, kategori: 'PENCAIRAN MARKETPLACE', keterangan, jenis: 'BANK', kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, jumlah_in: input.jumlah_diterima, jumlah_out: 0 },
          ...(biaya > 0
            ? [{ ...base, kategori: 'BIAYA MARKETPLACE' as const, keterangan: `BIAYA MARKETPLACE ${akun.kode_marketplace} ${noPencairan!}`, jenis: 'MARKETPLACE' as const, kode_marketplace: akun.kode_marketplace, jumlah_in: 0, jumlah_out: biaya }]
            : []),
        ]);
        return noPencairan!;
      }),
    );
    return payoutOf((await repo.findPayout(app.db, auth.kodeToko, no))!);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await repo.findPayoutByKey(app.db, auth.kodeToko, input.idempotency_key);
      if (again) return payoutOf(again);
    }
    throw error;
  }
}

export function payoutOf(r: NonNullable<Awaited<ReturnType<typeof repo.findPayout>>>): MarketplacePayout {
  return { ...r, jumlah_piutang: Number(r.jumlah_piutang), jumlah_diterima: Number(r.jumlah_diterima), biaya: Number(r.biaya) };
}
