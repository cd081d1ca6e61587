import {
  addDays,
  canAuction,
  effectiveRate,
  mgToWeightString,
  sumWeightsMg,
  type PawnListRow,
  type PawnSearchStatus,
  type PenebusanDetailRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { storeContext } from '../counter/counter-context';
import { daysFrom, keadaanOf, toLoan } from './pawn-terms';
import * as repo from './pawn.repository';

/** Reads of pawn loans: search, validation list, auction candidates, dashboard, the redemption detail report. */

const STORED: Record<PawnSearchStatus, string[]> = {
  SEMUA: [],
  AKTIF: ['AKTIF'],
  JATUH_TEMPO: ['AKTIF'],
  TELAT: ['AKTIF'],
  LUNAS: ['LUNAS'],
  LELANG: ['LELANG'],
  BATAL: ['BATAL'],
};

/** Loans as list rows on `asOf`: their pieces counted and weighed. */
export async function listRowsOf(app: FastifyInstance, auth: AuthContext, loans: readonly repo.LoanRow[], asOf: string): Promise<PawnListRow[]> {
  const pieces = await repo.piecesOf(app.db, auth.kodeToko, loans.map((l) => l.no_faktur_hutang));
  const byLoan = new Map<string, typeof pieces>();
  for (const p of pieces) byLoan.set(p.no_faktur_hutang, [...(byLoan.get(p.no_faktur_hutang) ?? []), p]);
  return loans.map((l) => {
    const mine = byLoan.get(l.no_faktur_hutang) ?? [];
    const { detail_barang: _d, pembayaran: _p, ...row } = toLoan(l, mine, [], asOf);
    return { ...row, jumlah_barang: mine.length, total_berat: mgToWeightString(sumWeightsMg(mine.map((p) => mgOf(p.berat)))) };
  });
}

/** /lihat-hutang: by number, customer, phone or identity, and status (open ones with today's interest). */
export async function searchLoans(app: FastifyInstance, auth: AuthContext, q: { q?: string | undefined; status: PawnSearchStatus }): Promise<PawnListRow[]> {
  const ctx = await storeContext(app.db, auth);
  const loans = await repo.searchLoans(app.db, auth.kodeToko, { text: q.q, statuses: STORED[q.status] });
  const rows = await listRowsOf(app, auth, loans, ctx.tglSystem);
  if (q.status === 'AKTIF' || q.status === 'JATUH_TEMPO' || q.status === 'TELAT') return rows.filter((r) => r.keadaan === q.status);
  return rows;
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, tanggal: string | undefined): Promise<PawnListRow[]> {
  const ctx = await storeContext(app.db, auth);
  return listRowsOf(app, auth, await repo.loansOfDate(app.db, auth.kodeToko, tanggal ?? ctx.tglSystem), ctx.tglSystem);
}

export async function validateLoans(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ jumlah: number }> {
  const r = await repo.validateLoans(app.db, auth.kodeToko, nos, auth.userId);
  return { jumlah: Number(r.numUpdatedRows) };
}

/** /lelang-hutang: open loans past their due date and grace days. */
export async function listAuctionable(app: FastifyInstance, auth: AuthContext): Promise<PawnListRow[]> {
  const ctx = await storeContext(app.db, auth);
  const loans = await repo.searchLoans(app.db, auth.kodeToko, { statuses: ['AKTIF'], dueBy: ctx.tglSystem });
  return listRowsOf(
    app,
    auth,
    loans.filter((l) => canAuction(l.tgl_jatuh_tempo, Number(l.masa_tenggang), ctx.tglSystem)),
    ctx.tglSystem,
  );
}

/** hutang/dashboard: open loans, due within a week, late, total lent out and the weight in the vault. */
export async function dashboard(app: FastifyInstance, auth: AuthContext) {
  const ctx = await storeContext(app.db, auth);
  const open = await repo.searchLoans(app.db, auth.kodeToko, { statuses: ['AKTIF'], limit: 100_000 });
  const vault = await repo.vaultBalance(app.db, auth.kodeToko);
  const weekEnd = addDays(ctx.tglSystem, 7);
  return {
    tanggal: ctx.tglSystem,
    hutang_aktif: open.length,
    jatuh_tempo_minggu_ini: open.filter((l) => l.tgl_jatuh_tempo >= ctx.tglSystem && l.tgl_jatuh_tempo <= weekEnd).length,
    telat: open.filter((l) => keadaanOf(l, ctx.tglSystem) === 'TELAT').length,
    total_pinjaman: open.reduce((t, l) => t + Number(l.jumlah_hutang), 0),
    total_berat: mgToWeightString(mgOf(vault.berat)),
  };
}

/** The vault from its ledger beside the pieces of the open loans (they must agree). */
export async function vaultCheck(app: FastifyInstance, auth: AuthContext) {
  const [vault, open] = await Promise.all([repo.vaultBalance(app.db, auth.kodeToko), repo.openPieces(app.db, auth.kodeToko)]);
  return { vault: { qty: vault.qty, berat: mgToWeightString(mgOf(vault.berat)) }, open: { qty: open.qty, berat: mgToWeightString(mgOf(open.berat)) } };
}

/**
 * hutang/report-penebusan-detail (spec 000 §7): redeemed loans of the store (null: every store, head office)
 * whose redemption falls between tgl_from and tgl_to (one loan with no_pinjam), sorted by tgl_hutang, tgl_lunas or no_faktur_hutang; the effective rate
 * is spec 000 §9's bunga_rp x 30 / days / principal x 100 (bunga_rp: all interest the loan paid).
 */
export async function penebusanDetail(
  app: FastifyInstance,
  kodeToko: string | null,
  q: { tgl_from: string; tgl_to: string; no_pinjam: string; sort_by: 'tgl_hutang' | 'tgl_lunas' | 'no_faktur_hutang' },
): Promise<PenebusanDetailRow[]> {
  let loans = (await repo.loansBetween(app.db, kodeToko, q.tgl_from, q.tgl_to, 'tgl_lunas')).filter((l) => l.status === 'LUNAS');
  if (q.no_pinjam !== 'ALL') loans = loans.filter((l) => l.no_faktur_hutang === q.no_pinjam);
  const pieces = await repo.piecesOfLoans(app.db, loans);
  const rows = loans.map((l): PenebusanDetailRow => {
    const hari = daysFrom(l.tgl_hutang, l.tgl_lunas!);
    const bungaRp = Number(l.bunga_dibayar);
    const pokok = Number(l.jumlah_hutang_awal);
    return {
      kode_toko: l.kode_toko,
      no_faktur_hutang: l.no_faktur_hutang,
      nama_customer: l.nama_customer,
      alamat_customer: l.alamat_customer,
      tgl_hutang: l.tgl_hutang,
      tgl_lunas: l.tgl_lunas!,
      lama_pinjam: Number(l.lama_pinjam),
      hari,
      kode_sales: l.kode_sales,
      jumlah_hutang: pokok,
      bunga: Number(l.bunga_persen),
      bunga_rp: bungaRp,
      bunga_pinjam: bungaRp,
      bunga_efektif: effectiveRate(bungaRp, hari, pokok),
      total_bayar: Number(l.total_bayar),
      detail_barang: pieces.filter((p) => p.kode_toko === l.kode_toko && p.no_faktur_hutang === l.no_faktur_hutang).map((p) => ({ nama_barang: p.nama_barang, berat: mgToWeightString(mgOf(p.berat)) })),
    };
  });
  return rows.sort((a, b) => (a[q.sort_by] < b[q.sort_by] ? -1 : a[q.sort_by] > b[q.sort_by] ? 1 : a.no_faktur_hutang.localeCompare(b.no_faktur_hutang)));
}

