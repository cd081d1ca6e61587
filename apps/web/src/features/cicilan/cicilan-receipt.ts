import { formatBusinessDate, formatNumber, formatRupiah, formatWeight } from '@emas/domain';
import i18n from 'i18next';
import { printedByText, printReceipt, sendReceiptWhatsapp, type ReceiptModel, type ReceiptPair } from '../../kit/receipt';
import type { StoreHeader } from '../../kit/use-current-store';
import type { ScheduleRow } from './ScheduleTable';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`cicilan.${key}`, options ?? {});

/** What a plan's receipts print of it (the plan as the server answers it, read through `receiptDocOf`). */
export type CicilanReceiptDoc = {
  no_faktur_cicil: string;
  tgl_system: string;
  status: string;
  input_by: string;
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  kode_member?: string | null;
  tenor_bulan: number;
  harga_tunai: number;
  harga_jual_cicil: number;
  dp_rp: number;
  biaya_admin: number;
  sisa_bayar: number;
  nilai_angsuran: number;
  cicilan_terbayar: number;
  detail: readonly { kode_barcode: string; nama_barang: string; berat: string | number; kadar?: string | number | null; harga: number }[];
  jadwal: readonly ScheduleRow[];
  pembayaran: readonly { jenis: string; jumlah_rp: number; kode_bank?: string | null; no_rekening?: string | null }[];
};

/** A payment of a plan as its receipt prints it: the payment number, what went to instalments and late fees, what remains. */
export type CicilanPaymentDoc = { no_bayar: string; tgl_system: string; jenis: string; pokok: number; denda: number; potongan?: number; total: number; sisa_bayar: number };

export type CicilanReceiptKind = 'CICILAN' | 'BAYAR' | 'SERAH';

const methodText = (p: CicilanReceiptDoc['pembayaran'][number]) => [i18n.t(`sales.counter.methods.${p.jenis}`, { defaultValue: p.jenis }), p.kode_bank, p.no_rekening].filter(Boolean).join(' ');

/** The schedule as lines under the totals: three instalments a line ('1. 26-12-2026 1,796,000'), the header first. */
export function scheduleLines(jadwal: readonly ScheduleRow[], perLine = 3): string[] {
  const cells = jadwal.map((a) => `${a.ke}. ${formatBusinessDate(a.tgl_jatuh_tempo)}  ${formatNumber(a.nilai)}`);
  const out = [t('receipt.jadwal')];
  for (let i = 0; i < cells.length; i += perLine) out.push(cells.slice(i, i + perLine).join('      '));
  return out;
}

/**
 * A plan's receipt as the receipt kit's model: the plan (pieces, price, DP, schedule with due dates), a payment of it
 * (what went to the instalments and to late fees, what remains), or the hand-over (the pieces given to the customer,
 * with the signature lines). The plan's number is always drawn as bars and a QR; two copies, customer and store.
 */
export function cicilanReceiptModel(doc: CicilanReceiptDoc, store: StoreHeader, printedBy: string, kind: CicilanReceiptKind = 'CICILAN', payment?: CicilanPaymentDoc): ReceiptModel {
  const title = kind === 'BAYAR' ? t('receipt.titleBayar') : kind === 'SERAH' ? t('receipt.titleSerah') : t('receipt.title');
  const info: ReceiptPair[] = [
    { label: t('fields.noCicilan'), value: doc.no_faktur_cicil, bold: true },
    { label: t('fields.tanggal'), value: formatBusinessDate(payment?.tgl_system ?? doc.tgl_system) },
    { label: t('fields.kasir'), value: doc.input_by },
    { label: t('fields.tenor'), value: t('fields.tenorBulan', { n: doc.tenor_bulan }) },
  ];
  if (payment) info.splice(1, 0, { label: t('fields.noBayar'), value: payment.no_bayar, bold: true });
  const totals: ReceiptPair[] =
    kind === 'BAYAR' && payment
      ? [
          { label: t('fields.bayarAngsuran'), value: formatRupiah(payment.pokok) },
          { label: t('fields.bayarDenda'), value: formatRupiah(payment.denda) },
          ...(payment.potongan ? [{ label: t('fields.potongan'), value: formatRupiah(payment.potongan) }] : []),
          { label: t('fields.totalBayar'), value: formatRupiah(payment.total), bold: true },
          { label: t('fields.sisaBayar'), value: formatRupiah(payment.sisa_bayar), bold: true },
        ]
      : [
          { label: t('fields.hargaTunai'), value: formatRupiah(doc.harga_tunai) },
          { label: t('fields.hargaJualCicil'), value: formatRupiah(doc.harga_jual_cicil), bold: true },
          { label: t('fields.dp'), value: formatRupiah(doc.dp_rp) },
          ...(doc.biaya_admin > 0 ? [{ label: t('fields.biayaAdmin'), value: formatRupiah(doc.biaya_admin) }] : []),
          { label: t('fields.sisaBayar'), value: formatRupiah(doc.sisa_bayar), bold: true },
          ...(kind === 'CICILAN' ? [{ label: t('fields.nilaiAngsuran'), value: formatRupiah(doc.nilai_angsuran) }] : []),
        ];
  const terms = kind === 'SERAH' ? [t('receipt.serahTerms'), '', t('receipt.signatures')] : kind === 'CICILAN' ? [...scheduleLines(doc.jadwal), t('receipt.terms')] : [];
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
    rows: doc.detail.map((p) => [p.kode_barcode, p.nama_barang, p.kadar === undefined || p.kadar === null ? '-' : String(p.kadar), formatWeight(p.berat), formatRupiah(p.harga)]),
    totals,
    payments: kind === 'CICILAN' ? doc.pembayaran.map((p) => ({ label: methodText(p), value: formatRupiah(p.jumlah_rp) })) : payment ? [{ label: payment.jenis, value: formatRupiah(payment.total) }] : [],
    paymentsLabel: kind === 'CICILAN' ? t('fields.dp') : t('fields.pembayaran'),
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

/** The WhatsApp text of a plan: number, price, DP, what remains and the schedule. */
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
