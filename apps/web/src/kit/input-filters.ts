import { dropRupiahDecimals, filterPercentage, inputFilters, unmaskRupiah } from '@emas/domain';

/** Filters a text field can use (spec 000 §5); all come from the domain's `inputFilters`. */
export type TextFilter = 'decimal' | 'digits' | 'signedDigits' | 'twoDecimals';

/** What a plain text field keeps: the filter's output, else the text upper-cased unless told not to. */
export function filterText(text: string, filter: TextFilter | undefined, upper: boolean): string {
  if (filter) return inputFilters[filter](text);
  return upper ? inputFilters.upper(text) : text;
}

/** Weight: digits and one dot (a comma reads as the dot), at most 3 decimals. */
export function filterWeight(text: string): string {
  const cleaned = inputFilters.decimal(text.replace(/,/g, '.'));
  const [int, frac] = cleaned.split('.');
  return frac === undefined ? int! : `${int}.${frac.slice(0, 3)}`;
}

export { filterPercentage };

/** Whether `next` is `previous` with exactly one character taken out, and that character is not a digit. */
function removedOneMaskCharacter(previous: string, next: string): boolean {
  if (next.length !== previous.length - 1) return false;
  let i = 0;
  while (i < next.length && next[i] === previous[i]) i++;
  return !/[0-9]/.test(previous[i] ?? '') && previous.slice(i + 1) === next.slice(i);
}

/**
 * The integer a money field holds after an edit of its masked text. Deleting a character of the
 * mask (' ,-') removes the last digit instead, so backspace at the end works as people expect.
 */
export function nextMoneyValue(previousText: string, nextText: string, allowNegative: boolean, pasted = false): number | null {
  const digitsOf = (s: string) => s.replace(/\s*,-\s*$/, '').replace(/[^0-9]/g, '');
  let digits = digitsOf(nextText);
  // Backspace or Delete on a character of the mask ('Rp. ', ',', ' ,-') removes the digit before it;
  // a whole new text (typed over a selection, pasted) is read as it is, even with the same digits
  // and even when it happens to be the old text less one mask character ('Rp 9 ,-' over 'Rp. 9 ,-').
  if (!pasted && removedOneMaskCharacter(previousText, nextText) && digits === digitsOf(previousText)) digits = digits.slice(0, -1);
  digits = digits.replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  // beyond 15 digits a rupiah amount is no longer exact: keep what was there
  if (digits.length > 15) digits = digitsOf(previousText);
  const value = unmaskRupiah(digits);
  const negative = allowNegative && /^[^0-9]*-/.test(nextText);
  return negative ? -value : value;
}

/**
 * The integer a money field holds after `pasted` replaced characters [start, end) of its text. The
 * pasted text is read on its own first, so a decimal part it ends with is dropped ('2.780.000,00'
 * is 2,780,000). The field's text after a keystroke never is: a ',' or '.' typed next to the digits
 * shown ('Rp. 1,2 ,-' from 'Rp. 12 ,-') is no decimal point, and the value must not jump.
 */
export function pastedMoneyValue(text: string, start: number, end: number, pasted: string, allowNegative: boolean): number | null {
  const next = text.slice(0, start) + dropRupiahDecimals(pasted) + text.slice(end);
  return nextMoneyValue(text, next, allowNegative, true);
}
