import {
  accessoryNotShippableMessage,
  alreadyReceivedMessage,
  barcodeNotFoundMessage,
  FAKTUR_SELESAI_LEVELS,
  fakturNotFoundMessage,
  fakturNotOpenMessage,
  formatDocumentNumber,
  itemMovedMessage,
  kadarTextToHundredths,
  kirimCancelledMessage,
  KIRIM_LEVELS,
  kirimNotFoundMessage,
  mgToGrams,
  mgToWeightString,
  notChainShipmentMessage,
  notInShipmentMessage,
  RECEIVING_MESSAGES,
  RECEIVING_PREFIX,
  scannedTwiceMessage,
  SPECIAL_GUDANG,
  specialWarehouseMessage,
  terimaCancelledMessage,
  tokoUnknownMessage,
  trayInactiveMessage,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  type CreateBarangInput,
  type FakturBermasalahQuery,
  type FakturBermasalahRow,
  type KirimDetailRow,
  type KirimRow,
  type KirimWithDetail,
  type MasalahJenis,
  type Milligrams,
  type Place,
  type ScanItem,
  type ScanState,
  type TerimaInput,
  type TerimaLineRow,
  type TerimaRow,
  type TerimaSupplierInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce, type SubmissionKey } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as stockRepo from '../stock/stock.repository';
import { addStockItems, applyStockOperations, businessDateOf, type StockContext } from '../stock/stock.service';
import * as repo from './receiving.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

const grams = (text: string | number): number => mgToGrams(mgOf(text));
const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** `once`: the form's idempotency key, so the same submission writes one document (db/idempotency.ts). */
async function inTransaction<T>(app: FastifyInstance, work: (trx: Db) => Promise<T>, once?: SubmissionKey): Promise<T> {
  try {
    return await transactionOnce(app.db, once, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint === 'barang_nama_stok_key') throw conflict('Nama Barang sudah ada di stock', { nama_barang: 'Nama Barang sudah ada di stock' });
    if (constraint === 'barang_pk') throw conflict('Kode Barcode sudah terdaftar', { kode_barcode: 'Kode Barcode sudah terdaftar' });
    if (constraint === 'kirim_barang_scan_key') throw badRequest('Barcode sudah discan', { kode_barcode: 'Barcode sudah discan' });
    if (constraint === 'penerimaan_barang_kirim_key') throw badRequest(RECEIVING_MESSAGES.alreadyReceived);
    throw error;
  }
}

async function documentNumber(trx: Db, kodeToko: string, tglSystem: string, prefix: string): Promise<string> {
  return formatDocumentNumber(prefix, kodeToko, tglSystem, await stockRepo.takeNumbers(trx, kodeToko, prefix));
}

// ---------------------------------------------------------------- wire shapes

function toKirimRow(row: repo.KirimDbRow): KirimRow {
  return {
    no_kirim: row.no_kirim,
    jenis: row.jenis,
    kode_toko_asal: row.kode_toko_asal,
    nama_toko_asal: row.nama_toko_asal,
    kode_toko_tujuan: row.kode_toko_tujuan,
    nama_supplier: row.nama_supplier,
    no_faktur_supplier: row.no_faktur_supplier,
    tgl_kirim: row.tgl_kirim,
    keterangan: row.keterangan,
    status: row.status,
    no_terima: row.no_terima,
    tgl_terima: row.tgl_terima,
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
    created_at: iso(row.created_at)!,
  };
}

async function kirimWithDetail(db: Db, row: repo.KirimDbRow): Promise<KirimWithDetail> {
  const lines = await repo.listKirimDetail(db, row.no_kirim);
  let received = new Map<string, { berat_terima: string }>();
  if (row.no_terima) {
    received = new Map((await repo.listPenerimaanDetail(db, row.kode_toko_tujuan, row.no_terima)).map((d) => [d.kode_barcode, d]));
  }
  return {
    ...toKirimRow(row),
    detail: lines.map(
      (l): KirimDetailRow => ({
        kode_barcode: l.kode_barcode,
        nama_barang: l.nama_barang,
        kode_group: l.kode_group,
        kode_dept: l.kode_dept,
        berat: grams(l.berat),
        kadar: kadarTextToHundredths(l.kadar) / 100,
        harga_jual: Number(l.harga_jual),
        ongkos: Number(l.ongkos),
        size: l.size,
        kode_intern: l.kode_intern,
        berat_terima: row.no_terima && l.kode_barcode && received.has(l.kode_barcode) ? grams(received.get(l.kode_barcode)!.berat_terima) : null,
        status_terima: row.no_terima ? (l.kode_barcode && received.has(l.kode_barcode) ? 'DITERIMA' : 'TIDAK_ADA') : null,
      }),
    ),
  };
}

