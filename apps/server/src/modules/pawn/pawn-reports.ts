import {
  PAWN_REPORT_PATHS,
  anomaliHutangQuery,
  anomaliHutangRow,
  bandFor,
  hutangLunasQuery,
  hutangLunasRow,
  interestPerPeriod,
  kadarTextToHundredths,
  lelangHutangQuery,
  lelangHutangRow,
  mgToWeightString,
  percentToHundredths,
  stockHutangQuery,
  stockHutangRow,
  sumWeightsMg,
  transaksiHutangQuery,
  transaksiHutangRow,
  type AnomaliHutangRow,
  type HutangLunasRow,
  type TransaksiHutangRow,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { defineReport } from '../reports/report-definition';
import { dueOf, parametersOnDates, termsOf, type Parameters } from './pawn-terms';
import * as repo from './pawn.repository';

/** The pawn reports on the report kit's server side (registerReport in pawn.routes.ts). */

const kadarText = (k: string) => (kadarTextToHundredths(k) / 100).toFixed(2);

/** The loans written in a period at a store (null: every store), with their pieces counted and weighed. */
async function loansWritten(db: Kysely<Database>, kodeToko: string | null, from: string, to: string): Promise<TransaksiHutangRow[]> {
  const loans = await repo.loansBetween(db, kodeToko, from, to, 'tgl_hutang');
  const pieces = await repo.piecesOfLoans(db, loans);
  return loans.map((l) => {
    const mine = pieces.filter((p) => p.kode_toko === l.kode_toko && p.no_faktur_hutang === l.no_faktur_hutang);
    return {
      kode_toko: l.kode_toko,
      no_faktur_hutang: l.no_faktur_hutang,
      tgl_hutang: l.tgl_hutang,
      nama_customer: l.nama_customer,
      kode_sales: l.kode_sales,
      jumlah_barang: mine.length,
      total_berat: mgToWeightString(sumWeightsMg(mine.map((p) => mgOf(p.berat)))),
      taksiran: Number(l.taksiran),
      plafond: Number(l.plafond),
      jumlah_hutang: Number(l.jumlah_hutang_awal),
      bunga: (percentToHundredths(l.bunga_persen) ?? 0) / 100,
      tgl_jatuh_tempo: l.tgl_jatuh_tempo,
      status: l.status,
      input_by: l.input_by,
    };
  });
}

export const transaksiHutangReport = defineReport({
  path: PAWN_REPORT_PATHS.transaksiHutang,
  gate: '/laporan-transaksi-hutang',
  summary: 'Laporan Transaksi Hutang: hutang yang ditulis dalam periode',
  query: transaksiHutangQuery,
  row: transaksiHutangRow,
  rows: (db, { query, kodeToko }) => loansWritten(db, kodeToko, query.tgl_awal, query.tgl_akhir),
});

export const stockHutangReport = defineReport({
  path: PAWN_REPORT_PATHS.stockHutang,
  gate: '/laporan-stock-hutang',
  summary: 'Laporan Stock Hutang: barang jaminan di gudang gadai',
  query: stockHutangQuery,
  row: stockHutangRow,
  rows: async (db, { kodeToko }) => {
    const loans = await repo.openLoans(db, kodeToko);
    const pieces = await repo.piecesOfLoans(db, loans);
    return loans.map((l) => {
      const mine = pieces.filter((p) => p.kode_toko === l.kode_toko && p.no_faktur_hutang === l.no_faktur_hutang);
      return {
        kode_toko: l.kode_toko,
        no_faktur_hutang: l.no_faktur_hutang,
        tgl_hutang: l.tgl_hutang,
        nama_customer: l.nama_customer,
        nama_barang: mine.map((p) => p.nama_barang).join(', '),
        kadar: [...new Set(mine.map((p) => kadarText(p.kadar)))].join(', '),
        qty: mine.length,
        berat: mgToWeightString(sumWeightsMg(mine.map((p) => mgOf(p.berat)))),
        jumlah_hutang: Number(l.jumlah_hutang),
        tgl_jatuh_tempo: l.tgl_jatuh_tempo,
      };
    });
  },
});

/** The redemptions (TEBUS payments not cancelled) of a period at a store (null: every store), with their loan. */
async function redemptions(db: Kysely<Database>, kodeToko: string | null, from: string, to: string): Promise<HutangLunasRow[]> {
  const paid = await repo.paymentsBetween(db, kodeToko, from, to, ['TEBUS']);
  const loans = await repo.loansByKey(db, paid);
  return paid.map((p) => {
    const l = loans.get(`${p.kode_toko}|${p.no_faktur_hutang}`);
    return {
      kode_toko: p.kode_toko,
      no_faktur_hutang: p.no_faktur_hutang,
      nama_customer: l?.nama_customer ?? '',
      tgl_hutang: l?.tgl_hutang ?? '',
      tgl_lunas: p.tgl_system,
      pokok: Number(p.pokok),
      bunga: Number(p.bunga),
      biaya: Number(p.biaya),
      total: Number(p.total),
      input_by: p.input_by,
    };
  });
}

export const hutangLunasReport = defineReport({
  path: PAWN_REPORT_PATHS.hutangLunas,
  gate: '/laporan-hutang-lunas',
  summary: 'Laporan Hutang Lunas: penebusan dalam periode',
  query: hutangLunasQuery,
  row: hutangLunasRow,
  rows: (db, { query, kodeToko }) => redemptions(db, kodeToko, query.tgl_awal, query.tgl_akhir),
});

export const lelangHutangReport = defineReport({
  path: PAWN_REPORT_PATHS.lelangHutang,
  gate: '/laporan-lelang-hutang',
  summary: 'Laporan Lelang: hutang yang dilelang dalam periode',
  query: lelangHutangQuery,
  row: lelangHutangRow,
  rows: async (db, { query, kodeToko }) => {
    const loans = (await repo.loansBetween(db, kodeToko, query.tgl_awal, query.tgl_akhir, 'tgl_lunas')).filter((l) => l.status === 'LELANG');
    return loans.map((l) => ({
      kode_toko: l.kode_toko,
      no_faktur_hutang: l.no_faktur_hutang,
      nama_customer: l.nama_customer,
      tgl_hutang: l.tgl_hutang,
      tgl_jatuh_tempo: l.tgl_jatuh_tempo,
      tgl_lelang: l.tgl_lunas ?? '',
      jumlah_hutang: Number(l.jumlah_hutang),
      bunga_dibayar: Number(l.bunga_dibayar),
      harga_lelang: Number(l.harga_lelang ?? 0),
      selisih: Number(l.harga_lelang ?? 0) - Number(l.jumlah_hutang),
    }));
  },
});

export const anomaliHutangReport = defineReport({
  path: PAWN_REPORT_PATHS.anomaliHutang,
  gate: '/laporan-anomali-hutang',
  summary: 'Laporan Anomali Hutang: bunga di bawah aturan, melebihi plafond, bunga melebihi pokok',
  query: anomaliHutangQuery,
  row: anomaliHutangRow,
  rows: async (db, { query, kodeToko }) => {
    const loans = await repo.loansBetween(db, kodeToko, query.tgl_awal, query.tgl_akhir, 'tgl_hutang');
    const out: AnomaliHutangRow[] = [];
    // once a store (its business date and its parameter rows), never once a loan
    const stores = [...new Set(loans.map((l) => l.kode_toko))];
    const today = new Map<string, string>();
    const paramsOf = new Map<string, (date: string) => Parameters>();
    for (const kode of stores) {
      today.set(kode, await repo.businessDate(db, kode));
      paramsOf.set(kode, await parametersOnDates(db, kode, loans.filter((l) => l.kode_toko === kode).map((l) => l.tgl_hutang)));
    }
    for (const l of loans) {
      const params = paramsOf.get(l.kode_toko)!(l.tgl_hutang);
      const band = bandFor(params.bands, Number(l.jumlah_hutang_awal));
      const terms = termsOf(l);
      const rate = terms.bungaHundredths;
      const ruleRate = band?.bungaHundredths ?? rate;
      const due = l.status === 'AKTIF' ? dueOf(l, today.get(l.kode_toko)!).bunga : 0;
      const base = {
        kode_toko: l.kode_toko,
        no_faktur_hutang: l.no_faktur_hutang,
        tgl_hutang: l.tgl_hutang,
        nama_customer: l.nama_customer,
        jumlah_hutang: Number(l.jumlah_hutang_awal),
        plafond: Number(l.plafond),
        bunga: interestPerPeriod(terms),
        bunga_aturan: interestPerPeriod({ ...terms, bungaHundredths: ruleRate }),
        bunga_total: Number(l.bunga_dibayar) + due,
        status: l.status,
      };
      if (rate < ruleRate) out.push({ ...base, anomali: 'BUNGA_DIBAWAH' });
      if (Number(l.jumlah_hutang_awal) > Number(l.plafond)) out.push({ ...base, anomali: 'MELEBIHI_PLAFOND' });
      if (base.bunga_total > Number(l.jumlah_hutang)) out.push({ ...base, anomali: 'BUNGA_MELEBIHI_POKOK' });
    }
    return out;
  },
});

/**
 * The live-feature module's chain-wide reports for head office (issue 36; spec 000 §6): the loans written and the
 * redemptions of a period across every store (the picker's default at head office) or the picked one, read by the
 * same functions as Laporan Transaksi Hutang and Laporan Hutang Lunas. Their routes' gate (LIVE_FEATURE_MODULE and
 * head office) refuses a branch user with 403 and the module off likewise.
 */
export const gadaiGlobalReport = defineReport({
  ...transaksiHutangReport,
  path: PAWN_REPORT_PATHS.gadaiGlobal,
  gate: '/laporan-gadai-global',
  summary: 'Laporan Gadai Global: hutang yang ditulis dalam periode di semua toko (kantor pusat, LIVE_FEATURE_MODULE)',
});

export const tebusGadaiGlobalReport = defineReport({
  ...hutangLunasReport,
  path: PAWN_REPORT_PATHS.tebusGadaiGlobal,
  gate: '/laporan-tebus-gadai-global',
  summary: 'Laporan Tebus Gadai Global: penebusan dalam periode di semua toko (kantor pusat, LIVE_FEATURE_MODULE)',
});

export const PAWN_REPORTS = [transaksiHutangReport, stockHutangReport, hutangLunasReport, lelangHutangReport, anomaliHutangReport, gadaiGlobalReport, tebusGadaiGlobalReport] as const;
