/** Document number prefixes of the manual sale and purchase (STOCK_JUAL_MANUAL_MODULE, issue 35). */
export const MANUAL_SALE_PREFIX = 'JM';
export const MANUAL_BUY_PREFIX = 'BM';

/** A manual document is a sale (stock out, money in) or a purchase (stock in, money out of the drawer). */
export const MANUAL_JENIS = ['JUAL', 'BELI'] as const;
export type ManualJenis = (typeof MANUAL_JENIS)[number];

export const MANUAL_MAX_LINES = 20;
export const MANUAL_KATEGORI = { JUAL: 'PENJUALAN MANUAL', BELI: 'PEMBELIAN MANUAL' } as const;
