import {
  CATALOGUE_IMAGE_MAX_MB,
  IMAGE_MESSAGES,
  isDataImage,
  createFieldsOf,
  createSchemaOf,
  findMaster,
  formatBusinessDate,
  formatDecimals,
  formatRate,
  formatRupiah,
  formatWeight,
  relabelMessage,
  updateSchemaOf,
  type MasterDef,
  type MasterField,
  type MasterRow,
} from '@emas/domain';
import { Group, Image } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { CrudField, CrudOption, CrudResource, CrudValues } from '../crud-types';
import { tagsText } from '../crud-values';
import { pictureUrl } from '../ImageInput';
import type { DataTableColumn } from '../table-data';

/**
 * The one adapter from the domain registry (packages/domain/src/masters, prices/masters.ts) to
 * the CRUD kit: a master's definition becomes a CrudResource (list, columns, form fields, zod
 * schemas, write paths and messages), so every master screen is the same few lines.
 */

export type MasterResourceContext = {
  t: TFunction;
  /** choices of a select that holds another master's code, by that master's key (shown by `optionFields` when given) */
  optionsOf?: (masterKey: string, optionFields?: readonly string[]) => CrudOption[];
};

/** Text fields longer than this are edited in a textarea spanning the form. */
const LONG_TEXT = 100;

/** The value a new record's form holds for a field's registry default (see CrudField). */
function formDefault(field: MasterField): unknown {
  const value = field.defaultValue;
  if (value === undefined) return undefined;
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? value : Number(value);
    case 'checkbox':
      return value === true;
    default:
      return String(value);
  }
}

/** One registry field as a form field of the kit. */
export function crudFieldOf(field: MasterField, optionsOf: (masterKey: string, optionFields?: readonly string[]) => CrudOption[] = () => []): CrudField {
  const base = {
    name: field.name,
    label: field.label,
    required: field.required,
    readOnlyInEdit: field.readOnlyInEdit,
    defaultValue: formDefault(field),
    ...(field.hint ? { description: field.hint } : {}),
  };
  switch (field.type) {
    case 'image':
      return { ...base, type: 'image', maxBytes: CATALOGUE_IMAGE_MAX_MB * 1024 * 1024, tooLargeMessage: IMAGE_MESSAGES.tooLarge, span: 12 };
    case 'list':
      if (field.ref) return { ...base, type: 'multiselect', options: optionsOf(field.ref, field.optionFields), maxValues: field.maxItems };
      return { ...base, type: 'tags' };
    case 'text':
      // no maxLength: a browser cuts a longer text silently; the shared schema refuses it with 'X maksimal N karakter'
      if (field.color) return { ...base, type: 'color' };
      if ((field.max ?? 0) > LONG_TEXT) return { ...base, type: 'textarea', upper: field.upper ?? true, span: 12 };
      return { ...base, type: 'text', upper: field.upper ?? true, ...(field.digitsOnly ? { filter: 'digits' as const } : {}) };
    case 'number':
      return { ...base, type: 'number', decimals: field.decimals ?? 0 };
    case 'money':
      return { ...base, type: 'money' };
    case 'weight':
      return { ...base, type: 'weight' };
    case 'percent':
      // the kit's percent input stops at 100; purity goes up to 500 (spec 000 §5), so it is a 2-decimal number
      return (field.max ?? 100) > 100 ? { ...base, type: 'number', decimals: 2 } : { ...base, type: 'percent' };
    case 'select': {
      const labels = field.optionLabels;
      const fixed = field.options?.map((o) => (labels?.[o] ? { value: o, label: labels[o]! } : o));
      return { ...base, type: 'select', options: fixed ?? (field.ref ? optionsOf(field.ref, field.optionFields) : []) };
    }
    case 'checkbox':
      return { ...base, type: 'checkbox' };
    case 'date':
      return { ...base, type: 'date' };
  }
}

/**
 * A table column of a registry field: numbers formatted and right-aligned, checkboxes as Ya / Tidak, a list of
 * another master's codes as those records' choice labels (an item's banners 'B1 - PROMO EMAS', a price list's
 * groups 'EMAS 24K / 99.9', spec 001 §3) when `optionsOf` has them.
 */
