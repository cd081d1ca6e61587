import {
  moneyAccountMessage,
  unknownAccountMessage,
  EVERY_MASTER_DEF,
  imageUrlOf,
  codeNotFoundMessage,
  duplicateCodeMessage,
  findMaster,
  inUseMessage,
  mgToGrams,
  mgToWeightString,
  parseWeightToMg,
  unknownCodeMessage,
  usagesOf,
  warningsOf,
  type MasterDef,
  type MasterField,
  type MasterRead,
  type MasterRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { withDisplay } from './master-display';
import { discardFiles, stageImages, storedImageKeys, type StagedImages } from './master-images';
import * as repo from './masters.repository';
import type { DbRow } from './masters.repository';

type Db = FastifyInstance['db'];

export type MasterWriteResult = { row: MasterRow; warnings: Record<string, string> };

/** A database value as the wire shows it: numbers for money, percent and weight (grams); pictures as their URL. */
function wireValue(field: MasterField | undefined, value: unknown): string | number | boolean | null | string[] {
  if (field?.type === 'image') {
    const url = typeof value === 'string' ? imageUrlOf(value) : null;
    return field.asList ? (url ? [url] : []) : url;
  }
  if (field?.type === 'list') return Array.isArray(value) ? value.map(String) : [];
  if (value === null || value === undefined) return null;
  if (!field) return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  switch (field.type) {
    case 'weight':
      return mgToGrams(parseWeightToMg(String(value)) ?? 0);
    case 'number':
    case 'money':
    case 'percent':
      return Number(value);
    case 'checkbox':
      return Boolean(value);
    default:
      return String(value);
  }
}

export function toWire(def: MasterDef, row: DbRow): MasterRow {
  const byName = new Map<string, MasterField>([def.code, ...def.fields].map((f) => [f.name, f]));
  const display = new Set((def.display ?? []).map((d) => d.name));
  const out: MasterRow = {};
  for (const [key, value] of Object.entries(row)) out[key] = display.has(key) ? (value as string | string[]) : wireValue(byName.get(key), value);
  return out;
}

/** Parsed form values as columns: percent as 2-decimal text, weight as 3-decimal text. */
function toColumns(fields: readonly MasterField[], values: Readonly<Record<string, unknown>>): DbRow {
  const out: DbRow = {};
  for (const f of fields) {
    if (!(f.name in values) || f.type === 'image') continue;
    const v = values[f.name];
    if (f.type === 'percent') out[f.name] = Number(v).toFixed(2);
    else if (f.type === 'weight') out[f.name] = mgToWeightString(parseWeightToMg(Number(v)) ?? 0);
    else out[f.name] = v;
  }
  return out;
}

function codeLabelOf(def: MasterDef): string {
  return def.code.generated ? def.title : def.code.label;
}

/** Every code kept in a reference field (`ref`, or `refBy` the master another field names) must exist in its master (same store): else 400 on the field. */
async function assertReferences(db: Db, kodeToko: string, fields: readonly MasterField[], values: Readonly<Record<string, unknown>>) {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.name];
    const ref = f.ref ?? (f.refBy ? f.refBy.refs[String(values[f.refBy.field] ?? '')] : undefined);
    if (!ref || value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const target = findMaster(ref);
    if (!target) continue;
    const codes = Array.isArray(value) ? value.map(String) : [String(value)];
    const found = await repo.existingCodes(db, target, kodeToko, codes);
    const missing = codes.find((code) => !found.has(code));
    if (missing !== undefined) errors[f.name] = unknownCodeMessage(f.label, missing);
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

export function listMaster(app: FastifyInstance, auth: AuthContext, def: MasterDef, read: MasterRead, byValue?: string) {
  const where: Record<string, string | boolean> = { ...(read.where ?? {}) };
  if (read.by) where[read.by] = String(byValue ?? '').trim().toUpperCase();
  return repo
    .listRows(app.db, def, auth.kodeToko, where)
    .then((rows) => withDisplay(app.db, def, auth.kodeToko, withFixedRows(def, auth.kodeToko, rows)))
    .then((rows) => rows.map((r) => toWire(def, r)));
}

/** A fixed set (the splash screens): every code, the stored row or its defaults, in the set's order. */
function withFixedRows(def: MasterDef, kodeToko: string, rows: DbRow[]): DbRow[] {
  if (!def.fixedCodes) return rows;
  const byCode = new Map(rows.map((r) => [String(r[def.code.name]), r]));
  return def.fixedCodes.map(
    (code) =>
      byCode.get(code) ?? {
        ...Object.fromEntries(def.fields.map((f) => [f.name, null])),
        ...def.fixedDefaults,
        _id: '',
        kode_toko: kodeToko,
        [def.code.name]: code,
        updated_at: '',
        updated_by: '',
      },
  );
}

/** Runs a write whose new pictures are already in the file store: a failure removes them. */
async function withStagedImages<T>(app: FastifyInstance, staged: StagedImages, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await discardFiles(app, staged.written);
    throw error;
  }
}

/** Postgres foreign-key violation: a race the checks below did not see (a reference removed or added meanwhile). */
function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503';
}

