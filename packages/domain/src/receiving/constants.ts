/**
 * Receiving goods (penerimaan barang): shipments (kirim_barang) sent to a store by another store of
 * the chain or typed in as a supplier delivery, their receipts (penerimaan_barang), the box count
 * before receiving (stock opname penerimaan) and the problem invoices (faktur bermasalah).
 */

/** Where a shipment comes from: another store of the chain (its items leave it with KIRIM) or a supplier. */
export const KIRIM_JENIS = ['TOKO', 'SUPPLIER'] as const;
export type KirimJenis = (typeof KIRIM_JENIS)[number];

/** PENDING: on its way, not received yet; DITERIMA: received; BATAL: a supplier delivery whose receipt was undone. */
export const KIRIM_STATUSES = ['PENDING', 'DITERIMA', 'BATAL'] as const;
export type KirimStatus = (typeof KIRIM_STATUSES)[number];

/** A receipt document: DITERIMA, or BATAL once undone (never deleted). */
export const TERIMA_STATUSES = ['DITERIMA', 'BATAL'] as const;
export type TerimaStatus = (typeof TERIMA_STATUSES)[number];

/** A problem invoice: OPEN until a supervisor resolves it (SELESAI); BATAL when its receipt is undone. */
export const FAKTUR_BERMASALAH_STATUSES = ['OPEN', 'SELESAI', 'BATAL'] as const;
export type FakturBermasalahStatus = (typeof FAKTUR_BERMASALAH_STATUSES)[number];

/**
 * What is wrong with a line of a problem invoice: shipped but not in the box (TIDAK_ADA), in the box
 * but not shipped (TIDAK_TERDAFTAR), received with another weight than shipped (SELISIH_BERAT).
 */
export const MASALAH_JENIS = ['TIDAK_ADA', 'TIDAK_TERDAFTAR', 'SELISIH_BERAT'] as const;
export type MasalahJenis = (typeof MASALAH_JENIS)[number];

/** Document prefixes (per-store counters of nomor_dokumen). */
export const RECEIVING_PREFIX = {
  /** a shipment from a store of the chain (numbered by the sender) */
  KIRIM: 'KR',
  /** a supplier delivery typed at the receiving store */
  SUPPLIER: 'KS',
  /** a receipt */
  TERIMA: 'TR',
  /** a problem invoice */
  BERMASALAH: 'FB',
} as const;

/** Levels that may resolve a problem invoice. */
export const FAKTUR_SELESAI_LEVELS = ['SPV', 'OWN'] as const;
/** Levels that may send goods to another store (besides any user of a head office). */
export const KIRIM_LEVELS = ['SPV', 'OWN'] as const;

/** Most lines of one shipment or supplier delivery. */
export const KIRIM_MAX_LINES = 2000;

/**
 * The courier journey of a chain shipment (KIRIM_BARANG_MODULE, issue "shipping module"), beside `status`, which
 * keeps saying whether the shipment waits for its receipt: DIKIRIM (sent), DALAM_PERJALANAN (handed to the
 * courier, in transit), DITERIMA (received whole), DITERIMA_SELISIH (received with pieces missing, each one a
 * recorded difference both stores see). Supplier deliveries have none.
 */
export const STATUS_PENGIRIMAN = ['DIKIRIM', 'DALAM_PERJALANAN', 'DITERIMA', 'DITERIMA_SELISIH'] as const;
export type StatusPengiriman = (typeof STATUS_PENGIRIMAN)[number];
