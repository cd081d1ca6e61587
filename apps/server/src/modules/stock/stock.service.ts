import {
  BARCODE_COUNTER,
  barcodeNotFoundMessage,
  barcodeTwiceMessage,
  canSeeStockSummary,
  DOCUMENT_PREFIX,
  duplicateBarcodeMessage,
  duplicateNameMessage,
  EDITABLE_STATUSES,
  emptyTrayMessage,
  formatBarcode,
  formatDocumentNumber,
  GUDANG_CONTOH,
  GUDANG_HANCUR,
  kadarTextToHundredths,
  kadarToText,
  mgToGrams,
  mgToWeightString,
  MESSAGES,
  MOVABLE_STATUSES,
  NAME_UNIQUE_STATUSES,
  notEditableMessage,
  planAddition,
  planOperation,
  readNewItemRow,
  REPRICEABLE_STATUSES,
  requiredMessage,
  rowErrorMessage,
  SPECIAL_GUDANG,
  specialWarehouseMessage,
  statusRefusedMessage,
  STOCK_MESSAGES,
  trayInactiveMessage,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  wrongWarehouseKindMessage,
  type AdditionJenis,
  type BarangListQuery,
  type BarangRow,
  type BarisError,
  type CreateBarangInput,
  type JenisHarga,
  type Milligrams,
  type MutasiJenis,
  type MutasiRow,
  type PindahDetailRow,
  type PindahRow,
  type Place,
  type PlannedMovement,
  type SaldoRow,
  type StockItemState,
  type StockOperation,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce, type SubmissionKey } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './stock.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- conversions

const grams = (text: string | number): number => mgToGrams(mgOf(text));

export function toBarangRow(row: repo.ItemDbRow): BarangRow {
  return {
    kode_toko: row.kode_toko,
    kode_barcode: row.kode_barcode,
    kode_group: row.kode_group,
    nama_group: row.nama_group,
    kode_dept: row.kode_dept,
    nama_dept: row.nama_dept,
    kode_gudang: row.kode_gudang,
    nama_gudang: row.nama_gudang,
    kode_baki: row.kode_baki,
    nama_baki: row.nama_baki,
    nama_barang: row.nama_barang,
    berat: grams(row.berat),
    berat_awal: grams(row.berat_awal),
    kadar: kadarTextToHundredths(row.kadar) / 100,
    kode_intern: row.kode_intern,
    size: row.size,
    harga_jual: Number(row.harga_jual),
    ongkos: Number(row.ongkos),
    jenis_harga: row.jenis_harga,
    jumlah: row.jumlah,
    status: row.status,
    foto: row.foto,
    tgl_system: row.tgl_system,
    input_by: row.input_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by: row.updated_by,
  };
}

function toStockState(row: repo.LockedItem): StockItemState {
  return {
    kode_barcode: row.kode_barcode,
    status: row.status,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    jumlah: row.jumlah,
    beratMg: mgOf(row.berat),
    jenis_harga: row.jenis_harga,
  };
}

/** A unique index the service's own checks did not see (two requests at once) as the user's message. */
function translateUniqueViolation(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  if (constraint === 'barang_nama_stok_key') return conflict('Nama Barang sudah ada di stock', { nama_barang: 'Nama Barang sudah ada di stock' });
  if (constraint === 'barang_pk') return conflict('Kode Barcode sudah terdaftar', { kode_barcode: 'Kode Barcode sudah terdaftar' });
  return error;
}

