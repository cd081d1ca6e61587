/**
 * The sales counter (issue 4): sales (penjualan), layaway deposits (titip), the cash ledger kinds
 * they write, and the store settings they read. Shared by the server and the web screens.
 */

/** How a customer pays. CARD carries a bank account and a fee percent, MARKETPLACE a marketplace code. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'MARKETPLACE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card and transfer payments go to one of the store's bank accounts (no_rekening, and its bank). */
export function paysIntoAccount(jenis: string): boolean {
  return jenis === 'CARD' || jenis === 'TRANSFER';
}

/**
 * A receipt's payment lines may also carry the down payment of a layaway that became a sale (TITIP),
 * or the value of the gold traded in on the same receipt (TUKAR).
 */
export const RECEIPT_PAYMENT_KINDS = [...PAYMENT_METHODS, 'TITIP', 'TUKAR', /** an order's deposit on its pick-up receipt (issue 21) */ 'PESANAN'] as const;
export type ReceiptPaymentKind = (typeof RECEIPT_PAYMENT_KINDS)[number];

export const SALE_STATUSES = ['AKTIF', 'BATAL'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** NORMAL: a plain sale line; TUKAR: a line sold against a trade-in (issue 5). */
export const SALE_LINE_KINDS = ['NORMAL', 'TUKAR'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

// The cash ledger's kinds (KAS_KATEGORI) and places (KAS_JENIS) are the cash book's catalogue: cash/kategori.ts.

export const TITIP_STATUSES = ['AKTIF', 'LUNAS', 'BATAL'] as const;
export type TitipStatus = (typeof TITIP_STATUSES)[number];

/** Para-system keys of the store's sales rules (defaults in SYSTEM_PARAMETERS, access/modules.ts). */
export const SALES_SETTING_KEYS = {
  /** rupiah of discount a cashier may give without approval */
  diskonMaksimal: 'DISKON_MAKSIMAL',
  /** comma list of operations that need a supervisor's approval */
  otorisasi: 'OTORISASI_PENJUALAN',
  /** percent of the down payment the shop keeps when a layaway is cancelled */
  batalTitipPotongan: 'BATAL_TITIP_POTONGAN_PERSEN',
  /** smallest down payment of a layaway, percent of its total */
  titipMinDp: 'TITIP_MIN_DP_PERSEN',
} as const;

export const DEFAULT_DISKON_MAKSIMAL = 50_000;
export const DEFAULT_OTORISASI_PENJUALAN = 'UBAH_HARGA,DISKON,DIBAWAH_MODAL,BATAL_PENJUALAN';
export const DEFAULT_BATAL_TITIP_POTONGAN_PERSEN = 0;
export const DEFAULT_TITIP_MIN_DP_PERSEN = 10;

/** Module keys the counter reads. */
export const SELL_DOWN_MODULE = 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE';
export const DIAMOND_MODULE = 'BERLIAN_MODULE';
export const DUPLICATE_NOTA_MODULE = 'DUPLICATE_NOTA_MODULE';

/** Document number prefixes (per store counters): sale receipt, sale line, layaway. */
export const SALES_PREFIX = { NOTA: 'FJ', LINE: 'JL', TITIP: 'TT' } as const;

/** Receipt text fields are cut into 20-character lines, at most 5 (spec 001 §9). */
export const RECEIPT_LINE_WIDTH = 20;
export const RECEIPT_MAX_LINES = 5;

/** Receipt settings (setting nota): platform and side choices (spec 000 §9). */
export const NOTA_PLATFORMS = ['Desktop', 'Mobile'] as const;
export type NotaPlatform = (typeof NOTA_PLATFORMS)[number];
export const NOTA_POSITIONS = ['DEPAN', 'BELAKANG'] as const;
export type NotaPosition = (typeof NOTA_POSITIONS)[number];
/** NOTA: the receipt printer; SLIP: the slip printer. */
export const NOTA_KINDS = ['NOTA', 'SLIP'] as const;
export type NotaKind = (typeof NOTA_KINDS)[number];

/** The marketplace customer copy carries the buy-back terms (spec 001 §9). */
export const BUYBACK_MONTHS = 3;

/** Most lines on one receipt, most payments on one receipt. */
export const SALE_MAX_LINES = 100;
export const SALE_MAX_PAYMENTS = 10;

/**
 * Change up to this much is always given: small notes for a small sale. Above it, change larger than
 * the sale itself is refused (summarizeSale): that is a slip of the hand or a barcode scanned into
 * the amount, not a customer's notes.
 */
export const KEMBALIAN_BEBAS = 1_000_000;
