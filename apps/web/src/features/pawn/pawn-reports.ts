import { PAWN_REPORT_PATHS } from '@emas/domain';
import type { AnomaliHutangRow, GadaiGlobalRow, HutangLunasRow, LelangHutangRow, StockHutangRow, TebusGadaiGlobalRow, TransaksiHutangRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** The pawn reports of the report kit (server: apps/server/src/modules/pawn/pawn-reports.ts). */

export function transaksiHutangReport(t: TFunction): ReportDefinition<TransaksiHutangRow> {
  return {
    key: 'transaksi-hutang',
    title: t('pawn.reports.transaksi.title'),
    endpoint: PAWN_REPORT_PATHS.transaksiHutang,
    storePicker: true,
    fileName: t('pawn.reports.transaksi.title'),
    rowKey: (r) => r.no_faktur_hutang,
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'jumlah_barang', header: t('pawn.fields.qty'), kind: 'number', total: 'sum' },
      { key: 'total_berat', header: t('pawn.fields.berat'), kind: 'weight', total: 'sum' },
      { key: 'taksiran', header: t('pawn.fields.taksiran'), kind: 'money', total: 'sum' },
      { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), kind: 'money', total: 'sum' },
      { key: 'bunga', header: t('pawn.fields.bungaPersen'), kind: 'rate' },
      { key: 'tgl_jatuh_tempo', header: t('pawn.fields.jatuhTempo'), kind: 'date' },
      { key: 'status', header: t('pawn.fields.status') },
      { key: 'input_by', header: t('pawn.fields.inputBy') },
    ],
  };
}

export function stockHutangReport(t: TFunction): ReportDefinition<StockHutangRow> {
  return {
    key: 'stock-hutang',
    title: t('pawn.reports.stock.title'),
    endpoint: PAWN_REPORT_PATHS.stockHutang,
    storePicker: true,
    fileName: t('pawn.reports.stock.title'),
    rowKey: (r) => r.no_faktur_hutang,
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'nama_barang', header: t('pawn.fields.namaBarang') },
      { key: 'kadar', header: t('pawn.fields.kadar') },
      { key: 'qty', header: t('pawn.fields.qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: t('pawn.fields.berat'), kind: 'weight', total: 'sum' },
      { key: 'jumlah_hutang', header: t('pawn.fields.pokok'), kind: 'money', total: 'sum' },
      { key: 'tgl_jatuh_tempo', header: t('pawn.fields.jatuhTempo'), kind: 'date' },
    ],
  };
}

export function hutangLunasReport(t: TFunction): ReportDefinition<HutangLunasRow> {
  return {
    key: 'hutang-lunas',
    title: t('pawn.reports.lunas.title'),
    endpoint: PAWN_REPORT_PATHS.hutangLunas,
    storePicker: true,
    fileName: t('pawn.reports.lunas.title'),
    rowKey: (r, i) => `${r.no_faktur_hutang}-${i}`,
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'tgl_lunas', header: t('pawn.fields.tglLunas'), kind: 'date' },
      { key: 'pokok', header: t('pawn.fields.pokok'), kind: 'money', total: 'sum' },
      { key: 'bunga', header: t('pawn.fields.bunga'), kind: 'money', total: 'sum' },
      { key: 'biaya', header: t('pawn.reports.cols.biaya'), kind: 'money', total: 'sum' },
      { key: 'total', header: t('pawn.fields.total'), kind: 'money', total: 'sum' },
      { key: 'input_by', header: t('pawn.fields.inputBy') },
    ],
  };
}

export function lelangHutangReport(t: TFunction): ReportDefinition<LelangHutangRow> {
  return {
    key: 'lelang-hutang',
    title: t('pawn.reports.lelang.title'),
    endpoint: PAWN_REPORT_PATHS.lelangHutang,
    storePicker: true,
    fileName: t('pawn.reports.lelang.title'),
    rowKey: (r) => r.no_faktur_hutang,
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'tgl_jatuh_tempo', header: t('pawn.fields.jatuhTempo'), kind: 'date' },
      { key: 'tgl_lelang', header: t('pawn.reports.cols.tglLelang'), kind: 'date' },
      { key: 'jumlah_hutang', header: t('pawn.fields.pokok'), kind: 'money', total: 'sum' },
      { key: 'bunga_dibayar', header: t('pawn.fields.bungaDibayar'), kind: 'money', total: 'sum' },
      { key: 'harga_lelang', header: t('pawn.fields.hargaLelang'), kind: 'money', total: 'sum' },
      { key: 'selisih', header: t('pawn.reports.cols.selisih'), kind: 'money', total: 'sum' },
    ],
  };
}

