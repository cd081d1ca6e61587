/**
 * Rules of the management reports, pure so both sides and the property tests read the same thing.
 */

/** Share of the sold measure in sold + still in stock, percent with 2 decimals (0 when both are 0). */
export function turnoverPercent(sold: number, inStock: number): number {
  const total = sold + inStock;
  if (total <= 0 || sold <= 0) return 0;
  return Math.round((sold * 10_000) / total) / 100;
}

/** At or above this turnover over the period a jenis or group is fast moving. */
export const FAST_MOVING_PERCENT = 50;

export function movingClass(turnover: number): 'FAST MOVING' | 'SLOW MOVING' {
  return turnover >= FAST_MOVING_PERCENT ? 'FAST MOVING' : 'SLOW MOVING';
}

/** Margin over sales, percent with 2 decimals (0 without sales). */
export function marginPercent(margin: number, sales: number): number {
  if (sales === 0) return 0;
  return Math.round((margin * 10_000) / sales) / 100;
}

/** One CSV field: quoted when it holds a comma, quote, or line break; quotes doubled (RFC 4180). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
