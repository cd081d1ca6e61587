import { isApprovalOperation, type ApprovalOperation } from '../authorization/index';
import {
  DEFAULT_DISKON_MAKSIMAL,
  DEFAULT_OTORISASI_PENJUALAN,
  RECEIPT_LINE_WIDTH,
  RECEIPT_MAX_LINES,
  type SaleLineKind,
} from './constants';
import { SALES_MESSAGES } from './messages';

export type SaleApprovalSettings = {
  /** discount (rupiah) a cashier may give without approval */
  diskonMaksimal: number;
  /** operations that need approval in this store (OTORISASI_PENJUALAN) */
  required: readonly ApprovalOperation[];
};

export type SaleApprovalInput = {
  lines: readonly { harga: number; harga_hitung: number; floor: number }[];
  diskon: number;
  settings: SaleApprovalSettings;
};

/**
 * Which supervisor approvals a sale needs, in a fixed order:
 * UBAH_HARGA when a line's price differs from its computed price, DISKON when the discount is over the
 * store's limit, DIBAWAH_MODAL when a line is charged below its floor; each only when the store lists it.
 */
export function approvalsNeededForSale(input: SaleApprovalInput): ApprovalOperation[] {
  const needed: ApprovalOperation[] = [];
  const wants = (op: ApprovalOperation) => input.settings.required.includes(op);
  if (wants('UBAH_HARGA') && input.lines.some((l) => l.harga !== l.harga_hitung)) needed.push('UBAH_HARGA');
  if (wants('DISKON') && input.diskon > input.settings.diskonMaksimal) needed.push('DISKON');
  if (wants('DIBAWAH_MODAL') && input.lines.some((l) => l.harga < l.floor)) needed.push('DIBAWAH_MODAL');
  return needed;
}

/** OTORISASI_PENJUALAN ('UBAH_HARGA,DISKON') as operations; unknown words are ignored. */
export function parseApprovalList(value: string | null | undefined): ApprovalOperation[] {
  const text = value === null || value === undefined ? DEFAULT_OTORISASI_PENJUALAN : value;
  const out: ApprovalOperation[] = [];
  for (const word of text.split(/[,;\s]+/)) {
    const op = word.trim().toUpperCase();
    if (isApprovalOperation(op) && !out.includes(op)) out.push(op);
  }
  return out;
}

/** A rupiah setting ('50000') as a number; the default when it is missing or not a whole number. */
export function wholeSetting(value: string | null | undefined, fallback: number = DEFAULT_DISKON_MAKSIMAL): number {
  const n = Number(String(value ?? '').trim());
  return value !== null && value !== undefined && String(value).trim() !== '' && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

export type CancelCheck = { ok: true } | { ok: false; message: string };

/**
 * May these lines of a sale be cancelled today? Only on the sale's own business date (a sale of an
 * earlier date is 'yesterday's'), and exchange (TUKAR) and normal lines not together.
 */
export function canCancelSale(input: { tgl_system_sale: string; tgl_aktif: string; kinds: readonly SaleLineKind[] }): CancelCheck {
  if (input.tgl_system_sale.slice(0, 10) < input.tgl_aktif.slice(0, 10)) return { ok: false, message: SALES_MESSAGES.yesterdayCancel };
  if (input.kinds.includes('NORMAL') && input.kinds.includes('TUKAR')) return { ok: false, message: SALES_MESSAGES.mixedCancel };
  return { ok: true };
}

/**
 * A phone number for WhatsApp (spec 001 §9): spaces, dashes, dots and brackets dropped; '+62' -> '62';
 * a number starting with 0 gets the 62 prefix instead ('0812...' -> '62812...').
 */
export function whatsappNumber(phone: string): string {
  let digits = phone.trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  return digits;
}

/**
 * A receipt text field cut into lines of `width` characters, at most `maxLines` (spec 001 §9: 20 and 5).
 * Line breaks in the text start a new line; whatever does not fit is dropped.
 */
export function wrapReceiptText(text: string | null | undefined, width: number = RECEIPT_LINE_WIDTH, maxLines: number = RECEIPT_MAX_LINES): string[] {
  const lines: string[] = [];
  const w = Math.max(1, Math.floor(width));
  for (const part of String(text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const chars = Array.from(part.trim());
    if (chars.length === 0) continue;
    for (let i = 0; i < chars.length; i += w) {
      if (lines.length >= maxLines) return lines;
      lines.push(chars.slice(i, i + w).join(''));
    }
  }
  return lines;
}

/**
 * An item is a diamond when its jenis (department) says so: no flag exists in the masters, so a kode_dept
 * starting with 'BRL', a jenis of kategori 'BRL', or a jenis or kategori name containing BERLIAN marks it
 * (docs/decisions.md).
 */
export function isDiamondItem(item: { kode_dept: string; nama_dept?: string | null; kode_kategori?: string | null; nama_kategori?: string | null }): boolean {
  if (item.kode_dept.toUpperCase().startsWith('BRL') || (item.kode_kategori ?? '').toUpperCase() === 'BRL') return true;
  return [item.nama_dept, item.nama_kategori].some((n) => (n ?? '').toUpperCase().includes('BERLIAN'));
}
