import { MASTER_MESSAGES } from './messages';
import type { MasterField } from './types';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

/** Short builders for registry entries. Every field is required unless `required: false` is given. */
type Extra = Partial<Omit<MasterField, 'name' | 'label' | 'type'>>;

export function codeField(name: string, label: string, max = 10, extra: Extra = {}): MasterField {
  return {
    name,
    label,
    type: 'text',
    required: true,
    max,
    readOnlyInEdit: true,
    pattern: { regex: /^[A-Za-z0-9._-]+$/, message: fillMessage(MESSAGE_TEMPLATES.fields.codeChars, { label }) },
    ...extra,
  };
}

export function textField(name: string, label: string, max = 50, extra: Extra = {}): MasterField {
  return { name, label, type: 'text', required: true, max, ...extra };
}

/** A description: optional, kept as typed, warns under 20 characters (spec 000 §5, spec 001 §9). */
export function descriptionField(name: string, label: string, max = 200, extra: Extra = {}): MasterField {
  return { name, label, type: 'text', required: false, max, upper: false, warnUnder: 20, ...extra };
}

export function moneyField(name: string, label: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'money', required: true, ...extra };
}

export function numberField(name: string, label: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'number', required: true, ...extra };
}

export function percentField(name: string, label: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'percent', required: true, max: 100, maxMessage: MASTER_MESSAGES.percentOver100, ...extra };
}

/** Purity: 2 decimals, not 0, not above 500 (spec 000 §5 / spec 001 §5, item purity). */
export function kadarField(name: string, label: string, extra: Extra = {}): MasterField {
  return {
    name,
    label,
    type: 'percent',
    required: true,
    max: 500,
    maxMessage: MASTER_MESSAGES.kadarOver500,
    notZeroMessage: MASTER_MESSAGES.kadarZero,
    ...extra,
  };
}

export function weightField(name: string, label: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'weight', required: true, ...extra };
}

export function selectField(name: string, label: string, options: readonly string[], extra: Extra = {}): MasterField {
  return { name, label, type: 'select', required: true, options, ...extra };
}

/** A code of another master (e.g. a tray's warehouse). */
export function refField(name: string, label: string, ref: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'select', required: true, ref, ...extra };
}

export function checkboxField(name: string, label: string, defaultValue: boolean, extra: Extra = {}): MasterField {
  return { name, label, type: 'checkbox', required: false, defaultValue, ...extra };
}

export const PHONE_PATTERN = { regex: /^[0-9+\- ]*$/, message: 'No HP hanya boleh angka' } as const;

/** A calendar date ('YYYY-MM-DD'; the form shows and takes DD-MM-YYYY). */
export function dateField(name: string, label: string, extra: Extra = {}): MasterField {
  return { name, label, type: 'date', required: true, ...extra };
}
