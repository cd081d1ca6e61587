import { z } from 'zod';
import { ALL_MASTERS } from '../masters/catalog';
import type { MasterDef } from '../masters/types';
import { envelope } from '../schemas/common';

/**
 * /import-data-pusat (issue 18 part 2): a branch takes head office's master lists and gold prices.
 * Every master is kept per store (kode_toko); the lists a store keeps for itself are not imported:
 * its warehouses and trays (where its goods are), its sales people and goldsmiths, its bank
 * accounts, and lists whose rows have no code to match them by (generated _id).
 */
export const STORE_OWN_MASTERS = ['gudang', 'baki', 'sales', 'tukang', 'rekening'] as const;

/** The gold prices per group (harga_emas in force), imported as new price rows from the branch's business date. */
export const IMPORT_HARGA_EMAS = 'harga-emas';

export function importableMasters(): MasterDef[] {
  return ALL_MASTERS.filter((m) => !(STORE_OWN_MASTERS as readonly string[]).includes(m.key) && !m.code.generated);
}

export const IMPORT_LIST_KEYS: readonly string[] = [...importableMasters().map((m) => m.key), IMPORT_HARGA_EMAS];

export const IMPORT_MESSAGES = {
  listsRequired: 'Pilih minimal satu daftar',
  listUnknown: 'Daftar tidak dikenal',
  noHeadOffice: 'Kantor pusat tidak ditemukan',
  headOfficeCannotImport: 'Kantor pusat tidak mengimport datanya sendiri',
  applied: 'Data Pusat Berhasil Diimport',
  previewed: 'Data Tersedia',
} as const;

export function missingReferenceMessage(label: string, code: string, title: string): string {
  return `${label} ${code} belum ada di toko ini, pilih juga daftar ${title}`;
}

/** POST import-data-pusat/preview and POST import-data-pusat: the chosen lists. */
export const importDataRequest = z.object({
  lists: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.string({ error: IMPORT_MESSAGES.listUnknown }).refine((k) => IMPORT_LIST_KEYS.includes(k), IMPORT_MESSAGES.listUnknown), { error: IMPORT_MESSAGES.listsRequired })
      .min(1, IMPORT_MESSAGES.listsRequired)
      .max(IMPORT_LIST_KEYS.length, IMPORT_MESSAGES.listUnknown)
      .transform((keys) => [...new Set(keys)]),
  ),
});
export type ImportDataInput = z.output<typeof importDataRequest>;

export const IMPORT_ROW_STATUSES = ['ADDED', 'CHANGED', 'UNCHANGED'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importListSummary = z.object({
  key: z.string(),
  title: z.string(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  rows: z.array(z.object({ code: z.string(), status: z.enum(IMPORT_ROW_STATUSES) })),
});
export type ImportListSummary = z.infer<typeof importListSummary>;
export const importDataResponse = envelope(z.object({ pusat: z.string(), lists: z.array(importListSummary) }));

type Values = Readonly<Record<string, unknown>>;

/**
 * Head office's rows against the store's, matched by code: ADDED (only at head office), CHANGED
 * (some compared field differs), UNCHANGED. Rows only the store has are left alone (not listed).
 */
export function diffRows(head: readonly Values[], own: readonly Values[], code: string, fields: readonly string[]): { code: string; status: ImportRowStatus }[] {
  const mine = new Map(own.map((r) => [String(r[code]), r]));
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return head.map((r) => {
    const key = String(r[code]);
    const current = mine.get(key);
    if (!current) return { code: key, status: 'ADDED' as const };
    return { code: key, status: fields.some((f) => text(r[f]) !== text(current[f])) ? ('CHANGED' as const) : ('UNCHANGED' as const) };
  });
}

/** Chosen master lists in an order where every list comes after the lists its fields refer to. */
export function importOrder(keys: readonly string[]): MasterDef[] {
  const chosen = importableMasters().filter((m) => keys.includes(m.key));
  const out: MasterDef[] = [];
  const visit = (m: MasterDef, path: Set<string>) => {
    if (out.includes(m) || path.has(m.key)) return;
    path.add(m.key);
    for (const f of [m.code, ...m.fields]) {
      const ref = f.ref ? chosen.find((c) => c.key === f.ref) : undefined;
      if (ref && ref !== m) visit(ref, path);
    }
    out.push(m);
  };
  for (const m of chosen) visit(m, new Set());
  return out;
}
