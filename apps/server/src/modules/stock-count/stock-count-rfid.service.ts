/**
 * RFID counts (RFID_MODULE, issue 35): an item may carry an RFID tag beside its barcode; a count takes a batch of tag
 * reads (typed by a keyboard-like reader or from a reader's file), maps each to its item and records it as a scan
 * would (found, wrong place, unknown); a tag proves presence, not weight, so the tray's total weight can be typed
 * from the scale and compared with the system's.
 */
import {
  mgToWeightString,
  rfidBatchMessage,
  rfidTakenMessage,
  STOCK_COUNT_MESSAGES as M,
  type ItemRfidInput,
  type Milligrams,
  type OpnameDetail,
  type RfidBatch,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors';
import { lockOpen } from './stock-count-opname.service';
import { detailOf } from './stock-count-opname-reads.service';
import * as repo from './stock-count.repository';
import * as rfidRepo from './stock-count-rfid.repository';

/**
 * POST /api/stock-opname/:no_opname/rfid: one batch of reads in one transaction (the count locked). A tag of an
 * expected, unread item marks it found (unless it has left the place since the count started); a tag of another
 * item of the store is recorded as not belonging here (wrong tray); an unknown tag is recorded as unknown (its line
 * carries the tag); a tag already read counts once. Answers the count with its live totals and what the batch did.
 */
export async function readRfid(app: FastifyInstance, auth: AuthContext, noOpname: string, tags: readonly string[]): Promise<{ detail: OpnameDetail & { batch: RfidBatch }; message: string }> {
  return app.db.transaction().execute(async (trx) => {
    await lockOpen(trx, auth.kodeToko, noOpname);
    const unique = [...new Set(tags)];
    const batch: RfidBatch = { dibaca: tags.length, ditemukan: 0, tidak_seharusnya: 0, tidak_dikenal: 0, sudah_dibaca: tags.length - unique.length, keluar: 0 };
    const items = new Map((await rfidRepo.itemsByRfid(trx, auth.kodeToko, unique)).map((i) => [i.rfid!, i]));
    const lines = new Map((await repo.listOpnameLines(trx, auth.kodeToko, noOpname)).map((l) => [l.kode_barcode, l]));
    const codeOf = (tag: string) => items.get(tag)?.kode_barcode ?? tag;
    const expectedUnread = unique.map(codeOf).filter((c) => lines.get(c)?.expected && lines.get(c)?.scanned_at === null);
    const gone = new Set((await repo.itemsLeftSinceStart(trx, auth.kodeToko, noOpname, expectedUnread)).map((g) => g.kode_barcode));
    const found: number[] = [];
    const added: Parameters<typeof rfidRepo.insertLines>[1][number][] = [];
    const now = new Date().toISOString();
    for (const tag of unique) {
      const item = items.get(tag);
      const line = lines.get(codeOf(tag));
      if (line) {
        if (line.scanned_at !== null || !line.expected) batch.sudah_dibaca += 1;
        else if (gone.has(line.kode_barcode)) batch.keluar += 1;
        else {
          found.push(line.id);
          batch.ditemukan += 1;
        }
        continue;
      }
      added.push({
        kode_toko: auth.kodeToko,
        no_opname: noOpname,
        kode_barcode: codeOf(tag),
        nama_barang: item?.nama_barang ?? '',
        kode_gudang: item?.kode_gudang ?? null,
        kode_baki: item?.kode_baki ?? null,
        jumlah: item?.jumlah ?? 0,
        berat: item ? mgToWeightString(item.jumlah * mgOf(item.berat)) : '0',
        status_barang: item?.status ?? null,
        expected: false,
        scanned_at: now,
        scanned_by: auth.userId,
      });
      if (item) batch.tidak_seharusnya += 1;
      else batch.tidak_dikenal += 1;
    }
    await rfidRepo.markScannedMany(trx, found, auth.userId);
    await rfidRepo.insertLines(trx, added);
    return { detail: { ...(await detailOf(trx, auth.kodeToko, noOpname)), batch }, message: rfidBatchMessage(batch) };
  });
}

/** POST /api/stock-opname/:no_opname/timbang: the tray's weight from the scale, kept on the open tray count. */
export async function recheckWeight(app: FastifyInstance, auth: AuthContext, noOpname: string, beratMg: Milligrams): Promise<OpnameDetail> {
  return app.db.transaction().execute(async (trx) => {
    const header = await lockOpen(trx, auth.kodeToko, noOpname);
    if (!header.kode_baki) throw badRequest(M.timbangRecheckTray, { berat_timbang: M.timbangRecheckTray });
    await rfidRepo.setOpnameWeight(trx, auth.kodeToko, noOpname, mgToWeightString(beratMg), auth.userId);
    return detailOf(trx, auth.kodeToko, noOpname);
  });
}

/** PUT /api/barang-rfid: gives an item of the store its RFID tag (null removes it); a tag is on one item of the store. */
export async function setItemRfid(app: FastifyInstance, auth: AuthContext, input: ItemRfidInput): Promise<{ kode_barcode: string; rfid: string | null }> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const item = await rfidRepo.findItem(trx, auth.kodeToko, input.kode_barcode);
      if (!item) throw badRequest(M.rfidItemUnknown, { kode_barcode: M.rfidItemUnknown });
      if (input.rfid) {
        const [other] = await rfidRepo.itemsByRfid(trx, auth.kodeToko, [input.rfid]);
        if (other && other.kode_barcode !== item.kode_barcode) throw conflict(rfidTakenMessage(input.rfid, other.kode_barcode), { rfid: rfidTakenMessage(input.rfid, other.kode_barcode) });
      }
      await rfidRepo.setItemRfid(trx, auth.kodeToko, item.kode_barcode, input.rfid, auth.userId);
      return { kode_barcode: item.kode_barcode, rfid: input.rfid };
    });
  } catch (error) {
    // the same tag given to two items at the same moment: the unique index keeps one
    if (isUniqueViolation(error) && input.rfid) throw conflict(rfidTakenMessage(input.rfid, '-'), { rfid: rfidTakenMessage(input.rfid, '-') });
    throw error;
  }
}