/**
 * Runs a write in one transaction. A refusal of the database the checks did not foresee (a race)
 * still reaches the caller as a clear answer: a unique violation as `onDuplicate`, a foreign-key
 * violation as 409 with the master's failure message.
 */
async function inTransaction<T>(app: FastifyInstance, failure: string, run: (trx: Db) => Promise<T>, onDuplicate?: () => AppError): Promise<T> {
  try {
    return await app.db.transaction().execute(run);
  } catch (error) {
    if (onDuplicate && isUniqueViolation(error)) throw onDuplicate();
    if (isForeignKeyViolation(error)) throw conflict(failure);
    throw error;
  }
}

/** More work of a master's create or update in its transaction: `before` first (locks), `after` once the row is written. */
export type MasterWriteHook = {
  before: (trx: Db, auth: AuthContext) => Promise<void>;
  after: (trx: Db, auth: AuthContext, previous: DbRow | undefined, row: DbRow) => Promise<void>;
};

const WRITE_HOOKS: Partial<Record<string, MasterWriteHook>> = {
  // A transaction code's journal account must be an account of the store's chart (the cash posting uses it as is), not a money account.
  'kode-transaksi': {
    before: async () => {},
    after: async (trx, auth, _previous, row) => {
      const nomor = row.nomor_akun === null || row.nomor_akun === undefined ? '' : String(row.nomor_akun);
      if (nomor === '') return;
      if (!(await accountingRepo.existingAkun(trx, auth.kodeToko, [nomor])).has(nomor)) {
        throw badRequest(unknownAccountMessage(nomor), { nomor_akun: unknownAccountMessage(nomor) });
      }
      // the entry's own side already posts to the drawer or the bank: a code naming one would net its journal to zero
      if (await accountingRepo.isMoneyAkun(trx, auth.kodeToko, nomor)) {
        throw badRequest(moneyAccountMessage(nomor), { nomor_akun: moneyAccountMessage(nomor) });
      }
    },
  },
};

/**
 * Hooks a higher module adds for a master whose rule it owns (prices: a group that follows the global price), so the
 * masters machinery, which prices, pawn and the catalogue build on, never imports them back. Added when that module's
 * routes are registered; a hook is a plain function, the same for every app, so one table serves them all.
 */
const ADDED_HOOKS = new Map<string, MasterWriteHook>();

export function addMasterWriteHook(masterKey: string, hook: MasterWriteHook): void {
  ADDED_HOOKS.set(masterKey, hook);
}

function writeHookOf(masterKey: string): MasterWriteHook | undefined {
  return ADDED_HOOKS.get(masterKey) ?? WRITE_HOOKS[masterKey];
}

/**
 * Who keeps a code: other masters that reference it and the tables it declares (items...), with
 * their counts. Tables that do not exist yet are skipped. Delete and the in-use guards of update.
 */
async function usersOf(trx: Db, def: MasterDef, kodeToko: string, code: string): Promise<{ label: string; count: number }[]> {
  const usages = usagesOf(def, EVERY_MASTER_DEF);
  const present = await repo.existingColumns(trx, usages);
  const users: { label: string; count: number }[] = [];
  for (const usage of usages.filter((u) => present.has(`${u.table}.${u.column}`))) {
    const count = await repo.countUsage(trx, usage, kodeToko, code);
    if (count === 0) continue;
    const same = users.find((u) => u.label === usage.label);
    if (same) same.count += count;
    else users.push({ label: usage.label, count });
  }
  return users;
}

/** An update that changes a field the master locks while in use (a tray's warehouse...) is refused with 409 while anything uses the row. */
async function assertChangeAllowed(trx: Db, def: MasterDef, kodeToko: string, code: string, current: DbRow, values: Readonly<Record<string, unknown>>) {
  const wire = toWire(def, current);
  const changes = (def.lockedWhileInUse ?? []).filter(
    (g) => g.field in values && values[g.field] !== wire[g.field] && (g.to === undefined || values[g.field] === g.to),
  );
  if (!changes.length) return;
  const users = await usersOf(trx, def, kodeToko, code);
  if (!users.length) return;
  const guard = changes[0]!;
  const message = inUseMessage(def.title, code, users, guard.action);
  throw conflict(message, { [guard.field]: message });
}

