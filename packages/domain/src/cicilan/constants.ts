/**
 * Instalments (cicilan, issue 33): statuses, the original product's cash categories, the late fee kinds.
 */

/** Document prefix of an instalment plan (no_faktur_cicil CC-BDG-261126-000001) and of its payments (BC-...). */
export const CICILAN_PREFIX = 'CC' as const;
export const CICILAN_PAYMENT_PREFIX = 'BC' as const;

/**
 * The cash categories of the original product. Together they make its rule
 * harga_jual_cicil - sisa_bayar = DP CICILAN + BAYAR CICILAN + PELUNASAN CEPAT CICILAN - BATAL CICILAN.
 * Late fees and the admin fee are income kept apart (DENDA CICILAN, ADMIN CICILAN), so they never enter the rule.
 */
export const CICILAN_KAS_KATEGORI = {
  dp: 'DP CICILAN',
  bayar: 'BAYAR CICILAN',
  pelunasanCepat: 'PELUNASAN CEPAT CICILAN',
  batal: 'BATAL CICILAN',
  denda: 'DENDA CICILAN',
  admin: 'ADMIN CICILAN',
} as const;

/**
 * Stored statuses of a plan: AKTIF (open), LUNAS (fully paid, pieces not yet handed over), DISERAHKAN (handed over
 * as a sale), BATAL (cancelled), GAGAL_BAYAR (defaulted: the pieces were taken back).
 */
export const CICILAN_STATUSES = ['AKTIF', 'LUNAS', 'DISERAHKAN', 'BATAL', 'GAGAL_BAYAR'] as const;
export type CicilanStatus = (typeof CICILAN_STATUSES)[number];

/**
 * The state of a plan on a date (the /lihat-cicilan filter): the stored status, or for an open plan the derived
 * AKTIF / JATUH_TEMPO (an instalment due within the "soon" days) / TELAT (an instalment past its due date unpaid, or
 * late fees unpaid) / GAGAL_BAYAR (as many instalments past due date + grace as the default rule says) / LUNAS.
 */
export const CICILAN_STATES = ['AKTIF', 'JATUH_TEMPO', 'TELAT', 'LUNAS', 'DISERAHKAN', 'BATAL', 'GAGAL_BAYAR'] as const;
export type CicilanState = (typeof CICILAN_STATES)[number];

/** Late fee kinds: HARIAN, a percent of the late instalment for every day past the grace; ANGSURAN, once per late instalment. */
export const CICILAN_DENDA_JENIS = ['HARIAN', 'ANGSURAN'] as const;
export type CicilanDendaJenis = (typeof CICILAN_DENDA_JENIS)[number];

/** Tenors a store may offer: 1 to 36 months. */
export const CICILAN_TENOR_MIN = 1;
export const CICILAN_TENOR_MAX = 36;

/** Rounding units of an instalment (the last instalment absorbs what the rounding leaves). */
export const CICILAN_PEMBULATAN = [1, 100, 500, 1000] as const;

/** An open plan is JATUH_TEMPO (due soon) when its next unpaid instalment is due within this many days. */
export const CICILAN_SOON_DAYS = 7;

/** The store setting: the percent of what a plan was paid on its price the shop keeps on a cancel or a default. */
export const CICILAN_SETTING_KEYS = { batalPotongan: 'BATAL_CICILAN_POTONGAN_PERSEN' } as const;