export function columnOf(field: MasterField, t: TFunction, optionsOf?: (masterKey: string, optionFields?: readonly string[]) => CrudOption[]): DataTableColumn<MasterRow> {
  const value = (row: MasterRow) => row[field.name];
  const number = (format: (v: number | string | null | undefined) => string): DataTableColumn<MasterRow> => ({
    key: field.name,
    header: field.label,
    align: 'right',
    text: (row) => {
      const v = value(row);
      return v === null || v === undefined || typeof v === 'boolean' || Array.isArray(v) ? '' : format(v);
    },
  });
  switch (field.type) {
    case 'money':
      return number(formatRupiah);
    case 'weight':
      return number(formatWeight);
    case 'percent':
      return number(formatRate);
    case 'number':
      return number((v) => formatDecimals(v, field.decimals ?? 0));
    case 'checkbox':
      return { key: field.name, header: field.label, align: 'center', text: (row) => (value(row) === true ? t('common.yes') : t('common.no')) };
    case 'date':
      return { key: field.name, header: field.label, text: (row) => formatBusinessDate(typeof value(row) === 'string' ? (value(row) as string) : null) };
    case 'image': {
      const urls = (row: MasterRow) => [value(row)].flat().filter((v): v is string => typeof v === 'string' && v !== '');
      return {
        key: field.name,
        header: field.label,
        align: 'center',
        text: (row) => urls(row).join(', '),
        render: (row) => (
          <Group gap={4} justify="center" wrap="nowrap">
            {urls(row).map((url) => (
              <Image key={url} src={pictureUrl(url)} w={48} h={48} fit="contain" alt={field.label} />
            ))}
          </Group>
        ),
      };
    }
    case 'list': {
      const labels = field.ref && optionsOf ? new Map(optionsOf(field.ref, field.optionFields).map((o) => [o.value, o.label])) : undefined;
      const entry = (v: unknown) => {
        const code = String(v && typeof v === 'object' && field.itemKey ? (v as Record<string, unknown>)[field.itemKey] : v);
        return labels?.get(code) ?? code;
      };
      return { key: field.name, header: field.label, text: (row) => (field.hashtags ? tagsText(value(row)) : [value(row)].flat().filter(Boolean).map(entry).join(', ')) };
    }
    case 'select':
      if (field.optionLabels) return { key: field.name, header: field.label, text: (row) => field.optionLabels?.[String(value(row))] ?? String(value(row) ?? '') };
      return { key: field.name, header: field.label };
    default:
      return { key: field.name, header: field.label };
  }
}

/**
 * Choices of a select holding a master's code: 'CODE - NAME' from that master's rows, or the fields
 * the select names joined by ' / ' ('EMAS 24K / 99.9' for a group, spec 001 §3).
 */
export function optionsOfRows(masterKey: string, rows: readonly MasterRow[] | undefined, optionFields?: readonly string[]): CrudOption[] {
  const def = findMaster(masterKey);
  if (!def || !rows) return [];
  return rows.map((row) => {
    const code = String(row[def.code.name] ?? '');
    if (optionFields?.length) {
      const label = optionFields.map((f) => row[f]).filter((v) => v !== null && v !== undefined && v !== '').map(String).join(' / ');
      return { value: code, label: label || code };
    }
    const name = row[def.nameField];
    return { value: code, label: name === null || name === undefined || name === '' || def.nameField === def.code.name ? code : `${code} - ${String(name)}` };
  });
}

/**
 * A registry field in the picked language: label, hint and option labels from the dictionary's
 * `resources.<key>` (built from the registry in id, so a language without the key shows the
 * registry's Indonesian). Validation keeps the registry's own texts (messages go by code).
 */
export function translatedField(def: MasterDef, field: MasterField, t: TFunction): MasterField {
  const base = `resources.${def.key}`;
  const label = t(`${base}.fields.${field.name}`, { defaultValue: field.label });
  // checks built from the label ('Kode Sales tidak boleh 0') name the translated label, so they translate whole
  const relabel = (text: string) => relabelMessage(text, field.label, label);
  const out: MasterField = { ...field, label };
  if (field.requiredMessage) out.requiredMessage = relabel(field.requiredMessage);
  if (field.notZeroMessage) out.notZeroMessage = relabel(field.notZeroMessage);
  if (field.maxMessage) out.maxMessage = relabel(field.maxMessage);
  if (field.minItemsMessage) out.minItemsMessage = relabel(field.minItemsMessage);
  if (field.pattern) out.pattern = { ...field.pattern, message: relabel(field.pattern.message) };
  if (field.minLength) out.minLength = { ...field.minLength, message: relabel(field.minLength.message) };
  if (field.hint) out.hint = t(`${base}.hints.${field.name}`, { defaultValue: field.hint });
  if (field.optionLabels) {
    out.optionLabels = Object.fromEntries(
      Object.entries(field.optionLabels).map(([value, label]) => [value, t(`${base}.options.${field.name}.${value}`, { defaultValue: label })]),
    );
  }
  return out;
}

