import type { NotaPlatform, NotaPosition } from '@emas/domain';

/**
 * A printed receipt, independent of the document it comes from (a sale today, a buy-back receipt
 * later): the builder (receipt-pdf.ts) only knows this shape. Texts are final (formatted, translated).
 */
export type ReceiptColumn = {
  header: string;
  align?: 'left' | 'right' | 'center';
  /** relative width of the column (default 1) */
  weight?: number;
};

/** A label and its value on one line ('Grand Total' / 'Rp 1,250,000'). */
export type ReceiptPair = { label: string; value: string; bold?: boolean };

/** A free text field (customer name, address, remarks): cut into 20-character lines, at most 5. */
export type ReceiptTextField = { label: string; text: string };

/** One printed copy: its label ('COPY CUSTOMER') and extra lines printed under the totals (terms). */
export type ReceiptCopy = { label: string; terms: string[] };

export type ReceiptModel = {
  /** 'NOTA PENJUALAN' */
  title: string;
  /** the receipt number: printed, and drawn as CODE128 bars and a QR */
  number: string;
  storeName: string;
  storeAddress: string;
  /** number, date, cashier, sales person... printed beside the title */
  info: ReceiptPair[];
  columns: ReceiptColumn[];
  /** one row per line, one text per column */
  rows: string[][];
  totals: ReceiptPair[];
  /** payment lines ('KARTU BCA 123' / 'Rp 500,000') */
  payments: ReceiptPair[];
  paymentsLabel: string;
  texts: ReceiptTextField[];
  /** the store's note (setting nota catatan) and its label */
  note: ReceiptTextField | null;
  /** DEPAN: the note under the totals; BELAKANG: the note on its own page after each copy */
  notePosition: NotaPosition;
  /** Desktop: A5 landscape sheet; Mobile: 80 mm roll */
  platform: NotaPlatform;
  showBarcode: boolean;
  showQr: boolean;
  /** 'Printed By {user_id} / {date time}' */
  printedBy: string;
  /** at least one; two when the duplicate module is on or for a marketplace sale */
  copies: ReceiptCopy[];
  /** a member's receipt: the link of the member's own page, drawn as a QR under its caption (issue 32) */
  memberLink?: { caption: string; url: string } | null;
};
