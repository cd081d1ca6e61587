import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, formatBusinessDate, formatDateTime, isIsoDate, toBusinessDate } from './date';

describe('dates in Asia/Jakarta', () => {
  it('gives the Jakarta business date of an instant (UTC+7)', () => {
    expect(toBusinessDate('2024-03-31T16:59:59Z')).toBe('2024-03-31');
    expect(toBusinessDate('2024-03-31T17:00:00Z')).toBe('2024-04-01');
  });

  it('formats wall-clock time in Jakarta', () => {
    expect(formatDateTime('2024-03-31T17:05:09Z')).toBe('01-04-2024 00:05:09');
    expect(formatBusinessDate('2024-04-01')).toBe('01-04-2024');
    expect(formatBusinessDate(null)).toBe('');
  });

  it('adds months, clamping to the last day of the month', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-12-10', 1)).toBe('2025-01-10');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('tells a real calendar date from anything else', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-01', 'abc', '', '2024-01-01T00:00:00Z']) expect(isIsoDate(bad)).toBe(false);
  });

  it('addMonths(+1) always lands after the date and within 31 days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const date = d.toISOString().slice(0, 10);
        const next = addMonths(date, 1);
        expect(isIsoDate(next)).toBe(true);
        const days = (Date.parse(next) - Date.parse(date)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      }),
    );
  });
});