/** `once`: the form's idempotency key, so the same submission writes one document (db/idempotency.ts). */
async function inTransaction<T>(app: FastifyInstance, work: (trx: Db) => Promise<T>, once?: SubmissionKey): Promise<T> {
  try {
    return await transactionOnce(app.db, once, work);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

// ---------------------------------------------------------------- the ledger entry point

/** Who changes the stock, in which store, on which business date, under which document. */
export type StockContext = { kodeToko: string; userId: string; tglSystem: string; noRef: string; keterangan?: string };

export type StockRequest = { kode_barcode: string; op: StockOperation };

export type PlannedEntry = { before: repo.LockedItem; after: StockItemState; movements: PlannedMovement[] };
export type StockPlan = { entries: PlannedEntry[] };

/** The store's business date (toko.tgl_system): the date every ledger row carries. */
export async function businessDateOf(db: Db, kodeToko: string): Promise<string> {
  const toko = await settingsRepo.findToko(db, kodeToko);
  if (!toko) throw notFound();
  return toko.tgl_system;
}

/**
 * Locks the items (FOR UPDATE, in barcode order) and plans every operation by the domain rules
 * (`planOperation`). Any refused item answers 400 with a message per item; nothing is written.
 * Call inside the transaction that will write the plan.
 */
export async function planStock(
  trx: Db,
  kodeToko: string,
  requests: readonly StockRequest[],
  fieldOf: (index: number) => string = (i) => `kode_barcode.${i}`,
  /** the items' rows when the caller has locked them already in this transaction */
  lockedRows?: readonly repo.LockedItem[],
): Promise<StockPlan> {
  const locked = lockedRows ?? (await repo.lockItems(trx, kodeToko, [...new Set(requests.map((r) => r.kode_barcode))]));
  const rows = new Map(locked.map((r) => [r.kode_barcode, r]));
  const current = new Map<string, StockItemState>();
  const errors: Record<string, string> = {};
  const entries: PlannedEntry[] = [];
  requests.forEach((request, i) => {
    const row = rows.get(request.kode_barcode);
    if (!row) {
      errors[fieldOf(i)] = barcodeNotFoundMessage(request.kode_barcode);
      return;
    }
    const state = current.get(row.kode_barcode) ?? toStockState(row);
    const plan = planOperation(state, request.op);
    if (!plan.ok) {
      errors[fieldOf(i)] = plan.message;
      return;
    }
    current.set(row.kode_barcode, plan.item);
    entries.push({ before: row, after: plan.item, movements: plan.movements });
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return { entries };
}

/** Writes a plan: the items' new state and one ledger row per movement. Answers the totals moved. */
export async function writeStock(trx: Db, ctx: StockContext, plan: StockPlan): Promise<{ qty: number; beratMg: Milligrams }> {
  await repo.updateItemStates(trx, ctx.kodeToko, itemStateRows(plan), ctx.userId);
  const movements = plan.entries.flatMap((e) => e.movements);
  await repo.insertMutasi(trx, ledgerRowsOf(ctx, plan));
  return movements.reduce((t, m) => ({ qty: t.qty + m.qty, beratMg: t.beratMg + m.beratMg }), { qty: 0, beratMg: 0 });
}

/**
 * Each item's state after a plan (the last one when a plan moves an item twice). A sale writes these
 * and the ledger rows (`ledgerRowsOf`) inside the statement that takes its receipt number.
 */
export function itemStateRows(plan: StockPlan): repo.ItemStateRow[] {
  const last = new Map<string, StockItemState>();
  for (const e of plan.entries) last.set(e.after.kode_barcode, e.after);
  return [...last.values()].map((s) => ({
    kode_barcode: s.kode_barcode,
    status: s.status,
    kode_gudang: s.kode_gudang,
    kode_baki: s.kode_baki,
    jumlah: s.jumlah,
    berat: mgToWeightString(s.beratMg),
  }));
}

/** The ledger rows of a plan, one per movement. */
export function ledgerRowsOf(ctx: StockContext, plan: StockPlan) {
  return plan.entries.flatMap((e) => e.movements).map((m) => ledgerRowOf(ctx, m));
}

/** A ledger row of one planned movement (also used by the demo seed). */
export function ledgerRowOf(ctx: StockContext, m: PlannedMovement) {
  return {
    kode_toko: ctx.kodeToko,
    kode_barcode: m.kode_barcode,
    jenis: m.jenis,
    tgl_system: ctx.tglSystem,
    dari_gudang: m.dari?.kode_gudang ?? null,
    dari_baki: m.dari?.kode_baki ?? null,
    ke_gudang: m.ke?.kode_gudang ?? null,
    ke_baki: m.ke?.kode_baki ?? null,
    qty: m.qty,
    berat: mgToWeightString(m.beratMg),
    no_ref: ctx.noRef,
    keterangan: ctx.keterangan ?? '',
    input_by: ctx.userId,
  };
}

/**
 * The one way stock changes, for every module (sales, purchases, receiving...): inside the
 * caller's transaction, locks the items, applies the operations by the domain rules, writes the
 * items and the ledger. Refused items answer 400 and the caller's transaction rolls back.
 */
export async function applyStockOperations(trx: Db, ctx: StockContext, requests: readonly StockRequest[]): Promise<StockPlan> {
  const plan = await planStock(trx, ctx.kodeToko, requests);
  await writeStock(trx, ctx, plan);
  return plan;
}

async function documentNumber(trx: Db, kodeToko: string, tglSystem: string, prefix: string): Promise<string> {
  return formatDocumentNumber(prefix, kodeToko, tglSystem, await repo.takeNumbers(trx, kodeToko, prefix));
}

// ---------------------------------------------------------------- places

type PlaceInput = { kode_gudang?: string; kode_baki: string };
type PlacePurpose = 'STOCK' | typeof GUDANG_HANCUR | typeof GUDANG_CONTOH | 'ANY';
type PlaceFields = { gudang: string; baki: string };

/**
 * A warehouse and tray named by a caller: the tray must exist in the store, be active, belong to
 * the warehouse when one is named, and be of the kind the purpose needs (melting, samples, or an
 * ordinary stock warehouse). Answers 400 on the field.
 */
async function resolvePlace(trx: Db, kodeToko: string, input: PlaceInput, purpose: PlacePurpose, fields: PlaceFields = { gudang: 'kode_gudang', baki: 'kode_baki' }): Promise<Place> {
  const [tray] = await repo.findTrays(trx, kodeToko, [input.kode_baki]);
  const fail = (field: string, message: string) => badRequest(message, { [field]: message });
  if (input.kode_gudang && !(await repo.findGudangs(trx, kodeToko, [input.kode_gudang])).length) {
    throw fail(fields.gudang, unknownCodeMessage('Kode Gudang', input.kode_gudang));
  }
  if (!tray) throw fail(fields.baki, unknownCodeMessage('Kode Baki', input.kode_baki));
  if (input.kode_gudang && tray.kode_gudang !== input.kode_gudang) throw fail(fields.baki, trayOutsideWarehouseMessage(tray.kode_baki, input.kode_gudang));
  if (purpose === 'ANY') return { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
  if (!tray.aktif) throw fail(fields.baki, trayInactiveMessage(tray.kode_baki));
  if (purpose === 'STOCK' && (SPECIAL_GUDANG as readonly string[]).includes(tray.jenis_gudang)) {
    throw fail(fields.gudang, specialWarehouseMessage(tray.kode_gudang, tray.jenis_gudang));
  }
  if ((purpose === GUDANG_HANCUR || purpose === GUDANG_CONTOH) && tray.jenis_gudang !== purpose) {
    throw fail(fields.gudang, wrongWarehouseKindMessage(tray.kode_gudang, purpose));
  }
  return { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
}

/** The tray named by the caller, or the first tray of the first warehouse of the kind. */
async function placeOfKind(trx: Db, kodeToko: string, input: { kode_gudang?: string; kode_baki?: string }, kind: typeof GUDANG_HANCUR | typeof GUDANG_CONTOH): Promise<Place> {
  if (input.kode_baki) return resolvePlace(trx, kodeToko, { kode_gudang: input.kode_gudang, kode_baki: input.kode_baki }, kind);
  if (input.kode_gudang) throw badRequest(requiredMessage('Kode Baki'), { kode_baki: requiredMessage('Kode Baki') });
  const tray = await repo.firstTrayOfKind(trx, kodeToko, kind);
  if (!tray) {
    const message = kind === GUDANG_HANCUR ? STOCK_MESSAGES.noMeltingWarehouse : STOCK_MESSAGES.noSampleWarehouse;
    throw badRequest(message, { kode_gudang: message });
  }
  return { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
}

// ---------------------------------------------------------------- adding items

/** A new item checked against the store: every code known, barcode and name free. */
type ResolvedItem = {
  kode_barcode: string | null;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  nama_barang: string;
  beratMg: Milligrams;
  beratAwalMg: Milligrams;
  kadar: number;
  kode_intern: string;
  size: string;
  harga_jual: number;
  ongkos: number;
  jenis_harga: JenisHarga;
  jumlah: number;
};

type ItemError = BarisError & { conflict: boolean };

/** A row to check: whole, or (a refused sheet row) only its fields that are valid on their own. */
type ItemCandidate = { row: number; complete: true; input: CreateBarangInput } | { row: number; complete: false; input: Partial<CreateBarangInput> };

const completeRow = (row: number, input: CreateBarangInput): ItemCandidate => ({ row, complete: true, input });

/**
 * Checks new items against the store in a few queries for the whole batch: group, jenis and tray
 * known (an active tray of an ordinary warehouse, in the warehouse named), barcode not taken and
 * not twice in the batch, name free among the sellable stock and not twice in the batch. A field
 * missing from an incomplete row is skipped, so its other fields are still checked; only complete
 * rows become items.
 */
async function checkNewItems(trx: Db, kodeToko: string, inputs: readonly ItemCandidate[]): Promise<{ items: ResolvedItem[]; errors: ItemError[] }> {
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const [groups, depts, trays, gudangs, barcodes, names] = await Promise.all([
    repo.findGroups(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_group))),
    repo.findDepts(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_dept))),
    repo.findTrays(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_baki))),
    repo.findGudangs(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_gudang))),
    repo.existingBarcodes(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_barcode))),
    repo.namesInStock(trx, kodeToko, distinct(inputs.map((i) => i.input.nama_barang)), NAME_UNIQUE_STATUSES),
  ]);
  const groupKadar = new Map(groups.map((g) => [g.kode_group, kadarTextToHundredths(g.kadar)]));
  const deptSet = new Set(depts.map((d) => d.kode_dept));
  const trayMap = new Map(trays.map((t) => [t.kode_baki, t]));
  const gudangSet = new Set(gudangs.map((g) => g.kode_gudang));
  const seenBarcodes = new Set<string>();
  const seenNames = new Set<string>();
  const errors: ItemError[] = [];
  const items: ResolvedItem[] = [];
  for (const candidate of inputs) {
    const { row, input } = candidate;
    const before = errors.length;
    const err = (field: string, message: string, isConflict = false) => errors.push({ row, field, message, conflict: isConflict });
    const groupKnown = input.kode_group !== undefined && groupKadar.has(input.kode_group);
    const kadar = input.kadar ?? (input.kode_group !== undefined ? groupKadar.get(input.kode_group) : undefined);
    if (input.kode_group !== undefined && !groupKnown) err('kode_group', unknownCodeMessage('Kode Group', input.kode_group));
    if (input.kode_dept !== undefined && !deptSet.has(input.kode_dept)) err('kode_dept', unknownCodeMessage('Kode Jenis', input.kode_dept));
    const tray = input.kode_baki !== undefined ? trayMap.get(input.kode_baki) : undefined;
    if (input.kode_gudang && !gudangSet.has(input.kode_gudang)) err('kode_gudang', unknownCodeMessage('Kode Gudang', input.kode_gudang));
    else if (input.kode_baki !== undefined) {
      if (!tray) err('kode_baki', unknownCodeMessage('Kode Baki', input.kode_baki));
      else if (input.kode_gudang && tray.kode_gudang !== input.kode_gudang) err('kode_baki', trayOutsideWarehouseMessage(tray.kode_baki, input.kode_gudang));
      else if (!tray.aktif) err('kode_baki', trayInactiveMessage(tray.kode_baki));
      else if ((SPECIAL_GUDANG as readonly string[]).includes(tray.jenis_gudang)) err('kode_gudang', specialWarehouseMessage(tray.kode_gudang, tray.jenis_gudang));
    }
    if (groupKnown && (kadar === undefined || kadar <= 0)) err('kadar', STOCK_MESSAGES.kadarZero);
    if (input.kode_barcode) {
      if (seenBarcodes.has(input.kode_barcode)) err('kode_barcode', barcodeTwiceMessage(input.kode_barcode));
      else if (barcodes.has(input.kode_barcode)) err('kode_barcode', duplicateBarcodeMessage(input.kode_barcode), true);
      seenBarcodes.add(input.kode_barcode);
    }
    if (input.nama_barang !== undefined) {
      if (seenNames.has(input.nama_barang) || names.has(input.nama_barang)) err('nama_barang', duplicateNameMessage(input.nama_barang), true);
      seenNames.add(input.nama_barang);
    }
    if (!candidate.complete || errors.length > before || !tray || kadar === undefined) continue;
    const { input: whole } = candidate;
    items.push({
      kode_barcode: whole.kode_barcode ?? null,
      kode_group: whole.kode_group,
      kode_dept: whole.kode_dept,
      kode_gudang: tray.kode_gudang,
      kode_baki: tray.kode_baki,
      nama_barang: whole.nama_barang,
      beratMg: whole.berat,
      beratAwalMg: whole.berat_awal ?? whole.berat,
      kadar,
      kode_intern: whole.kode_intern,
      size: whole.size,
      harga_jual: whole.harga_jual,
      ongkos: whole.ongkos,
      jenis_harga: whole.jenis_harga,
      jumlah: whole.jenis_harga === 'AKSESORIS' ? (whole.jumlah ?? 1) : 1,
    });
  }
  return { items, errors };
}