/** The resource's title in the picked language (the registry's Indonesian as the fallback). */
export function resourceTitle(def: MasterDef, t: TFunction): string {
  return t(`resources.${def.key}.title`, { defaultValue: def.title });
}

/** A master of the registry as a CRUD resource of the kit. */
export function masterResource(def: MasterDef, { t, optionsOf }: MasterResourceContext): CrudResource<MasterRow> {
  const isMasterRoute = def.route.startsWith('/master-');
  const name = resourceTitle(def, t);
  const title = isMasterRoute ? t('masters.page.title', { title: name }) : name;
  const shown = (f: MasterField) => translatedField(def, f, t);
  const shownCode = def.code.generated ? [] : [shown(def.code)];
  // the form's checks name the fields as the form does: their messages come out whole in the picked language
  const shownDef: MasterDef = { ...def, code: shown(def.code), fields: def.fields.map(shown) };
  return {
    // the master's key: the kit invalidates [key] after a write, which covers the master's
    // reference lists (lib/reference.ts), so other screens' selects see the change
    key: def.key,
    title,
    recordName: name,
    codeField: def.code.name,
    list: { path: def.reads[0]!.path, select: (data) => (Array.isArray(data) ? (data as MasterRow[]) : []) },
    columns: tableFieldsOf(def, shownCode, shown).map((f) => columnOf(f, t, optionsOf)),
    fields: [...createFieldsOf(shownDef).map((f) => crudFieldOf(f, optionsOf)), ...displayFieldsOf(def, t)],
    schema: { create: createSchemaOf(shownDef), update: updateSchemaOf(shownDef) },
    // a fixed set (the splash screens) is edited only (spec 001 §2)
    create: def.fixedCodes ? false : { path: def.writes.create, method: 'POST' },
    update: { path: def.writes.update, method: 'PUT' },
    remove: def.fixedCodes ? false : { path: def.writes.delete },
    // a picture is sent only when a new one was chosen (spec 001 §4): the stored one's URL stays home
    toBody: (values) => withoutUnchangedImages(def, values),
    preventEnterSubmit: def.preventEnterSubmit,
    // the description-under-20-characters warning (spec 000 §5, spec 001 §9) comes back in the
    // answer's `warnings` (the domain's `warningsOf` on the server); the kit shows it as a warning toast
    messages: {
      created: def.messages.created,
      updated: def.messages.updated,
      deleted: def.messages.deleted,
      createFailed: def.messages.createFailed,
      updateFailed: def.messages.updateFailed,
      deleteFailed: def.messages.deleteFailed,
      ...(def.code.generated ? { deleteConfirm: () => t('masters.page.deleteRecordConfirm') } : {}),
    },
    emptyText: def.emptyText ? t(`resources.${def.key}.empty`, { defaultValue: def.emptyText }) : t('masters.page.empty', { title: name }),
    csvFileName: def.csvFileName ?? def.key,
  };
}

/** The table's columns: the definition's `tableFields` in their order, else the code and every field. */
function tableFieldsOf(def: MasterDef, shownCode: readonly MasterField[], shown: (f: MasterField) => MasterField): MasterField[] {
  const all = [...shownCode, ...def.fields.map(shown)];
  if (!def.tableFields) return all;
  return def.tableFields.map((name) => all.find((f) => f.name === name)).filter((f): f is MasterField => f !== undefined);
}

/**
 * The display-only fields (spec 001 §3: an item's harga_jual_str, deskripsi_banner, deskripsi_info;
 * a splash screen's name, kode, url): read-only text in the edit form, what the server answered.
 */
export function displayFieldsOf(def: MasterDef, t: TFunction): CrudField[] {
  return (def.display ?? []).map((d) => ({
    name: d.name,
    label: t(`resources.${def.key}.fields.${d.name}`, { defaultValue: d.label }),
    type: 'text',
    upper: false,
    readOnly: true,
    only: 'edit',
  }));
}

/**
 * The values to send: display-only fields dropped (spec 001 §3: "dropped before sending"), and a
 * picture field whose value is not a newly chosen file left out.
 */
export function withoutUnchangedImages(def: MasterDef, values: CrudValues): CrudValues {
  const out: CrudValues = { ...values };
  for (const d of def.display ?? []) delete out[d.name];
  for (const f of def.fields) {
    if (f.type !== 'image' || !(f.name in out)) continue;
    const v = out[f.name];
    if (typeof v !== 'string' || !isDataImage(v)) delete out[f.name];
  }
  return out;
}
