import { formatBusinessDate, formatNumber, formatWeight } from '@emas/domain';
import type { TFunction } from 'i18next';
import { StatusBadge, timeOf, ValidBadge } from '../../../kit/counter';
import type { DataTableColumn } from '../../../kit/DataTable';
import type { SaleLine, SaleListRow } from './sale-types';

/** Columns of a receipt list (/lihat-penjualan, /batal-penjualan's today list, /validasi-penjualan). */
export function saleListColumns(t: TFunction, opts: { withDate?: boolean } = {}): DataTableColumn<SaleListRow>[] {
  const columns: DataTableColumn<SaleListRow>[] = [
    { key: 'no_faktur_group', header: t('salesHistory.common.noFaktur') },
  ];
  if (opts.withDate) columns.push({ key: 'tgl_system', header: t('salesHistory.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) });
  columns.push(
    { key: 'jam', header: t('salesHistory.common.jam'), text: (r) => timeOf(r.created_at) },
    { key: 'input_by', header: t('salesHistory.common.kasir') },
    { key: 'sales', header: t('salesHistory.common.sales'), text: (r) => r.nama_sales || r.kode_sales },
    { key: 'nama_customer', header: t('salesHistory.common.customer') },
    { key: 'jumlah_item', header: t('salesHistory.common.jumlahItem'), align: 'right' },
    {
      key: 'grand_total',
      header: t('salesHistory.common.total'),
      align: 'right',
      text: (r) => formatNumber(r.grand_total),
      footer: (rows) => formatNumber(rows.reduce((sum, r) => sum + (r.status === 'BATAL' ? 0 : r.grand_total), 0)),
    },
    { key: 'status', header: t('salesHistory.common.status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'valid',
      header: t('salesHistory.common.valid'),
      text: (r) => (r.valid ? t('salesHistory.common.validYes') : t('salesHistory.common.validNo')),
      render: (r) => <ValidBadge t={t} valid={r.valid} by={r.valid_by} />,
    },
  );
  return columns;
}

/** Columns of a receipt's lines. */
export function saleLineColumns(t: TFunction): DataTableColumn<SaleLine>[] {
  return [
    { key: 'kode_barcode', header: t('salesHistory.common.kodeBarcode') },
    { key: 'nama_barang', header: t('salesHistory.common.namaBarang') },
    { key: 'berat', header: t('salesHistory.common.berat'), align: 'right', text: (r) => formatWeight(r.berat) },
    { key: 'kadar', header: t('salesHistory.common.kadar'), align: 'right' },
    { key: 'harga', header: t('salesHistory.common.harga'), align: 'right', text: (r) => formatNumber(r.harga) },
    { key: 'status', header: t('salesHistory.common.status'), render: (r) => <StatusBadge status={r.status} /> },
  ];
}