/** Barcodes for the items that have none: the store prefix and its counter, skipping codes taken. */
async function generateBarcodes(trx: Db, kodeToko: string, count: number, reserved: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  while (out.length < count) {
    const need = count - out.length;
    const last = await repo.takeNumbers(trx, kodeToko, BARCODE_COUNTER, need);
    const candidates = Array.from({ length: need }, (_, i) => formatBarcode(kodeToko, last - need + 1 + i)).filter((c) => !reserved.has(c));
    const taken = await repo.existingBarcodes(trx, kodeToko, candidates);
    out.push(...candidates.filter((c) => !taken.has(c)));
  }
  return out;
}

/**
 * Puts checked items into the stock: barcodes generated where missing, the item rows and one
 * ledger row each (TAMBAH, or BELI / TERIMA for other modules). Answers the barcodes in order.
 */
async function addItems(trx: Db, ctx: StockContext, items: readonly ResolvedItem[], jenis: AdditionJenis): Promise<string[]> {
  const reserved = new Set(items.map((i) => i.kode_barcode).filter((c): c is string => c !== null));
  const generated = await generateBarcodes(trx, ctx.kodeToko, items.filter((i) => !i.kode_barcode).length, reserved);
  let next = 0;
  const codes = items.map((i) => i.kode_barcode ?? generated[next++]!);
  await repo.insertItems(
    trx,
    items.map((item, i) => ({
      kode_toko: ctx.kodeToko,
      kode_barcode: codes[i]!,
      kode_group: item.kode_group,
      kode_dept: item.kode_dept,
      kode_gudang: item.kode_gudang,
      kode_baki: item.kode_baki,
      nama_barang: item.nama_barang,
      berat: mgToWeightString(item.beratMg),
      berat_awal: mgToWeightString(item.beratAwalMg),
      kadar: kadarToText(item.kadar),
      kode_intern: item.kode_intern,
      size: item.size,
      harga_jual: item.harga_jual,
      ongkos: item.ongkos,
      jenis_harga: item.jenis_harga,
      jumlah: item.jumlah,
      status: 'READY' as const,
      tgl_system: ctx.tglSystem,
      input_by: ctx.userId,
      updated_by: ctx.userId,
    })),
  );
  await repo.insertMutasi(
    trx,
    items.map((item, i) =>
      ledgerRowOf(
        ctx,
        planAddition(
          { kode_barcode: codes[i]!, status: 'READY', kode_gudang: item.kode_gudang, kode_baki: item.kode_baki, jumlah: item.jumlah, beratMg: item.beratMg, jenis_harga: item.jenis_harga },
          jenis,
        ),
      ),
    ),
  );
  return codes;
}

