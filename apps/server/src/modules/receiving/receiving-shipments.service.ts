/** Shipments between the stores of the chain (kirim barang): sent from the stock, listed, read. */
import {
  accessoryNotShippableMessage,
  barcodeNotFoundMessage,
  isModuleOn,
  KIRIM_BARANG_MODULE,
  KIRIM_LEVELS,
  kirimNotFoundMessage,
  mgToWeightString,
  RECEIVING_MESSAGES,
  RECEIVING_PREFIX,
  tokoUnknownMessage,
  unknownCodeMessage,
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
import { DRAWER, kasRow, writeKasRows } from '../cash/cash-accounts';

type Db = Kysely<Database>;

/** A shipment the caller may see: sent to or from the store the call acts on. */
async function visibleKirim(db: Db, auth: AuthContext, noKirim: string): Promise<repo.KirimDbRow> {
  const row = await repo.findKirim(db, noKirim);
  if (!row || (row.kode_toko_tujuan !== auth.kodeToko && row.kode_toko_asal !== auth.kodeToko)) throw notFound(kirimNotFoundMessage(noKirim));
  return row;
}

type KirimInput = {
  kode_toko_tujuan: string;
  kode_barcode: string[];
  keterangan: string;
  kode_logistik?: string | undefined;
  kode_ekspedisi?: string | undefined;
  no_resi?: string | undefined;
  biaya_kirim?: number | undefined;
  idempotency_key?: string | undefined;
};

/** What the shipping module adds to a shipment: courier, service, tracking number, cost and the address shipped to. */
type Courier = { kode_logistik: string; kode_ekspedisi: string; no_resi: string; biaya_kirim: number; alamat_tujuan: string };

/**
 * With KIRIM_BARANG_MODULE on, a shipment names a courier and one of its services from the store's lists (spec 000
 * §5: refused without them), and goes to the destination's entry of the shop master (its address is kept as shipped).
 */
async function courierOf(db: Db, kodeToko: string, input: KirimInput): Promise<Courier> {
  const fail = (field: string, message: string) => badRequest(message, { [field]: message });
  if (!input.kode_logistik || !input.kode_ekspedisi) {
    const message = RECEIVING_MESSAGES.logistikRequired;
    throw badRequest(message, { ...(input.kode_logistik ? {} : { kode_logistik: message }), ...(input.kode_ekspedisi ? {} : { kode_ekspedisi: message }) });
  }
  if (!(await repo.findLogistik(db, kodeToko, input.kode_logistik))) throw fail('kode_logistik', unknownCodeMessage('Kode Logistik', input.kode_logistik));
  const ekspedisi = await repo.findEkspedisi(db, kodeToko, input.kode_ekspedisi);
  if (!ekspedisi) throw fail('kode_ekspedisi', unknownCodeMessage('Kode Ekspedisi', input.kode_ekspedisi));
  if (ekspedisi.kode_logistik !== input.kode_logistik) throw fail('kode_ekspedisi', RECEIVING_MESSAGES.ekspedisiNotOfLogistik);
  const alamat = await repo.findTokoKirim(db, kodeToko, input.kode_toko_tujuan);
  if (!alamat) throw fail('kode_toko_tujuan', RECEIVING_MESSAGES.alamatTujuanMissing);
  return {
    kode_logistik: input.kode_logistik,
    kode_ekspedisi: input.kode_ekspedisi,
    no_resi: input.no_resi ?? '',
    biaya_kirim: input.biaya_kirim ?? 0,
    alamat_tujuan: `${alamat.nama_penerima} (${alamat.no_hp}), ${alamat.alamat_kirim}, ${alamat.kota}`.slice(0, 300),
  };
}

/**
 * POST kirim-barang: READY items of the caller's store leave it (ledger KIRIM) for another store of the chain. With
 * the shipping module on, the courier's cost is paid from the sender's drawer in the same transaction (kas_mutasi
 * KAS KELUAR, no_ref = no_kirim; refused when the drawer does not hold it). With the module off the courier fields
 * are not read: the shipment is what it was before the module.
 */
export async function kirimBarang(app: FastifyInstance, auth: AuthContext, input: KirimInput): Promise<KirimWithDetail> {
  if (!auth.isPusat && !(KIRIM_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(RECEIVING_MESSAGES.kirimForbidden);
  const fail = (message: string) => badRequest(message, { kode_toko_tujuan: message });
  if (input.kode_toko_tujuan === auth.kodeToko) throw fail(RECEIVING_MESSAGES.tokoTujuanSelf);
  if (!(await settingsRepo.findToko(app.db, input.kode_toko_tujuan))) throw fail(tokoUnknownMessage(input.kode_toko_tujuan));
  const courier = isModuleOn(auth.modules, KIRIM_BARANG_MODULE) ? await courierOf(app.db, auth.kodeToko, input) : null;
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const noKirim = await createShipment(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem }, input, courier);
    if (courier && courier.biaya_kirim > 0) {
      const keterangan = `BIAYA KIRIM BARANG ${noKirim} ${courier.kode_logistik}/${courier.kode_ekspedisi} ${courier.no_resi}`.trim();
      const row = kasRow({ kodeToko: auth.kodeToko, tglSystem, userId: auth.userId }, 'KAS KELUAR', DRAWER, noKirim, keterangan, { out: courier.biaya_kirim });
      await writeKasRows(trx, [row], 'biaya_kirim', { drawerOnly: true });
    }
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
  courier: Courier | null = null,
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
      status_pengiriman: 'DIKIRIM',
      ...(courier ?? {}),
    },
    items.map((i) => shipmentLineOf(noKirim, i.kode_barcode, i)),
  );
  return noKirim;
}

/**
 * PUT kirim-barang/:no_kirim/perjalanan: the sending store records that the courier has the box (DALAM_PERJALANAN),
 * setting or correcting the tracking number. A received shipment keeps its status.
 */
export async function setPerjalanan(app: FastifyInstance, auth: AuthContext, noKirim: string, noResi: string): Promise<KirimWithDetail> {
  return inTransaction(app, async (trx) => {
    const lock = await repo.lockKirim(trx, noKirim);
    const row = lock ? await repo.findKirim(trx, noKirim) : undefined;
    if (!row || (row.kode_toko_asal !== auth.kodeToko && row.kode_toko_tujuan !== auth.kodeToko) || row.jenis !== 'TOKO') throw notFound(kirimNotFoundMessage(noKirim));
    if (row.kode_toko_asal !== auth.kodeToko) throw forbidden(RECEIVING_MESSAGES.statusPengirimanForbidden);
    if (row.status !== 'PENDING') throw badRequest(RECEIVING_MESSAGES.statusPengirimanClosed, { no_kirim: RECEIVING_MESSAGES.statusPengirimanClosed });
    await repo.setPerjalanan(trx, noKirim, noResi || null);
    return kirimWithDetail(trx, (await repo.findKirim(trx, noKirim))!);
  });
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
