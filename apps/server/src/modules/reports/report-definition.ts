import { envelope, isHeadOffice, isModuleOn, isReportPath, MESSAGES, REPORT_ALL_STORES, type ReportPath, type ReportQuery, type ReportQueryValues } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompiledQuery, Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { cursorChunks } from '../../db/cursor';
import type { Database } from '../../db/schema';
import { authOf, storeScopeOf, type AuthContext } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';

/** What a report's repository function is given. */
export type ReportInput<Extra extends z.ZodRawShape> = {
  /** the validated query */
  query: ReportQueryValues<Extra>;
  /** the store the rows are limited to; null: every store (head office at home) */
  kodeToko: string | null;
  auth: AuthContext;
};

/**
 * A report's rows read through a server-side cursor: the repository's query compiled (a Kysely builder's
 * `.compile()`, or `sql\`...\`.compile(db)`), for answers that may be large (a year's lines): there is no
 * cap, and the kit writes the rows to the client chunk by chunk without holding the answer whole.
 */
export type ReportCursor<Row> = { cursor: CompiledQuery<Row> };

/**
 * A report's rows as chunks made from a cursor's chunks (answers whose rows are built from several
 * lines, such as groups with their detail[]): the kit writes each chunk as it comes, as for a cursor.
 */
export type ReportChunks<Row> = { chunks: (db: Kysely<Database>) => AsyncGenerator<readonly Row[], void, undefined> };

/**
 * A report's rows as JSON text the database wrote (`row_to_json`), one row a line joined by ',\n' ('' for none):
 * a summary whose columns are already the wire's types is sent as it comes, without a row object on the server.
 */
export type ReportJson = { json: string };

/**
 * A cursor over rows the database writes as JSON text, one a row (`j`, `json_build_object(...)::text`, with the
 * row schema's keys and wire values): a large answer written as it is fetched, with no row object on the server.
 */
export type ReportJsonCursor = { jsonCursor: CompiledQuery<{ j: string }> };

export function reportJsonCursor(query: CompiledQuery<{ j: string }>): ReportJsonCursor {
  return { jsonCursor: query };
}

/** The rows of a report: all of them (small answers), their JSON text, or a cursor over them (large answers). */
export type ReportRows<Row> = readonly Row[] | ReportJson | ReportCursor<Row> | ReportJsonCursor | ReportChunks<Row>;

export function reportCursor<Row>(query: CompiledQuery<Row>): ReportCursor<Row> {
  return { cursor: query };
}

/**
 * Rows read through a cursor and gathered into groups of consecutive rows with the same key (the query
 * orders by that key first): each group is answered once it is complete, so a group that spans two
 * fetched chunks is still one row of the answer.
 */
export function reportGroups<Line, Row>(query: CompiledQuery<Line>, keyOf: (line: Line) => string, groupOf: (key: string, lines: Line[]) => Row): ReportChunks<Row> {
  return {
    chunks: async function* (db) {
      let key: string | null = null;
      let lines: Line[] = [];
      for await (const chunk of cursorChunks(db, query)) {
        const done: Row[] = [];
        for (const line of chunk) {
          const k = keyOf(line);
          if (key !== null && k !== key) {
            done.push(groupOf(key, lines));
            lines = [];
          }
          key = k;
          lines.push(line);
        }
        if (done.length > 0) yield done;
      }
      if (key !== null) yield [groupOf(key, lines)];
    },
  };
}

/**
 * The server side of a report as a definition: the path (from the domain's report path table), the gate (the report's route in the route
 * table, so the menu and the server agree), the query definition from packages/domain, the row schema,
 * and one repository function returning the rows. `registerReport` does the rest the same way for
 * every report: the shared validator with the store's one-month module, the store scope, the envelope
 * and the available/empty message.
 */
export type ReportRoute<Extra extends z.ZodRawShape, Row> = {
  /** GET path under /api, from the domain's table (`AUDIT_REPORT_PATHS.auditLogin`), the one the web fetches */
  path: ReportPath;
  /** the route of the report screen whose access the caller needs ('/laporan-audit-login') */
  gate: string;
  summary: string;
  query: ReportQuery<Extra>;
  row: z.ZodType<Row>;
  rows: (db: Kysely<Database>, input: ReportInput<Extra>) => Promise<ReportRows<Row>> | ReportCursor<Row> | ReportJsonCursor | ReportChunks<Row>;
  /** the answer's message for rows and for none ('Laporan Tersedia' / 'Laporan Tidak Tersedia' unless told) */
  messages?: { available?: string; empty?: string };
  /**
   * The store read when the query names none: 'caller' (unless told), the caller's scope (head office at home:
   * every store); 'store', the store the call acts on (the header's store, head office's own at home). A store's
   * money reports are its own books: the chain's sum is had only by asking for it (`kode_toko=ALL`).
   */
  scope?: 'caller' | 'store';
};

