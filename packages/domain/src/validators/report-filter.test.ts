import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../format/date';
import { checkDateRange, reportFilterSchema, validateReportFilter } from './report-filter';

const AFTER = 'Tanggal awal tidak boleh lebih besar dari tanggal akhir';
const OVER = 'Rentang tanggal tidak boleh lebih dari 1 bulan';
const full = { filter: 'ALL', sort_by: 'tgl' };

const isoDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2090, 0, 1) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const plusDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

describe('validateReportFilter (spec 000 §5)', () => {
  it('requires both dates, the filter and the sort, with the spec messages', () => {
    expect(validateReportFilter({}, { oneMonth: false })).toEqual({
      tgl_awal: 'Tanggal Awal Tidak Boleh Kosong',
      tgl_akhir: 'Tanggal Akhir Tidak Boleh Kosong',
      filter: 'Filter Tidak Boleh Kosong',
      sort_by: 'Sort By Tidak Boleh Kosong',
    });
    expect(validateReportFilter({ tgl_awal: '2024-01-01' }, { oneMonth: true, needsFilter: false, needsSort: false })).toEqual({
      tgl_akhir: 'Tanggal Akhir Tidak Boleh Kosong',
    });
  });

  it('accepts a full filter', () => {
    expect(validateReportFilter({ tgl_awal: '2024-01-01', tgl_akhir: '2024-01-31', ...full }, { oneMonth: true })).toEqual({});
  });

  it('with the one-month module: start after end is refused on both date fields', () => {
    expect(validateReportFilter({ tgl_awal: '2024-02-02', tgl_akhir: '2024-02-01', ...full }, { oneMonth: true })).toEqual({ tgl_awal: AFTER, tgl_akhir: AFTER });
  });

  it('with the one-month module: a span over one month is refused; exactly one month is allowed', () => {
    const check = (tgl_awal: string, tgl_akhir: string) => validateReportFilter({ tgl_awal, tgl_akhir, ...full }, { oneMonth: true });
    expect(check('2024-01-15', '2024-02-15')).toEqual({});
    expect(check('2024-01-15', '2024-02-16')).toEqual({ tgl_awal: OVER, tgl_akhir: OVER });
    expect(check('2024-01-31', '2024-02-29')).toEqual({});
    expect(check('2024-01-31', '2024-03-01')).toEqual({ tgl_awal: OVER, tgl_akhir: OVER });
    expect(check('2024-12-20', '2025-01-20')).toEqual({});
    expect(check('2024-03-10', '2024-03-10')).toEqual({});
  });

  it('without the module, any span passes, but the start after the end is still refused on both date fields', () => {
    expect(validateReportFilter({ tgl_awal: '2023-01-01', tgl_akhir: '2024-12-31', ...full }, { oneMonth: false })).toEqual({});
    expect(validateReportFilter({ tgl_awal: '2024-03-10', tgl_akhir: '2024-03-10', ...full }, { oneMonth: false })).toEqual({});
    expect(validateReportFilter({ tgl_awal: '2024-02-02', tgl_akhir: '2024-02-01', ...full }, { oneMonth: false })).toEqual({ tgl_awal: AFTER, tgl_akhir: AFTER });
  });

  it('refuses a date that is not a calendar date instead of failing', () => {
    for (const oneMonth of [true, false]) {
      expect(validateReportFilter({ tgl_awal: 'abc', tgl_akhir: '2024-01-01', ...full }, { oneMonth })).toEqual({ tgl_awal: 'Format tanggal tidak valid' });
      expect(validateReportFilter({ tgl_awal: '2024-01-01', tgl_akhir: '2024-02-30', ...full }, { oneMonth })).toEqual({ tgl_akhir: 'Format tanggal tidak valid' });
    }
  });

  it('property: up to 28 days is always fine, 32 days or more never, the end before the start never', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 28 }), fc.integer({ min: 32, max: 400 }), fc.integer({ min: 1, max: 400 }), (start, ok, over, back) => {
        expect(checkDateRange(start, plusDays(start, ok))).toBeNull();
        expect(checkDateRange(start, plusDays(start, over))).toBe(OVER);
        expect(checkDateRange(start, plusDays(start, -back))).toBe(AFTER);
        expect(checkDateRange(start, addMonths(start, 1))).toBeNull();
        expect(checkDateRange(start, plusDays(addMonths(start, 1), 1))).toBe(OVER);
      }),
    );
  });
});

describe('reportFilterSchema', () => {
  it('carries the same messages as zod issues', () => {
    const result = reportFilterSchema({ oneMonth: true }).safeParse({ tgl_awal: '2024-01-01', tgl_akhir: '2024-03-01', sort_by: 'x' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ tgl_awal: OVER, tgl_akhir: OVER, filter: 'Filter Tidak Boleh Kosong' });
  });

  it('accepts a valid filter', () => {
    expect(reportFilterSchema({ oneMonth: true }).safeParse({ tgl_awal: '2024-01-01', tgl_akhir: '2024-01-31', ...full }).success).toBe(true);
  });

  it('refuses a malformed date with one message', () => {
    const result = reportFilterSchema({ oneMonth: true }).safeParse({ tgl_awal: '01-01-2024', tgl_akhir: '2024-01-31', ...full });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['tgl_awal', 'Format tanggal tidak valid']]);
  });
});
