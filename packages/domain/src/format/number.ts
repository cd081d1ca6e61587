/** Number formatting of the product: Korean-locale grouping (1,234,567), Rp label, weight 3 decimals, rates 2. */
const groupFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const weightFormatter = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const rateFormatter = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return groupFormatter.format(Number.isFinite(n) ? n : 0);
}

export function formatRupiah(value: number | string | null | undefined): string {
  return `Rp ${formatNumber(value)}`;
}

/** The money mask of input fields: 'Rp. ' + number + ' ,-'. */
export function maskRupiah(value: number | string | null | undefined): string {
  return `Rp. ${formatNumber(value)} ,-`;
}

/**
 * The text without a trailing decimal part: a final ',' or '.' followed by one or two digits (then
 * only spaces or ',-'), after text that holds a digit. Rupiah has no cents, so '2.780.000,00' and
 * '2,780,000.50' are 2,780,000 (cut, not rounded). Three digits after the separator are a thousands
 * group ('2.780' is 2780); a separator with nothing before it ('Rp.50') is not a decimal point.
 */
export function dropRupiahDecimals(text: string): string {
  const decimals = /[.,][0-9]{1,2}(?:\s|,-)*$/.exec(text);
  if (!decimals || !/[0-9]/.test(text.slice(0, decimals.index))) return text;
  return text.slice(0, decimals.index);
}

/**
 * Reads a masked, grouped or pasted money text back into whole rupiah; a decimal part is dropped
 * (see dropRupiahDecimals). The mask's trailing ' ,-' is not a sign; a minus before the first digit is.
 */
export function unmaskRupiah(text: string): number {
  const body = dropRupiahDecimals(text.replace(/\s*,-\s*$/, ''));
  const digits = body.replace(/[^0-9]/g, '');
  if (!digits) return 0;
  const n = Number(digits);
  if (!Number.isSafeInteger(n)) return 0;
  return /^[^0-9]*-/.test(body) && n !== 0 ? -n : n;
}

export function formatWeight(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return weightFormatter.format(Number.isFinite(n) ? n : 0);
}

const fixedFormatters = new Map<number, Intl.NumberFormat>();

/** A number with exactly `decimals` fraction digits (a field declared with 3 decimals, carats, shows 0.001, not 0.00). */
export function formatDecimals(value: number | string | null | undefined, decimals: number): string {
  if (decimals <= 0) return formatNumber(value);
  let f = fixedFormatters.get(decimals);
  if (!f) fixedFormatters.set(decimals, (f = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  const n = Number(value ?? 0);
  return f.format(Number.isFinite(n) ? n : 0);
}

export function formatRate(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return rateFormatter.format(Number.isFinite(n) ? n : 0);
}

/** Splits a store address into the two printed header lines: characters 0-48 and 48-90. */
export function splitAddressLines(alamat: string | null | undefined): [string, string] {
  const text = alamat ?? '';
  return [text.slice(0, 48), text.slice(48, 90)];
}
