import { formatDateTime, type SettingNota } from '@emas/domain';
import i18n from 'i18next';
import type { ReceiptModel, ReceiptPair, ReceiptTextField } from './receipt-types';

const s = (key: string, options?: Record<string, unknown>) => i18n.t(`sales.receipt.${key}`, options ?? {});

/** What every counter document's receipt prints of it at the top and under its lines. */
export type ReceiptDocument = {
  status: string;
  nama_toko: string;
  alamat_toko: string;
  created_at: string;
  input_by: string;
  kode_sales: string;
  nama_sales?: string | null;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  keterangan: string;
  /** the member the document was written for (MEMBER_MODULE), printed when present */
  kode_member?: string | null;
};

/** The printed-by footer: 'Printed By KASIRBDG / 22-11-2026 15:30:00' (Asia/Jakarta). */
export function printedByText(userId: string, at: Date = new Date()): string {
  return s('printedBy', { user: userId, time: formatDateTime(at) });
}

/**
 * The head of a document's receipt: the title (marked BATAL when cancelled), the number, the store,
 * and the number, date, cashier and sales person beside the title.
 */
export function receiptHead(doc: ReceiptDocument, title: string, number: ReceiptPair): Pick<ReceiptModel, 'title' | 'number' | 'storeName' | 'storeAddress' | 'info'> {
  return {
    title: doc.status === 'BATAL' ? `${title} (BATAL)` : title,
    number: number.value,
    storeName: doc.nama_toko,
    storeAddress: doc.alamat_toko,
    info: [
      { ...number, bold: true },
      { label: s('tanggal'), value: formatDateTime(doc.created_at) },
      { label: s('kasir'), value: doc.input_by },
      { label: s('sales'), value: [doc.kode_sales, doc.nama_sales].filter(Boolean).join(' - ') },
    ],
  };
}

/** The customer's name (and member code), address, phone and remarks, printed under the lines. */
export function customerTexts(doc: ReceiptDocument): ReceiptTextField[] {
  return [
    ...(doc.kode_member ? [{ label: i18n.t('members.receiptMember'), text: doc.kode_member }] : []),
    { label: s('customer'), text: doc.nama_customer },
    { label: s('alamat'), text: doc.alamat_customer },
    { label: s('noHp'), text: doc.no_hp },
    { label: s('keterangan'), text: doc.keterangan },
  ];
}

/** What the store's receipt settings decide (note and its place, paper, codes) and the printed-by footer. */
export function receiptFrame(
  settings: SettingNota,
  note: string,
  printed: { printedBy: string; printedAt?: Date },
): Pick<ReceiptModel, 'note' | 'notePosition' | 'platform' | 'showBarcode' | 'showQr' | 'printedBy'> {
  return {
    note: note.trim() ? { label: s('catatan'), text: note } : null,
    notePosition: settings.posisi,
    platform: settings.platform,
    showBarcode: settings.tampil_barcode,
    showQr: settings.tampil_qr,
    printedBy: printedByText(printed.printedBy, printed.printedAt),
  };
}
