import { earnPoints, parseWeightToMg, POIN_MESSAGES, poinTypeOf, reversePoints, type PoinRule } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { registerAfterCounterCancel, registerAfterCounterWrite, type CounterCancelEvent, type CounterWriteEvent } from '../counter/after-write';
import * as repo from './poin-ledger.repository';

type Db = Kysely<Database>;

/** The counter documents that earn, and the rule kind they earn by (a trade-in's sale part earns as a sale). */
const EARNING: Partial<Record<CounterWriteEvent['jenis'], 'PENJUALAN' | 'PEMBELIAN'>> = { PENJUALAN: 'PENJUALAN', TUKAR: 'PENJUALAN', PEMBELIAN: 'PEMBELIAN' };

function rulesOf(rows: repo.EarnContextRow['rules']): PoinRule[] {
  return rows.map((r) => ({
    jenis_transaksi: r.jenis_transaksi,
    kode_group: r.kode_group,
    tgl_berlaku: r.tgl_berlaku,
    kelipatanMg: parseWeightToMg(r.kelipatan_berat) ?? 0,
    kelipatanRp: Number(r.kelipatan_rp),
    poin: r.poin,
    tanpa_poin: r.tanpa_poin,
  }));
}

export type SaleEarnPlan = { byIndex: { index: number; poin: number }[]; viaHook: boolean; saldoSebelum: number };

/**
 * A sale's points planned before its one writing statement (outside any lock): what each line (by index) earns
 * under the rule in force on the sale's date. `viaHook` when the hook must run instead (the member's first earning
 * document with a referrer to pay: that needs the referrer's row locked in a transaction). An unknown member is
 * refused here, before anything is written.
 */
export function planSaleEarn(
  ctx: repo.EarnContextRow,
  input: { kodeMember: string; tanggal: string; lines: readonly { kode_group: string; beratMg: number; harga: number }[] },
): SaleEarnPlan {
  if (!ctx.member_ada) throw badRequest(POIN_MESSAGES.memberNotFound, { kode_member: POIN_MESSAGES.memberNotFound });
  const saldoSebelum = Number(ctx.saldo);
  if (!ctx.member_on) return { byIndex: [], viaHook: false, saldoSebelum };
  const lines = input.lines.map((l, i) => ({ no: String(i), kode_group: l.kode_group, beratMg: l.beratMg, harga: l.harga }));
  const earned = earnPoints(rulesOf(ctx.rules), poinTypeOf(ctx.type_poin), { jenis: 'PENJUALAN', tanggal: input.tanggal, lines });
  const affiliation = earned.length > 0 && !ctx.sudah_earn && !!ctx.kode_member_referensi && ctx.kode_member_referensi !== input.kodeMember && !!ctx.afiliasi_aktif && (ctx.afiliasi_poin ?? 0) > 0;
  return { byIndex: earned.map((e) => ({ index: Number(e.no), poin: e.poin })), viaHook: affiliation, saldoSebelum };
}

/**
 * After a sale, trade-in or buy-back with a member is written, in its transaction: one EARN row per line that
 * earns (no_ref = the document, no_ref_line = the line), by the store's rule in force on the document's date;
 * on the member's first earning document, the referrer's affiliation points (once: the referrer's row is
 * locked and the ledger checked). Nothing is read when the document has no member or does not earn.
 */
