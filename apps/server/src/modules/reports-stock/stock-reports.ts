import {
  STOCK_REPORT_PATHS,
  aktivitasTimbangQuery,
  aktivitasTimbangRow,
  analisisHargaQuery,
  analisisHargaRow,
  barangAksesorisQuery,
  barangAksesorisRow,
  barangDetailQuery,
  barangDetailRow,
  barangSummaryQuery,
  barangSummaryRow,
  hancurReportQuery,
  hancurReportRow,
  kelompokBarangQuery,
  kelompokBarangRow,
  mgToWeightString,
  parseWeightToMg,
  pindahBarangReportQuery,
  pindahBarangReportRow,
  REPORT_STOCK_MESSAGES as M,
  stockOpnameReportQuery,
  stockOpnameReportRow,
  tambahBarangQuery,
  tambahBarangRow,
  timbangBakiReportQuery,
  timbangBakiReportRow,
  type KelompokBarangRow,
  priceSaleLine,
  pricePerGram,
  roundingUnitOf,
  type AnalisisHargaRow,
} from '@emas/domain';
import { mgOf } from '../../db/columns';
import { defineReport, reportCursor } from '../reports/report-definition';
import * as repo from './stock-reports.repository';

/**
 * The stock reports (issue 22 part 2) as report-kit definitions: each gate is the report screen's
 * route; the kit does the shared validator, the store scope, the envelope and the messages.
 */

const period = (kodeToko: string | null, query: { tgl_awal: string; tgl_akhir: string }) => ({ kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir });

export const barangDetailReport = defineReport({
  path: STOCK_REPORT_PATHS.barangDetail,
  gate: '/laporan-barang-detail',
  summary: 'Laporan barang detail: barang di toko per status, gudang, jenis',
  query: barangDetailQuery,
  row: barangDetailRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(
      repo.barangDetailLinesQuery(db, { kodeToko, status: query.filter, kodeGudang: query.kode_gudang, kodeDept: query.kode_dept, sortBy: query.sort_by as 'kode_barcode' | 'nama_barang' | 'kode_toko' }),
    ),
});

export const barangAksesorisReport = defineReport({
  path: STOCK_REPORT_PATHS.barangAksesoris,
  gate: '/laporan-barang-aksesoris',
  summary: 'Laporan barang aksesoris: masuk dan keluar dalam periode, stock sekarang',
  query: barangAksesorisQuery,
  row: barangAksesorisRow,
  rows: (db, { query, kodeToko }) => repo.barangAksesoris(db, period(kodeToko, query)),
});

export const tambahBarangReport = defineReport({
  path: STOCK_REPORT_PATHS.tambahBarang,
  gate: '/laporan-tambah-barang',
  summary: 'Laporan tambah barang: detail, per baki, per jenis, per kadar',
  query: tambahBarangQuery,
  row: tambahBarangRow,
  rows: (db, { query, kodeToko }) => repo.tambahBarang(db, { ...period(kodeToko, query), view: query.filter as 'DETAIL' | 'BAKI' | 'JENIS' | 'KADAR' }),
});

export const pindahBarangReport = defineReport({
  path: STOCK_REPORT_PATHS.pindahBarang,
  gate: '/laporan-pindah-barang',
  summary: 'Laporan pindah barang: baris tiap dokumen pindah dalam periode',
  query: pindahBarangReportQuery,
  row: pindahBarangReportRow,
  rows: (db, { query, kodeToko }) => reportCursor(repo.pindahBarangQuery(db, period(kodeToko, query))),
});

export const barangSummaryReport = defineReport({
  path: STOCK_REPORT_PATHS.barangSummary,
  gate: '/laporan-barang-summary',
  summary: 'Laporan barang summary: saldo harian per gudang (awal, masuk, keluar, akhir) dari mutasi stock',
  query: barangSummaryQuery,
  row: barangSummaryRow,
  rows: async (db, { query, kodeToko }) => ({ json: await repo.barangSummaryJson(db, { ...period(kodeToko, query), kodeGudang: query.kode_gudang }) }),
});

export const hancurReport = defineReport({
  path: STOCK_REPORT_PATHS.hancur,
  gate: '/laporan-hancur',
  summary: 'Laporan hancur: barang masuk gudang hancur dalam periode',
  query: hancurReportQuery,
  row: hancurReportRow,
  rows: (db, { query, kodeToko }) => repo.hancur(db, period(kodeToko, query)),
});

export const stockOpnameReport = defineReport({
  path: STOCK_REPORT_PATHS.stockOpname,
  gate: '/laporan-stock-opname',
  summary: 'Laporan stock opname: hasil tiap opname dalam periode',
  query: stockOpnameReportQuery,
  row: stockOpnameReportRow,
  rows: (db, { query, kodeToko }) => repo.stockOpname(db, { ...period(kodeToko, query), status: query.filter }),
});

export const timbangBakiReport = defineReport({
  path: STOCK_REPORT_PATHS.timbangBaki,
  gate: '/laporan-timbang-baki',
  summary: 'Laporan timbang baki: berat sistem dan berat timbang tiap penimbangan',
  query: timbangBakiReportQuery,
  row: timbangBakiReportRow,
  rows: (db, { query, kodeToko }) => repo.timbangBaki(db, period(kodeToko, query)),
});

