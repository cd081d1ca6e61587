import { heldAccounts, SALES_MESSAGES, type CancelSaleInput, type RefundPreview, type RefundPreviewInput } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { accountKey, bankAccount, DRAWER, kasRow, type Account } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { kasRowsRefund, surchargeReversalRows } from '../counter/counter-cash';
import { storeContext } from '../counter/counter-context';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

type SaleHeader = NonNullable<Awaited<ReturnType<typeof repo.findSale>>>;
type Ctx = { kodeToko: string; tglSystem: string; userId: string };

/** The lines a cancellation takes (all active ones by default); a line not active on the receipt is a 400. */
export function pickLines(lines: readonly repo.SaleLineRow[], wanted: readonly string[] | undefined) {
  const active = lines.filter((l) => l.status === 'AKTIF');
  if (!wanted?.length) return { active, chosen: active };
  const names = new Set(wanted);
  const chosen = active.filter((l) => names.has(l.no_faktur_jual));
  if (chosen.length !== names.size) throw badRequest(SALES_MESSAGES.lineNotFound, { no_faktur_jual: SALES_MESSAGES.lineNotFound });
  return { active, chosen };
}

/**
 * The ledger rows of the money a cancellation gives back, following the receipt's payment lines. The
 * whole receipt at once: every ledger row of the sale mirrored (same account, in and out swapped). Part
 * of it: the cancelled lines' prices (the rest keeps the discount), or all it still holds for the last
 * lines of a receipt cancelled in steps, shared over the accounts it was paid into in proportion to
 * what each still holds (allocateRefund), so a receipt cancelled in steps ends at zero in each account.
 */
export async function saleRefundRows(trx: Db, ctx: Ctx, header: SaleHeader, chosen: readonly repo.SaleLineRow[], all: boolean): Promise<cashRepo.KasRow[]> {
  const receiptRows = await cashRepo.listKas(trx, ctx.kodeToko, { noRef: header.no_faktur_group });
  const original = receiptRows.filter((r) => r.kategori === 'PENJUALAN' || r.kategori === 'PELUNASAN TITIP');
  // a sale that paid off a layaway: its down payment is given back too
  if (header.no_titip) original.push(...(await cashRepo.listKas(trx, ctx.kodeToko, { noRef: header.no_titip })).filter((r) => r.kategori === 'TITIP'));
  const earlier = receiptRows.filter((r) => r.kategori === 'BATAL PENJUALAN');
  if (all && earlier.length === 0) {
    return original.map((r) => ({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori: 'BATAL PENJUALAN' as const,
      no_ref: header.no_faktur_group,
      input_by: ctx.userId,
      keterangan: `BATAL ${r.keterangan}`,
      jenis: r.jenis,
      kode_bank: r.kode_bank,
      no_rekening: r.no_rekening,
      kode_marketplace: r.kode_marketplace,
      jumlah_in: Number(r.jumlah_out),
      jumlah_out: Number(r.jumlah_in),
    }));
  }
  const accounts = heldAccounts([...original, ...earlier]);
  const amount = all ? accounts.reduce((t, a) => t + a.net, 0) : chosen.reduce((t, l) => t + Number(l.harga), 0);
  const keterangan = `BATAL PENJUALAN ${chosen.map((l) => l.no_faktur_jual).join(', ')}`;
  return kasRowsRefund(ctx, 'BATAL PENJUALAN', header.no_faktur_group, keterangan, accounts, amount);
}

/** What a set of ledger rows gives back in all: out minus in. */
export function refundTotal(rows: readonly cashRepo.KasRow[]): number {
  return rows.reduce((t, r) => t + Number(r.jumlah_out ?? 0) - Number(r.jumlah_in ?? 0), 0);
}

/**
 * The rows of a split the cashier chose instead (approved by a supervisor: UBAH_PENGEMBALIAN): each
 * part out of the drawer or one of the store's bank accounts; together exactly what the receipt's own
 * split gives back (a 400 otherwise), so the cancellation still nets the receipt to zero in total.
 */
