import { BARCODE_DIGITS } from './constants';

/**
 * Numbers the stock area hands out. Both come from a per-store counter allocated inside the
 * transaction that uses them, so they are unique per store and increase.
 */

/** A generated barcode: the store code and the counter, 'BDG0000001'. */
export function formatBarcode(kodeToko: string, seq: number): string {
  return `${kodeToko}${String(seq).padStart(BARCODE_DIGITS, '0')}`;
}

/**
 * A document number: prefix, store, business date and counter, 'PB-BDG-250310-000042'. The
 * counter never resets, so numbers increase within a store even across dates.
 */
export function formatDocumentNumber(prefix: string, kodeToko: string, tglSystem: string, seq: number): string {
  return `${documentNumberPrefix(prefix, kodeToko, tglSystem)}${String(seq).padStart(DOCUMENT_SEQ_DIGITS, '0')}`;
}

/** Digits of a document number's counter (zero-padded; a larger counter keeps all its digits). */
export const DOCUMENT_SEQ_DIGITS = 6;

/** Everything of a document number before its counter: 'PB-BDG-250310-'. */
export function documentNumberPrefix(prefix: string, kodeToko: string, tglSystem: string): string {
  const [y, m, d] = tglSystem.slice(0, 10).split('-');
  return `${prefix}-${kodeToko}-${(y ?? '').slice(2)}${m ?? ''}${d ?? ''}-`;
}

/** Purity with 2 decimals as integer hundredths (75 -> 7500), and back as numeric text ('75.00'). */
export function kadarToText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric(7,2) text ('75.00') as integer hundredths. */
export function kadarTextToHundredths(text: string | number): number {
  const m = /^(-)?(\d+)(?:\.(\d{0,2}))?/.exec(String(text).trim());
  if (!m) return 0;
  const value = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
  return m[1] ? -value : value;
}