export function defineReport<Extra extends z.ZodRawShape, Row>(route: ReportRoute<Extra, Row>): ReportRoute<Extra, Row> {
  return route;
}

/**
 * The store a report reads (spec 000 §5, §6), from the query's `kode_toko` (the head-office store
 * picker): absent, the caller's scope as everywhere else (`storeScopeOf`), or with scope 'store' the store the
 * call acts on; 'ALL' (or 'SEMUA'), every
 * store (null), for head office only; a store code, that store. A branch user may name only his own
 * store (403 otherwise); an empty or unknown store answers 400 'Mohon Pilih Toko'.
 */
export async function reportStoreOf(app: FastifyInstance, auth: AuthContext, requested: unknown, scope: 'caller' | 'store' = 'caller'): Promise<string | null> {
  if (requested === undefined) return scope === 'store' ? auth.kodeToko : storeScopeOf(auth);
  const kode = typeof requested === 'string' ? requested.trim().toUpperCase() : '';
  const pick = () => badRequest(MESSAGES.pickStore, { kode_toko: MESSAGES.pickStore });
  if (!kode || kode.length > 30) throw pick();
  const headOffice = isHeadOffice(auth.access);
  if (kode === REPORT_ALL_STORES || kode === 'SEMUA') {
    if (!headOffice) throw forbidden(MESSAGES.forbiddenStore);
    return null;
  }
  if (kode === auth.kodeToko || kode === auth.homeToko) {
    if (!headOffice && kode !== auth.homeToko) throw forbidden(MESSAGES.forbiddenStore);
    return kode;
  }
  if (!headOffice) throw forbidden(MESSAGES.forbiddenStore);
  if (!(await settingsRepo.findToko(app.db, kode))) throw pick();
  return kode;
}

/** The rows of a streamed answer in chunks: a cursor's chunks as fetched, or the chunks a report makes of them. */
function chunksOf<Row>(db: Kysely<Database>, rows: ReportCursor<Row> | ReportChunks<Row>): AsyncGenerator<readonly Row[], void, undefined> {
  return 'cursor' in rows ? cursorChunks(db, rows.cursor) : rows.chunks(db);
}

type PlainField = { key: string; prefix: string; kind: 'string' | 'number' | 'boolean'; nullable: boolean };

/** A field of plain JSON (a string, number or boolean with no checks, maybe nullable or optional), or null. */
function plainField(key: string, schema: z.ZodType, first: boolean): PlainField | null {
  let def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; checks?: unknown[]; coerce?: boolean; format?: string } } })._zod.def;
  let nullable = false;
  for (;;) {
    if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'optional') break;
    def = (def.innerType as unknown as { _zod: { def: typeof def } })._zod.def;
  }
  if (def.type !== 'string' && def.type !== 'number' && def.type !== 'boolean') return null;
  if (def.coerce || def.format || (def.checks && def.checks.length > 0)) return null;
  return { key, prefix: `${first ? '' : ','}${JSON.stringify(key)}:`, kind: def.type, nullable };
}

/**
 * A row's JSON as `JSON.stringify(z.encode(rowSchema, row))` writes it. When the row schema is a plain object of
 * strings, numbers and booleans (no checks, no transforms: what most report rows are), the text is written field
 * by field in the schema's order (unknown keys left out, as zod strips them) after a type check of each value;
 * a value that fails the check goes through z.encode, which raises as before. The report's every row paid zod's
 * full parse and a copy before (bench/report, Laporan Penjualan: most of the API's time over the SQL's).
 */
export function rowJson<Row>(rowSchema: z.ZodType<Row>): (row: Row) => string {
  const slow = (row: Row) => JSON.stringify(z.encode(rowSchema, row));
  const def = (rowSchema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; catchall?: unknown } } })._zod.def;
  if (def.type !== 'object' || !def.shape || def.catchall !== undefined) return slow;
  const fields: PlainField[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const plain = plainField(key, field, fields.length === 0);
    if (!plain) return slow;
    fields.push(plain);
  }
  const valid = (f: PlainField, v: unknown) => (v === null ? f.nullable : typeof v === f.kind && (f.kind !== 'number' || Number.isFinite(v)));
  return (row: Row) => {
    const values = row as unknown as Record<string, unknown>;
    for (const f of fields) {
      // (an optional field left out, a value of another type: zod writes it or raises)
      if (!valid(f, values[f.key])) return slow(row);
    }
    // a row holding exactly the schema's keys in its order (a database row of the report's select): the engine's
    // own JSON.stringify writes the same text, fastest
    const keys = Object.keys(values);
    if (keys.length === fields.length && keys.every((k, i) => k === fields[i]!.key)) return JSON.stringify(values);
    let out = '{';
    for (const f of fields) {
      const v = values[f.key];
      out += f.prefix + (v === null ? 'null' : f.kind === 'string' ? JSON.stringify(v) : String(v));
    }
    return `${out}}`;
  };
}

