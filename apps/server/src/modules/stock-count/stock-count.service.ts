import {
  barcodeTwiceMessage,
  formatDocumentNumber,
  isPresentStatus,
  itemLeftPlaceMessage,
  lineStateOf,
  mgToGrams,
  mgToWeightString,
  MOVABLE_STATUSES,
  OPNAME_PREFIX,
  opnameClosedMessage,
  opnameAlreadyOpenMessage,
  opnameNotOpenMessage,
  selisihMg,
  STOCK_COUNT_MESSAGES,
  summarizeOpname,
  trayOutsideWarehouseMessage,
  unknownCodeMessage,
  type Milligrams,
  type OpnameDetail,
  type OpnameHeader,
  type OpnameLine,
  type OpnameStartInput,
  type OpnameSummary,
  type TimbangRow,
  type TimbangStartInput,
  type TimbangWeighInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, businessDateOf } from '../stock/stock.service';
import * as repo from './stock-count.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

const grams = (text: string | number): number => mgToGrams(mgOf(text));
const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The warehouse named and the tray named must exist in the store, the tray in that warehouse. */
async function resolveTray(db: Db, kodeToko: string, kodeGudang: string, kodeBaki: string, bakiField: string) {
  if (!(await repo.findGudang(db, kodeToko, kodeGudang))) {
    const message = unknownCodeMessage('Kode Gudang', kodeGudang);
    throw badRequest(message, { kode_gudang: message });
  }
  const tray = await repo.findTray(db, kodeToko, kodeBaki);
  if (!tray) {
    const message = unknownCodeMessage('Kode Baki', kodeBaki);
    throw badRequest(message, { [bakiField]: message });
  }
  if (tray.kode_gudang !== kodeGudang) {
    const message = trayOutsideWarehouseMessage(kodeBaki, kodeGudang);
    throw badRequest(message, { [bakiField]: message });
  }
  return tray;
}

// ---------------------------------------------------------------- tray weighing

