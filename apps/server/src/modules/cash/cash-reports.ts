import {
  CASH_REPORT_PATHS,
  cashReportQuery,
  cashReportRow,
  checkDateRange,
  gesekReportQuery,
  gesekRow,
  MESSAGES,
  nonCashGroupRow,
  nonCashReportQuery,
  type CashReportRow,
  type GesekRow,
  type NonCashDetailRow,
  type NonCashGroupRow,
} from '@emas/domain';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import { iso } from './cash-accounts';
import * as repo from './cash.repository';

const orAll = (v: string) => (v === 'ALL' ? null : v);

/**
 * Laporan Transaksi Non Cash (spec 001 §3, §7): card and transfer payments of the active sales and the
 * card cash-outs of a period, grouped by bank. DEBET: card payments at the counter; CREDIT: card
 * cash-outs (gesek tunai); TRANSFER: transfers. jumlah_rp is what the store booked for the document,
 * jumlah_gesek_rp what was charged, fee the difference kept by the shop.
 */
export const nonCashReport = defineReport({
  path: CASH_REPORT_PATHS.nonCash,
  gate: '/laporan-transaksi-non-cash',
  summary: 'Laporan transaksi non cash per bank (start_date, end_date, jenis, no_rekening)',
  query: nonCashReportQuery,
  row: nonCashGroupRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) => {
    const start = query.start_date as string;
    const end = query.end_date as string;
    if (start > end) throw badRequest(MESSAGES.tglAwalAfterAkhir, { start_date: MESSAGES.tglAwalAfterAkhir, end_date: MESSAGES.tglAwalAfterAkhir });
    const jenis = query.jenis as string;
    const noRekening = orAll(query.no_rekening as string);
    const detail: (NonCashDetailRow & { kode_toko: string; kode_bank: string; nama_bank: string })[] = [];
    if (jenis !== 'CREDIT') {
      const paid = await repo.nonCashSalePayments(db, kodeToko, { from: start, to: end, jenis: jenis === 'DEBET' ? 'CARD' : jenis === 'TRANSFER' ? 'TRANSFER' : null, noRekening });
      for (const p of paid) {
        const gesek = p.jenis === 'CARD' ? Number(p.jumlah_gesek) || Number(p.jumlah_rp) : Number(p.jumlah_rp);
        detail.push({
          kode_toko: p.kode_toko,
          kode_bank: p.kode_bank ?? '-',
          nama_bank: p.nama_bank ?? p.kode_bank ?? '-',
          tanggal: p.tgl_system,
          no_ref: p.no_ref,
          jenis: p.jenis === 'CARD' ? 'DEBET' : 'TRANSFER',
          no_rekening: p.no_rekening ?? '',
          keterangan: `PENJUALAN ${p.no_ref}${p.nama_customer ? ` - ${p.nama_customer}` : ''}`,
          jumlah_rp: Number(p.jumlah_rp),
          fee: gesek - Number(p.jumlah_rp),
          jumlah_gesek_rp: gesek,
        });
      }
    }
    if (jenis === 'ALL' || jenis === 'CREDIT') {
      for (const g of await repo.gesekBankRows(db, kodeToko, { from: start, to: end, noRekening })) {
        const charged = Number(g.jumlah_in) - Number(g.jumlah_out);
        detail.push({
          kode_toko: g.kode_toko,
          kode_bank: g.kode_bank ?? '-',
          nama_bank: g.nama_bank ?? g.kode_bank ?? '-',
          tanggal: g.tgl_system,
          no_ref: g.no_ref,
          jenis: 'CREDIT',
          no_rekening: g.no_rekening ?? '',
          keterangan: g.keterangan,
          jumlah_rp: charged - Number(g.fee_rp),
          fee: Number(g.fee_rp),
          jumlah_gesek_rp: charged,
        });
      }
    }
    const groups = new Map<string, NonCashGroupRow>();
    // one group per store and bank: an all-store answer keeps each store's money apart
    for (const { kode_toko, kode_bank, nama_bank, ...row } of detail) {
      const key = `${kode_toko}|${kode_bank}`;
      const group = groups.get(key) ?? { kode_toko, kode_bank, nama_bank, detail: [] };
      group.detail.push(row);
      groups.set(key, group);
    }
    return [...groups.values()]
      .sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || a.nama_bank.localeCompare(b.nama_bank)).map((g) => ({ ...g, detail: g.detail.sort((x, y) => x.tanggal.localeCompare(y.tanggal)) }));
  },
  messages: { available: MESSAGES.reportAvailable, empty: MESSAGES.reportEmpty },
});

/**
 * Laporan Transaksi Keuangan Cash: the drawer's movements of a period; DETAIL every row, REKAP one line
 * per date, kategori and transaction code; optionally of one cashier (input_by) or code.
 */
export const cashReport = defineReport({
  path: CASH_REPORT_PATHS.cash,
  gate: '/laporan-transaksi-keuangan-cash',
  summary: 'Laporan transaksi keuangan cash (filter REKAP / DETAIL, input_by, kode_transaksi)',
  query: cashReportQuery,
  row: cashReportRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    const rows = await repo.cashRows(db, kodeToko, { from: query.tgl_awal, to: query.tgl_akhir, inputBy: orAll(query.input_by as string), kodeTransaksi: orAll(query.kode_transaksi as string) });
    const detail: CashReportRow[] = rows.map((r) => ({
      kode_toko: r.kode_toko,
      tanggal: r.tgl_system,
      no_ref: r.no_ref,
      kategori: r.kategori,
      kode_transaksi: r.kode_transaksi ?? '',
      keterangan: r.keterangan,
      input_by: r.input_by,
      jumlah_in: Number(r.jumlah_in),
      jumlah_out: Number(r.jumlah_out),
      jumlah_transaksi: 1,
    }));
    if (query.filter === 'DETAIL') return detail;
    const rekap = new Map<string, CashReportRow>();
    for (const r of detail) {
      const key = `${r.kode_toko}|${r.tanggal}|${r.kategori}|${r.kode_transaksi}`;
      const line = rekap.get(key) ?? { ...r, no_ref: '', keterangan: '', input_by: '', jumlah_in: 0, jumlah_out: 0, jumlah_transaksi: 0 };
      line.jumlah_in += r.jumlah_in;
      line.jumlah_out += r.jumlah_out;
      line.jumlah_transaksi += 1;
      rekap.set(key, line);
    }
    return [...rekap.values()];
  },
});

/** Laporan Gesek Tunai: the card cash-outs of a period: charged, fee, paid out. */
export const gesekReport = defineReport({
  path: CASH_REPORT_PATHS.gesek,
  gate: '/laporan-gesek-tunai',
  summary: 'Laporan gesek tunai per periode',
  query: gesekReportQuery,
  row: gesekRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    const bank = await repo.gesekBankRows(db, kodeToko, { from: query.tgl_awal, to: query.tgl_akhir, noRekening: null });
    return bank.map((g): GesekRow => {
      const jumlah = Number(g.jumlah_in) - Number(g.jumlah_out);
      const fee = Number(g.fee_rp);
      return {
        kode_toko: g.kode_toko,
        no_ref: g.no_ref,
        tgl_system: g.tgl_system,
        kode_bank: g.kode_bank,
        no_rekening: g.no_rekening,
        jumlah,
        fee_persen: jumlah > 0 ? Math.round((fee * 10_000) / jumlah) / 100 : 0,
        fee_rp: fee,
        dibayar: jumlah - fee,
        keterangan: g.keterangan,
        input_by: g.input_by,
        created_at: iso(g.created_at)!,
      };
    });
  },
});
