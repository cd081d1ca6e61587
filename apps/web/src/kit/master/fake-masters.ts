import { ALL_MASTERS, createSchemaOf, updateSchemaOf, warningsOf, type MasterDef, type MasterRow } from '@emas/domain';
import { fail, ok, type FakeAnswer, type FakeRequest } from '../test-app';

/**
 * A small in-memory master server for screen tests, answering the registry's read and write paths
 * the way the real one does (docs/api.md "Master data"): validation by the same schemas, the
 * master's messages, `warnings` beside `data`, 409 for a code that exists. Only fetch is faked.
 */
export type FakeMasters = {
  rows: Record<string, MasterRow[]>;
  handle: (request: FakeRequest) => FakeAnswer | undefined;
};

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const regex = new RegExp(`^${pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
  const m = regex.exec(path);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

function invalid(def: MasterDef, issues: readonly { path: PropertyKey[]; message: string }[]): FakeAnswer {
  const errors: Record<string, string> = {};
  for (const i of issues) errors[i.path.map(String).join('.')] ??= i.message;
  return fail(400, def.messages.invalid ?? Object.values(errors)[0]!, errors);
}

export function fakeMasters(initial: Record<string, MasterRow[]>): FakeMasters {
  const rows: Record<string, MasterRow[]> = Object.fromEntries(ALL_MASTERS.map((d) => [d.key, [...(initial[d.key] ?? [])]]));
  let seq = 0;
  const withWarnings = (answer: FakeAnswer, warnings: Record<string, string>): FakeAnswer =>
    Object.keys(warnings).length ? { ...answer, body: { ...(answer.body as object), warnings } } : answer;

  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    for (const def of ALL_MASTERS) {
      const list = rows[def.key]!;
      const code = def.code.name;
      if (request.method === 'GET' && def.reads.some((r) => r.path === request.path)) return ok(list);
      if (request.method === 'POST' && request.path === def.writes.create) {
        const parsed = createSchemaOf(def).safeParse(request.body);
        if (!parsed.success) return invalid(def, parsed.error.issues);
        const row: MasterRow = { ...(parsed.data as MasterRow), kode_toko: 'PST' };
        if (def.code.generated) row[code] = `ID${String((seq += 1)).padStart(14, '0')}`;
        else if (list.some((r) => r[code] === row[code])) return fail(409, `${def.code.label} ${String(row[code])} sudah terdaftar`);
        list.push(row);
        return withWarnings(ok(row, def.messages.created), warningsOf(def, parsed.data));
      }
      const update = request.method === 'PUT' ? matchPath(def.writes.update, request.path) : null;
      if (update) {
        const parsed = updateSchemaOf(def).safeParse(request.body);
        if (!parsed.success) return invalid(def, parsed.error.issues);
        const i = list.findIndex((r) => r[code] === update[code]);
        if (i < 0) return fail(404, def.messages.updateFailed);
        list[i] = { ...list[i]!, ...(parsed.data as MasterRow) };
        return withWarnings(ok(list[i], def.messages.updated), warningsOf(def, parsed.data));
      }
      const remove = request.method === 'DELETE' ? matchPath(def.writes.delete, request.path) : null;
      if (remove) {
        const i = list.findIndex((r) => r[code] === remove[code]);
        if (i < 0) return fail(404, def.messages.deleteFailed);
        list.splice(i, 1);
        return ok(null, def.messages.deleted);
      }
    }
    return undefined;
  };
  return { rows, handle };
}
