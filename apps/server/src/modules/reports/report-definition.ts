import { envelope, isModuleOn, MESSAGES, type ReportQuery, type ReportQueryValues } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { authOf, storeScopeOf, type AuthContext } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';

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

export function registerReport<Extra extends z.ZodRawShape, Row>(app: FastifyInstance, route: ReportRoute<Extra, Row>): void {
  const response = envelope(z.array(route.row));
  app.withTypeProvider<ZodTypeProvider>().get(route.path, {
    config: { gate: route.gate },
    schema: { tags: ['laporan'], summary: route.summary, querystring: route.query.querystring, response: { 200: response } },
    handler: async (request) => {
      const auth = authOf(request);
      const checked = route.query.validate(request.query as Record<string, unknown>, {
        oneMonth: isModuleOn(auth.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'),
      });
      if (!checked.ok) throw badRequest(checked.message, checked.errors);
      const rows = await route.rows(app.db, { query: checked.value, kodeToko: storeScopeOf(auth), auth });
      const messages = { available: MESSAGES.reportAvailable, empty: MESSAGES.reportEmpty, ...route.messages };
      return ok([...rows], rows.length ? messages.available : messages.empty);
    },
  });
}
