import { formatNumber, formatRupiah, formatWeight, type PurchaseReceipt } from '@emas/domain';
import i18n from 'i18next';
import { customerTexts, receiptFrame, receiptHead } from './receipt-parts';
import type { SaleReceiptPrintOptions } from './sale-receipt';
import type { ReceiptModel, ReceiptPair } from './receipt-types';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`purchases.receipt.${key}`, options ?? {});
const s = (key: string) => i18n.t(`sales.receipt.${key}`);

/** The deductions of a line as one text: 'KOND 125,000 / RUGI 250,000', '-' when none. */
function deductionText(l: PurchaseReceipt['detail'][number]): string {
  const parts = [];
  if (l.potongan_kondisi > 0) parts.push(`${l.nama_kondisi} ${formatNumber(l.potongan_kondisi)}`);
  if (l.potongan_rugi > 0) parts.push(`RUGI NOTA ${formatNumber(l.potongan_rugi)}`);
  return parts.join(' / ') || '-';
}

/** A buy-back receipt as the generic receipt model (same PDF builder, settings and footer as a sale receipt). */
export function purchaseReceiptModel(receipt: PurchaseReceipt, options: SaleReceiptPrintOptions): ReceiptModel {
  const st = options.settings;
  const rows = receipt.detail.map((l, i) => [
    String(i + 1),
    `${l.nama_barang} - ${l.kode_barcode}${l.no_faktur_jual ? ` (${l.no_faktur_jual})` : ''}`,
    `${l.kode_group} ${formatNumber(l.kadar)}`,
    l.berat_dipakai === l.berat ? formatWeight(l.berat) : `${formatWeight(l.berat)} > ${formatWeight(l.berat_dipakai)}`,
    formatNumber(l.harga_emas),
    deductionText(l),
    formatNumber(l.harga),
  ]);
  const totals: ReceiptPair[] = [
    { label: t('totalBerat'), value: `${formatWeight(receipt.total_berat)} gr` },
    { label: t('totalHitung'), value: formatRupiah(receipt.total_hitung) },
    { label: t('total'), value: formatRupiah(receipt.total_harga), bold: true },
  ];
  const payment =
    receipt.jenis_bayar === 'TUKAR'
      ? t('tukar', { no: receipt.no_faktur_tukar })
      : [i18n.t(`sales.counter.methods.${receipt.jenis_bayar}`), receipt.kode_bank, receipt.no_rekening].filter(Boolean).join(' ');
  return {
    ...receiptHead(receipt, t('title'), { label: s('noNota'), value: receipt.no_faktur_group }),
    columns: [
      { header: s('colNo'), align: 'center', weight: 0.4 },
      { header: t('colBarang'), weight: 2.8 },
      { header: s('colKadar'), align: 'center', weight: 0.8 },
      { header: t('colBerat'), align: 'right', weight: 1.1 },
      { header: t('colHargaGram'), align: 'right', weight: 1.1 },
      { header: t('colPotongan'), weight: 1.8 },
      { header: t('colHarga'), align: 'right', weight: 1.2 },
    ],
    rows,
    totals,
    payments: [{ label: payment, value: formatRupiah(receipt.total_harga) }],
    paymentsLabel: t('bayar'),
    texts: customerTexts(receipt),
    // the buy-back note of the settings: the sales note ('dapat dijual kembali...') is no buy-back's text
    ...receiptFrame(st, st.catatan_beli, options),
    copies: options.duplicate ? [{ label: s('copyCustomer'), terms: [] }, { label: s('copyToko'), terms: [] }] : [{ label: '', terms: [] }],
  };
}
