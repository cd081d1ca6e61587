import type { ModuleRow, ParamRow, UpdateParaSystemRequest } from '@emas/domain';

export type ModuleDraft = Record<string, boolean>;
export type ParamDraft = Record<string, string>;

/** Only what differs from what was loaded goes to the server (and into the settings-changed event). */
export function changedEntries(
  modules: readonly ModuleRow[],
  params: readonly ParamRow[],
  moduleDraft: ModuleDraft,
  paramDraft: ParamDraft,
): Required<UpdateParaSystemRequest> {
  return {
    modules: modules
      .filter((m) => m.key in moduleDraft && moduleDraft[m.key] !== m.aktif)
      .map((m) => ({ key: m.key, aktif: moduleDraft[m.key]! })),
    params: params
      .filter((p) => p.key in paramDraft && paramDraft[p.key] !== p.value)
      .map((p) => ({ key: p.key, value: paramDraft[p.key]! })),
  };
}

/** Modules whose label or key holds every word of the search text (case ignored). */
export function filterModules<T extends { key: string; label: string }>(modules: readonly T[], search: string): T[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...modules];
  return modules.filter((m) => {
    const text = `${m.label} ${m.key.replace(/_/g, ' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
