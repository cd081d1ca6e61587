/**
 * A stock count's life: started for a tray or a warehouse, scanned, closed (missing items leave the stock) or
 * cancelled.
 */
import {
  barcodeTwiceMessage,
  formatDocumentNumber,
  itemLeftPlaceMessage,
  mgToWeightString,
  MOVABLE_STATUSES,
  OPNAME_PREFIX,
  opnameClosedMessage,
  opnameAlreadyOpenMessage,
  opnameNotOpenMessage,
  STOCK_COUNT_MESSAGES,
  unknownCodeMessage,
  type OpnameDetail,
  type OpnameStartInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, businessDateOf } from '../stock/stock.service';
import * as repo from './stock-count.repository';
import { mgOf } from '../../db/columns';
import { summaryOfLines, detailOf } from './stock-count-opname-reads.service';
import { resolveTray } from './stock-count-places.service';

type Db = Kysely<Database>;

/**
 * Starts a count of a tray (or of a whole warehouse): a document SO-... with the snapshot of the
 * items present there. Only one open count per place: a tray count and a count of its warehouse
 * overlap, so they cannot both be open.
 */
export async function startOpname(app: FastifyInstance, auth: AuthContext, input: OpnameStartInput): Promise<OpnameDetail> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const kodeBaki = input.kode_baki ?? null;
      if (kodeBaki) await resolveTray(trx, auth.kodeToko, input.kode_gudang, kodeBaki, 'kode_baki');
      // the warehouse row lock queues concurrent starts in one warehouse, so the overlap check holds
      if (!(await repo.lockGudang(trx, auth.kodeToko, input.kode_gudang))) {
        const message = unknownCodeMessage('Kode Gudang', input.kode_gudang);
        throw badRequest(message, { kode_gudang: message });
      }
      const [open] = await repo.openOpnamesOverlapping(trx, auth.kodeToko, input.kode_gudang, kodeBaki);
      if (open) {
        const message = opnameAlreadyOpenMessage(open.no_opname, open.kode_gudang, open.kode_baki);
        throw conflict(message, { [kodeBaki ? 'kode_baki' : 'kode_gudang']: message });
      }
      const tglSystem = await businessDateOf(trx, auth.kodeToko);
      const noOpname = formatDocumentNumber(OPNAME_PREFIX, auth.kodeToko, tglSystem, await stockRepo.takeNumbers(trx, auth.kodeToko, OPNAME_PREFIX));
      const items = await repo.presentItemsIn(trx, auth.kodeToko, input.kode_gudang, kodeBaki);
      await repo.insertOpname(
        trx,
        { kode_toko: auth.kodeToko, no_opname: noOpname, tgl_system: tglSystem, kode_gudang: input.kode_gudang, kode_baki: kodeBaki, status: 'OPEN', input_by: auth.userId },
        items.map((i) => ({
          kode_toko: auth.kodeToko,
          no_opname: noOpname,
          kode_barcode: i.kode_barcode,
          nama_barang: i.nama_barang,
          kode_gudang: i.kode_gudang,
          kode_baki: i.kode_baki,
          jumlah: i.jumlah,
          berat: mgToWeightString(i.jumlah * mgOf(i.berat)),
          status_barang: i.status,
          expected: true,
        })),
      );
      return detailOf(trx, auth.kodeToko, noOpname);
    });
  } catch (error) {
    if (isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'stock_opname_open_key') {
      const [open] = await repo.openOpnamesOverlapping(app.db, auth.kodeToko, input.kode_gudang, input.kode_baki ?? null);
      const message = opnameAlreadyOpenMessage(open?.no_opname ?? '', input.kode_gudang, input.kode_baki ?? null);
      throw conflict(message, { kode_gudang: message });
    }
    throw error;
  }
}

export async function lockOpen(trx: Db, kodeToko: string, noOpname: string): Promise<repo.OpnameDbRow> {
  const row = await repo.lockOpname(trx, kodeToko, noOpname);
  if (!row) throw notFound(STOCK_COUNT_MESSAGES.opnameNotFound);
  if (row.status !== 'OPEN') throw badRequest(opnameNotOpenMessage(noOpname, row.status), { no_opname: opnameNotOpenMessage(noOpname, row.status) });
  return row;
}

/**
 * A scanned code: an expected item becomes FOUND; anything else is recorded as UNEXPECTED (an item
 * of the store kept elsewhere, in whatever state) or UNKNOWN (a code the store does not know). The same
 * code twice answers 400 'Barcode X sudah ada di tabel'. An expected item that has left the place since
 * the count started (moved or sold through the ledger) is refused with where it is now: recording it
 * found here would contradict the stock.
 */
