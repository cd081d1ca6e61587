import { formatDateTime, formatRupiah, type GesekRow } from '@emas/domain';
import i18n from 'i18next';
import { printedByText } from '../../kit/receipt';
import type { ReceiptModel } from '../../kit/receipt';
import type { StoreHeader } from '../../kit/use-current-store';

const t = (key: string) => i18n.t(key);

/** A card cash-out as the receipt kit's model: what the card was charged, the fee, the cash paid out. */
export function gesekReceiptModel(g: GesekRow, store: StoreHeader, printedBy: string): ReceiptModel {
  return {
    title: t('cash.gesek.receiptTitle'),
    number: g.no_ref,
    storeName: store.nama_toko,
    storeAddress: store.alamat_toko,
    info: [
      { label: t('cash.common.noRef'), value: g.no_ref, bold: true },
      { label: t('cash.common.tanggal'), value: formatDateTime(g.created_at) },
      { label: t('cash.common.inputBy'), value: g.input_by },
      { label: t('cash.common.rekening'), value: [g.kode_bank, g.no_rekening].filter(Boolean).join(' ') },
    ],
    columns: [{ header: t('cash.common.keterangan'), weight: 3 }, { header: t('cash.common.jumlahRp'), align: 'right', weight: 1.4 }],
    rows: [
      [t('cash.gesek.jumlahGesek'), formatRupiah(g.jumlah)],
      [`${t('cash.gesek.fee')} (${g.fee_persen}%)`, formatRupiah(g.fee_rp)],
    ],
    totals: [{ label: t('cash.gesek.dibayar'), value: formatRupiah(g.dibayar), bold: true }],
    payments: [],
    paymentsLabel: '',
    texts: [{ label: t('cash.common.keterangan'), text: g.keterangan }],
    note: null,
    notePosition: 'DEPAN',
    platform: 'Desktop',
    showBarcode: true,
    showQr: false,
    printedBy: printedByText(printedBy),
    copies: [{ label: 'COPY CUSTOMER', terms: [] }],
  };
}
