import {
  diffRows,
  IMPORT_HARGA_EMAS,
  IMPORT_MESSAGES as IM,
  importOrder,
  missingReferenceMessage,
  findMaster,
  type ImportDataInput,
  type ImportListSummary,
  type MasterDef,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as mastersRepo from '../masters/masters.repository';
import * as pricesRepo from '../prices/prices.repository';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './kirim-uang.repository';

type Db = Kysely<Database>;
type Planned = { summary: ImportListSummary; write: (trx: Db) => Promise<void> };

const countOf = (rows: ImportListSummary['rows'], status: string) => rows.filter((r) => r.status === status).length;
const summaryOf = (key: string, title: string, rows: ImportListSummary['rows']): ImportListSummary => ({
  key,
  title,
  added: countOf(rows, 'ADDED'),
  changed: countOf(rows, 'CHANGED'),
  unchanged: countOf(rows, 'UNCHANGED'),
  rows,
});

async function storesOf(db: Db, auth: AuthContext) {
  const own = await repo.lockStoreForDocument(db, auth.kodeToko);
  if (!own || own.type === 'PUSAT') throw badRequest(IM.headOfficeCannotImport);
  const head = (await repo.listHeadOffices(db))[0];
  if (!head) throw badRequest(IM.noHeadOffice);
  const headToko = (await repo.lockStoreForDocument(db, head.kode_toko))!;
  return { own, head: headToko };
}

/** One master list: head office's rows against the store's, and the writes that make them equal. */
async function planMaster(db: Db, def: MasterDef, headKode: string, ownKode: string, userId: string): Promise<Planned> {
  const fields = def.fields.map((f) => f.name);
  const [head, own] = await Promise.all([mastersRepo.listRows(db, def, headKode, {}), mastersRepo.listRows(db, def, ownKode, {})]);
  const rows = diffRows(head, own, def.code.name, fields);
  const byCode = new Map(head.map((r) => [String(r[def.code.name]), r]));
  return {
    summary: summaryOf(def.key, def.title, rows),
    write: async (trx) => {
      for (const r of rows) {
        if (r.status === 'UNCHANGED') continue;
        const source = byCode.get(r.code)!;
        const values = Object.fromEntries(fields.map((f) => [f, source[f]]));
        for (const f of def.fields) {
          const value = values[f.name];
          const refDef = f.ref ? findMaster(f.ref) : undefined;
          if (!refDef || value === null || value === undefined || value === '') continue;
          if (!(await mastersRepo.existingCodes(trx, refDef, ownKode, [String(value)])).size) {
            const message = missingReferenceMessage(f.label, String(value), refDef.title);
            throw badRequest(message, { lists: message });
          }
        }
        if (r.status === 'ADDED') await mastersRepo.insertRow(trx, def, { ...values, [def.code.name]: r.code, kode_toko: ownKode, created_by: userId, updated_by: userId });
        else await mastersRepo.updateRow(trx, def, ownKode, r.code, { ...values, updated_by: userId });
      }
    },
  };
}

/** Gold prices in force per group: head office's (on its date) against the store's (on its date); new price rows from the store's date. */
async function planPrices(db: Db, head: { kode_toko: string; tgl_system: string }, own: { kode_toko: string; tgl_system: string }, userId: string): Promise<Planned> {
  const [headPrices, ownPrices] = await Promise.all([pricesRepo.listPricesInForce(db, head.kode_toko, head.tgl_system), pricesRepo.listPricesInForce(db, own.kode_toko, own.tgl_system)]);
  const priced = (rows: typeof headPrices) => rows.filter((r) => r.id !== null && r.id !== undefined).map((r) => ({ kode_group: r.kode_group, harga_jual: Number(r.harga_jual), harga_beli: Number(r.harga_beli) }));
  const theirs = priced(headPrices);
  const rows = diffRows(theirs, priced(ownPrices), 'kode_group', ['harga_jual', 'harga_beli']);
  return {
    summary: summaryOf(IMPORT_HARGA_EMAS, 'Harga Emas', rows),
    write: async (trx) => {
      const groups = new Set((await pricesRepo.listGroups(trx, own.kode_toko)).map((g) => g.kode_group));
      const changes = rows.filter((r) => r.status !== 'UNCHANGED');
      for (const r of changes) {
        if (!groups.has(r.code)) {
          const message = missingReferenceMessage('Kode Group', r.code, 'Group');
          throw badRequest(message, { lists: message });
        }
      }
      await pricesRepo.insertPrices(
        trx,
        changes.map((r) => {
          const p = theirs.find((t) => t.kode_group === r.code)!;
          return { kode_toko: own.kode_toko, kode_group: r.code, harga_jual: p.harga_jual, harga_beli: p.harga_beli, tgl_berlaku: own.tgl_system, sumber: 'MANUAL' as const, nominal_global: null, created_by: userId };
        }),
      );
    },
  };
}

async function plan(db: Db, auth: AuthContext, input: ImportDataInput) {
  const { own, head } = await storesOf(db, auth);
  const planned: Planned[] = [];
  for (const def of importOrder(input.lists)) planned.push(await planMaster(db, def, head.kode_toko, own.kode_toko, auth.userId));
  if (input.lists.includes(IMPORT_HARGA_EMAS)) planned.push(await planPrices(db, head, own, auth.userId));
  return { pusat: head.kode_toko, planned };
}

/** What importing the chosen lists would change (added / changed / unchanged per list); nothing is written. */
export async function previewImport(app: FastifyInstance, auth: AuthContext, input: ImportDataInput) {
  const { pusat, planned } = await plan(app.db, auth, input);
  return { pusat, lists: planned.map((p) => p.summary) };
}

/**
 * Applies the chosen lists in one transaction: head office's new rows are added and changed rows
 * updated (rows only the store has stay), lists after the lists they refer to; gold prices become new
 * price rows from the store's business date. A reference the store lacks refuses the whole import.
 */
export async function applyImport(app: FastifyInstance, auth: AuthContext, input: ImportDataInput) {
  return app.db.transaction().execute(async (trx) => {
    // one import of a store at a time
    await stockRepo.takeNumbers(trx, auth.kodeToko, 'IMPORT-PUSAT');
    const { pusat, planned } = await plan(trx, auth, input);
    for (const p of planned) await p.write(trx);
    return { pusat, lists: planned.map((p) => p.summary) };
  });
}
