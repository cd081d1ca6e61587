/** Marketplace module (spec 000 §6 /marketplace-setting; research modules.md §6). */
export const MARKETPLACE_MODULE = 'MARKETPLACE_MODULE';

/** How an order came in: the seller centre's order file, or typed by hand. */
export const MARKETPLACE_SUMBER = ['IMPORT', 'MANUAL'] as const;
export type MarketplaceSumber = (typeof MARKETPLACE_SUMBER)[number];

/** Orders in one imported file at most (a day's orders of a shop). */
export const MARKETPLACE_IMPORT_MAX_ROWS = 500;

/**
 * The columns of the order file (docs/marketplace-import.md), one line per piece: lines with the same no_order are one
 * order. Required: no_order, nama_pembeli, kode_barcode, harga. The header names are matched without case, and the
 * seller centre's usual Indonesian/English headers are accepted as aliases.
 */
export const MARKETPLACE_CSV_COLUMNS = ['no_order', 'nama_pembeli', 'no_hp', 'alamat_kirim', 'kurir', 'no_resi', 'ongkir', 'kode_barcode', 'harga', 'biaya'] as const;
export type MarketplaceCsvColumn = (typeof MARKETPLACE_CSV_COLUMNS)[number];
export const MARKETPLACE_CSV_REQUIRED: readonly MarketplaceCsvColumn[] = ['no_order', 'nama_pembeli', 'kode_barcode', 'harga'];
export const MARKETPLACE_CSV_ALIASES: Readonly<Record<string, MarketplaceCsvColumn>> = {
  'order id': 'no_order',
  'no. pesanan': 'no_order',
  'no pesanan': 'no_order',
  'nomor invoice': 'no_order',
  invoice: 'no_order',
  'nama pembeli': 'nama_pembeli',
  'username (pembeli)': 'nama_pembeli',
  'buyer name': 'nama_pembeli',
  recipient: 'nama_pembeli',
  'nama penerima': 'nama_pembeli',
  'no. telepon': 'no_hp',
  'no telepon': 'no_hp',
  phone: 'no_hp',
  'alamat pengiriman': 'alamat_kirim',
  alamat: 'alamat_kirim',
  'shipping address': 'alamat_kirim',
  'opsi pengiriman': 'kurir',
  'jasa kirim': 'kurir',
  courier: 'kurir',
  'no. resi': 'no_resi',
  resi: 'no_resi',
  'tracking id': 'no_resi',
  'ongkos kirim': 'ongkir',
  'shipping fee': 'ongkir',
  'sku induk': 'kode_barcode',
  sku: 'kode_barcode',
  'seller sku': 'kode_barcode',
  barcode: 'kode_barcode',
  'harga awal': 'harga',
  'harga jual': 'harga',
  price: 'harga',
  'biaya administrasi': 'biaya',
  'biaya layanan': 'biaya',
  fee: 'biaya',
};

/** The marketplace reports' GET paths under /api (the report kit's only way in). */
export const MARKETPLACE_REPORT_PATHS = {
  penjualan: 'penjualan/report-marketplaces',
  biaya: 'laporan/marketplace-biaya',
  piutang: 'laporan/marketplace-piutang',
} as const;
