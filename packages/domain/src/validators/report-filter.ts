import { z } from 'zod';
import { addMonths, isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';

/**
 * The shared report filter validator (spec 000 §5). The start may never be after the end (a reversed
 * period is a typing slip, not an empty report: the finance reports and every document list refuse it
 * too); with REPORT_SATU_BULAN_PROTECTION_MODULE on, the span is also at most one month. The message is
 * put on both date fields. A date that is not a real 'YYYY-MM-DD' calendar date is refused on its own field.
 */
export type ReportFilterValues = { tgl_awal?: string; tgl_akhir?: string; filter?: string; sort_by?: string };
export type ReportFilterErrors = Partial<Record<keyof ReportFilterValues, string>>;
export type ReportFilterOptions = { oneMonth: boolean; needsFilter?: boolean; needsSort?: boolean };

export function checkDateRange(tglAwal: string, tglAkhir: string): string | null {
  if (tglAwal > tglAkhir) return MESSAGES.tglAwalAfterAkhir;
  if (tglAkhir > addMonths(tglAwal, 1)) return MESSAGES.rangeOverMonth;
  return null;
}

export function validateReportFilter(values: ReportFilterValues, opts: ReportFilterOptions): ReportFilterErrors {
  const errors: ReportFilterErrors = {};
  if (!values.tgl_awal) errors.tgl_awal = MESSAGES.tglAwalRequired;
  else if (!isIsoDate(values.tgl_awal)) errors.tgl_awal = MESSAGES.dateInvalid;
  if (!values.tgl_akhir) errors.tgl_akhir = MESSAGES.tglAkhirRequired;
  else if (!isIsoDate(values.tgl_akhir)) errors.tgl_akhir = MESSAGES.dateInvalid;
  if (!errors.tgl_awal && !errors.tgl_akhir && values.tgl_awal && values.tgl_akhir) {
    const rangeError = opts.oneMonth ? checkDateRange(values.tgl_awal, values.tgl_akhir) : values.tgl_awal > values.tgl_akhir ? MESSAGES.tglAwalAfterAkhir : null;
    if (rangeError) {
      errors.tgl_awal = rangeError;
      errors.tgl_akhir = rangeError;
    }
  }
  if (opts.needsFilter !== false && !values.filter) errors.filter = MESSAGES.filterRequired;
  if (opts.needsSort !== false && !values.sort_by) errors.sort_by = MESSAGES.sortByRequired;
  return errors;
}

/** The same rule as a zod schema for the server's query strings. */
export function reportFilterSchema(opts: ReportFilterOptions) {
  return z
    .object({
      tgl_awal: z.string().optional(),
      tgl_akhir: z.string().optional(),
      filter: z.string().optional(),
      sort_by: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      const errors = validateReportFilter(values, opts);
      for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
    });
}