function toTerimaRow(row: repo.PenerimaanDbRow): TerimaRow {
  return {
    no_terima: row.no_terima,
    no_kirim: row.no_kirim,
    jenis: row.jenis,
    kode_toko_asal: row.kode_toko_asal,
    nama_pengirim: row.nama_pengirim,
    tgl_system: row.tgl_system,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    status: row.status,
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
    created_at: iso(row.created_at)!,
    alasan_batal: row.alasan_batal,
    no_faktur_bermasalah: row.no_faktur_bermasalah,
  };
}

async function terimaWithDetail(db: Db, kodeToko: string, noTerima: string): Promise<TerimaRow & { detail: TerimaLineRow[] }> {
  const row = (await repo.findPenerimaan(db, kodeToko, noTerima))!;
  const lines = await repo.listPenerimaanDetail(db, kodeToko, noTerima);
  return {
    ...toTerimaRow(row),
    detail: lines.map((l) => ({ kode_barcode: l.kode_barcode, nama_barang: l.nama_barang, berat_kirim: grams(l.berat_kirim), berat_terima: grams(l.berat_terima) })),
  };
}

// ---------------------------------------------------------------- shipments

/** A shipment the caller may see: sent to or from the store the call acts on. */
async function visibleKirim(db: Db, auth: AuthContext, noKirim: string): Promise<repo.KirimDbRow> {
  const row = await repo.findKirim(db, noKirim);
  if (!row || (row.kode_toko_tujuan !== auth.kodeToko && row.kode_toko_asal !== auth.kodeToko)) throw notFound(kirimNotFoundMessage(noKirim));
  return row;
}

/** POST kirim-barang: READY items of the caller's store leave it (ledger KIRIM) for another store of the chain. */
export async function kirimBarang(app: FastifyInstance, auth: AuthContext, input: { kode_toko_tujuan: string; kode_barcode: string[]; keterangan: string; idempotency_key?: string | undefined }): Promise<KirimWithDetail> {
  if (!auth.isPusat && !(KIRIM_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(RECEIVING_MESSAGES.kirimForbidden);
  const fail = (message: string) => badRequest(message, { kode_toko_tujuan: message });
  if (input.kode_toko_tujuan === auth.kodeToko) throw fail(RECEIVING_MESSAGES.tokoTujuanSelf);
  if (!(await settingsRepo.findToko(app.db, input.kode_toko_tujuan))) throw fail(tokoUnknownMessage(input.kode_toko_tujuan));
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const noKirim = await createShipment(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem }, input);
    return kirimWithDetail(trx, (await repo.findKirim(trx, noKirim))!);
  }, { ...auth, jenis: 'KIRIM_BARANG', kunci: input.idempotency_key });
}

/**
 * A shipment from a store of the chain (also used by the demo seed): the items leave the sender with
 * ledger KIRIM (no_ref = no_kirim) and the lines are kept as shipped. Inside the caller's transaction.
 */
