import { formatBusinessDate, formatNumber, formatRupiah, formatWeight, type CicilanEventRow, type CicilanPlanAnswer } from '@emas/domain';
import i18n from 'i18next';
import { printedByText, printReceipt, sendReceiptWhatsapp, type ReceiptModel, type ReceiptPair } from '../../kit/receipt';
import type { StoreHeader } from '../../kit/use-current-store';
import type { ScheduleRow } from './ScheduleTable';

/** A plan as the server answers it, and one of its events (a payment, a settlement, the hand-over). */
type CicilanReceiptDoc = CicilanPlanAnswer;
type CicilanPaymentDoc = CicilanEventRow;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`cicilan.${key}`, options ?? {});

export type CicilanReceiptKind = 'CICILAN' | 'BAYAR' | 'SERAH';

type Payment = CicilanEventRow['pembayaran'][number];
const methodText = (p: Payment) => [i18n.t(`sales.counter.methods.${p.jenis}`, { defaultValue: p.jenis }), p.kode_bank, p.no_rekening].filter(Boolean).join(' ');

/** The schedule as lines under the totals: three instalments a line ('1. 26-12-2026  1,796,000'), the header first. */
export function scheduleLines(jadwal: readonly ScheduleRow[], perLine = 3): string[] {
  const cells = jadwal.map((a) => `${a.ke}. ${formatBusinessDate(a.tgl_jatuh_tempo)}  ${formatNumber(a.nilai)}`);
  const out = [t('receipt.jadwal')];
  for (let i = 0; i < cells.length; i += perLine) out.push(cells.slice(i, i + perLine).join('      '));
  return out;
}

/** The event a receipt is printed for: the one the request wrote (no_transaksi), else the plan's last of that kind. */
export function eventOf(plan: CicilanReceiptDoc, jenis: CicilanPaymentDoc['jenis'][]): CicilanPaymentDoc | undefined {
  return plan.transaksi.find((e) => e.no_transaksi === plan.no_transaksi && jenis.includes(e.jenis)) ?? plan.transaksi.filter((e) => jenis.includes(e.jenis)).at(-1);
}

function totalsOf(doc: CicilanReceiptDoc, kind: CicilanReceiptKind, event: CicilanPaymentDoc | undefined): ReceiptPair[] {
  if (kind === 'BAYAR' && event) {
    return [
      { label: t('fields.bayarAngsuran'), value: formatRupiah(event.pokok) },
      { label: t('fields.bayarDenda'), value: formatRupiah(event.denda) },
      ...(event.potongan ? [{ label: t('fields.potonganPelunasan'), value: formatRupiah(event.potongan) }] : []),
      { label: t('fields.totalBayar'), value: formatRupiah(event.jumlah), bold: true },
      { label: t('fields.sisaBayar'), value: formatRupiah(event.sisa_bayar), bold: true },
    ];
  }
  return [
    { label: t('fields.hargaTunai'), value: formatRupiah(doc.harga_tunai) },
    { label: t('fields.hargaJualCicil'), value: formatRupiah(doc.harga_jual_cicil), bold: true },
    { label: t('fields.dp'), value: formatRupiah(doc.dp_rp) },
    ...(doc.biaya_admin > 0 ? [{ label: t('fields.biayaAdmin'), value: formatRupiah(doc.biaya_admin) }] : []),
    { label: t('fields.sisaBayar'), value: formatRupiah(doc.sisa_bayar), bold: true },
    ...(kind === 'CICILAN' ? [{ label: t('fields.nilaiAngsuran'), value: formatRupiah(doc.nilai_angsuran) }] : []),
  ];
}

/**
 * A plan's receipt as the receipt kit's model: the plan (pieces, price, DP, the schedule with its due dates), a
 * payment of it (what went to the instalments and to late fees, what remains), or the hand-over (the pieces given to
 * the customer, with the signature lines). The plan's number is always drawn as bars and a QR; two copies.
 */
