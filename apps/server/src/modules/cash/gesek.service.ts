import { businessDateOf } from '../stock/stock.service';
import { CASH_MESSAGES as M, CASH_PREFIX, gesekSplit, type GesekRow, type gesekTunaiRequest } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { assertCovers, bankAccount, documentNumber, DRAWER, iso, kasRow, lockedDate, writeKasRows } from './cash-accounts';
import * as repo from './cash.repository';

/**
 * POST non-cash/gesek-tunai: card cash-out. The card is charged `jumlah` into the store's bank account
 * (a BANK in row, kategori GESEK TUNAI, carrying fee_rp); the account's fee percent gives fee_rp
 * (gesekSplit: rounded up to the rupiah); the drawer pays out jumlah - fee_rp (a CASH out row), never
 * more than it holds. One transaction, the store row locked.
 */
export async function saveGesek(app: FastifyInstance, auth: AuthContext, input: z.output<typeof gesekTunaiRequest>): Promise<GesekRow> {
  return transactionOnce(app.db, { ...auth, jenis: 'GESEK', kunci: input.idempotency_key }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const bank = await bankAccount(trx, auth.kodeToko, input.no_rekening, 'no_rekening');
    const rekening = await repo.findRekening(trx, auth.kodeToko, bank.no_rekening);
    const split = gesekSplit(input.jumlah, rekening!.fee_gesek_persen);
    if (split.dibayar <= 0) throw badRequest(M.gesekTooSmall, { jumlah: M.gesekTooSmall });
    await assertCovers(trx, auth.kodeToko, tglSystem, DRAWER, split.dibayar, 'jumlah');
    const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, CASH_PREFIX.GESEK);
    const keterangan = ['GESEK TUNAI', input.nama_customer, input.keterangan].filter(Boolean).join(' - ').slice(0, 250);
    const ctx = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
    await writeKasRows(trx, [
      kasRow(ctx, 'GESEK TUNAI', bank, noRef, keterangan, { in: split.jumlah }, { fee_rp: split.fee_rp }),
      kasRow(ctx, 'GESEK TUNAI', DRAWER, noRef, keterangan, { out: split.dibayar }),
    ], 'jumlah');
    const rows = await gesekOf(trx, auth.kodeToko, tglSystem, tglSystem);
    const row = rows.find((r) => r.no_ref === noRef);
    if (!row) throw notFound();
    return row;
  });
}

/** Card cash-outs between two business dates, one per document: its bank row and drawer row together. */
export async function gesekOf(db: Kysely<Database>, kodeToko: string, from: string, to: string): Promise<GesekRow[]> {
  const rows = await repo.gesekRows(db, kodeToko, from, to);
  const by = new Map<string, GesekRow>();
  for (const r of rows) {
    let g = by.get(r.no_ref);
    if (!g) {
      g = { kode_toko: kodeToko, no_ref: r.no_ref, tgl_system: r.tgl_system, kode_bank: null, no_rekening: null, jumlah: 0, fee_persen: 0, fee_rp: 0, dibayar: 0, keterangan: r.keterangan, input_by: r.input_by, created_at: iso(r.created_at)! };
      by.set(r.no_ref, g);
    }
    if (r.jenis === 'BANK') {
      g.kode_bank = r.kode_bank;
      g.no_rekening = r.no_rekening;
      g.jumlah += Number(r.jumlah_in) - Number(r.jumlah_out);
      g.fee_rp += Number(r.fee_rp);
    } else if (r.jenis === 'CASH') g.dibayar += Number(r.jumlah_out) - Number(r.jumlah_in);
  }
  return [...by.values()].map((g) => ({ ...g, fee_persen: g.jumlah > 0 ? Math.round((g.fee_rp * 10_000) / g.jumlah) / 100 : 0 }));
}

/** GET non-cash/gesek-histories: the card cash-outs of the store's business date (or a date range). */
export async function listGesek(app: FastifyInstance, auth: AuthContext, q: { tgl_awal?: string | undefined; tgl_akhir?: string | undefined }) {
  const tglSystem = await businessDateOf(app.db, auth.kodeToko);
  return gesekOf(app.db, auth.kodeToko, q.tgl_awal ?? tglSystem, q.tgl_akhir ?? tglSystem);
}
