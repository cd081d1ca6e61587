/**
 * Items (barang) and the stock movement ledger (stock_mutasi): the fixed vocabularies.
 * Every item is one row with a barcode; accessories are rows counted by quantity (jumlah).
 */

/**
 * States of an item.
 * - READY: in stock, for sale;
 * - TITIP: in stock, reserved for a customer (deposit);
 * - CICIL: in stock, reserved for an instalment plan (issue 33): not sellable, not movable, in no other plan; it
 *   leaves only by the plan's hand-over (JUAL with `cicil`), its cancellation or default (BATAL_CICIL);
 * - CONTOH: taken out of the display as a sample, kept in a sample warehouse;
 * - HANCUR: sent to melting, kept in a melting warehouse until it is melted;
 * - KIRIM: sent to another store, in transit (not in this store any more);
 * - TERJUAL: sold;
 * - BATAL: bought back, then the buy-back was cancelled: the piece went back to the customer.
 */
export const ITEM_STATUSES = ['READY', 'TITIP', 'CICIL', 'CONTOH', 'HANCUR', 'KIRIM', 'TERJUAL', 'BATAL'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Statuses of an item physically in the store: these are what the stock balance counts. */
export const PRESENT_STATUSES = ['READY', 'TITIP', 'CICIL', 'CONTOH', 'HANCUR'] as const satisfies readonly ItemStatus[];

/** Statuses of sellable stock, among which an item's name is unique (spec: item name unique). */
export const NAME_UNIQUE_STATUSES = ['READY', 'TITIP', 'CICIL', 'CONTOH'] as const satisfies readonly ItemStatus[];

/** Statuses in which an item may be moved to another tray (pindah barang). */
export const MOVABLE_STATUSES = ['READY', 'TITIP'] as const satisfies readonly ItemStatus[];

/** Statuses in which an item may be edited (name, group, jenis, weight) or repriced. */
export const EDITABLE_STATUSES = ['READY'] as const satisfies readonly ItemStatus[];
export const REPRICEABLE_STATUSES = ['READY', 'TITIP', 'CONTOH'] as const satisfies readonly ItemStatus[];

export function isPresentStatus(status: string): boolean {
  return (PRESENT_STATUSES as readonly string[]).includes(status);
}

/**
 * How an item is priced: GRAM by weight and the gold price of the day (plus ongkos), BANDROL a
 * fixed tag price (harga_jual), AKSESORIS a price per piece, counted by quantity (jumlah).
 */
export const JENIS_HARGA = ['GRAM', 'BANDROL', 'AKSESORIS'] as const;
export type JenisHarga = (typeof JENIS_HARGA)[number];

/** Kinds of stock movement: every change of an item's place or state is one ledger row of a kind. */
export const MUTASI_JENIS = [
  'TAMBAH', // item added (one or many)
  'BELI', // bought back from a customer into stock
  'BATAL_BELI', // buy-back cancelled: the piece leaves the stock, back to the customer
  'TERIMA', // received from head office or a supplier
  'BATAL_TERIMA', // receiving undone
  'PINDAH', // moved to another warehouse / tray
  'JUAL', // sold
  'BATAL_JUAL', // sale cancelled, back into stock
  'TITIP', // reserved for a customer (place unchanged)
  'BATAL_TITIP', // reservation ended (place unchanged)
  'CICIL', // reserved for an instalment plan (place unchanged)
  'BATAL_CICIL', // instalment reservation ended: plan cancelled or taken back on default (place unchanged)
  'KIRIM', // sent to another store
  'HANCUR', // sent to melting
  'CONTOH_KELUAR', // taken out as a sample
  'CONTOH_MASUK', // sample returned
  'AKSESORIS_TAMBAH', // accessory quantity added
  'AKSESORIS_AMBIL', // accessory quantity taken
  'KOREKSI', // weight corrected by an edit: old weight out, new weight in
  'OPNAME', // adjustment found by a stock count
  'LELANG', // a pledged piece of an auctioned loan enters the stock as a new item
  'BATAL_LELANG', // an auction into stock cancelled on its day: the item leaves the stock, back into the pledge vault
  'UPDATE_KADAR', // the item's purity (and group) updated at /update-kadar (place and weight unchanged)
] as const;
export type MutasiJenis = (typeof MUTASI_JENIS)[number];

/** Sort options of item lists (spec 000 §3): kode_toko means the tray ('Kode Baki'). */
export const ITEM_SORT_OPTIONS = ['kode_barcode', 'nama_barang', 'kode_toko'] as const;
export type ItemSort = (typeof ITEM_SORT_OPTIONS)[number];

/** Warehouse kinds (master gudang jenis_gudang) that receive melted items and samples. */
export const GUDANG_HANCUR = 'HANCUR';
export const GUDANG_CONTOH = 'CONTOH';
/** Warehouse kinds that only special movements may fill (not a plain transfer). */
export const SPECIAL_GUDANG = [GUDANG_HANCUR, GUDANG_CONTOH] as const;

/** Document number prefixes (per store counters, one per prefix). */
export const DOCUMENT_PREFIX = {
  TAMBAH: 'TB',
  PINDAH: 'PB',
  HANCUR: 'HB',
  CONTOH_KELUAR: 'CK',
  CONTOH_MASUK: 'CM',
  AKSESORIS_TAMBAH: 'AT',
  AKSESORIS_AMBIL: 'AA',
  KOREKSI: 'KB',
} as const satisfies Partial<Record<MutasiJenis, string>>;

/** Counter key of generated barcodes. */
export const BARCODE_COUNTER = 'BARCODE';
/** Digits of the number part of a generated barcode (BDG0000001). */
export const BARCODE_DIGITS = 7;

/** An item name has more than 5 characters (spec 000 §5, §9). */
export const NAMA_BARANG_MIN = 6;
export const NAMA_BARANG_MAX = 100;
/** Item purity limit (spec 000 §9: 500 for items). */
export const KADAR_BARANG_MAX = 500;
/** Heaviest single item accepted, in milligrams (100 kg). */
export const BERAT_MAX_MG = 100_000_000;
/** Most rows in one "tambah barang banyak" call. */
export const TAMBAH_BANYAK_MAX = 2000;
/** Page size of item lists (default and largest). */
export const ITEM_PAGE_SIZE = 50;
export const ITEM_PAGE_MAX = 500;