/** A many-rows insert refused: every bad row, with its field and message. */
export class RowErrors extends AppError {
  constructor(readonly rows: BarisError[]) {
    const first = rows[0]!;
    super(400, rowErrorMessage(first.row, first.message), Object.fromEntries(rows.map((r) => [`${r.row}.${r.field}`, r.message])));
    this.name = 'RowErrors';
  }
}

/**
 * For purchases (BELI) and receiving (TERIMA): checks and adds items inside the caller's
 * transaction, each with its ledger row. Bad rows answer 400 (RowErrors) and nothing is written.
 * Answers the barcodes in the order of the inputs (generated where none was given).
 */
export async function addStockItems(trx: Db, ctx: StockContext, inputs: readonly CreateBarangInput[], jenis: AdditionJenis): Promise<string[]> {
  const { items, errors } = await checkNewItems(trx, ctx.kodeToko, inputs.map((input, i) => completeRow(i + 1, input)));
  if (errors.length) throw new RowErrors(errors.map(({ row, field, message }) => ({ row, field, message })));
  return addItems(trx, ctx, items, jenis);
}

export async function createBarang(app: FastifyInstance, auth: AuthContext, input: CreateBarangInput): Promise<BarangRow> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const { items, errors } = await checkNewItems(trx, auth.kodeToko, [completeRow(1, input)]);
    const first = errors[0];
    if (first) {
      const fieldErrors = Object.fromEntries(errors.map((e) => [e.field, e.message]));
      throw errors.every((e) => e.conflict) ? conflict(first.message, fieldErrors) : badRequest(first.message, fieldErrors);
    }
    const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.TAMBAH);
    const [code] = await addItems(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef }, items, 'TAMBAH');
    return toBarangRow((await repo.findItem(trx, auth.kodeToko, code!))!);
  });
}