export async function createShipment(
  trx: Db,
  sender: { kodeToko: string; userId: string; tglSystem: string },
  input: { kode_toko_tujuan: string; kode_barcode: string[]; keterangan: string },
): Promise<string> {
  const { kodeToko, userId, tglSystem } = sender;
  const locked = new Map((await stockRepo.lockItems(trx, kodeToko, input.kode_barcode)).map((r) => [r.kode_barcode, r]));
  const errors: Record<string, string> = {};
  input.kode_barcode.forEach((code, i) => {
    const row = locked.get(code);
    if (!row) errors[`kode_barcode.${i}`] = barcodeNotFoundMessage(code);
    else if (row.jenis_harga === 'AKSESORIS') errors[`kode_barcode.${i}`] = accessoryNotShippableMessage(code);
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const noKirim = await documentNumber(trx, kodeToko, tglSystem, RECEIVING_PREFIX.KIRIM);
  const ctx: StockContext = { kodeToko, userId, tglSystem, noRef: noKirim, keterangan: `KIRIM KE ${input.kode_toko_tujuan}` };
  await applyStockOperations(trx, ctx, input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'KIRIM' } })));
  const items = input.kode_barcode.map((c) => locked.get(c)!);
  const totalMg = items.reduce((t, i) => t + mgOf(i.berat), 0);
  await repo.insertKirim(
    trx,
    {
      no_kirim: noKirim,
      jenis: 'TOKO',
      kode_toko_asal: kodeToko,
      kode_toko_tujuan: input.kode_toko_tujuan,
      tgl_kirim: tglSystem,
      keterangan: input.keterangan,
      status: 'PENDING',
      no_terima: null,
      tgl_terima: null,
      total_qty: items.length,
      total_berat: mgToWeightString(totalMg),
      input_by: userId,
    },
    items.map((i) => ({
      no_kirim: noKirim,
      kode_barcode: i.kode_barcode,
      nama_barang: i.nama_barang,
      kode_group: i.kode_group,
      kode_dept: i.kode_dept,
      berat: i.berat,
      berat_awal: i.berat_awal,
      kadar: i.kadar,
      harga_jual: Number(i.harga_jual),
      ongkos: Number(i.ongkos),
      size: i.size,
      kode_intern: i.kode_intern,
      jenis_harga: i.jenis_harga,
    })),
  );
  return noKirim;
}

/** GET kirim-barang/unreceive/list-no-kirim: shipments of the chain to the caller's store not received yet. */
export async function listUnreceived(app: FastifyInstance, auth: AuthContext): Promise<KirimRow[]> {
  return (await repo.listPendingTo(app.db, auth.kodeToko)).map(toKirimRow);
}

/** Most shipments GET kirimbarang/get/nokirim lists. */
const KIRIM_LIST_LIMIT = 500;

/** GET kirimbarang/get/nokirim (spec 001 §7, no parameters): the shipments sent from or to the caller's store, newest first. */
export async function listKirim(app: FastifyInstance, auth: AuthContext): Promise<KirimRow[]> {
  return (await repo.listKirimOf(app.db, auth.kodeToko, KIRIM_LIST_LIMIT)).map(toKirimRow);
}

/** GET kirimbarang/get/nokirim/:no_kirim: one shipment with its lines. */
export async function getKirim(app: FastifyInstance, auth: AuthContext, noKirim: string): Promise<KirimWithDetail> {
  return kirimWithDetail(app.db, await visibleKirim(app.db, auth, noKirim));
}

// ---------------------------------------------------------------- the box count

/** A shipment to the caller's store, locked, that must still be waiting. */
async function pendingKirimTo(trx: Db, auth: AuthContext, noKirim: string): Promise<repo.KirimDbRow> {
  const lock = await repo.lockKirim(trx, noKirim);
  if (!lock || lock.kode_toko_tujuan !== auth.kodeToko) throw notFound(kirimNotFoundMessage(noKirim));
  const row = (await repo.findKirim(trx, noKirim))!;
  if (row.status === 'DITERIMA') throw badRequest(alreadyReceivedMessage(noKirim, row.no_terima), { no_kirim: alreadyReceivedMessage(noKirim, row.no_terima) });
  if (row.status === 'BATAL') throw badRequest(kirimCancelledMessage(noKirim), { no_kirim: kirimCancelledMessage(noKirim) });
  return row;
}

type Count = { lines: Awaited<ReturnType<typeof repo.listKirimDetail>>; found: Set<string>; scanned: string[] };

async function countOf(db: Db, noKirim: string): Promise<Count> {
  const [lines, scans] = await Promise.all([repo.listKirimDetail(db, noKirim), repo.listScans(db, noKirim)]);
  const scanned = scans.map((s) => s.kode_barcode);
  return { lines, found: new Set(scanned), scanned };
}

async function scanStateOf(db: Db, row: repo.KirimDbRow): Promise<ScanState> {
  const { lines, found, scanned } = await countOf(db, row.no_kirim);
  const shipped = new Set(lines.map((l) => l.kode_barcode ?? ''));
  const unexpectedCodes = scanned.filter((c) => !shipped.has(c));
  const known = new Map((await repo.itemSummaries(db, row.kode_toko_asal ?? '', unexpectedCodes)).map((i) => [i.kode_barcode, i]));
  const line = (l: (typeof lines)[number]): ScanItem => ({ kode_barcode: l.kode_barcode ?? '', nama_barang: l.nama_barang, berat: grams(l.berat) });
  const ditemukan = lines.filter((l) => found.has(l.kode_barcode ?? '')).map(line);
  const tidakAda = lines.filter((l) => !found.has(l.kode_barcode ?? '')).map(line);
  const tidakTerdaftar = unexpectedCodes.map((c) => ({ kode_barcode: c, nama_barang: known.get(c)?.nama_barang ?? '', berat: known.has(c) ? grams(known.get(c)!.berat) : 0 }));
  return {
    no_kirim: row.no_kirim,
    ditemukan,
    tidak_ada: tidakAda,
    tidak_terdaftar: tidakTerdaftar,
    jumlah_ditemukan: ditemukan.length,
    jumlah_tidak_ada: tidakAda.length,
    jumlah_tidak_terdaftar: tidakTerdaftar.length,
  };
}

