/**
 * Supervisor approval (otorisasi): operations that need an SPV/OWN approval, how an approval is given
 * (MANUAL user id + password, or QR through the authenticator) and the life of a request.
 * Spec 000 §2 (Authorization dialog), §3 (request record), §4, §7, §8, §9.
 */

/** Operations that may need a supervisor's approval (the store setting OTORISASI_PENJUALAN lists which). */
export const APPROVAL_OPERATIONS = [
  'UBAH_HARGA',
  'DISKON',
  'DIBAWAH_MODAL',
  'BATAL_PENJUALAN',
  'BATAL_TITIP',
  'HARGA_BELI_LEBIH',
  'BATAL_PEMBELIAN',
  /** manual cash in/out above the store's KAS_MANUAL_OTORISASI_DIATAS (issue 18) */
  'KAS_MANUAL',
  /** a cashier's balance move validated through the dialog (issue 18) */
  'PENGALIHAN_SALDO',
  /** cancelling a customer's order (issue 21): always asked */
  'BATAL_PESANAN',
  /** a pawn loan above its ceiling (issue 20) */
  'HUTANG_PLAFOND',
  /** cancelling a loan's redemption on its day (issue 20) */
  'BATAL_HUTANG_LUNAS',
  /** cancelling a repair and giving its deposit back (issue 21) */
  'BATAL_SERVICE',
  /** a pawn loan auctioned for less than its principal plus the interest owed */
  'LELANG_DIBAWAH_POKOK',
  /** cancelling a pawn loan's auction on its day */
  'BATAL_LELANG_HUTANG',
  /** a cancellation's money given back otherwise than the receipt was paid (another account, another split) */
  'UBAH_PENGEMBALIAN',
  /** a manual correction of a member's points (issue 32) */
  'ADJUST_POIN',
  /** cancelling a member's gift redemption: points and stock go back (issue 32) */
  'BATAL_TUKAR_HADIAH',
  /** cancelling a member's points cash-out (same business date): points back, the cash reversed (issue 32) */
  'BATAL_CASHBACK_POIN',
  /** cancelling an instalment plan, or taking a defaulted plan's pieces back (issue 33): always asked */
  'BATAL_CICILAN',
  /** a new purity for an item of the stock (/update-kadar, issue 35): always asked */
  'UPDATE_KADAR',
  /** a diamond piece sold (price or discount) below its cost (issue 34; spec 001 §6 'diamond below cost'): always asked */
  'BERLIAN_DIBAWAH_MODAL',
] as const;
export type ApprovalOperation = (typeof APPROVAL_OPERATIONS)[number];

/** Indonesian labels of the operations (dialog, authenticator, log, 'Perlu otorisasi supervisor: ...'). */
export const APPROVAL_LABELS: Record<ApprovalOperation, string> = {
  UBAH_HARGA: 'Ubah Harga',
  DISKON: 'Diskon',
  DIBAWAH_MODAL: 'Jual Dibawah Modal',
  BATAL_PENJUALAN: 'Batal Penjualan',
  BATAL_TITIP: 'Batal Titip',
  HARGA_BELI_LEBIH: 'Harga Beli Melebihi Batas',
  BATAL_PEMBELIAN: 'Batal Pembelian',
  KAS_MANUAL: 'Kas Masuk / Keluar',
  PENGALIHAN_SALDO: 'Pengalihan Saldo',
  BATAL_PESANAN: 'Batal Pesanan',
  HUTANG_PLAFOND: 'Hutang Melebihi Plafond',
  BATAL_HUTANG_LUNAS: 'Batal Hutang Lunas',
  BATAL_SERVICE: 'Batal Service',
  LELANG_DIBAWAH_POKOK: 'Lelang Dibawah Pokok + Bunga',
  BATAL_LELANG_HUTANG: 'Batal Lelang Hutang',
  UBAH_PENGEMBALIAN: 'Ubah Pengembalian Uang',
  ADJUST_POIN: 'Penyesuaian Poin Member',
  BATAL_TUKAR_HADIAH: 'Batal Tukar Hadiah',
  BATAL_CASHBACK_POIN: 'Batal Cashback Poin',
  BATAL_CICILAN: 'Batal Cicilan',
  UPDATE_KADAR: 'Update Kadar Barang',
  BERLIAN_DIBAWAH_MODAL: 'Berlian Dibawah Modal',
};

export function isApprovalOperation(value: unknown): value is ApprovalOperation {
  return typeof value === 'string' && (APPROVAL_OPERATIONS as readonly string[]).includes(value);
}

/** MANUAL: user id + password typed in the dialog; QR: approved in the authenticator; FINGERPRINT: a verified WebAuthn assertion of the supervisor. */
export const APPROVAL_METHODS = ['MANUAL', 'QR', 'FINGERPRINT'] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

/**
 * OPEN: a QR request waiting; APPROVED: given (a manual approval is APPROVED at once); REJECTED: refused
 * in the authenticator; CANCELLED: the dialog closed (otorisasi-qr/remove) before a decision.
 */
export const APPROVAL_STATUSES = ['OPEN', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Spec 000 §9: the request key (keystore) is 12 characters. */
export const AUTH_KEY_LENGTH = 12;
/** Spec 000 §9: random ids are 16 characters (the approval id). */
export const APPROVAL_ID_LENGTH = 16;
/** Spec 000 §4/§9: the QR live channel opens 2 s after the dialog opens. */
export const QR_CHANNEL_DELAY_MS = 2000;
/** An approval must be used within this many minutes of its decision. */
export const APPROVAL_MAX_AGE_MINUTES = 30;

/** Levels of a store user that may approve (spec 000 §6: fingerprint/approval users are SPV and OWN). */
export const APPROVER_LEVELS = ['SPV', 'OWN'] as const;
/** Levels of a head-office user that may approve for any store. */
export const HEAD_OFFICE_APPROVER_LEVELS = ['OWN', 'SU'] as const;
/** Levels that see the authenticator screen and the open requests list. */
export const AUTHENTICATOR_LEVELS = ['SPV', 'OWN', 'SU', 'DEV', 'MU'] as const;

/** Values of the para-system key AUTH_TYPE. FINGERPRINT needs a reader (not supported in this build). */
export const AUTH_TYPES = ['MANUAL', 'QR'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** Characters of keys and ids (no look-alikes needed: they are read by a camera, not a person). */
export const APPROVAL_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The spec 000 §3 client field: the shop code with spaces replaced by underscores. */
export function approvalClient(kodeToko: string): string {
  return kodeToko.trim().replace(/\s+/g, '_');
}

/** Keys are compared upper-case (spec 000 §4). */
export function sameKeystore(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();
}