function toTimbangRow(row: Awaited<ReturnType<typeof repo.listTimbang>>[number]): TimbangRow {
  return {
    id: Number(row.id),
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    nama_baki: row.nama_baki ?? '',
    jumlah: row.jumlah,
    berat_system: grams(row.berat_system),
    berat_timbang: row.berat_timbang === null ? null : grams(row.berat_timbang),
    selisih: row.selisih === null ? null : grams(row.selisih),
    tgl_system: row.tgl_system,
    input_by: row.input_by,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listTimbang(app: FastifyInstance, auth: AuthContext): Promise<TimbangRow[]> {
  return (await repo.listTimbang(app.db, auth.kodeToko)).map(toTimbangRow);
}

/**
 * Starts weighing a tray (spec 001 §3, §4, §7): a new row with the system's pieces and weight of the
 * items present in it (in milligrams, exact). The scale's reading is entered on the row afterwards
 * (weighTimbang), or at once when given. Answers the store's list, newest (the new row) first.
 */
export async function startTimbang(app: FastifyInstance, auth: AuthContext, input: TimbangStartInput): Promise<TimbangRow[]> {
  return transactionOnce(app.db, { ...auth, jenis: 'TIMBANG', kunci: input.idempotency_key }, async (trx) => {
    const tray = await resolveTray(trx, auth.kodeToko, input.kode_gudang, input.kode_toko, 'kode_toko');
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const contents = await repo.trayContents(trx, auth.kodeToko, tray.kode_baki);
    const systemMg = mgOf(contents.berat);
    const scaleMg = input.berat_timbang;
    await repo.insertTimbang(trx, {
      kode_toko: auth.kodeToko,
      kode_gudang: tray.kode_gudang,
      kode_baki: tray.kode_baki,
      jumlah: contents.jumlah,
      berat_system: mgToWeightString(systemMg),
      berat_timbang: scaleMg === undefined ? null : mgToWeightString(scaleMg),
      selisih: scaleMg === undefined ? null : mgToWeightString(selisihMg(scaleMg, systemMg)),
      tgl_system: tglSystem,
      input_by: auth.userId,
    });
    return (await repo.listTimbang(trx, auth.kodeToko)).map(toTimbangRow);
  });
}

/**
 * PUT timbang-baki/:id: the scale's weight of a started weighing, entered once (the row is locked; a
 * second entry is refused so a confirmed weighing is never overwritten). Answers the store's list.
 */
export async function weighTimbang(app: FastifyInstance, auth: AuthContext, id: number, input: TimbangWeighInput): Promise<TimbangRow[]> {
  return transactionOnce(app.db, { ...auth, jenis: 'TIMBANG_ISI', kunci: input.idempotency_key }, async (trx) => {
    const row = await repo.findTimbangForUpdate(trx, auth.kodeToko, id);
    if (!row) throw notFound(STOCK_COUNT_MESSAGES.timbangNotFound);
    if (row.berat_timbang !== null) throw badRequest(STOCK_COUNT_MESSAGES.timbangAlreadyWeighed, { berat_timbang: STOCK_COUNT_MESSAGES.timbangAlreadyWeighed });
    const systemMg = mgOf(row.berat_system);
    await repo.setTimbangWeight(trx, id, mgToWeightString(input.berat_timbang), mgToWeightString(selisihMg(input.berat_timbang, systemMg)));
    return (await repo.listTimbang(trx, auth.kodeToko)).map(toTimbangRow);
  });
}

export async function resetTimbang(app: FastifyInstance, auth: AuthContext): Promise<TimbangRow[]> {
  await app.db.transaction().execute((trx) => repo.resetTimbang(trx, auth.kodeToko, auth.userId));
  return [];
}

// ---------------------------------------------------------------- stock opname

const amountOf = (a: { jumlah: number; beratMg: Milligrams }) => ({ jumlah: a.jumlah, berat: mgToGrams(a.beratMg) });

/** The counted place: a tray, or the whole warehouse when kode_baki is null. */
type CountedPlace = { kode_gudang: string; kode_baki: string | null };

type LineFacts = {
  kode_barcode: string;
  kode_gudang: string | null;
  kode_baki: string | null;
  status_barang: string | null;
  expected: boolean;
  scanned_at: string | null;
  jumlah: number;
  berat: string;
};

type CurrentPlace = { kode_barcode: string; kode_gudang: string; kode_baki: string; status: string };

/**
 * An expected, unscanned line whose recorded place is outside the counted place. The snapshot always
 * records the counted place, so this holds only once the line carries where the item went (written at
 * close, or laid over live by `withCurrentPlaces` while the count is open).
 */
function hasLeft(place: CountedPlace, l: LineFacts): boolean {
  if (!l.expected || l.scanned_at !== null || l.status_barang === null) return false;
  return !isPresentStatus(l.status_barang) || l.kode_gudang !== place.kode_gudang || (place.kode_baki !== null && l.kode_baki !== place.kode_baki);
}

/** Lines with the current place and status of the items that have left the counted place. */
function withCurrentPlaces<T extends LineFacts>(lines: readonly T[], left: readonly CurrentPlace[]): T[] {
  const now = new Map(left.map((p) => [p.kode_barcode, p]));
  return lines.map((l) => {
    const p = now.get(l.kode_barcode);
    return p ? { ...l, kode_gudang: p.kode_gudang, kode_baki: p.kode_baki, status_barang: p.status } : l;
  });
}

function summaryOfLines(place: CountedPlace, lines: readonly LineFacts[]): OpnameSummary {
  return summarizeOpname(
    lines.map((l) => ({
      expected: l.expected,
      scanned: l.scanned_at !== null,
      known: l.status_barang !== null,
      left: hasLeft(place, l),
      jumlah: l.jumlah,
      beratMg: mgOf(l.berat),
    })),
  );
}

/** A closed count's recorded totals; what left the place is what the system expected minus found and missing. */
function storedSummary(row: repo.OpnameDbRow, unknown: number): OpnameSummary {
  const sistem = { jumlah: row.jumlah_sistem, beratMg: mgOf(row.berat_sistem) };
  const found = { jumlah: row.jumlah_found, beratMg: mgOf(row.berat_found) };
  const missing = { jumlah: row.jumlah_missing, beratMg: mgOf(row.berat_missing) };
  return {
    sistem,
    found,
    missing,
    left: { jumlah: sistem.jumlah - found.jumlah - missing.jumlah, beratMg: sistem.beratMg - found.beratMg - missing.beratMg },
    unexpected: { jumlah: row.jumlah_unexpected, beratMg: mgOf(row.berat_unexpected) },
    unknown,
  };
}

const countUnknown = (lines: readonly LineFacts[]) => lines.filter((l) => !l.expected && l.status_barang === null).length;

function toHeader(row: repo.OpnameDbRow, summary: OpnameSummary): OpnameHeader {
  return {
    no_opname: row.no_opname,
    tgl_system: row.tgl_system,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    status: row.status,
    sistem: amountOf(summary.sistem),
    found: amountOf(summary.found),
    missing: amountOf(summary.missing),
    left: amountOf(summary.left),
    unexpected: amountOf(summary.unexpected),
    unknown: summary.unknown,
    jumlah_dipindah: row.jumlah_dipindah,
    input_by: row.input_by,
    created_at: new Date(row.created_at).toISOString(),
    closed_by: row.closed_by,
    closed_at: iso(row.closed_at),
  };
}

function toLine(place: CountedPlace, row: repo.OpnameLineDbRow): OpnameLine {
  return {
    kode_barcode: row.kode_barcode,
    nama_barang: row.nama_barang,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    jumlah: row.jumlah,
    berat: grams(row.berat),
    status_barang: row.status_barang,
    state: lineStateOf(row.expected, row.scanned_at !== null, { known: row.status_barang !== null, left: hasLeft(place, row) }),
    scanned_at: iso(row.scanned_at),
    scanned_by: row.scanned_by,
    dipindah: row.dipindah,
  };
}

/**
 * Header and lines; an open count's totals are live (from its lines, with the items that have left the
 * place since it started), a closed one's are those recorded.
 */
async function detailOf(db: Db, kodeToko: string, noOpname: string): Promise<OpnameDetail> {
  const row = await repo.findOpname(db, kodeToko, noOpname);
  if (!row) throw notFound(STOCK_COUNT_MESSAGES.opnameNotFound);
  let lines = await repo.listOpnameLines(db, kodeToko, noOpname);
  if (row.status === 'OPEN') lines = withCurrentPlaces(lines, await repo.itemsLeftSinceStart(db, kodeToko, noOpname));
  const summary = row.status === 'CLOSED' ? storedSummary(row, countUnknown(lines)) : summaryOfLines(row, lines);
  return { ...toHeader(row, summary), detail: lines.map((l) => toLine(row, l)) };
}

export async function getOpname(app: FastifyInstance, auth: AuthContext, noOpname: string): Promise<OpnameDetail> {
  return detailOf(app.db, auth.kodeToko, noOpname);
}

export async function listOpnames(app: FastifyInstance, auth: AuthContext, startDate: string, endDate: string): Promise<OpnameHeader[]> {
  const rows = await repo.listOpnames(app.db, auth.kodeToko, startDate, endDate);
  const live = rows.filter((r) => r.status !== 'CLOSED');
  const lines = await repo.linesOf(app.db, auth.kodeToko, live.map((r) => r.no_opname));
  const unknown = new Map((await repo.unknownCodeCounts(app.db, auth.kodeToko, rows.filter((r) => r.status === 'CLOSED').map((r) => r.no_opname))).map((c) => [c.no_opname, c.n]));
  const out: OpnameHeader[] = [];
  for (const r of rows) {
    if (r.status === 'CLOSED') {
      out.push(toHeader(r, storedSummary(r, unknown.get(r.no_opname) ?? 0)));
      continue;
    }
    let own = lines.filter((l) => l.no_opname === r.no_opname);
    if (r.status === 'OPEN') own = withCurrentPlaces(own, await repo.itemsLeftSinceStart(app.db, auth.kodeToko, r.no_opname));
    out.push(toHeader(r, summaryOfLines(r, own)));
  }
  return out;
}

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

async function lockOpen(trx: Db, kodeToko: string, noOpname: string): Promise<repo.OpnameDbRow> {
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