/**
 * Many items at once (typed rows or an Excel import): all or nothing. Each row is read with the
 * same schema as a single item, and the store's checks run on every field that is valid on its
 * own, also in rows with other bad fields, so one answer lists every problem of every row. When
 * any row is bad nothing is written.
 */
export async function createBarangBanyak(app: FastifyInstance, auth: AuthContext, rows: readonly unknown[], kunci?: string): Promise<{ no_ref: string; barang: BarangRow[] }> {
  const read = rows.map((raw, i) => ({ row: i + 1, ...readNewItemRow(raw) }));
  const formatErrors: BarisError[] = read.flatMap(({ row, issues }) => issues.map(({ field, message }) => ({ row, field, message })));
  const candidates = read.map(({ row, input, issues }): ItemCandidate => (issues.length ? { row, complete: false, input } : { row, complete: true, input: input as CreateBarangInput }));
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const { items, errors } = await checkNewItems(trx, auth.kodeToko, candidates);
    const refused = new Set(formatErrors.map((e) => `${e.row}.${e.field}`));
    const storeErrors = errors.filter((e) => !refused.has(`${e.row}.${e.field}`)).map(({ row, field, message }) => ({ row, field, message }));
    const all = [...formatErrors, ...storeErrors].sort((a, b) => a.row - b.row);
    if (all.length) throw new RowErrors(all);
    const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.TAMBAH);
    const codes = await addItems(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef }, items, 'TAMBAH');
    const found = new Map((await repo.findItems(trx, auth.kodeToko, codes)).map((r) => [r.kode_barcode, r]));
    return { no_ref: noRef, barang: codes.map((c) => toBarangRow(found.get(c)!)) };
  }, { ...auth, jenis: 'TAMBAH_BARANG', kunci });
}

// ---------------------------------------------------------------- reading

export async function getBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<BarangRow> {
  const row = await repo.findItem(app.db, auth.kodeToko, kodeBarcode);
  if (!row) throw notFound(MESSAGES.notFound);
  return toBarangRow(row);
}

export async function listBarang(app: FastifyInstance, auth: AuthContext, query: BarangListQuery) {
  const { rows, count } = await repo.listItemsPage(app.db, auth.kodeToko, query);
  return { barang: rows.map(toBarangRow), count, page: query.page, limit: query.limit };
}

