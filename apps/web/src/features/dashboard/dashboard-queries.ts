import type {
  BirthdayRow,
  DailyBiayaRow,
  DailyCashRow,
  DailyTransactionChartRow,
  DocumentChartRow,
  HargaEmasGroupRow,
  OutstandNonCashRow,
  TransactionPointRow,
} from '@emas/domain';
import { addDays } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * The dashboard's reads (spec 000 §7, spec 001 §7). `scope` is the call's kode_toko: undefined for the
 * store the session acts on, 'ALL' or a store for head office. Every key carries the session's store, so
 * switching store in the header reloads them.
 */
export type Scope = string | undefined;

const ZERO_ROW = (periode: string): DocumentChartRow => ({ periode, jumlah_nota: 0, qty: 0, berat: 0, total: 0 });

/** Today's kinds of the dashboard: sales and buy-backs are ours; orders and services come with their modules. */
export const TODAY_KINDS = ['penjualan', 'pembelian', 'pesanan', 'service'] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

/**
 * The orders and services modules answer one object each, ours answer rows: orders `{ tanggal, jumlah, total_berat,
 * total_harga }`, services `{ tanggal, jumlah, berat ('6.000'), total_rp }` (the repairs' money of the day).
 */
type ModuleChart = { tanggal?: string; jumlah?: number; total_berat?: number; total_harga?: number; berat?: string | number; total_rp?: number };
function asRow(data: DocumentChartRow[] | ModuleChart | null | undefined): DocumentChartRow {
  if (Array.isArray(data)) return data[0] ?? ZERO_ROW('');
  if (data && typeof data === 'object') {
    const berat = Number(data.total_berat ?? data.berat ?? 0);
    return { periode: data.tanggal ?? '', jumlah_nota: data.jumlah ?? 0, qty: data.jumlah ?? 0, berat: Number.isFinite(berat) ? berat : 0, total: data.total_harga ?? data.total_rp ?? 0 };
  }
  return ZERO_ROW('');
}

/** One store's (or the scope's) `{kind}/chart?type=today`; a module not on this server (404) is zeros. */
async function oneChart(kind: TodayKind, scope: Scope): Promise<DocumentChartRow> {
  // the orders and services calls act on the store of the call: a store is named with x-kode-toko
  const own = kind === 'penjualan' || kind === 'pembelian';
  try {
    const res = await api.get<DocumentChartRow[] | ModuleChart>(`${kind}/chart`, { type: 'today', ...(own ? { kode_toko: scope } : {}) }, own || !scope ? {} : { headers: { 'x-kode-toko': scope } });
    return asRow(res.data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return ZERO_ROW('');
    throw e;
  }
}

/**
 * `{kind}/chart?type=today`. Sales and buy-backs take `kode_toko` (ALL too); orders and services act on
 * one store, so the chain's figure is the sum of one call per store.
 */
async function todayChart(kind: TodayKind, scope: Scope, stores: readonly string[]): Promise<DocumentChartRow> {
  if (scope !== 'ALL' || kind === 'penjualan' || kind === 'pembelian') return oneChart(kind, scope);
  const rows = await Promise.all(stores.map((s) => oneChart(kind, s)));
  return rows.reduce((t, r) => ({ periode: '', jumlah_nota: t.jumlah_nota + r.jumlah_nota, qty: t.qty + r.qty, berat: Math.round((t.berat + r.berat) * 1000) / 1000, total: t.total + r.total }), ZERO_ROW(''));
}

export function useToday(kind: TodayKind, scope: Scope, stores: readonly string[] = []) {
  const { kodeToko } = useSession();
  return useQuery({ queryKey: ['dashboard', 'today', kind, kodeToko, scope, stores.join(',')], queryFn: () => todayChart(kind, scope, stores), staleTime: 30_000 });
}

export function useYear(scope: Scope, year?: number) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'year', kodeToko, scope, year],
    queryFn: async () => (await api.get<TransactionPointRow[]>('transaction/daily-transaction-get-year', { kode_toko: scope, year })).data,
  });
}

export function usePeriod(scope: Scope, end: string | undefined, days = 30) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'period', kodeToko, scope, end, days],
    enabled: !!end,
    queryFn: async () =>
      (await api.get<TransactionPointRow[]>('cash-pusat/period-transaction-chart', { kode_toko: scope, tgl_awal: addDays(end!, -(days - 1)), tgl_akhir: end })).data,
  });
}

export function useDailyTransactions(scope: Scope) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'daily-transaction', kodeToko, scope],
    queryFn: async () => (await api.get<DailyTransactionChartRow[]>('cash-pusat/daily-transaction-chart', { kode_toko: scope })).data,
  });
}

export function useBirthdays() {
  const { kodeToko } = useSession();
  return useQuery({ queryKey: ['dashboard', 'birthday', kodeToko], queryFn: async () => (await api.get<BirthdayRow[]>('member/find-current-birthday')).data });
}

export function useGoldPrices() {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'prices', kodeToko],
    queryFn: async () => (await api.get<{ tanggal: string; groups: HargaEmasGroupRow[] }>('parameter-harga-emas')).data,
  });
}

export function useDailyCash(scope: Scope, enabled = true) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'cash', kodeToko, scope],
    enabled,
    queryFn: async () => (await api.get<DailyCashRow[]>('cash-pusat/daily-cash-chart', { kode_toko: scope })).data,
  });
}

export function useDailyBiaya(scope: Scope) {
  const { kodeToko } = useSession();
  return useQuery({ queryKey: ['dashboard', 'biaya', kodeToko, scope], queryFn: async () => (await api.get<DailyBiayaRow[]>('cash-pusat/daily-biaya', { kode_toko: scope })).data });
}

export function useNonCash(scope: Scope) {
  const { kodeToko } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'noncash', kodeToko, scope],
    queryFn: async () => (await api.get<OutstandNonCashRow[]>('cash-pusat/outstand-noncash', { kode_toko: scope })).data,
  });
}
