/**
 * The stock ledger's entry point (plan, write, number), item conversions and places: what every stock use case and
 * the documents of other modules build on.
 */
import {
  barcodeNotFoundMessage,
  formatDocumentNumber,
  GUDANG_CONTOH,
  GUDANG_HANCUR,
  kadarTextToHundredths,
  mgToGrams,
  mgToWeightString,
  planOperation,
  requiredMessage,
  SEPUHAN_MESSAGES,
  SPECIAL_GUDANG,
  specialWarehouseMessage,
  STOCK_MESSAGES,
  trayInactiveMessage,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  wrongWarehouseKindMessage,
  type BarangRow,
  type Milligrams,
  type Place,
  type PlannedMovement,
  type StockItemState,
  type StockOperation,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce, type SubmissionKey } from '../../db/idempotency';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './stock.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

export const grams = (text: string | number): number => mgToGrams(mgOf(text));

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
export async function inTransaction<T>(app: FastifyInstance, work: (trx: Db) => Promise<T>, once?: SubmissionKey): Promise<T> {
  try {
    return await transactionOnce(app.db, once, work);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

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
 * (`planOperation`). Any refused item answers 400 with a message per item; nothing is written. A piece in the
 * sorting area (sepuhan) is refused whatever the operation: only the sorting steps move it, once marked moved.
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
  const sorting = await repo.codesInSorting(trx, kodeToko, [...rows.keys()]);
  const current = new Map<string, StockItemState>();
  const errors: Record<string, string> = {};
  const entries: PlannedEntry[] = [];
  requests.forEach((request, i) => {
    const row = rows.get(request.kode_barcode);
    if (!row) {
      errors[fieldOf(i)] = barcodeNotFoundMessage(request.kode_barcode);
      return;
    }
    if (sorting.has(row.kode_barcode)) {
      errors[fieldOf(i)] = SEPUHAN_MESSAGES.inSorting;
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

export async function documentNumber(trx: Db, kodeToko: string, tglSystem: string, prefix: string): Promise<string> {
  return formatDocumentNumber(prefix, kodeToko, tglSystem, await repo.takeNumbers(trx, kodeToko, prefix));
}

type PlaceInput = { kode_gudang?: string; kode_baki: string };
type PlacePurpose = 'STOCK' | typeof GUDANG_HANCUR | typeof GUDANG_CONTOH | 'ANY';
type PlaceFields = { gudang: string; baki: string };

/**
 * A warehouse and tray named by a caller: the tray must exist in the store, be active, belong to
 * the warehouse when one is named, and be of the kind the purpose needs (melting, samples, or an
 * ordinary stock warehouse). Answers 400 on the field.
 */
export async function resolvePlace(trx: Db, kodeToko: string, input: PlaceInput, purpose: PlacePurpose, fields: PlaceFields = { gudang: 'kode_gudang', baki: 'kode_baki' }): Promise<Place> {
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
export async function placeOfKind(trx: Db, kodeToko: string, input: { kode_gudang?: string; kode_baki?: string }, kind: typeof GUDANG_HANCUR | typeof GUDANG_CONTOH): Promise<Place> {
  if (input.kode_baki) return resolvePlace(trx, kodeToko, { kode_gudang: input.kode_gudang, kode_baki: input.kode_baki }, kind);
  if (input.kode_gudang) throw badRequest(requiredMessage('Kode Baki'), { kode_baki: requiredMessage('Kode Baki') });
  const tray = await repo.firstTrayOfKind(trx, kodeToko, kind);
  if (!tray) {
    const message = kind === GUDANG_HANCUR ? STOCK_MESSAGES.noMeltingWarehouse : STOCK_MESSAGES.noSampleWarehouse;
    throw badRequest(message, { kode_gudang: message });
  }
  return { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
}
