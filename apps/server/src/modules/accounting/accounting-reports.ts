import { ACCOUNTING_REPORT_PATHS, bukuBesarQuery, bukuBesarRow, BUKU_BESAR_PATH, NERACA_SALDO_PATH, neracaSaldoQuery, neracaSaldoRow, runningBalance, SALDO_AWAL_TEXT } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { defineReport, registerReport } from '../reports/report-definition';
import * as repo from './accounting.repository';

/** Neraca Saldo (/laporan-neraca-saldo): per account, opening balance, debit, credit and closing balance over the period. */
export const neracaSaldoReport = defineReport({
  path: ACCOUNTING_REPORT_PATHS.neracaSaldo,
  gate: NERACA_SALDO_PATH,
  summary: 'Laporan neraca saldo (per akun: saldo awal, debet, kredit, saldo akhir)',
  query: neracaSaldoQuery,
  row: neracaSaldoRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) =>
    (await repo.trialBalanceRows(db, { kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir, sortBy: query.sort_by === 'nama_akun' ? 'nama_akun' : 'nomor_akun' })).map((r) => {
      const saldoAwal = Number(r.saldo_awal);
      const debet = Number(r.debet);
      const kredit = Number(r.kredit);
      return { kode_toko: r.kode_toko, nomor_akun: r.nomor_akun, nama_akun: r.nama_akun, saldo_awal: saldoAwal, debet, kredit, saldo_akhir: saldoAwal + debet - kredit };
    }),
});

/** Buku Besar (/laporan-buku-besar): one account's journal lines with the running balance, after its opening balance. */
export const bukuBesarReport = defineReport({
  path: ACCOUNTING_REPORT_PATHS.bukuBesar,
  gate: BUKU_BESAR_PATH,
  summary: 'Laporan buku besar satu akun (saldo berjalan)',
  query: bukuBesarQuery,
  row: bukuBesarRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) => {
    const lines = await repo.ledgerLines(db, { kodeToko, nomorAkun: query.nomor_akun, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir });
    const opening = await repo.balanceBefore(db, { kodeToko, nomorAkun: query.nomor_akun, before: query.tgl_awal });
    if (!lines.length && opening === 0) return [];
    const first = { no_jurnal: 0, tgl_system: query.tgl_awal, trx: '', type: '', no_ref: '', keterangan: SALDO_AWAL_TEXT, debet: 0, kredit: 0, saldo: opening };
    const rows = runningBalance(
      opening,
      lines.map((l) => ({ no_jurnal: Number(l.kas_mutasi_id), tgl_system: l.tgl_system, trx: l.trx, type: l.type, no_ref: l.no_ref, keterangan: l.keterangan, debet: Number(l.debet), kredit: Number(l.kredit) })),
    );
    return [first, ...rows];
  },
});

export function registerAccountingReports(app: FastifyInstance): void {
  registerReport(app, neracaSaldoReport);
  registerReport(app, bukuBesarReport);
}
