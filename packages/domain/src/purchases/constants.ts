/**
 * Buying gold back (issue 5): purchase receipts (pembelian), their lines, trade-ins (tukar) and the
 * store settings they read. Shared by the server and the web screens.
 */

/** How the shop pays a buy-back: cash from the drawer or a transfer from a store account; TUKAR: the value offsets a sale (trade-in). */
export const PURCHASE_PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];
export const PURCHASE_PAYMENT_KINDS = [...PURCHASE_PAYMENT_METHODS, 'TUKAR'] as const;
export type PurchasePaymentKind = (typeof PURCHASE_PAYMENT_KINDS)[number];

/** Where a bought piece goes: back on sale (an item in the buy-back warehouse) or to melting. */
export const PURCHASE_TUJUAN = ['STOCK', 'HANCUR'] as const;
export type PurchaseTujuan = (typeof PURCHASE_TUJUAN)[number];

export const PURCHASE_STATUSES = ['AKTIF', 'BATAL'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Document number prefixes (per store counters): buy-back receipt, buy-back line. */
export const PURCHASE_PREFIX = { NOTA: 'FB', LINE: 'BL' } as const;

/** Warehouse kind (master gudang jenis_gudang) of the buy-back warehouse. */
export const GUDANG_BELI = 'BELI';

/** Para-system keys of the store's buy-back rules. */
export const PURCHASE_SETTING_KEYS = {
  /** the weight ladder in milligrams within each tenth of a gram ('30,50,80'); empty: as weighed */
  tanggaBerat: 'TANGGA_BERAT_PEMBELIAN',
} as const;

/** Round buy-back prices down instead of up (spec 001 §9). */
export const BUY_DOWN_MODULE = 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE';

export const PURCHASE_MAX_LINES = 50;
