import { MARKETPLACE_REPORT_PATHS, type MarketplaceFeeRow, type MarketplaceOutstandingRow, type MarketplaceSalesRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';

/** The marketplace reports (server: apps/server/src/modules/marketplace/marketplace-reports.ts). */
const col = (t: TFunction, key: string) => t(`marketplace.report.${key}`);
const withAll = (t: TFunction, choices: readonly ReportChoice[]): ReportChoice[] => [{ value: 'SEMUA', label: t('marketplace.report.semua') }, ...choices];

export type MarketplaceReportChoices = { marketplaces: readonly ReportChoice[]; groups: readonly ReportChoice[]; jenisGroups: readonly ReportChoice[] };

/** Laporan Penjualan Marketplace: date range, marketplace (SEMUA), group, jenis group, valid by. */
export function marketplaceSalesReport(t: TFunction, c: MarketplaceReportChoices): ReportDefinition<MarketplaceSalesRow> {
  return {
    key: 'marketplace-penjualan',
    title: t('marketplace.titles.laporanPenjualan'),
    endpoint: MARKETPLACE_REPORT_PATHS.penjualan,
    fileName: t('marketplace.titles.laporanPenjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_jual}`,
    extraFields: [
      { name: 'kode_marketplace', label: col(t, 'marketplace'), type: 'select', options: withAll(t, c.marketplaces), defaultValue: 'SEMUA' },
      { name: 'kode_group', label: col(t, 'group'), type: 'select', options: withAll(t, c.groups), defaultValue: 'SEMUA' },
      { name: 'kode_jenis_group', label: col(t, 'jenisGroup'), type: 'select', options: withAll(t, c.jenisGroups), defaultValue: 'SEMUA' },
      { name: 'valid_by', label: col(t, 'validBy'), type: 'text', defaultValue: 'ALL' },
    ],
    columns: [
      { key: 'no_faktur_jual', header: col(t, 'noFj'), total: 'count' },
      { key: 'no_order', header: col(t, 'noOrder') },
      { key: 'kode_member', header: col(t, 'member'), value: (r) => r.kode_member || r.nama_pembeli },
      { key: 'kode_dept', header: col(t, 'jenis') },
      { key: 'nama_barang', header: col(t, 'barang'), value: (r) => `${r.kode_barcode} ${r.nama_barang}` },
      { key: 'berat', header: col(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'ongkos', header: col(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga', header: col(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'total', header: col(t, 'total'), kind: 'money', total: 'sum' },
      { key: 'kode_marketplace', header: col(t, 'marketplace') },
    ],
  };
}

/** Laporan Biaya Marketplace: the fee of each payout of the period. */
export function marketplaceFeeReport(t: TFunction, c: Pick<MarketplaceReportChoices, 'marketplaces'>): ReportDefinition<MarketplaceFeeRow> {
  return {
    key: 'marketplace-biaya',
    title: t('marketplace.titles.laporanBiaya'),
    endpoint: MARKETPLACE_REPORT_PATHS.biaya,
    fileName: t('marketplace.titles.laporanBiaya'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_pencairan}`,
    extraFields: [{ name: 'kode_marketplace', label: col(t, 'marketplace'), type: 'select', options: withAll(t, c.marketplaces), defaultValue: 'SEMUA' }],
    columns: [
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'no_pencairan', header: col(t, 'noPencairan'), total: 'count' },
      { key: 'kode_akun', header: col(t, 'akun') },
      { key: 'kode_marketplace', header: col(t, 'marketplace') },
      { key: 'no_rekening', header: col(t, 'rekening') },
      { key: 'jumlah_order', header: col(t, 'jumlahOrder'), kind: 'number', total: 'sum' },
      { key: 'jumlah_piutang', header: col(t, 'piutang'), kind: 'money', total: 'sum' },
      { key: 'jumlah_diterima', header: col(t, 'diterima'), kind: 'money', total: 'sum' },
      { key: 'biaya', header: col(t, 'biaya'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Piutang Marketplace: orders not paid out at the period's end. */
export function marketplaceOutstandingReport(t: TFunction, c: Pick<MarketplaceReportChoices, 'marketplaces'>): ReportDefinition<MarketplaceOutstandingRow> {
  return {
    key: 'marketplace-piutang',
    title: t('marketplace.titles.laporanPiutang'),
    endpoint: MARKETPLACE_REPORT_PATHS.piutang,
    fileName: t('marketplace.titles.laporanPiutang'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_akun}-${r.no_order}`,
    extraFields: [{ name: 'kode_marketplace', label: col(t, 'marketplace'), type: 'select', options: withAll(t, c.marketplaces), defaultValue: 'SEMUA' }],
    columns: [
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'no_order', header: col(t, 'noOrder'), total: 'count' },
      { key: 'no_faktur_group', header: col(t, 'noFj') },
      { key: 'kode_akun', header: col(t, 'akun') },
      { key: 'kode_marketplace', header: col(t, 'marketplace') },
      { key: 'nama_pembeli', header: col(t, 'pembeli') },
      { key: 'total', header: col(t, 'total'), kind: 'money', total: 'sum' },
      { key: 'biaya', header: col(t, 'biayaPerkiraan'), kind: 'money', total: 'sum' },
      { key: 'umur_hari', header: col(t, 'umur'), kind: 'number' },
    ],
  };
}
