/** Adding items to the stock: one, many from a sheet, or those of another document (receiving, buy-back, order). */
import {
  BARCODE_COUNTER,
  barcodeTwiceMessage,
  DOCUMENT_PREFIX,
  duplicateBarcodeMessage,
  duplicateNameMessage,
  formatBarcode,
  kadarTextToHundredths,
  kadarToText,
  mgToWeightString,
  NAME_UNIQUE_STATUSES,
  planAddition,
  readNewItemRow,
  rowErrorMessage,
  SPECIAL_GUDANG,
  specialWarehouseMessage,
  STOCK_MESSAGES,
  trayInactiveMessage,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  type AdditionJenis,
  type BarangRow,
  type BarisError,
  type CreateBarangInput,
  type JenisHarga,
  type Milligrams,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, conflict } from '../../http/errors';
import * as repo from './stock.repository';
import {
  toBarangRow,
  inTransaction,
  type StockContext,
  businessDateOf,
  ledgerRowOf,
  documentNumber,
} from './stock-ledger.service';

type Db = Kysely<Database>;

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
  const { groupKadar, deptSet, trayMap, gudangSet, barcodes, names } = await storeCodesOf(trx, kodeToko, inputs);
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
    items.push(resolvedItemOf(candidate.input, tray, kadar));
  }
  return { items, errors };
}

/** What the store knows of the codes a batch names, read in a few queries for the whole batch. */
async function storeCodesOf(trx: Db, kodeToko: string, inputs: readonly ItemCandidate[]) {
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const [groups, depts, trays, gudangs, barcodes, names] = await Promise.all([
    repo.findGroups(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_group))),
    repo.findDepts(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_dept))),
    repo.findTrays(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_baki))),
    repo.findGudangs(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_gudang))),
    repo.existingBarcodes(trx, kodeToko, distinct(inputs.map((i) => i.input.kode_barcode))),
    repo.namesInStock(trx, kodeToko, distinct(inputs.map((i) => i.input.nama_barang)), NAME_UNIQUE_STATUSES),
  ]);
  return {
    groupKadar: new Map(groups.map((g) => [g.kode_group, kadarTextToHundredths(g.kadar)])),
    deptSet: new Set(depts.map((d) => d.kode_dept)),
    trayMap: new Map(trays.map((t) => [t.kode_baki, t])),
    gudangSet: new Set(gudangs.map((g) => g.kode_gudang)),
    barcodes,
    names,
  };
}

/** A checked row as the item to write: in its tray's warehouse, with the purity found for it. */
function resolvedItemOf(whole: CreateBarangInput, tray: { kode_gudang: string; kode_baki: string }, kadar: number): ResolvedItem {
  return {
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
  };
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
