/**
 * Sending money to head office (issue 18 part 2; spec 000 §2 Kirim Uang Pusat, Terima Uang).
 * A transfer is written by the sending store (status OPEN: the money is in transit) and received
 * once by its destination, the head office (status DONE).
 */

/** OPEN: sent, not yet received; DONE: received by the destination store. */
export const KIRIM_UANG_STATUSES = ['OPEN', 'DONE'] as const;
export type KirimUangStatus = (typeof KIRIM_UANG_STATUSES)[number];

/** Status filter of the report and GET kirim-uang: ALL or one status. */
export const KIRIM_UANG_STATUS_FILTERS = ['ALL', ...KIRIM_UANG_STATUSES] as const;
export type KirimUangStatusFilter = (typeof KIRIM_UANG_STATUS_FILTERS)[number];

/** Where the money leaves the sender: its drawer, or one of its bank accounts. */
export const KIRIM_UANG_ASAL = ['CASH', 'BANK'] as const;
export type KirimUangAsal = (typeof KIRIM_UANG_ASAL)[number];

/** Document number prefix of a transfer: KU-BDG-261126-000001 (the nota_kirim). */
export const KIRIM_UANG_PREFIX = 'KU';

/** Money ledger kinds (kas_mutasi.kategori) agreed across issue 18. */
export const KAS_KATEGORI_KIRIM_UANG = 'KIRIM UANG';
export const KAS_KATEGORI_TERIMA_UANG = 'TERIMA UANG';

/** Largest amount one transfer may carry: Rp 100.000.000.000. */
export const KIRIM_UANG_MAX = 100_000_000_000;

/** The PDF receipt of a transfer (spec 000 §2, §9). */
export const KIRIM_UANG_PDF_TITLE = 'LAPORAN KIRIM UANG';
export const KIRIM_UANG_PDF_NAME = 'Laporan KIRIM UANG.pdf';
