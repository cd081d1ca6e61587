import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';
import { envelope } from '../schemas/common';
import { mgToGrams, parseWeightToMg } from '../units/weight';
import { isIsoDate } from '../format/date';
import { MASTER_MESSAGES, shortTextWarning } from './messages';
import type { MasterDef, MasterField, MasterWrites } from './types';
import { CATALOGUE_IMAGE_MAX_MB, IMAGE_MESSAGES, isDataImage, isStoredImageUrl, dataImageBytes } from './images';

/** Field check messages (messages/templates.ts): their text is the template's, so the web shows them translated. */
const F = MESSAGE_TEMPLATES.fields;

const DEFAULT_TEXT_MAX = 100;
const DEFAULT_CODE_MAX = 20;

/** Empty input (missing, null, blank text) reads as undefined, so required fields get their message. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A number, or a text holding one ('12.5', '12,5'); anything else is left for zod to refuse. */
function toNumber(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const text = v.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : v;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The message of an empty required field: the spec's own when it names one, else '{Label} Tidak Boleh Kosong'. */
export function requiredMessageOf(field: MasterField): string {
  return field.requiredMessage ?? requiredMessage(field.label);
}

function numberSchema(field: MasterField, decimals: number, defaultMax: number, defaultMaxMessage: (max: number) => string) {
  const min = field.min ?? 0;
  const max = field.max ?? defaultMax;
  let schema = z
    .number({ error: requiredMessageOf(field) })
    .refine((v) => Number.isFinite(v), requiredMessageOf(field));
  if (field.notZeroMessage) schema = schema.refine((v) => v !== 0, field.notZeroMessage);
  schema = schema
    .min(min, fillMessage(F.notLess, { label: field.label, min }))
    .max(max, field.maxMessage ?? defaultMaxMessage(max))
    .refine((v) => hasAtMostDecimals(v, decimals), fillMessage(decimals === 0 ? F.integer : F.maxDecimals, { label: field.label, decimals }));
  return schema;
}

function withDefault<T extends z.ZodType>(field: MasterField, schema: T, fallback: unknown) {
  if (field.required) return z.preprocess(blankToUndefined, schema);
  const value = field.defaultValue ?? fallback;
  return z.preprocess((v) => blankToUndefined(v) ?? value, schema);
}

/** Entries of a list field: a list, or one text split on commas; '#' and blanks dropped for tags, codes upper-cased. */
function listEntries(field: MasterField, value: unknown): unknown {
  if (value === null || value === undefined) return [];
  const raw = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(raw)) return raw;
  return raw
    .map((entry: unknown) => {
      const v = entry !== null && typeof entry === 'object' && field.itemKey ? (entry as Record<string, unknown>)[field.itemKey] : entry;
      if (typeof v !== 'string') return v;
      const text = field.hashtags ? v.trim().replace(/^#+/, '').trim() : v.trim();
      return field.ref ? text.toUpperCase() : text;
    })
    .filter((v: unknown) => v !== '');
}

/**
 * A picture field: a new picture as a data URL (checked: an image type, at most
 * CATALOGUE_IMAGE_MAX_MB), or the URL the list answered (kept as it is). Required on create only:
 * an edit that leaves it out keeps the stored picture (spec 001 §4).
 */
function imageSchema(field: MasterField, mode: 'create' | 'update'): z.ZodType {
  const required = requiredMessageOf(field);
  const picture = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((v, ctx) => {
      if (isStoredImageUrl(v)) return;
      if (!isDataImage(v)) ctx.addIssue({ code: 'custom', message: IMAGE_MESSAGES.notImage });
      else if ((dataImageBytes(v) ?? Infinity) > CATALOGUE_IMAGE_MAX_MB * 1024 * 1024) ctx.addIssue({ code: 'custom', message: IMAGE_MESSAGES.tooLarge });
    });
  const first = (v: unknown) => blankToUndefined(Array.isArray(v) ? v[0] : v);
  if (mode === 'create' && field.required) return z.preprocess(first, picture);
  return z.preprocess(first, picture.optional());
}

/** The input schema of one field. Output values are what the server stores and what a form keeps. */
export function fieldSchema(field: MasterField, mode: 'create' | 'update' = 'create'): z.ZodType {
  switch (field.type) {
    case 'image':
      return imageSchema(field, mode);
    case 'list': {
      const max = field.max ?? DEFAULT_TEXT_MAX;
      const invalid = fillMessage(F.invalid, { label: field.label });
      let schema = z.array(z.string({ error: invalid }).max(max, fillMessage(F.maxChars, { label: field.label, max })), { error: invalid });
      if (field.required) schema = schema.min(1, field.minItemsMessage ?? requiredMessageOf(field));
      if (field.maxItems) schema = schema.max(field.maxItems, fillMessage(F.maxItems, { label: field.label, max: field.maxItems }));
      return z.preprocess((v) => listEntries(field, v), schema.transform((list) => [...new Set(list)]));
    }
    case 'text': {
      const max = field.max ?? DEFAULT_TEXT_MAX;
      let schema = z.string({ error: requiredMessageOf(field) }).trim();
      if (field.required) schema = schema.min(1, requiredMessageOf(field));
      schema = schema.max(max, fillMessage(F.maxChars, { label: field.label, max }));
      if (field.minLength) {
        const { length, message } = field.minLength;
        schema = schema.refine((v) => v === '' || v.length >= length, message);
      }
      if (field.pattern) {
        const { regex, message } = field.pattern;
        schema = schema.refine((v) => v === '' || regex.test(v), message);
      }
      const upper = field.upper ?? true;
      const cased = upper ? schema.transform((v) => v.toUpperCase()) : schema;
      // spec 001 §5: an empty sub_title or deskripsi is kept as one space
      const out = field.emptyAsSpace ? cased.transform((v) => (v === '' ? ' ' : v)) : cased;
      return z.preprocess((v) => {
        if (v === null || v === undefined) return field.required ? '' : (field.defaultValue ?? '');
        return typeof v === 'number' ? String(v) : v;
      }, out);
    }
    case 'number':
      return withDefault(field, z.preprocess(toNumber, numberSchema(field, field.decimals ?? 0, Number.MAX_SAFE_INTEGER, (m) => fillMessage(F.notMore, { label: field.label, max: m }))), 0);
    case 'money':
      return withDefault(field, z.preprocess(toNumber, numberSchema(field, 0, Number.MAX_SAFE_INTEGER, (m) => fillMessage(F.notMore, { label: field.label, max: m }))), 0);
    case 'percent':
      return withDefault(field, z.preprocess(toNumber, numberSchema(field, 2, 100, () => MASTER_MESSAGES.percentOver100)), 0);
    case 'weight': {
      const max = field.max ?? 999_999_999;
      const min = field.min ?? 0;
      // one type, not a union: a form resolver reports a union's inner issues instead of its message
      let schema = z
        .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: requiredMessageOf(field) }))
        .transform((v, ctx) => {
          const mg = parseWeightToMg(v);
          if (mg === null) {
            ctx.addIssue({ code: 'custom', message: fillMessage(F.invalid, { label: field.label }) });
            return z.NEVER;
          }
          return mgToGrams(mg);
        })
        .pipe(z.number());
      if (field.notZeroMessage) schema = schema.refine((g) => g !== 0, field.notZeroMessage);
      schema = schema
        .refine((g) => g >= min, fillMessage(F.notLess, { label: field.label, min }))
        .refine((g) => g <= max, field.maxMessage ?? fillMessage(F.notMore, { label: field.label, max }));
      return withDefault(field, schema, 0);
    }
    case 'select': {
      const max = field.max ?? DEFAULT_CODE_MAX;
      const base = field.options?.length
        ? z.enum(field.options as [string, ...string[]], { error: requiredMessageOf(field) })
        : z
            .string({ error: requiredMessageOf(field) })
            .trim()
            .min(1, requiredMessageOf(field))
            .max(max, fillMessage(F.maxChars, { label: field.label, max }))
            .transform((v) => v.toUpperCase());
      if (field.required) return z.preprocess(blankToUndefined, base);
      return z.preprocess((v) => blankToUndefined(v) ?? field.defaultValue ?? null, base.nullable());
    }
    case 'checkbox':
      return z.preprocess((v) => (v === null || v === undefined ? (field.defaultValue ?? false) : v), z.boolean({ error: fillMessage(F.yesNo, { label: field.label }) }));
    case 'date': {
      const schema = z
        .string({ error: requiredMessageOf(field) })
        .trim()
        .min(1, requiredMessageOf(field))
        .refine(isIsoDate, field.pattern?.message ?? fillMessage(F.invalid, { label: field.label }));
      if (field.required) return z.preprocess(blankToUndefined, schema);
      return z.preprocess((v) => blankToUndefined(v) ?? null, schema.nullable());
    }
  }
}

