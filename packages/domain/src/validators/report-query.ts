import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { validateReportFilter, type ReportFilterValues } from './report-filter';

/**
 * The query of a report as a definition, shared by the server (validation, OpenAPI) and the screen:
 * the period (tgl_awal, tgl_akhir) through the shared report validator of spec 000 §5, an optional
 * `filter` and `sort_by` each limited to its options, and the report's own parameters as a zod shape
 * with their Indonesian messages. A value outside its options is refused with the field's message,
 * never passed to the database.
 */
export type ReportQuerySpec<Extra extends z.ZodRawShape> = {
  /** the period fields tgl_awal and tgl_akhir; true unless told */
  period?: boolean;
  /** the values `filter` may take ('ALL' included when the report has it); absent: no filter */
  filter?: readonly string[];
  /** the values `sort_by` may take; absent: no sort */
  sortBy?: readonly string[];
  /** the report's own parameters (each with its message) */
  extra?: Extra;
  /**
   * The names the period goes by on the wire when the spec names them otherwise
   * ({ from: 'tgl_from', to: 'tgl_to' }); the validated value still holds tgl_awal and tgl_akhir.
   */
  periodNames?: { from: string; to: string };
};

/**
 * A report's master-code filter (store, group, jenis, supplier...): empty is ALL, otherwise a code in upper case;
 * anything else is refused with "<label> tidak valid".
 */
export const codeOrAll = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 'ALL' : String(v).trim().toUpperCase()), z.string().max(40, `${label} tidak valid`).regex(/^[A-Z0-9._-]+$/, `${label} tidak valid`));

/** The head-office store picker's value for every store (the query's `kode_toko`). */
export const REPORT_ALL_STORES = 'ALL';

type PeriodValues = { tgl_awal: string; tgl_akhir: string };
type SelectValues = { filter: string; sort_by: string };

/** What a validated report query holds. */
export type ReportQueryValues<Extra extends z.ZodRawShape> = PeriodValues & SelectValues & z.infer<z.ZodObject<Extra>>;

export type ReportQueryResult<Extra extends z.ZodRawShape> =
  | { ok: true; value: ReportQueryValues<Extra> }
  | { ok: false; message: string; errors: Record<string, string> };

export type ReportQuery<Extra extends z.ZodRawShape> = {
  spec: ReportQuerySpec<Extra>;
  /** the query string as documented (every field a string, each checked by `validate`) */
  querystring: z.ZodObject<z.ZodRawShape>;
  /** the shared report rules (oneMonth: REPORT_SATU_BULAN_PROTECTION_MODULE of the caller's store) */
  validate: (values: Record<string, unknown>, opts: { oneMonth: boolean }) => ReportQueryResult<Extra>;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function reportQuery<Extra extends z.ZodRawShape = Record<never, z.ZodTypeAny>>(spec: ReportQuerySpec<Extra>): ReportQuery<Extra> {
  const period = spec.period !== false;
  const names = spec.periodNames ?? { from: 'tgl_awal', to: 'tgl_akhir' };
  const wire = (field: string) => (field === 'tgl_awal' ? names.from : field === 'tgl_akhir' ? names.to : field);
  const shape: Record<string, z.ZodType> = {};
  if (period) Object.assign(shape, { [names.from]: z.string().optional(), [names.to]: z.string().optional() });
  if (spec.filter) shape.filter = z.string().optional();
  if (spec.sortBy) shape.sort_by = z.string().optional();
  const extra = z.object(spec.extra ?? ({} as Extra));
  for (const key of Object.keys(spec.extra ?? {})) shape[key] = z.string().optional();

  return {
    spec,
    querystring: z.object(shape),
    validate(values, opts) {
      const base: ReportFilterValues = {
        tgl_awal: text(values[names.from]),
        tgl_akhir: text(values[names.to]),
        filter: text(values.filter),
        sort_by: text(values.sort_by),
      };
      const errors: Record<string, string> = {};
      if (period || spec.filter || spec.sortBy) {
        const found = validateReportFilter(base, { oneMonth: opts.oneMonth, needsFilter: !!spec.filter, needsSort: !!spec.sortBy });
        if (!period) {
          delete found.tgl_awal;
          delete found.tgl_akhir;
        }
        Object.assign(errors, found);
      }
      if (spec.filter && base.filter && !spec.filter.includes(base.filter)) errors.filter = MESSAGES.filterRequired;
      if (spec.sortBy && base.sort_by && !spec.sortBy.includes(base.sort_by)) errors.sort_by = MESSAGES.sortByRequired;
      const own = extra.safeParse(Object.fromEntries(Object.keys(spec.extra ?? {}).map((key) => [key, values[key]])));
      if (!own.success) {
        for (const issue of own.error.issues) {
          const field = issue.path.map(String).join('.') || '_';
          errors[field] ??= issue.message;
        }
      }
      const first = Object.values(errors)[0];
      const onWire = Object.fromEntries(Object.entries(errors).map(([field, message]) => [wire(field), message]));
      if (first !== undefined || !own.success) return { ok: false, message: first ?? MESSAGES.badRequest, errors: onWire };
      return {
        ok: true,
        value: { ...own.data, tgl_awal: base.tgl_awal ?? '', tgl_akhir: base.tgl_akhir ?? '', filter: base.filter ?? '', sort_by: base.sort_by ?? '' } as unknown as ReportQueryValues<Extra>,
      };
    },
  };
}

/** An optional code filter of a report: blank or ALL / SEMUA = every value (null); else upper-cased, at most 30 characters. */
export const reportCodeOrAll = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: message })
      .max(30, message)
      .regex(/^[A-Z0-9 ._/-]*$/, message)
      .optional()
      .transform((v) => (!v || v === 'ALL' || v === 'SEMUA' ? null : v)),
  );