export const aktivitasTimbangReport = defineReport({
  path: STOCK_REPORT_PATHS.aktivitasTimbang,
  gate: '/laporan-aktivitas-setelah-timbang-baki',
  summary: 'Laporan aktivitas setelah timbang baki: mutasi baki sesudah penimbangan terakhir hari itu',
  query: aktivitasTimbangQuery,
  row: aktivitasTimbangRow,
  rows: (db, { query, kodeToko }) => repo.aktivitasSetelahTimbang(db, period(kodeToko, query)),
});

/**
 * An item's price today as the counter would ask it: a GRAM item at its weight x its group's sell price in force on
 * the store's date + labour, rounded by the store's PEMBULATAN (down with its module), as `priceSaleLine` does; a
 * BANDROL or AKSESORIS item at its tag. A GRAM item whose group has no price yet is Rp 0. Per gram: the price over
 * the weight, to the rupiah (0 for a weightless line).
 */
function priceOfItem(item: Awaited<ReturnType<typeof repo.analisisHarga>>[number]): AnalisisHargaRow {
  const { jenis_harga, ongkos, harga_per_gram, pembulatan, kebawah, harga_jual, ...rest } = item;
  const beratMg = mgOf(item.berat);
  const harga =
    jenis_harga === 'GRAM'
      ? harga_per_gram === null
        ? 0
        : priceSaleLine({ jenis_harga: 'GRAM', beratMg, hargaPerGram: Number(harga_per_gram), ongkos: Number(ongkos), harga_jual: 0, jumlah: 1, unit: roundingUnitOf(pembulatan), down: kebawah })
      : Number(harga_jual);
  return { ...rest, harga_jual: harga, harga_per_gram: pricePerGram(harga, beratMg) };
}

/** Per store, the highest (dir -1) or lowest (1) price first, then price per gram, then barcode. */
function sortByPrice(rows: AnalisisHargaRow[], dir: 1 | -1): AnalisisHargaRow[] {
  return rows.sort(
    (a, b) =>
      a.kode_toko.localeCompare(b.kode_toko) ||
      dir * (a.harga_jual - b.harga_jual) ||
      dir * (a.harga_per_gram - b.harga_per_gram) ||
      a.kode_barcode.localeCompare(b.kode_barcode),
  );
}

/** spec 000 §7: GET barang/laporan-analisis-harga-barang (kode_dept, sort_by HARGA_MAX / HARGA_MIN). */
export const analisisHargaReport = defineReport({
  path: STOCK_REPORT_PATHS.analisisHarga,
  gate: '/laporan-analisis-harga-barang',
  summary: 'Laporan analisis harga barang (kode_dept, sort_by HARGA_MAX atau HARGA_MIN)',
  query: analisisHargaQuery,
  row: analisisHargaRow,
  messages: { available: M.analisisAvailable },
  rows: async (db, { query, kodeToko }) => {
    const items = await repo.analisisHarga(db, { kodeToko, kodeDept: query.kode_dept });
    return sortByPrice(items.map(priceOfItem), query.sort_by === 'HARGA_MIN' ? 1 : -1);
  },
});

/** spec 000 §7: GET reportbarang/kelompok-barang (kode_dept, group_by NAMA BARANG or NAMA BARANG DAN SIZE). */
export const kelompokBarangReport = defineReport({
  path: STOCK_REPORT_PATHS.kelompokBarang,
  gate: '/laporan-kelompok-barang',
  summary: 'Laporan kelompok barang (kode_dept, group_by NAMA BARANG atau NAMA BARANG DAN SIZE)',
  query: kelompokBarangQuery,
  row: kelompokBarangRow,
  messages: { available: M.kelompokAvailable },
  rows: async (db, { query, kodeToko }) => {
    const bySize = query.group_by === 'NAMA BARANG DAN SIZE';
    const lines = await repo.kelompokBarang(db, { kodeToko, kodeDept: query.kode_dept, bySize });
    // carats have 3 decimals like grams: summed exactly in thousandths with the weight helpers
    const out: (KelompokBarangRow & { mg: number; mct: number })[] = [];
    for (const line of lines) {
      let row = out[out.length - 1];
      if (!row || row.kode_toko !== line.kode_toko || row.nama_barang !== line.nama_barang) {
        row = { kode_toko: line.kode_toko, nama_barang: line.nama_barang, berat: '0.000', jumlah: 0, karat: '0.000', detail: [], mg: 0, mct: 0 };
        out.push(row);
      }
      row.mg += parseWeightToMg(line.berat) ?? 0;
      row.mct += parseWeightToMg(line.karat) ?? 0;
      row.jumlah += line.jumlah;
      if (bySize) row.detail.push({ size: line.size, berat: line.berat, jumlah: line.jumlah, karat: line.karat });
    }
    return out.map(({ mg, mct, ...row }) => ({ ...row, berat: mgToWeightString(mg), karat: mgToWeightString(mct) }));
  },
});