/** Store-scoped create: duplicate code 409, unknown reference 400, all in one transaction. */
export async function createMaster(app: FastifyInstance, auth: AuthContext, def: MasterDef, values: Record<string, unknown>): Promise<MasterWriteResult> {
  const kodeToko = auth.kodeToko;
  const fields = def.code.generated ? def.fields : [def.code, ...def.fields];
  const code = def.code.generated ? '' : String(values[def.code.name]);
  const duplicate = () => {
    const message = duplicateCodeMessage(def.code.label, code);
    return conflict(message, { [def.code.name]: message });
  };
  const staged = await stageImages(app, def, kodeToko, values, 'create');
  const row = await withStagedImages(app, staged, () =>
    inTransaction(
      app,
      def.messages.createFailed,
      async (trx) => {
        const hook = writeHookOf(def.key);
        await hook?.before(trx, auth);
        if (!def.code.generated && (await repo.findRow(trx, def, kodeToko, code))) throw duplicate();
        await assertReferences(trx, kodeToko, fields, values);
        const row = await repo.insertRow(trx, def, {
          ...toColumns(fields, values),
          ...staged.columns,
          kode_toko: kodeToko,
          created_by: auth.userId,
          updated_by: auth.userId,
        });
        await hook?.after(trx, auth, undefined, row);
        return row;
      },
      duplicate,
    ),
  );
  const [shown] = await withDisplay(app.db, def, kodeToko, [row]);
  return { row: toWire(def, shown!), warnings: warningsOf(def, values) };
}

function notFoundFor(def: MasterDef, code: string, failure: string): AppError {
  return new AppError(404, failure, { [def.code.name]: codeNotFoundMessage(codeLabelOf(def), code) });
}

/** Update of every editable field; the code never changes. */
export async function updateMaster(
  app: FastifyInstance,
  auth: AuthContext,
  def: MasterDef,
  code: string,
  values: Record<string, unknown>,
): Promise<MasterWriteResult> {
  const kodeToko = auth.kodeToko;
  const fields = def.fields.filter((f) => !f.readOnlyInEdit);
  const staged = await stageImages(app, def, kodeToko, values, 'update');
  const { row, replaced } = await withStagedImages(app, staged, () =>
    inTransaction(app, def.messages.updateFailed, async (trx) => {
      const hook = writeHookOf(def.key);
      await hook?.before(trx, auth);
      const current = await repo.findRow(trx, def, kodeToko, code, true);
      const columns = { ...toColumns(fields, values), ...staged.columns, updated_by: auth.userId };
      if (!current && def.fixedCodes?.includes(code)) {
        // a fixed record (a splash screen) is stored on its first edit
        await assertReferences(trx, kodeToko, fields, values);
        const inserted = await repo.insertRow(trx, def, { ...def.fixedDefaults, ...columns, [def.code.name]: code, kode_toko: kodeToko, created_by: auth.userId });
        return { row: inserted, replaced: [] as string[] };
      }
      if (!current) throw notFoundFor(def, code, def.messages.updateFailed);
      await assertReferences(trx, kodeToko, fields, values);
      await assertChangeAllowed(trx, def, kodeToko, code, current, values);
      const updated = await repo.updateRow(trx, def, kodeToko, code, columns);
      await hook?.after(trx, auth, current, updated);
      const replaced = Object.keys(staged.columns).map((column) => current[column]).filter((key): key is string => typeof key === 'string' && key !== '');
      return { row: updated, replaced };
    }),
  );
  await discardFiles(app, replaced);
  const [shown] = await withDisplay(app.db, def, kodeToko, [row]);
  return { row: toWire(def, shown!), warnings: warningsOf(def, values) };
}

/** Delete, refused with 409 while any row keeps the code (usersOf). */
export async function deleteMaster(app: FastifyInstance, auth: AuthContext, def: MasterDef, code: string): Promise<void> {
  const kodeToko = auth.kodeToko;
  const deleted = await inTransaction(app, def.messages.deleteFailed, async (trx) => {
    const current = await repo.findRow(trx, def, kodeToko, code, true);
    if (!current) throw notFoundFor(def, code, def.messages.deleteFailed);
    const users = await usersOf(trx, def, kodeToko, code);
    if (users.length) {
      const message = inUseMessage(def.title, code, users);
      throw conflict(message, { [def.code.name]: message });
    }
    await repo.deleteRow(trx, def, kodeToko, code);
    return current;
  });
  // spec 001 §4: a record's picture is deleted after the record
  await discardFiles(app, storedImageKeys(def, deleted));
}