export async function scanOpname(app: FastifyInstance, auth: AuthContext, noOpname: string, kodeBarcode: string): Promise<{ detail: OpnameDetail; message: string }> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const header = await lockOpen(trx, auth.kodeToko, noOpname);
      const line = await repo.findLine(trx, auth.kodeToko, noOpname, kodeBarcode);
      const twice = () => badRequest(barcodeTwiceMessage(kodeBarcode), { kode_barcode: barcodeTwiceMessage(kodeBarcode) });
      let message: string;
      if (line) {
        if (line.scanned_at !== null) throw twice();
        const [gone] = await repo.itemsLeftSinceStart(trx, auth.kodeToko, noOpname, [line.kode_barcode]);
        if (gone) {
          const left = itemLeftPlaceMessage(line.kode_barcode, header, gone);
          throw badRequest(left, { kode_barcode: left });
        }
        await repo.markScanned(trx, line.id, auth.userId);
        message = STOCK_COUNT_MESSAGES.found;
      } else {
        const [item] = await repo.itemsByCode(trx, auth.kodeToko, [kodeBarcode]);
        await repo.insertLine(trx, {
          kode_toko: auth.kodeToko,
          no_opname: noOpname,
          kode_barcode: kodeBarcode,
          nama_barang: item?.nama_barang ?? '',
          kode_gudang: item?.kode_gudang ?? null,
          kode_baki: item?.kode_baki ?? null,
          jumlah: item?.jumlah ?? 0,
          berat: item ? mgToWeightString(item.jumlah * mgOf(item.berat)) : '0',
          status_barang: item?.status ?? null,
          expected: false,
          scanned_at: new Date().toISOString(),
          scanned_by: auth.userId,
        });
        message = item ? STOCK_COUNT_MESSAGES.unexpected : STOCK_COUNT_MESSAGES.unknownBarcode;
      }
      return { detail: await detailOf(trx, auth.kodeToko, noOpname), message };
    });
  } catch (error) {
    // two scans of one code at the same moment: the unique key keeps one
    if (isUniqueViolation(error)) throw badRequest(barcodeTwiceMessage(kodeBarcode), { kode_barcode: barcodeTwiceMessage(kodeBarcode) });
    throw error;
  }
}

/**
 * Closes a count in one transaction: expected items that have left the place since the start get
 * their current place on their line (LEFT, not missing), then the totals found / missing / unexpected
 * are recorded on the header. In a tray count (of any warehouse: the piece is where it was counted),
 * each unexpected item of the store that is READY or TITIP in another place is moved into the counted
 * tray through the stock ledger (OPNAME rows, no_ref = no_opname), its status kept; the items are locked
 * first, so one sold meanwhile is not moved. Unexpected items in another state (sold, sent, melted,
 * samples) are not moved: their line takes their current state and the answer's message names them.
 * Missing items are not touched: they stay listed on the closed count for the owner to decide
 * (docs/decisions.md).
 */
export async function closeOpname(app: FastifyInstance, auth: AuthContext, noOpname: string): Promise<{ detail: OpnameDetail; message: string }> {
  return app.db.transaction().execute(async (trx) => {
    const header = await lockOpen(trx, auth.kodeToko, noOpname);
    for (const gone of await repo.itemsLeftSinceStart(trx, auth.kodeToko, noOpname)) await repo.setLinePlace(trx, auth.kodeToko, noOpname, gone);
    const lines = await repo.listOpnameLines(trx, auth.kodeToko, noOpname);
    let moved: string[] = [];
    let notMoved: { kode_barcode: string; status: string }[] = [];
    const tray = header.kode_baki ? await repo.findTray(trx, auth.kodeToko, header.kode_baki) : undefined;
    const unexpected = lines.filter((l) => !l.expected && l.status_barang !== null).map((l) => l.kode_barcode);
    if (tray && unexpected.length) {
      const current = await stockRepo.lockItems(trx, auth.kodeToko, unexpected);
      const movable = (i: (typeof current)[number]) => (MOVABLE_STATUSES as readonly string[]).includes(i.status);
      moved = current.filter((i) => movable(i) && i.kode_baki !== tray.kode_baki).map((i) => i.kode_barcode);
      notMoved = current.filter((i) => !movable(i)).map((i) => ({ kode_barcode: i.kode_barcode, status: i.status }));
      for (const i of current.filter((c) => !movable(c))) {
        await repo.setLinePlace(trx, auth.kodeToko, noOpname, { kode_barcode: i.kode_barcode, kode_gudang: i.kode_gudang, kode_baki: i.kode_baki, status: i.status });
      }
      if (moved.length) {
        const tglSystem = await businessDateOf(trx, auth.kodeToko);
        const ke = { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki };
        await applyStockOperations(
          trx,
          { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noOpname, keterangan: `STOCK OPNAME ${noOpname}` },
          moved.map((kode_barcode) => ({ kode_barcode, op: { jenis: 'OPNAME' as const, ke } })),
        );
        await repo.markMoved(trx, auth.kodeToko, noOpname, moved);
      }
    }
    const s = summaryOfLines(header, lines);
    await repo.updateOpname(trx, auth.kodeToko, noOpname, {
      status: 'CLOSED',
      jumlah_sistem: s.sistem.jumlah,
      berat_sistem: mgToWeightString(s.sistem.beratMg),
      jumlah_found: s.found.jumlah,
      berat_found: mgToWeightString(s.found.beratMg),
      jumlah_missing: s.missing.jumlah,
      berat_missing: mgToWeightString(s.missing.beratMg),
      jumlah_unexpected: s.unexpected.jumlah,
      berat_unexpected: mgToWeightString(s.unexpected.beratMg),
      jumlah_dipindah: moved.length,
      closed_by: auth.userId,
      closed_at: new Date().toISOString(),
    });
    return { detail: await detailOf(trx, auth.kodeToko, noOpname), message: opnameClosedMessage(header.kode_baki, moved.length, notMoved) };
  });
}

/** Cancels an open count: status BATAL, who and when; nothing in the stock changes. */
export async function batalOpname(app: FastifyInstance, auth: AuthContext, noOpname: string): Promise<OpnameDetail> {
  return app.db.transaction().execute(async (trx) => {
    await lockOpen(trx, auth.kodeToko, noOpname);
    await repo.updateOpname(trx, auth.kodeToko, noOpname, { status: 'BATAL', closed_by: auth.userId, closed_at: new Date().toISOString() });
    return detailOf(trx, auth.kodeToko, noOpname);
  });
}
