import { formatBusinessDate, formatDateTime, formatNumber, formatWeight } from '@emas/domain';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../kit/DataTable';
import type { SaleLine, SaleListRow, SalePayment } from './sale-types';

/** 'HH:mm' of an instant, in Asia/Jakarta. */
export function timeOf(iso: string): string {
  return iso ? formatDateTime(iso).slice(11, 16) : '';
}

const PAYMENT_KEYS: Record<string, string> = {
  CASH: 'salesHistory.common.cash',
  CARD: 'salesHistory.common.card',
  TRANSFER: 'salesHistory.common.transfer',
  MARKETPLACE: 'salesHistory.common.marketplace',
  TITIP: 'salesHistory.common.titipDp',
};

/** The label of a payment method (CASH -> TUNAI ...); unknown methods read as they are. */
export function paymentLabel(t: TFunction, jenis: string): string {
  const key = PAYMENT_KEYS[jenis];
  return key ? t(key) : jenis;
}

/** One payment as a line of text: 'KARTU BCA 1234 (2.00%)'. */
export function paymentText(t: TFunction, p: SalePayment): string {
  const parts = [paymentLabel(t, p.jenis)];
  if (p.kode_bank) parts.push(p.kode_bank);
  if (p.no_rekening) parts.push(p.no_rekening);
  if (p.kode_marketplace) parts.push(p.kode_marketplace);
  return parts.join(' ');
}

/** A status as shown in the picked language (AKTIF, LUNAS, BATAL); another status reads as it is. */
export function statusLabel(t: TFunction, status: string): string {
  return t(`salesHistory.statuses.${status}`, { defaultValue: status });
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = status === 'BATAL' ? 'red' : status === 'LUNAS' ? 'teal' : 'blue';
  return (
    <Badge color={color} variant="light" data-testid="status-badge">
      {statusLabel(t, status)}
    </Badge>
  );
}

export function ValidBadge({ t, valid, by }: { t: TFunction; valid: boolean; by?: string | null }) {
  return (
    <Badge color={valid ? 'teal' : 'gray'} variant="light" title={by ?? undefined}>
      {valid ? t('salesHistory.common.validYes') : t('salesHistory.common.validNo')}
    </Badge>
  );
}

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
