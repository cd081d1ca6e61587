import { EVERY_MASTER_DEF } from '../../masters/catalog';
import type { MasterDef } from '../../masters/types';

/**
 * Texts of the registry's resources (masters, price parameters, catalogue) by key
 * (`resources.<resource key>.<title | empty | fields.<field> | hints.<field> | options.<field>.<value>>`):
 * built from the registry, so each id text is the registry's Indonesian text byte for byte and a new
 * field has its key at once. The other languages translate them; a key a language leaves out falls
 * back to en, then to this Indonesian label.
 */
export type ResourceTexts = {
  title: string;
  empty?: string;
  fields: Record<string, string>;
  hints?: Record<string, string>;
  options?: Record<string, Record<string, string>>;
};

function textsOf(def: MasterDef): ResourceTexts {
  const all = [def.code, ...def.fields];
  const labelled = [...all, ...(def.display ?? [])];
  const out: ResourceTexts = { title: def.title, fields: Object.fromEntries(labelled.map((f) => [f.name, f.label])) };
  if (def.emptyText) out.empty = def.emptyText;
  const hints = all.filter((f) => f.hint);
  if (hints.length) out.hints = Object.fromEntries(hints.map((f) => [f.name, f.hint!]));
  const options = all.filter((f) => f.optionLabels);
  if (options.length) out.options = Object.fromEntries(options.map((f) => [f.name, { ...f.optionLabels! }]));
  return out;
}

export function resourceDictionary(): Record<string, ResourceTexts> {
  return Object.fromEntries(EVERY_MASTER_DEF.map((def) => [def.key, textsOf(def)]));
}

export const resources = resourceDictionary();