export async function earnOnWrite(trx: Db, event: CounterWriteEvent): Promise<void> {
  const kind = EARNING[event.jenis];
  if (!event.kodeMember || !kind || !event.lines?.length || event.poinDitulis) return;
  const ctx = await repo.earnContext(trx, event.kodeToko, event.kodeMember, kind, event.tanggal);
  if (!ctx.member_ada) throw badRequest(POIN_MESSAGES.memberNotFound, { kode_member: POIN_MESSAGES.memberNotFound });
  if (!ctx.member_on) return;
  const lines = event.lines.map((l) => ({ no: l.no, kode_group: l.kode_group, beratMg: parseWeightToMg(l.berat) ?? 0, harga: l.harga }));
  const earned = earnPoints(rulesOf(ctx.rules), poinTypeOf(ctx.type_poin), { jenis: kind, tanggal: event.tanggal, lines });
  if (earned.length === 0) return;
  const base = { kode_member: event.kodeMember, kode_toko: event.kodeToko, tanggal: event.tanggal, input_by: event.userId };
  const jenisRef = event.jenis === 'PEMBELIAN' ? 'PEMBELIAN' : 'PENJUALAN';
  await repo.appendPoin(
    trx,
    earned.map((e) => ({ ...base, jenis: 'EARN' as const, poin: e.poin, jenis_ref: jenisRef, no_ref: event.no, no_ref_line: e.no, keterangan: `${event.jenis} ${event.no}` })),
  );
  const referrer = ctx.kode_member_referensi;
  if (!ctx.sudah_earn && referrer && referrer !== event.kodeMember && ctx.afiliasi_aktif && (ctx.afiliasi_poin ?? 0) > 0) {
    await repo.lockMember(trx, referrer);
    if (await repo.hasAfiliasiFor(trx, referrer, event.kodeMember)) return;
    await repo.appendPoin(trx, [
      { ...base, kode_member: referrer, jenis: 'EARN', poin: ctx.afiliasi_poin!, jenis_ref: 'AFILIASI', no_ref: event.kodeMember, no_ref_line: event.no, keterangan: `AFILIASI MEMBER BARU ${event.kodeMember} (${event.no})` },
    ]);
  }
}

/**
 * After a sale (whole or some lines), trade-in or buy-back is cancelled: the exact reverse of what the
 * cancelled lines earned, each line once. What the member already spent is not charged below zero: only
 * what the balance holds is reversed, the rest is written in the row's keterangan (docs/decisions.md).
 */
export async function reverseOnCancel(trx: Db, event: CounterCancelEvent): Promise<void> {
  const kind = EARNING[event.jenis];
  if (!event.kodeMember || !kind) return;
  const jenisRef = event.jenis === 'PEMBELIAN' ? 'PEMBELIAN' : 'PENJUALAN';
  const rows = await repo.ledgerRowsOf(trx, jenisRef, event.no);
  const mine = rows.filter((r) => r.kode_member === event.kodeMember && (r.jenis === 'EARN' || r.jenis === 'REVERSE'));
  if (!mine.some((r) => r.jenis === 'EARN')) return;
  await repo.lockMember(trx, event.kodeMember);
  const balance = await repo.poinBalanceOf(trx, event.kodeMember);
  const { reverse, shortfall } = reversePoints(mine, event.lines.length ? event.lines : 'ALL', balance);
  const short = new Map(shortfall.map((s) => [s.no, s.poin]));
  const base = { kode_member: event.kodeMember, kode_toko: event.kodeToko, tanggal: event.tanggal, input_by: event.userId, jenis_ref: jenisRef, no_ref: event.no };
  const notes = shortfall.length ? ` (tidak tertarik: ${shortfall.map((s) => `${s.no} ${s.poin} poin`).join(', ')}, poin sudah terpakai)` : '';
  await repo.appendPoin(
    trx,
    reverse.map((r) => ({ ...base, jenis: 'REVERSE' as const, poin: -r.poin, no_ref_line: r.no, keterangan: `BATAL ${event.jenis} ${event.no}${short.has(r.no) ? notes : ''}` })),
  );
}

let registered = false;

/** Registers the earning and reversing hooks once per process (the points module's load). */
export function registerPointHooks(): void {
  if (registered) return;
  registered = true;
  registerAfterCounterWrite(earnOnWrite, (probe) => !!probe.kodeMember && !probe.poinDitulis && EARNING[probe.jenis] !== undefined);
  registerAfterCounterCancel(reverseOnCancel);
}
