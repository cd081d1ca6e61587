import { MESSAGES } from '../messages/messages';

/**
 * Input filters of the product (spec 000 §5): each takes what was typed and returns what the field
 * keeps. Percentages above 100 are refused with a message.
 */
export const inputFilters = {
  /** digits and one decimal point; a comma, the Indonesian decimal mark, is taken as the point (1,5 is 1.5, never 15) */
  decimal: (text: string) => {
    const cleaned = text.replace(/,/g, '.').replace(/[^0-9.]/g, '');
    const dot = cleaned.indexOf('.');
    return dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
  },
  /** digits only */
  digits: (text: string) => text.replace(/[^0-9]/g, ''),
  /** digits and minus */
  signedDigits: (text: string) => text.replace(/[^0-9-]/g, '').replace(/(?!^)-/g, ''),
  /** at most 2 decimals */
  twoDecimals: (text: string) => {
    const cleaned = inputFilters.decimal(text);
    const [int, frac] = cleaned.split('.');
    return frac === undefined ? int! : `${int}.${frac.slice(0, 2)}`;
  },
  upper: (text: string) => text.toUpperCase(),
} as const;

export type InputFilter = keyof typeof inputFilters;

/** Percentage capped at 100: returns the kept value and the warning when the input went over. */
export function filterPercentage(text: string): { value: string; error: string | null } {
  const value = inputFilters.twoDecimals(text);
  if (Number(value) > 100) return { value: '100', error: MESSAGES.percentOver100 };
  return { value, error: null };
}

/**
 * Whether an edit of an unsigned number field (weight, money, quantity, percentage) adds a minus
 * sign: `next` holds more '-' than `previous` (the money mask's own tail ' ,-' is in both). The field
 * refuses such an edit with 'Tidak Boleh Minus !' instead of dropping the sign, which would silently
 * turn -10 into 10. A pasted text is checked against ''.
 */
export function addsMinusSign(previous: string, next: string): boolean {
  const minus = (text: string) => text.split('-').length - 1;
  return minus(next) > minus(previous);
}