export async function mutasiOfBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<MutasiRow[]> {
  const rows = await repo.listMutasiOfItem(app.db, auth.kodeToko, kodeBarcode);
  if (!rows.length && !(await repo.findItem(app.db, auth.kodeToko, kodeBarcode))) throw notFound(MESSAGES.notFound);
  return rows.map((r) => ({
    id: Number(r.id),
    kode_barcode: r.kode_barcode,
    jenis: r.jenis as MutasiJenis,
    tgl_system: r.tgl_system,
    dari_gudang: r.dari_gudang,
    dari_baki: r.dari_baki,
    ke_gudang: r.ke_gudang,
    ke_baki: r.ke_baki,
    qty: r.qty,
    berat: grams(r.berat),
    no_ref: r.no_ref,
    keterangan: r.keterangan,
    input_by: r.input_by,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

type Amount = { qty: number; beratMg: Milligrams };
const ZERO: Amount = { qty: 0, beratMg: 0 };
const plus = (a: Amount, b: Amount): Amount => ({ qty: a.qty + b.qty, beratMg: a.beratMg + b.beratMg });
const wire = (a: Amount) => ({ qty: a.qty, berat: mgToGrams(a.beratMg) });

/**
 * The stock balance per warehouse and tray on a business date (default: the store's active date),
 * from the ledger: opening, in, out, closing. Hidden for everyone but OWN when the store's
 * HIDE_SALDO_BARANG_SUMMARY module is on (`tersembunyi: true`, no figures).
 */
export async function saldoBarang(app: FastifyInstance, auth: AuthContext, tanggal?: string) {
  const tglSystem = tanggal ?? (await businessDateOf(app.db, auth.kodeToko));
  if (!canSeeStockSummary(auth.access)) return { tersembunyi: true, tgl_system: tglSystem, baki: [], gudang: [], total: null };
  const [sums, names] = await Promise.all([repo.sumLedgerByPlace(app.db, auth.kodeToko, tglSystem), repo.placeNames(app.db, auth.kodeToko)]);
  const baki: { row: SaldoRow; raw: Record<'awal' | 'masuk' | 'keluar' | 'akhir', Amount> }[] = [];
  for (const s of sums) {
    const awal = { qty: Number(s.awal_in_qty) - Number(s.awal_out_qty), beratMg: mgOf(s.awal_in_berat) - mgOf(s.awal_out_berat) };
    const masuk = { qty: Number(s.masuk_qty), beratMg: mgOf(s.masuk_berat) };
    const keluar = { qty: Number(s.keluar_qty), beratMg: mgOf(s.keluar_berat) };
    const akhir = { qty: awal.qty + masuk.qty - keluar.qty, beratMg: awal.beratMg + masuk.beratMg - keluar.beratMg };
    if ([awal, masuk, keluar, akhir].every((a) => a.qty === 0 && a.beratMg === 0)) continue;
    baki.push({
      row: {
        kode_gudang: s.kode_gudang,
        nama_gudang: names.gudang.get(s.kode_gudang) ?? '',
        kode_baki: s.kode_baki,
        nama_baki: names.baki.get(s.kode_baki) ?? '',
        awal: wire(awal),
        masuk: wire(masuk),
        keluar: wire(keluar),
        akhir: wire(akhir),
      },
      raw: { awal, masuk, keluar, akhir },
    });
  }
  const perGudang = new Map<string, Record<'awal' | 'masuk' | 'keluar' | 'akhir', Amount>>();
  const total = { awal: ZERO, masuk: ZERO, keluar: ZERO, akhir: ZERO };
  for (const b of baki) {
    const g = perGudang.get(b.row.kode_gudang) ?? { awal: ZERO, masuk: ZERO, keluar: ZERO, akhir: ZERO };
    for (const k of ['awal', 'masuk', 'keluar', 'akhir'] as const) {
      g[k] = plus(g[k], b.raw[k]);
      total[k] = plus(total[k], b.raw[k]);
    }
    perGudang.set(b.row.kode_gudang, g);
  }
  return {
    tersembunyi: false,
    tgl_system: tglSystem,
    baki: baki.map((b) => b.row),
    gudang: [...perGudang.entries()].map(([kode, g]) => ({
      kode_gudang: kode,
      nama_gudang: names.gudang.get(kode) ?? '',
      awal: wire(g.awal),
      masuk: wire(g.masuk),
      keluar: wire(g.keluar),
      akhir: wire(g.akhir),
    })),
    total: { awal: wire(total.awal), masuk: wire(total.masuk), keluar: wire(total.keluar), akhir: wire(total.akhir) },
  };
}

// ---------------------------------------------------------------- editing

export type UpdateBarangInput = {
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  berat: Milligrams;
  berat_awal?: Milligrams;
  kadar?: number;
  kode_intern: string;
  size: string;
};

/**
 * Edits an item while it is READY. A new weight is a correction in the ledger (old weight out,
 * new weight in), so the balance follows; the name stays unique among the sellable stock.
 */
export async function updateBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string, input: UpdateBarangInput): Promise<BarangRow> {
  return inTransaction(app, async (trx) => {
    const [row] = await repo.lockItems(trx, auth.kodeToko, [kodeBarcode]);
    if (!row) throw notFound(MESSAGES.notFound);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) throw badRequest(notEditableMessage(kodeBarcode, row.status));
    const [groups, depts, names] = await Promise.all([
      repo.findGroups(trx, auth.kodeToko, [input.kode_group]),
      repo.findDepts(trx, auth.kodeToko, [input.kode_dept]),
      repo.namesInStock(trx, auth.kodeToko, [input.nama_barang], NAME_UNIQUE_STATUSES, kodeBarcode),
    ]);
    const group = groups[0];
    if (!group) throw badRequest(unknownCodeMessage('Kode Group', input.kode_group), { kode_group: unknownCodeMessage('Kode Group', input.kode_group) });
    if (!depts.length) throw badRequest(unknownCodeMessage('Kode Jenis', input.kode_dept), { kode_dept: unknownCodeMessage('Kode Jenis', input.kode_dept) });
    if (names.size) throw conflict(duplicateNameMessage(input.nama_barang), { nama_barang: duplicateNameMessage(input.nama_barang) });
    const kadar = input.kadar ?? kadarTextToHundredths(group.kadar);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const plan = await planStock(trx, auth.kodeToko, [{ kode_barcode: kodeBarcode, op: { jenis: 'KOREKSI', beratMg: input.berat } }], () => 'berat');
    if (plan.entries.some((e) => e.movements.length)) {
      const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.KOREKSI);
      await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef, keterangan: 'UBAH DATA BARANG' }, plan);
    }
    await repo.updateItemFields(
      trx,
      auth.kodeToko,
      kodeBarcode,
      {
        kode_group: input.kode_group,
        kode_dept: input.kode_dept,
        nama_barang: input.nama_barang,
        berat: mgToWeightString(input.berat),
        berat_awal: input.berat_awal === undefined ? row.berat_awal : mgToWeightString(input.berat_awal),
        kadar: kadarToText(kadar),
        kode_intern: input.kode_intern,
        size: input.size,
      },
      auth.userId,
    );
    return toBarangRow((await repo.findItem(trx, auth.kodeToko, kodeBarcode))!);
  });
}

