import { formatBusinessDate, formatNumber, formatWeight, type PurchaseListRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../kit/DataTable';
import { StatusBadge, timeOf, ValidBadge } from '../../../kit/counter';

/** The columns of a buy-back list (Lihat and Batal Pembelian). */
export function purchaseListColumns(t: TFunction): DataTableColumn<PurchaseListRow>[] {
  return [
    { key: 'no_faktur_group', header: t('purchases.history.noFaktur') },
    { key: 'tgl_system', header: t('purchases.history.tanggal'), text: (r) => `${formatBusinessDate(r.tgl_system)} ${timeOf(r.created_at)}` },
    { key: 'nama_customer', header: t('purchases.history.customer') },
    { key: 'input_by', header: t('purchases.history.kasir') },
    { key: 'jumlah_item', header: t('purchases.history.jumlahItem'), align: 'right' },
    { key: 'total_berat', header: t('purchases.history.totalBerat'), align: 'right', text: (r) => formatWeight(Number(r.total_berat)) },
    {
      key: 'total_harga',
      header: t('purchases.history.totalHarga'),
      align: 'right',
      text: (r) => formatNumber(r.total_harga),
      footer: (rs) => formatNumber(rs.filter((r) => r.status !== 'BATAL').reduce((s, r) => s + r.total_harga, 0)),
    },
    { key: 'jenis_bayar', header: t('purchases.history.bayar'), text: (r) => (r.no_faktur_tukar ? `TUKAR ${r.no_faktur_tukar}` : [r.jenis_bayar, r.kode_bank].filter(Boolean).join(' ')) },
    { key: 'status', header: t('purchases.history.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'valid', header: t('purchases.history.valid'), text: (r) => (r.valid ? (r.valid_by ?? 'Y') : 'N'), render: (r) => <ValidBadge t={t} valid={r.valid} by={r.valid_by} /> },
  ];
}