export async function chosenRefundRows(trx: Db, ctx: Ctx, noRef: string, keterangan: string, parts: NonNullable<CancelSaleInput['pengembalian']>, total: number): Promise<cashRepo.KasRow[]> {
  const sum = parts.reduce((t, p) => t + p.jumlah_rp, 0);
  if (sum !== total) {
    const message = SALES_MESSAGES.refundSplitTotal(total);
    throw badRequest(message, { pengembalian: message });
  }
  const byAccount = new Map<string, { account: Account; jumlah: number }>();
  for (const [i, p] of parts.entries()) {
    const account: Account = p.jenis === 'CASH' ? DRAWER : await bankAccount(trx, ctx.kodeToko, p.no_rekening ?? '', `pengembalian.${i}.no_rekening`);
    const seen = byAccount.get(accountKey(account));
    if (seen) seen.jumlah += p.jumlah_rp;
    else byAccount.set(accountKey(account), { account, jumlah: p.jumlah_rp });
  }
  return [...byAccount.values()].map(({ account, jumlah }) => kasRow(ctx, 'BATAL PENJUALAN', account, noRef, keterangan, { out: jumlah }));
}

/**
 * POST /api/penjualan/batal/rincian: the money a cancellation of these lines would give back, account by
 * account, with each account's balance now, so the cancel screen shows the split before it is made and
 * a drawer that cannot pay its part is seen before the supervisor is asked.
 */
export async function previewRefund(app: FastifyInstance, auth: AuthContext, input: RefundPreviewInput): Promise<RefundPreview> {
  const ctx = await storeContext(app.db, auth);
  const header = await repo.findSale(app.db, auth.kodeToko, input.no_faktur_group);
  if (!header) throw notFound(SALES_MESSAGES.saleNotFound);
  if (header.status === 'BATAL') throw badRequest(SALES_MESSAGES.saleAlreadyCancelled, { no_faktur_group: SALES_MESSAGES.saleAlreadyCancelled });
  const { active, chosen } = pickLines(await repo.listSaleLines(app.db, auth.kodeToko, header.no_faktur_group), input.no_faktur_jual);
  const rowCtx = { kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId };
  const all = chosen.length === active.length;
  const rows = await saleRefundRows(app.db, rowCtx, header, chosen, all);
  // a whole receipt also gives back its card surcharge (and its layaway's), out of the card's account, as the cancellation does
  const surcharge = all ? surchargeReversalRows(rowCtx, header.no_faktur_group, header.no_faktur_group, await cashRepo.listKas(app.db, auth.kodeToko, { noRef: header.no_faktur_group })) : [];
  if (all && header.no_titip) surcharge.push(...surchargeReversalRows(rowCtx, header.no_titip, header.no_faktur_group, await cashRepo.listKas(app.db, auth.kodeToko, { noRef: header.no_titip })));
  const balances = await cashRepo.balancesOn(app.db, auth.kodeToko, ctx.tglSystem);
  const parts = new Map<string, RefundPreview['pengembalian'][number]>();
  for (const [r, isSurcharge] of [...rows.map((r) => [r, false] as const), ...surcharge.map((r) => [r, true] as const)]) {
    const key = [r.jenis, r.kode_bank, r.no_rekening, r.kode_marketplace].join('|');
    const akun = r.jenis === 'CASH' ? 'CASH' : r.jenis === 'BANK' ? r.no_rekening : null;
    const part = parts.get(key) ?? {
      jenis: r.jenis,
      kode_bank: r.kode_bank ?? null,
      no_rekening: r.no_rekening ?? null,
      kode_marketplace: r.kode_marketplace ?? null,
      jumlah_rp: 0,
      biaya_kartu: 0,
      saldo: akun === null ? null : (balances.find((b) => b.akun === akun)?.saldo_akhir ?? 0),
    };
    const amount = Number(r.jumlah_out ?? 0) - Number(r.jumlah_in ?? 0);
    if (isSurcharge) part.biaya_kartu += amount;
    else part.jumlah_rp += amount;
    parts.set(key, part);
  }
  return { jumlah_rp: refundTotal(rows), pengembalian: [...parts.values()].filter((p) => p.jumlah_rp !== 0 || p.biaya_kartu !== 0) };
}