/** New selling price and labour cost of items in the store (no ledger row: nothing moves). */
export async function updateProfit(app: FastifyInstance, auth: AuthContext, detail: readonly { kode_barcode: string; harga_jual: number; ongkos: number }[]): Promise<BarangRow[]> {
  return inTransaction(app, async (trx) => {
    const locked = new Map((await repo.lockItems(trx, auth.kodeToko, detail.map((d) => d.kode_barcode))).map((r) => [r.kode_barcode, r]));
    const errors: Record<string, string> = {};
    detail.forEach((d, i) => {
      const row = locked.get(d.kode_barcode);
      if (!row) errors[`detail.${i}.kode_barcode`] = barcodeNotFoundMessage(d.kode_barcode);
      else if (!(REPRICEABLE_STATUSES as readonly string[]).includes(row.status)) errors[`detail.${i}.kode_barcode`] = notEditableMessage(d.kode_barcode, row.status);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    await repo.updateItemPrices(trx, auth.kodeToko, detail, auth.userId);
    return (await repo.findItems(trx, auth.kodeToko, detail.map((d) => d.kode_barcode))).map(toBarangRow);
  });
}

// ---------------------------------------------------------------- transfers

type PindahResult = PindahRow & { detail: PindahDetailRow[] };

type PindahSource = Awaited<ReturnType<typeof repo.pindahSources>>[number];

/** Transfers with where their items came from (the header names a source only for a whole-tray move). */
async function withSources(db: Db, kodeToko: string, rows: NonNullable<Awaited<ReturnType<typeof repo.findPindah>>>[]): Promise<PindahRow[]> {
  const sources = await repo.pindahSources(db, kodeToko, rows.map((r) => r.no_pindah));
  return rows.map((r) => toPindahRow(r, sources.filter((s) => s.no_pindah === r.no_pindah)));
}

function toPindahRow(row: NonNullable<Awaited<ReturnType<typeof repo.findPindah>>>, sources: readonly PindahSource[]): PindahRow {
  return {
    no_pindah: row.no_pindah,
    tgl_system: row.tgl_system,
    tgl: new Date(row.tgl).toISOString(),
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    dari_gudang: row.dari_gudang,
    dari_baki: row.dari_baki,
    asal: sources.map((s) => ({ kode_gudang: s.dari_gudang, kode_baki: s.dari_baki })),
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
  };
}

function toPindahDetail(row: Awaited<ReturnType<typeof repo.listPindahDetail>>[number]): PindahDetailRow {
  return {
    tgl_system: row.tgl_system,
    kode_barcode: row.kode_barcode,
    keterangan: row.keterangan,
    dari_gudang: row.dari_gudang,
    dari_baki: row.dari_baki,
    berat: grams(row.berat),
    size: row.size,
    qty: row.qty,
    harga_jual: Number(row.harga_jual),
  };
}

/** Moves planned items to the target in one transfer document (no_pindah), with its lines. */
async function writeTransfer(trx: Db, auth: AuthContext, tglSystem: string, target: Place, plan: StockPlan, from: Place | null): Promise<PindahResult> {
  const noPindah = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.PINDAH);
  const totals = await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noPindah }, plan);
  await repo.insertPindah(
    trx,
    {
      kode_toko: auth.kodeToko,
      no_pindah: noPindah,
      tgl_system: tglSystem,
      dari_gudang: from?.kode_gudang ?? null,
      dari_baki: from?.kode_baki ?? null,
      kode_gudang: target.kode_gudang,
      kode_baki: target.kode_baki,
      total_qty: totals.qty,
      total_berat: mgToWeightString(totals.beratMg),
      input_by: auth.userId,
    },
    plan.entries.flatMap((e) =>
      e.movements.map((m) => ({
        kode_toko: auth.kodeToko,
        no_pindah: noPindah,
        kode_barcode: m.kode_barcode,
        keterangan: e.before.nama_barang,
        dari_gudang: m.dari?.kode_gudang ?? '',
        dari_baki: m.dari?.kode_baki ?? '',
        berat: mgToWeightString(m.beratMg),
        size: e.before.size,
        qty: m.qty,
        harga_jual: Number(e.before.harga_jual),
      })),
    ),
  );
  const [header] = await withSources(trx, auth.kodeToko, [(await repo.findPindah(trx, auth.kodeToko, noPindah))!]);
  return { ...header!, detail: (await repo.listPindahDetail(trx, auth.kodeToko, noPindah)).map(toPindahDetail) };
}

/** POST pindah-barang: scanned items to another warehouse and tray, one document. */
export async function pindahBarang(app: FastifyInstance, auth: AuthContext, input: { kode_barcode: string[]; kode_gudang?: string; kode_baki: string; idempotency_key?: string | undefined }): Promise<PindahResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const target = await resolvePlace(trx, auth.kodeToko, input, 'STOCK');
    const plan = await planStock(trx, auth.kodeToko, input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'PINDAH', ke: target } })));
    return writeTransfer(trx, auth, tglSystem, target, plan, null);
  }, { ...auth, jenis: 'PINDAH', kunci: input.idempotency_key });
}

/** POST pindah-barang/satu-baki: every movable item of a tray to another tray, one document. */
export async function pindahSatuBaki(
  app: FastifyInstance,
  auth: AuthContext,
  input: { dari_gudang?: string; dari_baki: string; kode_gudang?: string; kode_baki: string; idempotency_key?: string | undefined },
): Promise<PindahResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const source = await resolvePlace(trx, auth.kodeToko, { kode_gudang: input.dari_gudang, kode_baki: input.dari_baki }, 'ANY', { gudang: 'dari_gudang', baki: 'dari_baki' });
    const target = await resolvePlace(trx, auth.kodeToko, input, 'STOCK');
    const items = await repo.lockItemsInTray(trx, auth.kodeToko, source.kode_baki, MOVABLE_STATUSES);
    if (!items.length) throw badRequest(emptyTrayMessage(source.kode_baki), { dari_baki: emptyTrayMessage(source.kode_baki) });
    const plan = await planStock(trx, auth.kodeToko, items.map((i) => ({ kode_barcode: i.kode_barcode, op: { jenis: 'PINDAH', ke: target } })));
    return writeTransfer(trx, auth, tglSystem, target, plan, source);
  }, { ...auth, jenis: 'PINDAH_BAKI', kunci: input.idempotency_key });
}