export function cicilanReceiptModel(doc: CicilanReceiptDoc, store: StoreHeader, printedBy: string, kind: CicilanReceiptKind = 'CICILAN'): ReceiptModel {
  const event = kind === 'BAYAR' ? eventOf(doc, ['BAYAR', 'PELUNASAN CEPAT']) : kind === 'SERAH' ? eventOf(doc, ['SERAH']) : eventOf(doc, ['DP']);
  const title = kind === 'BAYAR' ? (event?.jenis === 'PELUNASAN CEPAT' ? t('receipt.titlePelunasan') : t('receipt.titleBayar')) : kind === 'SERAH' ? t('receipt.titleSerah') : t('receipt.title');
  const info: ReceiptPair[] = [
    { label: t('fields.noCicilan'), value: doc.no_faktur_cicil, bold: true },
    ...(kind !== 'CICILAN' && event ? [{ label: t('fields.noTransaksi'), value: event.no_transaksi, bold: true }] : []),
    { label: t('fields.tanggal'), value: formatBusinessDate(event?.tgl_system ?? doc.tgl_system) },
    { label: t('fields.kasir'), value: event?.input_by ?? doc.input_by },
    { label: t('fields.sales'), value: [doc.kode_sales, doc.nama_sales].filter(Boolean).join(' - ') },
    { label: t('fields.tenor'), value: t('fields.tenorBulan', { n: doc.terms.tenor_bulan }) },
  ];
  const terms = kind === 'SERAH' ? [t('receipt.serahTerms'), '', t('receipt.signatures')] : kind === 'CICILAN' ? [...scheduleLines(doc.jadwal), t('receipt.terms')] : [];
  const payments = event?.pembayaran ?? [];
  return {
    title: doc.status === 'BATAL' ? `${title} (BATAL)` : title,
    number: doc.no_faktur_cicil,
    storeName: store.nama_toko,
    storeAddress: store.alamat_toko,
    info,
    columns: [
      { header: t('fields.kodeBarcode'), weight: 1.3 },
      { header: t('fields.namaBarang'), weight: 2.6 },
      { header: t('fields.kadar'), align: 'right', weight: 0.8 },
      { header: t('fields.berat'), align: 'right' },
      { header: t('fields.harga'), align: 'right', weight: 1.3 },
    ],
    rows: doc.detail.map((p) => [p.kode_barcode, p.nama_barang, String(p.kadar), formatWeight(p.berat), formatRupiah(p.harga)]),
    totals: totalsOf(doc, kind, event),
    payments: kind === 'SERAH' ? [] : payments.map((p) => ({ label: methodText(p), value: formatRupiah(p.jumlah_rp) })),
    paymentsLabel: kind === 'CICILAN' ? t('fields.bayarHariIni') : t('fields.pembayaran'),
    texts: [
      ...(doc.kode_member ? [{ label: i18n.t('members.receiptMember'), text: doc.kode_member }] : []),
      { label: t('fields.customer'), text: doc.nama_customer },
      { label: t('fields.alamat'), text: doc.alamat_customer },
      { label: t('fields.noHp'), text: doc.no_hp },
    ],
    note: null,
    notePosition: 'DEPAN',
    platform: 'Desktop',
    showBarcode: true,
    showQr: true,
    printedBy: printedByText(printedBy),
    copies: [
      { label: 'COPY CUSTOMER', terms },
      { label: 'COPY TOKO', terms },
    ],
  };
}

export function printCicilanReceipt(...args: Parameters<typeof cicilanReceiptModel>): Promise<void> {
  return printReceipt(cicilanReceiptModel(...args));
}

/** The WhatsApp text of a plan: number, price, DP, what remains and the schedule, one instalment a line. */
export function cicilanWhatsappText(doc: CicilanReceiptDoc, store: StoreHeader): string {
  return [
    t('receipt.waHeader', { toko: store.nama_toko, nama: doc.nama_customer }),
    `${t('fields.noCicilan')}: ${doc.no_faktur_cicil}`,
    `${t('fields.hargaJualCicil')}: ${formatRupiah(doc.harga_jual_cicil)}`,
    `${t('fields.dp')}: ${formatRupiah(doc.dp_rp)}`,
    `${t('fields.sisaBayar')}: ${formatRupiah(doc.sisa_bayar)}`,
    ...scheduleLines(doc.jadwal, 1),
  ].join('\n');
}

/** Sends the plan's text to the customer's WhatsApp (the receipt kit's send: 'Invoice Berhasil Dikirim' or the reason). */
export function sendCicilanWhatsapp(doc: CicilanReceiptDoc, store: StoreHeader): Promise<boolean> {
  return sendReceiptWhatsapp({ noHp: doc.no_hp, message: cicilanWhatsappText(doc, store) });
}
