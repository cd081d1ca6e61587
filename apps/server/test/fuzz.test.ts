import { ALL_MASTERS } from '@emas/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every operation of the OpenAPI document, sent bad input as every demo user: wrong types, missing
 * and extra fields, huge and negative numbers, NaN and 9e99 as text, 300,000-character strings,
 * control characters, `__proto__` and `constructor` keys, arrays where objects belong, truncated JSON
 * and bad path parameters. Each answer must be an error envelope with an Indonesian message (never a
 * 5xx, never a stack, never a library's English default) or a success envelope, and the ledgers and
 * documents must be as they were. Operations added later are attacked without a change here.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS sets the cases per operation and user.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const USERS = ['OWNER', 'ADMIN', 'SPVBDG', 'KASIRBDG', 'KASIRSBY'] as const;

/** Calls that end or start sessions are not fuzzed with tokens (they would sign the fuzzing users out). */
const SKIP = new Set(['POST /api/users/login', 'POST /api/users/logout']);

type Operation = { method: string; path: string; params: string[]; query: string[]; bodyKeys: string[]; hasBody: boolean };
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
};

const HUGE = 'x'.repeat(300_000);
const badScalar = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -5, 1e15, -1e15, 9e99, 'NaN', '9e99', '-5', '0', '', ' ', HUGE, '\u0000\u0007\u001b[31m\r\n', '<script>alert(1)</script>', "' or 1=1 --", '__proto__', 'constructor', '2026-02-30', '99999999999999999999999'),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 30 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
const badParam = fc.constantFrom('__proto__', 'constructor', '-1', '9e99', 'NaN', '%00', '..%2F..%2Fetc', 'x'.repeat(999), '%E2%80%AE', "'%20or%201=1", '0', 'ZZZ-TIDAK-ADA');
const pollute = (o: Record<string, unknown>) => `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(o).slice(1)}`;

function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const m = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m) || SKIP.has(`${m} ${path}`)) continue;
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      ops.push({ method: m, path, params, query, bodyKeys: Object.keys(json), hasBody: !!op.requestBody });
    }
  }
  return ops;
}

type Case = { url: string; payload?: string; contentType?: string };

function caseArbitrary(op: Operation): fc.Arbitrary<Case> {
  const params = fc.tuple(...op.params.map(() => badParam));
  const query = fc.dictionary(fc.constantFrom(...op.query, 'extra', '__proto__'), badScalar, { maxKeys: 4 });
  const fields = fc.dictionary(fc.constantFrom(...op.bodyKeys, 'extra', 'constructor'), badScalar, { maxKeys: Math.max(1, op.bodyKeys.length) });
  const body = fc.oneof(
    fields.map((o) => JSON.stringify(o)),
    fields.map(pollute),
    fc.array(badScalar, { maxLength: 3 }).map((a) => JSON.stringify(a)),
    fc.constantFrom('{"a": ', '[1, 2', 'null', '"teks"', '9e99', ''),
    badScalar.map((v) => JSON.stringify(v) ?? 'null'),
  );
  return fc.record({ params, query, body }).map(({ params: values, query: q, body: b }) => {
    let url = op.path;
    op.params.forEach((name, i) => (url = url.replace(`{${name}}`, values[i] ?? '')));
    const qs = Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v.slice(0, 20_000) : JSON.stringify(v) ?? '')}`)
      .join('&');
    const full = qs ? `${url}?${qs}` : url;
    return op.method === 'GET' || op.method === 'DELETE' ? { url: full } : { url: full, payload: b, contentType: 'application/json' };
  });
}

/**
 * Tables that bad input may legitimately touch: sessions and audit rows, and configuration whose
 * every field is optional (a PUT of `{}` is a valid save of the defaults), master lists included.
 */
const CONFIGURATION = new Set([
  ...ALL_MASTERS.map((m) => m.table),
  'sessions', 'auth_audit', 'kysely_migration', 'kysely_migration_lock', 'otorisasi_qr', 'otorisasi_log', 'webauthn_challenge',
  'setting_nota', 'para_system', 'para_module',
]);

/** What bad input must never change: the ledgers, the documents and their numbers. */
async function invariants(t: TestApp) {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows.filter((r) => !CONFIGURATION.has(r.table_name))) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(t.db);
    counts[table_name] = r.rows[0]!.n;
  }
  const kas = await sql<{ s: string }>`select coalesce(sum(jumlah_in - jumlah_out), 0)::text as s from kas_mutasi`.execute(t.db);
  const barang = await sql<{ s: string }>`select coalesce(sum(jumlah), 0)::text || '/' || coalesce(sum(berat), 0)::text || '/' || string_agg(status, '' order by kode_barcode) as s from barang`.execute(t.db);
  return { counts, kas: kas.rows[0]!.s, barang: barang.rows[0]!.s };
}

const ENGLISH = /^(invalid|expected|required|too (big|small)|unrecognized|bad request|not found|unsupported|internal|body|querystring|params)/i;

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) tokens[user] = await t.login(user);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('fuzz: bad input to every operation of the OpenAPI document', () => {
  it(`answers a 4xx error envelope in Indonesian and changes nothing (seed ${SEED})`, async () => {
    console.info(`fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED}`);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(100);
    const before = await invariants(t);
    const failures: string[] = [];
    let calls = 0;
    for (const [i, op] of ops.entries()) {
      const cases = fc.sample(caseArbitrary(op), { numRuns: RUNS * USERS.length, seed: SEED + i });
      for (const [j, c] of cases.entries()) {
        const user = USERS[j % USERS.length]!;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: c.url,
          headers: { authorization: `Bearer ${tokens[user]}`, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        calls++;
        const where = `${op.method} ${c.url.slice(0, 160)} as ${user}`;
        if (res.statusCode >= 500) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          continue;
        }
        const json = res.headers['content-type']?.toString().includes('application/json');
        if (res.statusCode >= 400) {
          if (!json) {
            failures.push(`${where}: ${res.statusCode} without a JSON envelope`);
            continue;
          }
          const body = res.json() as { status?: string; message?: unknown };
          const message = typeof body.message === 'string' ? body.message : '';
          if (body.status !== 'error' || !message) failures.push(`${where}: ${res.statusCode} not an error envelope: ${res.body.slice(0, 200)}`);
          else if (ENGLISH.test(message) || /\n\s+at |\.ts:\d+|Error:/.test(message)) failures.push(`${where}: ${res.statusCode} message '${message.slice(0, 120)}'`);
        }
        if (res.statusCode === 401 && user) tokens[user] = await t.loginFresh(user);
      }
    }
    const after = await invariants(t);
    console.info(`fuzz: ${ops.length} operations, ${calls} calls, ${failures.length} failures`);
    expect(failures, `seed ${SEED}\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
    expect(after).toEqual(before);
  }, 600_000);
});