export async function listPindah(app: FastifyInstance, auth: AuthContext, startDate: string, endDate: string): Promise<PindahRow[]> {
  return withSources(app.db, auth.kodeToko, await repo.listPindah(app.db, auth.kodeToko, startDate, endDate));
}

export async function pindahDetail(app: FastifyInstance, auth: AuthContext, noPindah: string): Promise<PindahDetailRow[]> {
  if (!(await repo.findPindah(app.db, auth.kodeToko, noPindah))) throw notFound(STOCK_MESSAGES.searchEmpty);
  return (await repo.listPindahDetail(app.db, auth.kodeToko, noPindah)).map(toPindahDetail);
}

// ---------------------------------------------------------------- melting, samples, accessories

type BatchResult = { no_ref: string; jenis: MutasiJenis; tgl_system: string; total_qty: number; total_berat: number; barang: BarangRow[] };

/** Plans one operation per item, numbers the document and writes it; answers the items as they are now. */
async function runBatch(
  trx: Db,
  auth: AuthContext,
  tglSystem: string,
  jenis: keyof typeof DOCUMENT_PREFIX & MutasiJenis,
  requests: readonly StockRequest[],
  keterangan: string,
  fieldOf?: (index: number) => string,
): Promise<BatchResult> {
  const plan = await planStock(trx, auth.kodeToko, requests, fieldOf);
  const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX[jenis]);
  const totals = await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef, keterangan }, plan);
  const codes = [...new Set(requests.map((r) => r.kode_barcode))];
  return {
    no_ref: noRef,
    jenis,
    tgl_system: tglSystem,
    total_qty: totals.qty,
    total_berat: mgToGrams(totals.beratMg),
    barang: (await repo.findItems(trx, auth.kodeToko, codes)).map(toBarangRow),
  };
}

type BatchInput = { kode_barcode: string[]; kode_gudang?: string; kode_baki?: string; keterangan: string; idempotency_key?: string | undefined };

/** POST hancur-barang: items to melting (status HANCUR) into a melting warehouse. */
export async function hancurBarang(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const target = await placeOfKind(trx, auth.kodeToko, input, GUDANG_HANCUR);
    return runBatch(trx, auth, tglSystem, 'HANCUR', input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'HANCUR', ke: target } })), input.keterangan);
  }, { ...auth, jenis: 'HANCUR', kunci: input.idempotency_key });
}

/** POST barang-contoh/ambil: items out of the display as samples (status CONTOH) into a sample warehouse. */
export async function ambilContoh(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const target = await placeOfKind(trx, auth.kodeToko, input, GUDANG_CONTOH);
    return runBatch(
      trx,
      auth,
      tglSystem,
      'CONTOH_KELUAR',
      input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'CONTOH_KELUAR', ke: target } })),
      input.keterangan,
    );
  }, { ...auth, jenis: 'CONTOH_KELUAR', kunci: input.idempotency_key });
}

/**
 * POST barang-contoh/kembali: samples back into stock (READY), to the tray named, or else each to
 * the tray it was taken from.
 */
export async function kembalikanContoh(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    let targets: Map<string, Place>;
    if (input.kode_baki) {
      const target = await resolvePlace(trx, auth.kodeToko, { kode_gudang: input.kode_gudang, kode_baki: input.kode_baki }, 'STOCK');
      targets = new Map(input.kode_barcode.map((c) => [c, target]));
    } else {
      if (input.kode_gudang) throw badRequest(requiredMessage('Kode Baki'), { kode_baki: requiredMessage('Kode Baki') });
      const [origins, locked] = await Promise.all([
        repo.lastSampleOrigins(trx, auth.kodeToko, input.kode_barcode),
        repo.lockItems(trx, auth.kodeToko, input.kode_barcode),
      ]);
      targets = new Map(
        origins.filter((o) => o.dari_baki && o.dari_gudang).map((o) => [o.kode_barcode, { kode_gudang: o.dari_gudang!, kode_baki: o.dari_baki! }]),
      );
      const rows = new Map(locked.map((r) => [r.kode_barcode, r]));
      const errors: Record<string, string> = {};
      input.kode_barcode.forEach((code, i) => {
        const row = rows.get(code);
        if (!row) errors[`kode_barcode.${i}`] = barcodeNotFoundMessage(code);
        else if (row.status !== 'CONTOH') errors[`kode_barcode.${i}`] = statusRefusedMessage(code, 'CONTOH_MASUK', row.status);
        else if (!targets.has(code)) errors[`kode_barcode.${i}`] = requiredMessage('Kode Baki');
      });
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors);
    }
    return runBatch(
      trx,
      auth,
      tglSystem,
      'CONTOH_MASUK',
      input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'CONTOH_MASUK', ke: targets.get(code)! } })),
      input.keterangan,
    );
  }, { ...auth, jenis: 'CONTOH_MASUK', kunci: input.idempotency_key });
}

/** POST stock-aksesoris/tambah and /ambil: an accessory's quantity up or down (never below 0). */
export async function ubahStockAksesoris(
  app: FastifyInstance,
  auth: AuthContext,
  jenis: 'AKSESORIS_TAMBAH' | 'AKSESORIS_AMBIL',
  input: { kode_barcode: string; jumlah: number; keterangan: string; idempotency_key?: string | undefined },
): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    return runBatch(trx, auth, tglSystem, jenis, [{ kode_barcode: input.kode_barcode, op: { jenis, qty: input.jumlah } }], input.keterangan, () => 'kode_barcode');
  }, { ...auth, jenis, kunci: input.idempotency_key });
}

