/** Shipments between the stores of the chain (kirim barang): sent from the stock, listed, read. */
import {
  accessoryNotShippableMessage,
  barcodeNotFoundMessage,
  KIRIM_LEVELS,
  kirimNotFoundMessage,
  mgToWeightString,
  RECEIVING_MESSAGES,
  RECEIVING_PREFIX,
  tokoUnknownMessage,
  type KirimRow,
  type KirimWithDetail,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, businessDateOf, type StockContext } from '../stock/stock.service';
import * as repo from './receiving.repository';
import { mgOf } from '../../db/columns';
import { inTransaction, documentNumber, toKirimRow, kirimWithDetail, shipmentLineOf } from './receiving-documents.service';

type Db = Kysely<Database>;

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
    items.map((i) => shipmentLineOf(noKirim, i.kode_barcode, i)),
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