/** Fields sent on create: the code (unless the server makes it) and every field. */
export function createFieldsOf(def: MasterDef): readonly MasterField[] {
  return def.code.generated ? def.fields : [def.code, ...def.fields];
}

/** Fields sent on update: every field that is not read-only in edit (never the code). */
export function updateFieldsOf(def: MasterDef): readonly MasterField[] {
  return def.fields.filter((f) => !f.readOnlyInEdit);
}

function objectOf(def: MasterDef, fields: readonly MasterField[], mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) shape[f.name] = fieldSchema(f, mode);
  const check = def.check;
  const object = z.object(shape);
  if (!check) return object;
  return object.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(check(values))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

const createCache = new WeakMap<MasterDef, z.ZodType<Record<string, unknown>>>();
const updateCache = new WeakMap<MasterDef, z.ZodType<Record<string, unknown>>>();
const rowCache = new WeakMap<MasterDef, z.ZodObject>();

/** Body of POST (create). Unknown keys are dropped, so a form may send a whole row. */
export function createSchemaOf(def: MasterDef): z.ZodType<Record<string, unknown>> {
  let s = createCache.get(def);
  if (!s) createCache.set(def, (s = objectOf(def, createFieldsOf(def), 'create')));
  return s;
}

/** Body of PUT (update): the whole record without the code. */
export function updateSchemaOf(def: MasterDef): z.ZodType<Record<string, unknown>> {
  let s = updateCache.get(def);
  if (!s) updateCache.set(def, (s = objectOf(def, updateFieldsOf(def), 'update')));
  return s;
}

