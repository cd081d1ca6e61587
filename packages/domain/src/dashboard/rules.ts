import { mgToGrams, sumWeightsMg, type Milligrams } from '../units/weight';
import { sumRupiah } from '../units/money';
import { TRANSACTION_CHART_LABELS, type DailyTransactionChartRow } from './schemas';

/** One store's day as the repository reads it: rupiah and integer milligrams. */
export type StoreDayFigures = {
  kode_toko: string;
  nama_toko: string;
  tgl_system: string;
  penjualan: number;
  pembelian: number;
  service: number;
  hutang: number;
  beratJualMg: Milligrams;
  beratBeliMg: Milligrams;
  notaJual: number;
  notaBeli: number;
};

/** A store's figures as the chart row of spec 000 §7 (values[0..3], resultGram[0..1]). */
export function transactionChartRow(f: StoreDayFigures): DailyTransactionChartRow {
  return {
    kode_toko: f.kode_toko,
    nama_toko: f.nama_toko,
    tgl_system: f.tgl_system,
    labels: [...TRANSACTION_CHART_LABELS],
    values: [f.penjualan, f.pembelian, f.service, f.hutang],
    resultGram: [mgToGrams(f.beratJualMg), mgToGrams(f.beratBeliMg)],
    total_penjualan: f.penjualan,
    total_pembelian: f.pembelian,
    total_service: f.service,
    total_hutang: f.hutang,
    nota_penjualan: f.notaJual,
    nota_pembelian: f.notaBeli,
  };
}

/**
 * The chain's figures: the sum of the stores', money in whole rupiah and weight in integer milligrams
 * (never summed as float grams), so the all-store total is exactly the sum of the stores shown beside it.
 * The date is the stores' date when they share one, else ''.
 */
export function totalOfStores(stores: readonly StoreDayFigures[], label: { kode_toko: string; nama_toko: string }): StoreDayFigures {
  const dates = new Set(stores.map((s) => s.tgl_system));
  return {
    ...label,
    tgl_system: dates.size === 1 ? [...dates][0]! : '',
    penjualan: sumRupiah(stores.map((s) => s.penjualan)),
    pembelian: sumRupiah(stores.map((s) => s.pembelian)),
    service: sumRupiah(stores.map((s) => s.service)),
    hutang: sumRupiah(stores.map((s) => s.hutang)),
    beratJualMg: sumWeightsMg(stores.map((s) => s.beratJualMg)),
    beratBeliMg: sumWeightsMg(stores.map((s) => s.beratBeliMg)),
    notaJual: stores.reduce((t, s) => t + s.notaJual, 0),
    notaBeli: stores.reduce((t, s) => t + s.notaBeli, 0),
  };
}

/** The store list a dashboard call reads: null = every store. */
export type DashboardScope = readonly string[] | null;

/**
 * Which stores a dashboard call reads (spec 000 §6, docs/api.md §6): nothing named, the store the call
 * acts on; 'ALL', every store, for head office only; a code, that store, which a branch user may only
 * name when it is his own. 'forbidden' answers 403.
 */
export function dashboardScope(requested: string | undefined, caller: { kodeToko: string; headOffice: boolean }): DashboardScope | 'forbidden' {
  if (!requested) return [caller.kodeToko];
  if (requested === 'ALL') return caller.headOffice ? null : 'forbidden';
  if (requested === caller.kodeToko) return [requested];
  return caller.headOffice ? [requested] : 'forbidden';
}
