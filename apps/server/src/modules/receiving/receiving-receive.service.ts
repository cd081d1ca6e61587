/** Receiving a shipment of the chain into the stock (and a receipt cancelled the same day), and the receipts list. */
import {
  barcodeNotFoundMessage,
  itemMovedMessage,
  kadarTextToHundredths,
  kirimCancelledMessage,
  mgToWeightString,
  notInShipmentMessage,
  RECEIVING_MESSAGES,
  RECEIVING_PREFIX,
  SPECIAL_GUDANG,
  specialWarehouseMessage,
  terimaCancelledMessage,
  trayInactiveMessage,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  type CreateBarangInput,
  type MasalahJenis,
  type Milligrams,
  type Place,
  type TerimaInput,
  type TerimaRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as berlianRepo from '../berlian/berlian.repository';
import * as stockRepo from '../stock/stock.repository';
import { addStockItems, applyStockOperations, businessDateOf, type StockContext } from '../stock/stock.service';
import * as repo from './receiving.repository';
import { mgOf } from '../../db/columns';
import { inTransaction, documentNumber, toTerimaRow, terimaWithDetail } from './receiving-documents.service';
import { pendingKirimTo, countOf } from './receiving-scan.service';
import { createShipment } from './receiving-shipments.service';

type Db = Kysely<Database>;

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
  fromToko: string | null,
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
  // a diamond piece's stones, certificate and cost travel with it (issue 34)
  if (fromToko) await berlianRepo.carryStones(trx, fromToko, receiver.kodeToko, [...receivedCodes]);
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
  // a chain shipment's journey ends here; one with pieces missing is DITERIMA_SELISIH (set by terimaBarang)
  const journey = fromToko ? { status_pengiriman: 'DITERIMA' as const } : {};
  await repo.setKirimStatus(trx, noKirim, { status: 'DITERIMA', no_terima: noTerima, tgl_terima: receiver.tglSystem, ...journey });
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
  const noTerima = await receiveLines(trx, receiver, noKirim, move.place, lines, (l) => mgOf(l.berat), move.from);
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
    const noTerima = await receiveLines(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem }, row.no_kirim, place, receivedLines, beratOf, row.kode_toko_asal);

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
    // a piece missing from the box is a difference both stores see (GET kirim-barang/selisih); it stays KIRIM in the
    // sender (out of both stores' stock, never sellable) until the difference is settled
    if (problems.some((p) => p.jenis === 'TIDAK_ADA')) {
      await repo.setKirimStatus(trx, row.no_kirim, { status: 'DITERIMA', no_terima: noTerima, tgl_terima: tglSystem, status_pengiriman: 'DITERIMA_SELISIH' });
    }
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
    const journey = kirim.jenis === 'TOKO' ? { status_pengiriman: kirim.perjalanan_at ? ('DALAM_PERJALANAN' as const) : ('DIKIRIM' as const) } : {};
    await repo.setKirimStatus(trx, receipt.no_kirim, { status: kirim.jenis === 'TOKO' ? 'PENDING' : 'BATAL', no_terima: null, tgl_terima: null, ...journey });
    // a cancelled supplier receipt frees its certificate numbers (the stones stay on the cancelled pieces)
    if (kirim.jenis !== 'TOKO') await berlianRepo.releaseCertificates(trx, auth.kodeToko, lines.map((l) => l.kode_barcode));
    await repo.cancelOpenFakturOf(trx, auth.kodeToko, input.no_terima);
    return terimaWithDetail(trx, auth.kodeToko, input.no_terima);
  });
}