function wireSchema(field: MasterField): z.ZodType {
  switch (field.type) {
    case 'text':
      return z.string();
    case 'date':
      return field.required ? z.string() : z.string().nullable();
    case 'number':
    case 'money':
    case 'percent':
    case 'weight':
      return z.number();
    case 'select':
      return field.required ? z.string() : z.string().nullable();
    case 'checkbox':
      return z.boolean();
    case 'image':
      return field.asList ? z.array(z.string()) : z.string().nullable();
    case 'list':
      return z.array(z.string());
  }
}

/** A row as the API answers it. */
export function rowSchemaOf(def: MasterDef): z.ZodObject {
  let s = rowCache.get(def);
  if (!s) {
    const shape: Record<string, z.ZodType> = { _id: z.string(), kode_toko: z.string() };
    for (const f of [def.code, ...def.fields]) shape[f.name] = f.name === '_id' ? z.string() : wireSchema(f);
    for (const d of def.display ?? []) shape[d.name] = d.kind === 'list' ? z.array(z.string()) : z.string();
    shape.updated_at = z.string();
    shape.updated_by = z.string();
    rowCache.set(def, (s = z.object(shape)));
  }
  return s;
}

export const masterWarnings = z.record(z.string(), z.string());

/** Answers of the writes: the row, and warnings (field -> message) that did not stop the save. */
export function writeResponseOf(def: MasterDef) {
  return envelope(rowSchemaOf(def)).extend({ warnings: masterWarnings.optional() });
}

export function listResponseOf(def: MasterDef) {
  return envelope(z.array(rowSchemaOf(def)));
}

/** Path parameter of update and delete: the code, upper-cased unless it is a generated id. */
export function codeParamsOf(def: MasterDef) {
  const name = def.code.name;
  const value = z.string().trim().min(1, requiredMessage(def.code.label));
  return z.object({ [name]: def.code.generated ? value : value.transform((v) => v.toUpperCase()) });
}

/**
 * Warnings of a record about to be saved (spec: a description under 20 characters warns; the
 * record is saved all the same). The answer carries them in `warnings`, beside `message`.
 */
export function warningsOf(def: MasterDef, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of def.fields) {
    if (f.type !== 'text' || !f.warnUnder || !(f.name in values)) continue;
    const text = String(values[f.name] ?? '').trim();
    if (text.length < f.warnUnder) out[f.name] = shortTextWarning(f.label, f.warnUnder);
  }
  return out;
}

/** Default write paths of a resource: POST base/create, PUT base/update/:code, DELETE base/delete/:code. */
export function defaultWrites(base: string, codeName: string): MasterWrites {
  return { create: `${base}/create`, update: `${base}/update/:${codeName}`, delete: `${base}/delete/:${codeName}` };
}

/** The reference masters a master's fields point at: field -> master key. */
export function referencesOf(def: MasterDef): { field: string; master: string }[] {
  return [def.code, ...def.fields].filter((f) => f.ref).map((f) => ({ field: f.name, master: f.ref! }));
}

/**
 * Every place that keeps a master's code and so blocks its delete: fields of other masters that
 * reference it, and the tables it declares in `usedBy` (items, prices...). Tables that do not exist
 * yet are skipped by the server, so a table added later is checked without code changes.
 */
export function usagesOf(def: MasterDef, all: readonly MasterDef[]): { table: string; column: string; label: string; storeColumn: string; list?: boolean }[] {
  const out: { table: string; column: string; label: string; storeColumn: string; list?: boolean }[] = [];
  for (const other of all) {
    if (other === def) continue;
    for (const f of [other.code, ...other.fields]) {
      if (f.ref !== def.key) continue;
      // a list of codes (an item's banners, a price list's groups) is a text[] column: counted by `code = any(column)`
      out.push({ table: other.table, column: f.name, label: other.title, storeColumn: 'kode_toko', ...(f.type === 'list' ? { list: true } : {}) });
    }
  }
  for (const u of def.usedBy ?? []) out.push({ table: u.table, column: u.column, label: u.label, storeColumn: u.storeColumn ?? 'kode_toko' });
  return out;
}
