import ExcelJS from 'exceljs';
import { ORDER_REPORT_FILES, type OrderCancelReportRow, type OrderGoodsReportRow } from '@emas/domain';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { buildReportExcel } from '../../kit/report-excel';
import { buildReportSheet } from '../../kit/report-values';
import { batalPesananReport, pesananBarangReport } from './order-reports';

const meta = { title: 'LAPORAN BATAL PESANAN', period: 'Periode', storeName: 'TOKO', storeAddress: 'JL', printedBy: 'Printed By KASIRBDG', totalLabel: 'Total' };

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

describe('order reports (spec 001 §3, §7, §9)', () => {
  it('Laporan Batal Pesanan: the spec fields, weights with 2 decimals summed in milligrams, its file name and period as tgl_from / tgl_to', () => {
    const report = batalPesananReport(i18n.t.bind(i18n));
    expect(report.fileName).toBe(ORDER_REPORT_FILES.batal);
    expect(report.fileName).toBe('LAPORAN BATAL PESANAN');
    expect(report.endpoint).toBe('pesanan/batal-reports');
    // the head-office store picker (one store or Semua Toko), as on every report
    expect(report.storePicker).toBe(true);
    expect(report.toQuery!({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-26' })).toEqual({ tgl_from: '2026-11-01', tgl_to: '2026-11-26' });
    expect(report.columns.map((c) => c.key)).toEqual(['no_pesanan', 'kode_sales', 'tanggal', 'total_berat', 'total_qty', 'ongkos', 'total_harga', 'jumlah_bayar', 'sisa_bayar']);
    expect(report.messages).toEqual({ available: 'Laporan Pesanan Tersedia', empty: 'Laporan Pesanan Kosong' });
    const rows: OrderCancelReportRow[] = [
      { kode_toko: 'BDG', no_pesanan: 'PS-1', kode_sales: 'S01', tanggal: '2026-11-26', total_berat: 3.612, total_qty: 1, ongkos: 150_000, total_harga: 4_000_000, jumlah_bayar: 800_000, sisa_bayar: 3_200_000 },
      { kode_toko: 'BDG', no_pesanan: 'PS-2', kode_sales: 'S02', tanggal: '2026-11-26', total_berat: 1.005, total_qty: 2, ongkos: 0, total_harga: 1_000_000, jumlah_bayar: 0, sisa_bayar: 1_000_000 },
    ];
    const sheet = buildReportSheet(report.columns, rows, meta);
    expect(sheet.rows[0]![3]!.text).toBe('3.61');
    expect(sheet.totals![3]).toEqual({ text: '4.62', value: 4.617 });
    expect(sheet.totals![8]!.text).toBe('4,200,000');
  });

  it('Laporan Pesanan Barang: its fields and file name; Excel keeps the weight with 2 decimals shown', async () => {
    const report = pesananBarangReport(i18n.t.bind(i18n));
    expect(report.fileName).toBe('LAPORAN PESANAN BARANG');
    expect(report.endpoint).toBe('pesanan/report-pesanan-barang');
    expect(report.columns.map((c) => c.key)).toEqual(['no_pesanan', 'kode_sales', 'tgl_pesanan', 'deskripsi', 'berat', 'ongkos', 'sub_total']);
    expect(report.messages).toEqual({ available: 'Laporan Pesanan Barang Tersedia', empty: 'Laporan Pesanan Barang Kosong' });
    const rows: OrderGoodsReportRow[] = [{ kode_toko: 'BDG', no_pesanan: 'PS-1', kode_sales: 'S01', tgl_pesanan: '2026-11-26', deskripsi: 'CINCIN NAMA', berat: 3.5, ongkos: 150_000, sub_total: 4_000_000 }];
    const bytes = await buildReportExcel(buildReportSheet(report.columns, rows, { ...meta, title: 'LAPORAN PESANAN BARANG' }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const cells = book.worksheets[0]!.getSheetValues().flat().filter((v) => v === 3.5);
    expect(cells.length).toBeGreaterThan(0);
    let format = '';
    book.worksheets[0]!.eachRow((row) => row.eachCell((cell) => {
      if (cell.value === 3.5) format = cell.numFmt;
    }));
    expect(format).toBe('#,##0.00');
  });
});