function assertChain(row: repo.KirimDbRow): void {
  if (row.jenis !== 'TOKO') throw badRequest(notChainShipmentMessage(row.no_kirim), { no_kirim: notChainShipmentMessage(row.no_kirim) });
}

export async function getScanState(app: FastifyInstance, auth: AuthContext, noKirim: string): Promise<ScanState> {
  const row = await repo.findKirim(app.db, noKirim);
  if (!row || row.kode_toko_tujuan !== auth.kodeToko) throw notFound(kirimNotFoundMessage(noKirim));
  assertChain(row);
  return scanStateOf(app.db, row);
}

/** POST stock-opname-penerimaan/scan: one barcode of the box counted, kept on the server. */
export async function scanBarcode(app: FastifyInstance, auth: AuthContext, noKirim: string, kodeBarcode: string): Promise<ScanState> {
  return inTransaction(app, async (trx) => {
    const row = await pendingKirimTo(trx, auth, noKirim);
    assertChain(row);
    const { found } = await countOf(trx, noKirim);
    if (found.has(kodeBarcode)) throw badRequest(scannedTwiceMessage(kodeBarcode), { kode_barcode: scannedTwiceMessage(kodeBarcode) });
    await repo.insertScan(trx, noKirim, kodeBarcode, auth.userId);
    return scanStateOf(trx, row);
  });
}

export async function resetScan(app: FastifyInstance, auth: AuthContext, noKirim: string): Promise<ScanState> {
  return inTransaction(app, async (trx) => {
    const row = await pendingKirimTo(trx, auth, noKirim);
    assertChain(row);
    await repo.deleteScans(trx, noKirim);
    return scanStateOf(trx, row);
  });
}

// ---------------------------------------------------------------- receiving

