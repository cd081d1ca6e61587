import { envelope, isHeadOffice, isModuleOn, MESSAGES, REPORT_ALL_STORES, type ReportQuery, type ReportQueryValues } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
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
 * The server side of a report as a definition: the path, the gate (the report's route in the route
 * table, so the menu and the server agree), the query definition from packages/domain, the row schema,
 * and one repository function returning the rows. `registerReport` does the rest the same way for
 * every report: the shared validator with the store's one-month module, the store scope, the envelope
 * and the available/empty message.
 */
export type ReportRoute<Extra extends z.ZodRawShape, Row> = {
  /** GET path under /api ('/api/laporan/audit-login') */
  path: string;
  /** the route of the report screen whose access the caller needs ('/laporan-audit-login') */
  gate: string;
  summary: string;
  query: ReportQuery<Extra>;
  row: z.ZodType<Row>;
  rows: (db: Kysely<Database>, input: ReportInput<Extra>) => Promise<readonly Row[]>;
  /** the answer's message for rows and for none ('Laporan Tersedia' / 'Laporan Tidak Tersedia' unless told) */
  messages?: { available?: string; empty?: string };
};

export function defineReport<Extra extends z.ZodRawShape, Row>(route: ReportRoute<Extra, Row>): ReportRoute<Extra, Row> {
  return route;
}

/**
 * The store a report reads (spec 000 §5, §6), from the query's `kode_toko` (the head-office store
 * picker): absent, the caller's scope as everywhere else (`storeScopeOf`); 'ALL' (or 'SEMUA'), every
 * store (null), for head office only; a store code, that store. A branch user may name only his own
 * store (403 otherwise); an empty or unknown store answers 400 'Mohon Pilih Toko'.
 */
export async function reportStoreOf(app: FastifyInstance, auth: AuthContext, requested: unknown): Promise<string | null> {
  if (requested === undefined) return storeScopeOf(auth);
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

export function registerReport<Extra extends z.ZodRawShape, Row>(app: FastifyInstance, route: ReportRoute<Extra, Row>): void {
  const response = envelope(z.array(route.row));
  const querystring = route.query.querystring.extend({ kode_toko: z.string().optional().describe("store picker: a store code, or 'ALL' (head office)") });
  app.withTypeProvider<ZodTypeProvider>().get(route.path, {
    config: { gate: route.gate },
    schema: { tags: ['laporan'], summary: route.summary, querystring, response: { 200: response } },
    handler: async (request) => {
      const auth = authOf(request);
      const checked = route.query.validate(request.query as Record<string, unknown>, {
        oneMonth: isModuleOn(auth.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'),
      });
      if (!checked.ok) throw badRequest(checked.message, checked.errors);
      const kodeToko = await reportStoreOf(app, auth, (request.query as Record<string, unknown>).kode_toko);
      const rows = await route.rows(app.db, { query: checked.value, kodeToko, auth });
      const messages = { available: MESSAGES.reportAvailable, empty: MESSAGES.reportEmpty, ...route.messages };
      return ok([...rows], rows.length ? messages.available : messages.empty);
    },
  });
}
