import {
  ALL_STORES,
  dashboardScope,
  isHeadOffice,
  mgToGrams,
  MESSAGES,
  totalOfStores,
  transactionChartRow,
  type BirthdayRow,
  type DailyBiayaRow,
  type DailyCashRow,
  type DailySpecificChartQuery,
  type DailyTransactionChartRow,
  type DashboardDayQuery,
  type DashboardScope,
  type DocumentChartQuery,
  type DocumentChartRow,
  type OutstandNonCashRow,
  type PeriodTransactionChartQuery,
  type StoreDayFigures,
  type TransactionPointRow,
  type TransactionYearQuery,
  isModuleOn,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/errors';
import * as repo from './dashboard.repository';

/**
 * The dashboard's use cases: resolve which stores a call reads (a branch its own store, head office any
 * store or all: spec 000 §6), run the repository's one statement, and shape the answer of spec 000 §7.
 */
export async function scopeOf(app: FastifyInstance, auth: AuthContext, requested: string | undefined): Promise<DashboardScope> {
  const scope = dashboardScope(requested, { kodeToko: auth.kodeToko, headOffice: isHeadOffice(auth.access) });
  if (scope === 'forbidden') throw forbidden(MESSAGES.forbiddenStore);
  if (scope && scope[0] !== auth.kodeToko && !(await repo.findStore(app.db, scope[0]!))) throw forbidden(MESSAGES.forbiddenStore);
  return scope;
}

/** The business date a call with no date reads when it needs one date: the store acted on. */
async function businessDate(app: FastifyInstance, auth: AuthContext): Promise<string> {
  return (await repo.findStore(app.db, auth.kodeToko))!.tgl_system;
}

const figuresOf = (r: repo.StoreDayRow): StoreDayFigures => ({
  kode_toko: r.kode_toko,
  nama_toko: r.nama_toko,
  tgl_system: r.tgl_system,
  penjualan: Number(r.penjualan),
  pembelian: Number(r.pembelian),
  // the repairs' money of the day (deposits, pick-ups less change and refunds), as service/chart's total_rp
  service: Number(r.service),
  hutang: Number(r.hutang),
  beratJualMg: Number(r.berat_jual_mg),
  beratBeliMg: Number(r.berat_beli_mg),
  notaJual: Number(r.nota_jual),
  notaBeli: Number(r.nota_beli),
});

/** GET cash-pusat/daily-transaction-chart: the scope's total first; with several stores, each store after it. */
export async function dailyTransactionChart(app: FastifyInstance, auth: AuthContext, q: DashboardDayQuery): Promise<DailyTransactionChartRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  const stores = (await repo.storeDays(app.db, scope, q.tgl_system ?? null)).map(figuresOf);
  if (scope && stores.length === 1) return [transactionChartRow(stores[0]!)];
  const total = totalOfStores(stores, { kode_toko: ALL_STORES, nama_toko: 'SEMUA TOKO' });
  return [transactionChartRow(total), ...stores.map(transactionChartRow)];
}

const pointOf = (r: repo.SeriesRow): TransactionPointRow => ({
  periode: r.periode,
  penjualan: Number(r.penjualan),
  pembelian: Number(r.pembelian),
  berat_jual: mgToGrams(Number(r.berat_jual_mg)),
  berat_beli: mgToGrams(Number(r.berat_beli_mg)),
  nota_jual: Number(r.nota_jual),
  nota_beli: Number(r.nota_beli),
});

/** GET cash-pusat/period-transaction-chart: every day of the period. */
export async function periodTransactionChart(app: FastifyInstance, auth: AuthContext, q: PeriodTransactionChartQuery): Promise<TransactionPointRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  return (await repo.transactionSeries(app.db, scope, q.tgl_awal, q.tgl_akhir, 'day')).map(pointOf);
}

/** GET transaction/daily-transaction-get-year: the twelve months of the year (default: the business date's year). */
export async function transactionYear(app: FastifyInstance, auth: AuthContext, q: TransactionYearQuery): Promise<TransactionPointRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  const year = q.year ?? Number((await businessDate(app, auth)).slice(0, 4));
  return (await repo.transactionSeries(app.db, scope, `${year}-01-01`, `${year}-12-01`, 'month')).map(pointOf);
}

