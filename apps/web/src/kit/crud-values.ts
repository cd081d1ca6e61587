import { mgToWeightString, parseWeightToMg } from '@emas/domain';
import type { CrudField, CrudMode, CrudOption, CrudValues } from './crud-types';

/** Fills ':name' parts of a path from a row: 'users/:user_id/status' -> 'users/KASIRBDG/status'. */
export function fillPath(path: string, row: unknown): string {
  const record = (row ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(record[name] ?? '')));
}

export function fieldsFor(fields: readonly CrudField[], mode: CrudMode): readonly CrudField[] {
  return fields.filter((f) => !f.only || f.only === mode);
}

/** The empty value a field holds in a new form. */
export function emptyValueOf(field: CrudField): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'money':
    case 'select':
    case 'date':
      return null;
    case 'checkbox':
      return false;
    case 'multiselect':
      return [];
    default:
      return '';
  }
}

/** Tags as one text: ['a', 'b'] -> '#a, #b' (spec 001 §3). */
export function tagsText(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : '';
  return value.map((v) => `#${String(v)}`).join(', ');
}

/** What the form holds for a stored value (see CrudField). */
export function formValueOf(field: CrudField, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValueOf(field);
  switch (field.type) {
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? Math.round(n) : null;
    }
    case 'weight': {
      const mg = parseWeightToMg(typeof value === 'number' ? value : String(value));
      return mg === null ? '' : mgToWeightString(mg);
    }
    case 'checkbox':
      return value === true || value === 'true' || value === 1;
    case 'multiselect':
      return Array.isArray(value) ? value.map(String) : [String(value)];
    case 'tags':
      return tagsText(value);
    case 'image':
      return Array.isArray(value) ? String(value[0] ?? '') : String(value);
    case 'select':
    case 'date':
      return String(value);
    default:
      // a list shown in a text field (display-only lists) reads comma-joined
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
}

export function addValuesOf(fields: readonly CrudField[]): CrudValues {
  return Object.fromEntries(fieldsFor(fields, 'add').map((f) => [f.name, emptyValueOf(f)]));
}

export function editValuesOf<Row>(fields: readonly CrudField[], row: Row): CrudValues {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(fieldsFor(fields, 'edit').map((f) => [f.name, formValueOf(f, record[f.name])]));
}

export function toOptions(options: readonly (string | CrudOption)[]): CrudOption[] {
  return options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
}
