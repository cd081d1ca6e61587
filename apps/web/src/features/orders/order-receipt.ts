import { formatBusinessDate, formatRupiah, formatWeight, type OrderReceipt, type SettingNota } from '@emas/domain';
import i18n from 'i18next';
import { customerTexts, printReceipt, receiptFrame, receiptHead, type ReceiptModel } from '../../kit/receipt';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`orders.${key}`, options ?? {});
const s = (key: string) => i18n.t(`sales.receipt.${key}`);

/**
 * The order receipt (nota pesanan): the order number printed and drawn as CODE128 bars and a QR
 * (always, whatever the sale receipt settings say), the pieces with their estimated (or real)
 * weight and price, the deposit and what is left, the craftsman and the due date.
 */
export function orderReceiptModel(order: OrderReceipt, options: { settings: SettingNota; printedBy: string; printedAt?: Date }): ReceiptModel {
  const head = receiptHead(order, t('receipt.title'), { label: t('common.noPesanan'), value: order.no_pesanan });
  return {
    ...head,
    info: [
      ...head.info,
      { label: t('common.tukang'), value: [order.kode_tukang, order.nama_tukang].filter(Boolean).join(' - ') },
      { label: t('common.tglJanji'), value: formatBusinessDate(order.tgl_janji) },
    ],
    columns: [
      { header: s('colNo'), align: 'center', weight: 0.4 },
      { header: t('common.deskripsi'), weight: 2.6 },
      { header: s('colKadar'), align: 'center', weight: 0.9 },
      { header: t('common.berat'), align: 'right', weight: 1 },
      { header: t('common.size'), align: 'center', weight: 0.7 },
      { header: t('common.ongkos'), align: 'right', weight: 1.1 },
      { header: t('common.harga'), align: 'right', weight: 1.2 },
    ],
    rows: order.detail.map((l) => [
      String(l.urut),
      l.deskripsi,
      `${l.kode_group} ${l.kadar}`,
      formatWeight(l.berat ?? l.berat_estimasi),
      l.size || '-',
      formatRupiah(l.ongkos),
      formatRupiah(l.harga),
    ]),
    totals: [
      { label: t('common.totalHarga'), value: formatRupiah(order.total_harga), bold: true },
      { label: t('common.dp'), value: formatRupiah(order.dp) },
      { label: t('common.sisa'), value: formatRupiah(order.sisa), bold: true },
    ],
    payments: order.pembayaran.map((p) => ({ label: [i18n.t(`sales.counter.methods.${p.jenis}`), p.kode_bank, p.no_rekening].filter(Boolean).join(' '), value: formatRupiah(p.jumlah_rp) })),
    paymentsLabel: t('common.dp'),
    texts: customerTexts(order),
    // no note; the order number is always drawn, whatever the sale receipt settings say
    ...receiptFrame(options.settings, '', options),
    showBarcode: true,
    showQr: true,
    copies: [{ label: '', terms: [] }],
  };
}

export function printOrderReceipt(order: OrderReceipt, options: { settings: SettingNota; printedBy: string }): Promise<void> {
  return printReceipt(orderReceiptModel(order, options));
}
