import {
  SALES_REPORT_PATHS,
  batalPembelianQuery,
  batalPembelianRow,
  pembelianPerFakturGroup,
  pembelianPerFakturQuery,
  rekapPembelianQuery,
  rekapRow,
  rekapTransaksiPembelianQuery,
  rekapTransaksiPembelianRow,
  selisihPembelianQuery,
  selisihPembelianRow,
  transaksiPembelianQuery,
  transaksiPembelianRow,
  type PembelianPerFakturGroup,
} from '@emas/domain';
import { defineReport, reportCursor, reportGroups } from '../reports/report-definition';
import * as repo from './pembelian-reports.repository';

const orAll = (v: string) => (v === 'ALL' ? null : v);

/** spec 000 §2, §7: Laporan Pembelian Per Faktur on pembelian/hidup/report-limited, groups of kondisi with detail[]. */
export const pembelianPerFaktur = defineReport({
  path: SALES_REPORT_PATHS.pembelianPerFaktur,
  gate: '/laporan-pembelian-per-faktur',
  summary: 'Laporan pembelian per faktur (spec 000): tgl_from, tgl_to, kelompok_harga, kode_group, kondisi; grup per kondisi dengan detail[]',
  query: pembelianPerFakturQuery,
  row: pembelianPerFakturGroup,
  rows: (db, { query, kodeToko }) =>
    reportGroups(
      repo.pembelianPerFakturQuery(db, {
        kodeToko,
        from: query.tgl_awal,
        to: query.tgl_akhir,
        kelompokHarga: query.kelompok_harga ?? null,
        kodeGroup: query.kode_group ?? null,
        kondisi: query.kondisi ?? null,
      }),
      (line) => line.kondisi,
      (kondisi, detail): PembelianPerFakturGroup => ({ kondisi, detail }),
    ),
});

/** Laporan Transaksi Pembelian (/laporan-transaksi-pembelian): lines, by way of payment (filter). */
export const transaksiPembelian = defineReport({
  path: SALES_REPORT_PATHS.transaksiPembelian,
  gate: '/laporan-transaksi-pembelian',
  summary: 'Laporan transaksi pembelian per baris (jenis bayar, sort by)',
  query: transaksiPembelianQuery,
  row: transaksiPembelianRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(
      repo
        .transaksiPembelianQuery(db, {
          kodeToko,
          from: query.tgl_awal,
          to: query.tgl_akhir,
          jenisBayar: orAll(query.filter) as 'CASH' | 'TRANSFER' | 'TUKAR' | null,
          sortBy: query.sort_by as 'no_faktur_beli' | 'nama_barang' | 'berat' | 'harga',
        })
        .compile(),
    ),
});

/** Rekap Pembelian (/laporan-rekap-pembelian): per day, sales person, group or condition. */
export const rekapPembelian = defineReport({
  path: SALES_REPORT_PATHS.rekapPembelian,
  gate: '/laporan-rekap-pembelian',
  summary: 'Rekap pembelian per tanggal, sales, group atau kondisi',
  query: rekapPembelianQuery,
  row: rekapRow,
  rows: (db, { query, kodeToko }) =>
    repo.rekapPembelian(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, per: query.filter as 'TANGGAL' | 'SALES' | 'GROUP' | 'KONDISI' }),
});

/** Laporan Batal Pembelian (/laporan-batal-pembelian). */
export const batalPembelian = defineReport({
  path: SALES_REPORT_PATHS.batalPembelian,
  gate: '/laporan-batal-pembelian',
  summary: 'Laporan batal pembelian',
  query: batalPembelianQuery,
  row: batalPembelianRow,
  rows: (db, { query, kodeToko }) => reportCursor(repo.batalPembelianQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })),
});

/** Laporan Selisih (/laporan-selisih-pembelian): price paid against the computed price. */
export const selisihPembelian = defineReport({
  path: SALES_REPORT_PATHS.selisihPembelian,
  gate: '/laporan-selisih-pembelian',
  summary: 'Laporan selisih harga beli (dibayar dibanding hitungan)',
  query: selisihPembelianQuery,
  row: selisihPembelianRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(repo.selisihPembelianQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, arah: orAll(query.filter) as 'LEBIH' | 'KURANG' | null })),
});

/** /laporan-rekap-transaksi-pembelian (spec 000 §6, shop flag): per day and way of payment. */
export const rekapTransaksiPembelian = defineReport({
  path: SALES_REPORT_PATHS.rekapTransaksiPembelian,
  gate: '/laporan-rekap-transaksi-pembelian',
  summary: 'Rekap transaksi pembelian per hari (toko dengan flag rekap pembelian)',
  query: rekapTransaksiPembelianQuery,
  row: rekapTransaksiPembelianRow,
  rows: (db, { query, kodeToko }) => repo.rekapTransaksiPembelian(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir }),
});