/** The destination tray: known, active, in the warehouse named, in an ordinary stock warehouse. */
export async function resolvePlace(trx: Db, kodeToko: string, input: { kode_gudang?: string; kode_baki: string }): Promise<Place> {
  const fail = (field: string, message: string) => badRequest(message, { [field]: message });
  if (input.kode_gudang && !(await stockRepo.findGudangs(trx, kodeToko, [input.kode_gudang])).length) {
    throw fail('kode_gudang', unknownCodeMessage('Kode Gudang', input.kode_gudang));
  }
  const [tray] = await stockRepo.findTrays(trx, kodeToko, [input.kode_baki]);
  if (!tray) throw fail('kode_baki', unknownCodeMessage('Kode Baki', input.kode_baki));
  if (input.kode_gudang && tray.kode_gudang !== input.kode_gudang) throw fail('kode_baki', trayOutsideWarehouseMessage(tray.kode_baki, input.kode_gudang));
  if (!tray.aktif) throw fail('kode_baki', trayInactiveMessage(tray.kode_baki));
  if ((SPECIAL_GUDANG as readonly string[]).includes(tray.jenis_gudang)) throw fail('kode_gudang', specialWarehouseMessage(tray.kode_gudang, tray.jenis_gudang));
  return { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
}

type KirimLine = Awaited<ReturnType<typeof repo.listKirimDetail>>[number];

/**
 * The lines of a chain shipment received into a tray of the receiving store, inside the caller's
 * transaction: an item that once left this store (status KIRIM here) comes back in (ledger TERIMA), the
 * others are added as new rows (ledger TERIMA); the receipt and its lines are written and the shipment
 * marked received. Answers the receipt's number.
 */
async function receiveLines(
  trx: Db,
  receiver: { kodeToko: string; userId: string; tglSystem: string },
  noKirim: string,
  place: Place,
  receivedLines: readonly KirimLine[],
  beratOf: (l: KirimLine) => Milligrams,
): Promise<string> {
  const receivedCodes = new Set(receivedLines.map((l) => l.kode_barcode!));
  const noTerima = await documentNumber(trx, receiver.kodeToko, receiver.tglSystem, RECEIVING_PREFIX.TERIMA);
  const ctx: StockContext = { ...receiver, noRef: noTerima, keterangan: `TERIMA ${noKirim}` };
  // an item that once left this store (status KIRIM here) comes back in; the others are new rows
  const existing = new Map((await stockRepo.lockItems(trx, receiver.kodeToko, [...receivedCodes])).map((r) => [r.kode_barcode, r]));
  const returning = receivedLines.filter((l) => existing.get(l.kode_barcode!)?.status === 'KIRIM');
  const fresh = receivedLines.filter((l) => existing.get(l.kode_barcode!)?.status !== 'KIRIM');
  if (fresh.length) {
    await addStockItems(
      trx,
      ctx,
      fresh.map(
        (l): CreateBarangInput => ({
          kode_barcode: l.kode_barcode!,
          kode_group: l.kode_group,
          kode_dept: l.kode_dept,
          kode_gudang: place.kode_gudang,
          kode_baki: place.kode_baki,
          nama_barang: l.nama_barang,
          berat: beratOf(l),
          berat_awal: mgOf(l.berat_awal),
          kadar: kadarTextToHundredths(l.kadar),
          kode_intern: l.kode_intern,
          size: l.size,
          harga_jual: Number(l.harga_jual),
          ongkos: Number(l.ongkos),
          jenis_harga: l.jenis_harga as CreateBarangInput['jenis_harga'],
          jumlah: 1,
        }),
      ),
      'TERIMA',
    );
  }
  if (returning.length) {
    await applyStockOperations(trx, ctx, returning.map((l) => ({ kode_barcode: l.kode_barcode!, op: { jenis: 'TERIMA', ke: place, beratMg: beratOf(l) } })));
  }
  const totalMg = receivedLines.reduce((t, l) => t + beratOf(l), 0);
  await repo.insertPenerimaan(
    trx,
    {
      kode_toko: receiver.kodeToko,
      no_terima: noTerima,
      no_kirim: noKirim,
      tgl_system: receiver.tglSystem,
      kode_gudang: place.kode_gudang,
      kode_baki: place.kode_baki,
      total_qty: receivedLines.length,
      total_berat: mgToWeightString(totalMg),
      input_by: receiver.userId,
    },
    receivedLines.map((l) => ({
      kode_toko: receiver.kodeToko,
      no_terima: noTerima,
      kode_barcode: l.kode_barcode!,
      nama_barang: l.nama_barang,
      berat_kirim: l.berat,
      berat_terima: mgToWeightString(beratOf(l)),
    })),
  );
  await repo.setKirimStatus(trx, noKirim, { status: 'DITERIMA', no_terima: noTerima, tgl_terima: receiver.tglSystem });
  return noTerima;
}

/**
 * Items moved from one store of the chain to another in one transaction, through the shipment machinery:
 * they leave the sender (ledger KIRIM at the sender, its business date) and arrive whole at the receiver's
 * tray (ledger TERIMA at the receiver, its business date), with the shipment and its receipt written as a
 * kirim-barang / terima-barang pair would write them. The items are locked by the shipment.
 */
export async function transferItems(
  trx: Db,
  move: { from: string; to: string; userId: string; codes: string[]; keterangan: string; place: Place },
): Promise<{ noKirim: string; noTerima: string }> {
  const noKirim = await createShipment(
    trx,
    { kodeToko: move.from, userId: move.userId, tglSystem: await businessDateOf(trx, move.from) },
    { kode_toko_tujuan: move.to, kode_barcode: move.codes, keterangan: move.keterangan },
  );
  const lines = await repo.listKirimDetail(trx, noKirim);
  const receiver = { kodeToko: move.to, userId: move.userId, tglSystem: await businessDateOf(trx, move.to) };
  const noTerima = await receiveLines(trx, receiver, noKirim, move.place, lines, (l) => mgOf(l.berat));
  return { noKirim, noTerima };
}

type Problem = { kode_barcode: string; nama_barang: string; jenis: MasalahJenis; berat_kirim: string; berat_terima: string };

/**
 * POST penerimaan-barang: a pending chain shipment into a tray of the receiving store, in one
 * transaction. After a box count only the items found are received; the missing and unexpected ones
 * and every weight difference go to a problem invoice.
 */
export async function terimaBarang(app: FastifyInstance, auth: AuthContext, input: TerimaInput) {
  return inTransaction(app, async (trx) => {
    const row = await pendingKirimTo(trx, auth, input.no_kirim);
    if (row.jenis !== 'TOKO') throw badRequest(kirimCancelledMessage(row.no_kirim));
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const place = await resolvePlace(trx, auth.kodeToko, input);
    const { lines, found, scanned } = await countOf(trx, row.no_kirim);
    const counted = scanned.length > 0;
    const receivedLines = counted ? lines.filter((l) => found.has(l.kode_barcode ?? '')) : lines;
    if (!receivedLines.length) throw badRequest(RECEIVING_MESSAGES.nothingFound, { no_kirim: RECEIVING_MESSAGES.nothingFound });
    const receivedCodes = new Set(receivedLines.map((l) => l.kode_barcode!));
    const weights = new Map<string, Milligrams>();
    const errors: Record<string, string> = {};
    (input.detail ?? []).forEach((d, i) => {
      if (!receivedCodes.has(d.kode_barcode)) errors[`detail.${i}.kode_barcode`] = notInShipmentMessage(d.kode_barcode, row.no_kirim);
      weights.set(d.kode_barcode, d.berat);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);

    const beratOf = (l: KirimLine) => weights.get(l.kode_barcode!) ?? mgOf(l.berat);
    const noTerima = await receiveLines(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem }, row.no_kirim, place, receivedLines, beratOf);

    // problems: missing (counted, not found), unexpected (found, not shipped), weight differences
    const shipped = new Set(lines.map((l) => l.kode_barcode ?? ''));
    const unexpected = scanned.filter((c) => !shipped.has(c));
    const known = new Map((await repo.itemSummaries(trx, row.kode_toko_asal ?? '', unexpected)).map((i) => [i.kode_barcode, i]));
    const problems: Problem[] = [
      ...lines
        .filter((l) => !receivedCodes.has(l.kode_barcode ?? ''))
        .map((l): Problem => ({ kode_barcode: l.kode_barcode ?? '', nama_barang: l.nama_barang, jenis: 'TIDAK_ADA', berat_kirim: l.berat, berat_terima: '0' })),
      ...unexpected.map(
        (c): Problem => ({ kode_barcode: c, nama_barang: known.get(c)?.nama_barang ?? '', jenis: 'TIDAK_TERDAFTAR', berat_kirim: '0', berat_terima: known.get(c)?.berat ?? '0' }),
      ),
      ...receivedLines
        .filter((l) => beratOf(l) !== mgOf(l.berat))
        .map((l): Problem => ({ kode_barcode: l.kode_barcode!, nama_barang: l.nama_barang, jenis: 'SELISIH_BERAT', berat_kirim: l.berat, berat_terima: mgToWeightString(beratOf(l)) })),
    ];
    if (problems.length) {
      const noFaktur = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.BERMASALAH);
      await repo.insertFaktur(
        trx,
        { kode_toko: auth.kodeToko, no_faktur: noFaktur, no_kirim: row.no_kirim, no_terima: noTerima, tgl_system: tglSystem, input_by: auth.userId },
        problems.map((p) => ({ kode_toko: auth.kodeToko, no_faktur: noFaktur, ...p })),
      );
    }
    return terimaWithDetail(trx, auth.kodeToko, noTerima);
  }, { ...auth, jenis: 'TERIMA_BARANG', kunci: input.idempotency_key });
}

