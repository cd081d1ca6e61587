/** The cash book (issue 18 part 1): settings, limits and document prefixes. Shared by server and web. */

/** The largest amount one money document may carry (a slip of the hand or a barcode in the amount field beyond it). */
export const KAS_JUMLAH_MAKSIMAL = 100_000_000_000;

/** Para-system keys of the cash book (defaults in SYSTEM_PARAMETERS, access/modules.ts). */
export const CASH_SETTING_KEYS = {
  /** manual cash in/out above this many rupiah needs a supervisor's approval */
  batasOtorisasiKas: 'KAS_MANUAL_OTORISASI_DIATAS',
} as const;
export const DEFAULT_KAS_MANUAL_OTORISASI_DIATAS = 1_000_000;

/** Document number prefixes (per store counters). */
export const CASH_PREFIX = {
  KAS_MASUK: 'KM',
  KAS_KELUAR: 'KK',
  GESEK: 'GT',
  MUTASI_BANK: 'MB',
  MUTASI_CASH: 'MC',
  PENGALIHAN: 'PS',
  SALDO_AWAL: 'SA',
} as const;

/** The drawer, as the mutasi forms and the API name it (spec 000 §4, §5). */
export const CASH = 'CASH';

/** Transaction codes (/master-kode-transaksi) are money in or out. */
export const JENIS_TRANSAKSI = ['MASUK', 'KELUAR'] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

/** A balance move (pengalihan saldo): OPEN until a supervisor validates (VALID) or refuses it (TOLAK). */
export const PENGALIHAN_STATUSES = ['OPEN', 'VALID', 'TOLAK'] as const;
export type PengalihanStatus = (typeof PENGALIHAN_STATUSES)[number];

/** Levels that validate a balance move without the dialog. */
export const PENGALIHAN_VALIDATOR_LEVELS = ['SPV', 'OWN', 'SU'] as const;

/** Non-cash report types (spec 001 §7, §9). */
export const NON_CASH_JENIS = ['ALL', 'DEBET', 'CREDIT', 'TRANSFER'] as const;
export type NonCashJenis = (typeof NON_CASH_JENIS)[number];

/** Page size of the drawer's book (cash/paginated). */
export const KAS_PAGE_MAX = 500;

/** The kategori choices of the mutasi forms (kept as the ledger rows' sub_kategori); i18n keys replace the space by '_'. */
export const MUTASI_KATEGORI = ['SETOR', 'TARIK', 'PINDAH BUKU', 'LAINNYA'] as const;