/** GET penjualan/chart and pembelian/chart: type=today (one row) or type=monthly&year (twelve). */
export async function documentChart(app: FastifyInstance, auth: AuthContext, kind: 'penjualan' | 'pembelian', q: DocumentChartQuery): Promise<DocumentChartRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  const shape = (r: repo.DocumentChartDbRow, periode: string): DocumentChartRow => ({
    periode,
    jumlah_nota: Number(r.jumlah_nota),
    qty: Number(r.qty),
    berat: mgToGrams(Number(r.berat_mg)),
    total: Number(r.total),
  });
  if (q.type === 'today') {
    const row = await repo.documentsToday(app.db, kind, scope);
    return [shape(row, row.dates.includes(',') ? '' : row.dates)];
  }
  const year = q.year ?? Number((await businessDate(app, auth)).slice(0, 4));
  return (await repo.documentsByMonth(app.db, kind, scope, year)).map((r) => shape(r, r.periode));
}

/** GET cash-pusat/daily-cash-chart: each store's drawer on its day and its banks' balance. */
export async function dailyCashChart(app: FastifyInstance, auth: AuthContext, q: DashboardDayQuery): Promise<DailyCashRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  return (await repo.dailyCash(app.db, scope, q.tgl_system ?? null)).map((r) => {
    const [awal, masuk, keluar] = [Number(r.saldo_awal), Number(r.masuk), Number(r.keluar)];
    return { kode_toko: r.kode_toko, nama_toko: r.nama_toko, tgl_system: r.tgl_system, saldo_awal: awal, masuk, keluar, saldo_akhir: awal + masuk - keluar, saldo_bank: Number(r.saldo_bank) };
  });
}

/** GET cash-pusat/daily-biaya: the manual cash-outs of the day. */
export async function dailyBiaya(app: FastifyInstance, auth: AuthContext, q: DashboardDayQuery): Promise<DailyBiayaRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  return (await repo.dailyBiaya(app.db, scope, q.tgl_system ?? null)).map((r) => ({ ...r, jumlah_rp: Number(r.jumlah_rp), created_at: new Date(r.created_at).toISOString() }));
}

/** GET cash-pusat/outstand-noncash: card, transfer and marketplace takings of the day per store. */
export async function outstandNonCash(app: FastifyInstance, auth: AuthContext, q: DashboardDayQuery): Promise<OutstandNonCashRow[]> {
  const scope = await scopeOf(app, auth, q.kode_toko);
  return (await repo.outstandNonCash(app.db, scope, q.tgl_system ?? null)).map((r) => {
    const [debet, transfer, marketplace] = [Number(r.debet), Number(r.transfer), Number(r.marketplace)];
    return { kode_toko: r.kode_toko, nama_toko: r.nama_toko, tgl_system: r.tgl_system, debet, transfer, marketplace, total: debet + transfer + marketplace };
  });
}

/** GET cash-pusat/daily-specific-chart: one kategori of the money ledger per day of the month up to the date. */
export async function dailySpecificChart(app: FastifyInstance, auth: AuthContext, q: DailySpecificChartQuery) {
  const scope = await scopeOf(app, auth, q.kode_toko);
  const tgl = q.tgl_system ?? (await businessDate(app, auth));
  return (await repo.specificSeries(app.db, scope, q.kategori, q.type, tgl)).map((r) => ({ periode: r.periode, masuk: Number(r.masuk), keluar: Number(r.keluar) }));
}

/**
* GET member/find-current-birthday: the members (MEMBER_MODULE) and customers of the scope's stores (receipts, pawn loans, orders,
 * repairs) whose birthday is the store's business date, one row per customer and store (kode_member is
 * the phone's digits, else the identity number, else the name). A quiet day answers [].
 */
export async function currentBirthdays(app: FastifyInstance, auth: AuthContext, requested: string | undefined): Promise<BirthdayRow[]> {
  return repo.birthdaysToday(app.db, await scopeOf(app, auth, requested), isModuleOn(auth.modules, 'MEMBER_MODULE'));
}