/** POST penerimaan-barang/supplier: a supplier delivery typed at the store and received at once. */
export async function terimaSupplier(app: FastifyInstance, auth: AuthContext, input: TerimaSupplierInput) {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const place = await resolvePlace(trx, auth.kodeToko, input);
    const noKirim = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.SUPPLIER);
    const noTerima = await documentNumber(trx, auth.kodeToko, tglSystem, RECEIVING_PREFIX.TERIMA);
    const ctx: StockContext = { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noTerima, keterangan: `TERIMA ${input.nama_supplier} ${input.no_faktur_supplier}` };
    const codes = await addStockItems(
      trx,
      ctx,
      input.barang.map(
        (l): CreateBarangInput => ({
          kode_group: l.kode_group,
          kode_dept: l.kode_dept,
          kode_gudang: place.kode_gudang,
          kode_baki: place.kode_baki,
          nama_barang: l.nama_barang,
          berat: l.berat,
          kadar: l.kadar,
          kode_intern: l.kode_intern,
          size: l.size,
          harga_jual: l.harga_jual,
          ongkos: l.ongkos,
          jenis_harga: 'GRAM',
          jumlah: 1,
        }),
      ),
      'TERIMA',
    );
    const items = new Map((await stockRepo.findItems(trx, auth.kodeToko, codes)).map((i) => [i.kode_barcode, i]));
    const totalMg = input.barang.reduce((t, l) => t + l.berat, 0);
    await repo.insertKirim(
      trx,
      {
        no_kirim: noKirim,
        jenis: 'SUPPLIER',
        kode_toko_asal: null,
        kode_toko_tujuan: auth.kodeToko,
        nama_supplier: input.nama_supplier,
        no_faktur_supplier: input.no_faktur_supplier,
        tgl_kirim: tglSystem,
        status: 'DITERIMA',
        no_terima: noTerima,
        tgl_terima: tglSystem,
        total_qty: codes.length,
        total_berat: mgToWeightString(totalMg),
        input_by: auth.userId,
      },
      codes.map((code) => {
        const i = items.get(code)!;
        return {
          no_kirim: noKirim,
          kode_barcode: code,
          nama_barang: i.nama_barang,
          kode_group: i.kode_group,
          kode_dept: i.kode_dept,
          berat: i.berat,
          berat_awal: i.berat_awal,
          kadar: i.kadar,
          harga_jual: Number(i.harga_jual),
          ongkos: Number(i.ongkos),
          size: i.size,
          kode_intern: i.kode_intern,
          jenis_harga: i.jenis_harga,
        };
      }),
    );
    await repo.insertPenerimaan(
      trx,
      {
        kode_toko: auth.kodeToko,
        no_terima: noTerima,
        no_kirim: noKirim,
        tgl_system: tglSystem,
        kode_gudang: place.kode_gudang,
        kode_baki: place.kode_baki,
        total_qty: codes.length,
        total_berat: mgToWeightString(totalMg),
        input_by: auth.userId,
      },
      codes.map((code) => {
        const i = items.get(code)!;
        return { kode_toko: auth.kodeToko, no_terima: noTerima, kode_barcode: code, nama_barang: i.nama_barang, berat_kirim: i.berat, berat_terima: i.berat };
      }),
    );
    return terimaWithDetail(trx, auth.kodeToko, noTerima);
  }, { ...auth, jenis: 'TERIMA_SUPPLIER', kunci: input.idempotency_key });
}