export function anomaliHutangReport(t: TFunction): ReportDefinition<AnomaliHutangRow> {
  return {
    key: 'anomali-hutang',
    title: t('pawn.reports.anomali.title'),
    endpoint: PAWN_REPORT_PATHS.anomaliHutang,
    storePicker: true,
    fileName: t('pawn.reports.anomali.title'),
    rowKey: (r) => `${r.no_faktur_hutang}-${r.anomali}`,
    columns: [
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'anomali', header: t('pawn.reports.cols.anomali'), value: (r) => t(`pawn.reports.anomali.jenis.${r.anomali}`) },
      { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), kind: 'money' },
      { key: 'plafond', header: t('pawn.fields.plafond'), kind: 'money' },
      { key: 'bunga', header: t('pawn.fields.bunga'), kind: 'money' },
      { key: 'bunga_aturan', header: t('pawn.reports.cols.bungaAturan'), kind: 'money' },
      { key: 'bunga_total', header: t('pawn.reports.cols.bungaTotal'), kind: 'money' },
      { key: 'status', header: t('pawn.fields.status') },
    ],
  };
}

/**
 * Laporan Gadai Global (live-feature module, head office): the chain's loans of the period, every store by default
 * ('Semua Toko'), grouped by store with subtotals and the chain's total.
 */
export function gadaiGlobalReport(t: TFunction): ReportDefinition<GadaiGlobalRow> {
  return {
    key: 'gadai-global',
    title: t('pawn.reports.gadaiGlobal.title'),
    endpoint: PAWN_REPORT_PATHS.gadaiGlobal,
    storePicker: true,
    fileName: t('pawn.reports.gadaiGlobal.title'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_hutang}`,
    columns: [
      { key: 'kode_toko', header: t('pawn.reports.cols.toko') },
      { key: 'tgl_hutang', header: t('pawn.fields.tglHutang'), kind: 'date' },
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'jumlah_barang', header: t('pawn.fields.qty'), kind: 'number', total: 'sum' },
      { key: 'total_berat', header: t('pawn.fields.berat'), kind: 'weight', total: 'sum' },
      { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), kind: 'money', total: 'sum' },
      { key: 'status', header: t('pawn.fields.status') },
    ],
  };
}

/** Laporan Tebus Gadai Global (live-feature module, head office): the chain's redemptions of the period. */
export function tebusGadaiGlobalReport(t: TFunction): ReportDefinition<TebusGadaiGlobalRow> {
  return {
    key: 'tebus-gadai-global',
    title: t('pawn.reports.tebusGadaiGlobal.title'),
    endpoint: PAWN_REPORT_PATHS.tebusGadaiGlobal,
    storePicker: true,
    fileName: t('pawn.reports.tebusGadaiGlobal.title'),
    rowKey: (r, i) => `${r.kode_toko}-${r.no_faktur_hutang}-${i}`,
    columns: [
      { key: 'kode_toko', header: t('pawn.reports.cols.toko') },
      { key: 'tgl_lunas', header: t('pawn.fields.tglLunas'), kind: 'date' },
      { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang'), total: 'count' },
      { key: 'nama_customer', header: t('pawn.fields.customer') },
      { key: 'pokok', header: t('pawn.fields.pokok'), kind: 'money', total: 'sum' },
      { key: 'bunga', header: t('pawn.fields.bunga'), kind: 'money', total: 'sum' },
      { key: 'biaya', header: t('pawn.reports.cols.biaya'), kind: 'money', total: 'sum' },
      { key: 'total', header: t('pawn.fields.total'), kind: 'money', total: 'sum' },
    ],
  };
}
