/**
 * Accounting (issue 18 part 4): the chart of accounts (akun), the journal parameters (spec 000 §3:
 * trx, type, detail_akun[] of _id, kode_akun, jenis_akun, nomor_akun) and the journal every money
 * movement posts. Shared by the server and the web screens.
 */

/** The side of a journal line. */
export const JENIS_AKUN = ['DEBET', 'KREDIT'] as const;
export type JenisAkun = (typeof JENIS_AKUN)[number];

/** Where the money of a movement sits (kas_mutasi.jenis): the type of a journal parameter. */
export const AKUN_TYPES = ['CASH', 'BANK', 'MARKETPLACE'] as const;
export type AkunType = (typeof AKUN_TYPES)[number];

/** The route of the Parameter Akun screen (gated by AKUNTANSI_MODULE, spec 000 §6). */
export const PARAMETER_AKUN_PATH = '/parameter-akun';
/** Reports of the journal (on the report kit). */
export const NERACA_SALDO_PATH = '/laporan-neraca-saldo';
export const BUKU_BESAR_PATH = '/laporan-buku-besar';

/** kode_akun of the line a movement without a journal parameter posts against (the suspense account). */
export const SUSPENSE_KODE_AKUN = 'SUSPENSE';