/** GET penerimaan-barang: the store's receipts between two business dates (default: the active date). */
export async function listTerima(app: FastifyInstance, auth: AuthContext, from?: string, to?: string): Promise<TerimaRow[]> {
  const today = await businessDateOf(app.db, auth.kodeToko);
  const start = from ?? today;
  const end = to ?? (from ? from : today);
  if (start > end) throw badRequest('Tanggal awal tidak boleh lebih besar dari tanggal akhir');
  return (await repo.listPenerimaan(app.db, auth.kodeToko, start, end)).map(toTerimaRow);
}

/**
 * POST penerimaan-barang/batal: undoes a receipt of the active business date. Every item received
 * must still be READY in the tray it was received into; they leave the stock (BATAL_TERIMA), the
 * chain shipment waits again (a supplier delivery is cancelled), an open problem invoice is cancelled.
 */
export async function batalTerima(app: FastifyInstance, auth: AuthContext, input: { no_terima: string; alasan: string }) {
  return inTransaction(app, async (trx) => {
    const receipt = await repo.lockPenerimaan(trx, auth.kodeToko, input.no_terima);
    if (!receipt) throw notFound(RECEIVING_MESSAGES.noTerimaNotFound);
    if (receipt.status === 'BATAL') throw badRequest(terimaCancelledMessage(input.no_terima), { no_terima: terimaCancelledMessage(input.no_terima) });
    await repo.lockKirim(trx, receipt.no_kirim);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    if (receipt.tgl_system !== tglSystem) throw badRequest(RECEIVING_MESSAGES.batalPreviousDate, { no_terima: RECEIVING_MESSAGES.batalPreviousDate });
    const lines = await repo.listPenerimaanDetail(trx, auth.kodeToko, input.no_terima);
    const items = new Map((await stockRepo.lockItems(trx, auth.kodeToko, lines.map((l) => l.kode_barcode))).map((r) => [r.kode_barcode, r]));
    const errors: Record<string, string> = {};
    lines.forEach((l, i) => {
      const item = items.get(l.kode_barcode);
      if (!item) errors[`kode_barcode.${i}`] = barcodeNotFoundMessage(l.kode_barcode);
      else if (item.status !== 'READY' || item.kode_baki !== receipt.kode_baki || item.kode_gudang !== receipt.kode_gudang) {
        errors[`kode_barcode.${i}`] = itemMovedMessage(l.kode_barcode, item.status, receipt.kode_baki);
      }
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    await applyStockOperations(
      trx,
      { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: input.no_terima, keterangan: `BATAL TERIMA: ${input.alasan}` },
      lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'BATAL_TERIMA' } })),
    );
    await repo.cancelPenerimaan(trx, auth.kodeToko, input.no_terima, input.alasan, auth.userId);
    const kirim = (await repo.findKirim(trx, receipt.no_kirim))!;
    await repo.setKirimStatus(trx, receipt.no_kirim, { status: kirim.jenis === 'TOKO' ? 'PENDING' : 'BATAL', no_terima: null, tgl_terima: null });
    await repo.cancelOpenFakturOf(trx, auth.kodeToko, input.no_terima);
    return terimaWithDetail(trx, auth.kodeToko, input.no_terima);
  });
}

