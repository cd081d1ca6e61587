/**
 * Sorting and refurbishing of bought-back pieces (sepuhan, issue 35; spec 000 §6 SEPUHAN_MODULE).
 *
 * A bought-back piece waits in the BELI warehouse; the sorting area receives it (TERIMA) with its weight and purity,
 * a supervisor classes it (SORTIR), and the move-sort (PINDAH) sends it on by its class: back to sale after
 * refurbishing (SEPUH, with a new weight, purity and tray), to the melting warehouse (LEBUR, the stock's HANCUR path),
 * to head office (PUSAT, a shipment between stores), or it stays aside (SIMPAN). The weight a refurbished piece lost
 * stays in the sorting area until the waste screen records it per lot with its reason (SUSUT).
 */

/** What a sorted piece becomes. */
export const SEPUHAN_KELAS = ['SEPUH', 'LEBUR', 'PUSAT', 'SIMPAN'] as const;
export type SepuhanKelas = (typeof SEPUHAN_KELAS)[number];

/** Where a piece is in the sorting area: received, sorted, moved on (done). */
export const SEPUHAN_STATUS = ['TERIMA', 'SORTIR', 'SELESAI'] as const;
export type SepuhanStatus = (typeof SEPUHAN_STATUS)[number];

/**
 * The sorting ledger's rows: TERIMA brings a piece in (count and weight); JUAL, LEBUR and PUSAT take it out (the
 * weight it left with); SUSUT takes out a recorded loss (weight only).
 */
export const SEPUHAN_MUTASI = ['TERIMA', 'JUAL', 'LEBUR', 'PUSAT', 'SUSUT'] as const;
export type SepuhanMutasi = (typeof SEPUHAN_MUTASI)[number];

/** Document number prefixes of the sorting area (per store counters). */
export const SEPUHAN_PREFIX = { TERIMA: 'ST', SORTIR: 'SS', PINDAH: 'SP', SUSUT: 'SU' } as const;

/** Accounts of the loss journal: the loss expense (debit) and the buy-back cost it came out of (credit). */
export const SEPUHAN_SUSUT_ACCOUNTS = {
  biayaSusut: { nomor_akun: '6-1300', kode_akun: 'BIAYA SUSUT EMAS' },
  pembelian: { nomor_akun: '5-1100', kode_akun: 'PEMBELIAN' },
} as const;

/** The journal's kategori (trx) of a recorded loss. */
export const SEPUHAN_SUSUT_TRX = 'SUSUT SEPUHAN';

/** The centralised variant: branches ship their bought-back pieces to head office, which sorts for the chain. */
export const SEPUHAN_TERPUSAT_MODULE = 'SEPUHAN_TERPUSAT_MODULE';