/**
 * The answer written as a stream, byte for byte the envelope `ok(rows, message)` would be, with each row
 * on a line of its own: `{"status":"success","message":…,"code":…,"data":[` then `\n{row}` and
 * `,\n{row}` … then `]}`. A client may count the lines received to show progress (rows so far) and parse
 * the whole text as JSON at the end. The first chunk is read before anything is written, so the message
 * (rows or none) is known and a failing query still answers the error envelope; each row goes through the
 * row schema as the serializer would (`rowJson`). A failure after the first chunk cuts the answer (invalid JSON,
 * the client reports a failed request) rather than answering a partial list as complete. Rows the repository
 * already answered whole (an array) are written as one string of the same text, sent with its length.
 */
async function streamAnswer<Row>(db: Kysely<Database>, rows: ReportRows<Row>, rowSchema: z.ZodType<Row>, messages: { available: string; empty: string }): Promise<Readable | string> {
  if ('json' in rows) {
    if (rows.json === '') return JSON.stringify(ok([], messages.empty));
    return `${JSON.stringify(ok([], messages.available)).slice(0, -2)}\n${rows.json}]}`;
  }
  if ('jsonCursor' in rows) return jsonCursorAnswer(db, rows.jsonCursor, messages);
  if (!('cursor' in rows) && !('chunks' in rows)) {
    // rows already held whole (a summary, a capped list): the same text in one piece, with its length
    if (rows.length === 0) return JSON.stringify(ok([], messages.empty));
    const json = rowJson(rowSchema);
    const parts = rows.map((row) => json(row));
    return `${JSON.stringify(ok([], messages.available)).slice(0, -2)}\n${parts.join(',\n')}]}`;
  }
  const chunks = chunksOf(db, rows);
  const first = await chunks.next();
  if (first.done) return Readable.from([JSON.stringify(ok([], messages.empty))]);
  const head = JSON.stringify(ok([], messages.available));
  async function* text(): AsyncGenerator<string, void, undefined> {
    let sep = '\n';
    const json = rowJson(rowSchema);
    const lines = (chunk: readonly Row[]) => {
      let out = '';
      for (const row of chunk) {
        out += sep + json(row);
        sep = ',\n';
      }
      return out;
    };
    try {
      yield `${head.slice(0, -2)}${lines(first.value as readonly Row[])}`;
      for await (const chunk of chunks) yield lines(chunk);
      yield ']}';
    } finally {
      await chunks.return(undefined);
    }
  }
  return Readable.from(text(), { objectMode: false });
}

/** The answer of a JSON cursor: the same envelope and lines as `streamAnswer`, each line the database's text. */
async function jsonCursorAnswer(db: Kysely<Database>, query: CompiledQuery<{ j: string }>, messages: { available: string; empty: string }): Promise<Readable | string> {
  const chunks = cursorChunks(db, query);
  const first = await chunks.next();
  if (first.done) return JSON.stringify(ok([], messages.empty));
  const head = JSON.stringify(ok([], messages.available));
  const lines = (chunk: readonly { j: string }[]) => chunk.map((r) => r.j).join(',\n');
  async function* text(): AsyncGenerator<string, void, undefined> {
    try {
      yield `${head.slice(0, -2)}\n${lines(first.value as { j: string }[])}`;
      for await (const chunk of chunks) yield `,\n${lines(chunk)}`;
      yield ']}';
    } finally {
      await chunks.return(undefined);
    }
  }
  return Readable.from(text(), { objectMode: false });
}

export function registerReport<Extra extends z.ZodRawShape, Row>(app: FastifyInstance, route: ReportRoute<Extra, Row>): void {
  // the type already asks for a table path; a cast would pass it, so the start refuses a path the web cannot share
  if (!isReportPath(route.path)) throw new Error(`report path ${String(route.path)} is not in the domain's REPORT_PATHS`);
  const response = envelope(z.array(route.row));
  const querystring = route.query.querystring.extend({ kode_toko: z.string().optional().describe("store picker: a store code, or 'ALL' (head office)") });
  app.withTypeProvider<ZodTypeProvider>().get(`/api/${route.path}`, {
    config: { gate: route.gate },
    schema: { tags: ['laporan'], summary: route.summary, querystring, response: { 200: response } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const checked = route.query.validate(request.query as Record<string, unknown>, {
        oneMonth: isModuleOn(auth.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'),
      });
      if (!checked.ok) throw badRequest(checked.message, checked.errors);
      const kodeToko = await reportStoreOf(app, auth, (request.query as Record<string, unknown>).kode_toko, route.scope);
      const rows = await route.rows(app.db, { query: checked.value, kodeToko, auth });
      const messages = { available: MESSAGES.reportAvailable, empty: MESSAGES.reportEmpty, ...route.messages };
      const body = await streamAnswer(app.db, rows, route.row, messages);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
}