// ---------------------------------------------------------------- problem invoices

async function withDetail(db: Db, kodeToko: string, rows: readonly repo.FakturDbRow[]): Promise<FakturBermasalahRow[]> {
  const detail = await repo.listFakturDetail(db, kodeToko, rows.map((r) => r.no_faktur));
  return rows.map((r) => {
    const lines = detail
      .filter((d) => d.no_faktur === r.no_faktur)
      .map((d) => ({ kode_barcode: d.kode_barcode, nama_barang: d.nama_barang, jenis: d.jenis, berat_kirim: grams(d.berat_kirim), berat_terima: grams(d.berat_terima) }));
    const count = (jenis: MasalahJenis) => lines.filter((l) => l.jenis === jenis).length;
    return {
      no_faktur: r.no_faktur,
      no_kirim: r.no_kirim,
      no_terima: r.no_terima,
      kode_toko_asal: r.kode_toko_asal,
      nama_pengirim: r.nama_pengirim,
      tgl_system: r.tgl_system,
      status: r.status,
      jumlah_tidak_ada: count('TIDAK_ADA'),
      jumlah_tidak_terdaftar: count('TIDAK_TERDAFTAR'),
      jumlah_selisih_berat: count('SELISIH_BERAT'),
      catatan: r.catatan,
      selesai_by: r.selesai_by,
      selesai_at: iso(r.selesai_at),
      created_at: iso(r.created_at)!,
      detail: lines,
    };
  });
}

export async function listFaktur(app: FastifyInstance, auth: AuthContext, query: FakturBermasalahQuery): Promise<FakturBermasalahRow[]> {
  const today = await businessDateOf(app.db, auth.kodeToko);
  const tgl_from = query.tgl_from ?? '2000-01-01';
  const tgl_to = query.tgl_to ?? today;
  if (tgl_from > tgl_to) throw badRequest('Tanggal awal tidak boleh lebih besar dari tanggal akhir');
  return withDetail(app.db, auth.kodeToko, await repo.listFaktur(app.db, auth.kodeToko, { ...query, tgl_from, tgl_to }));
}

/** POST faktur-bermasalah/:no_faktur/selesai: a supervisor or the owner resolves an open problem invoice with a note. */
export async function selesaiFaktur(app: FastifyInstance, auth: AuthContext, noFaktur: string, catatan: string): Promise<FakturBermasalahRow> {
  if (!(FAKTUR_SELESAI_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(RECEIVING_MESSAGES.selesaiForbidden);
  return inTransaction(app, async (trx) => {
    const row = await repo.lockFaktur(trx, auth.kodeToko, noFaktur);
    if (!row) throw notFound(fakturNotFoundMessage(noFaktur));
    if (row.status !== 'OPEN') throw badRequest(fakturNotOpenMessage(noFaktur, row.status));
    await repo.resolveFaktur(trx, auth.kodeToko, noFaktur, catatan, auth.userId);
    const [out] = await withDetail(trx, auth.kodeToko, [(await repo.findFaktur(trx, auth.kodeToko, noFaktur))!]);
    return out!;
  });
}
