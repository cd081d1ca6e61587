/** A stock count (stock opname) as the screens read it: its lines, what left the place meanwhile, its totals. */
import {
  isPresentStatus,
  lineStateOf,
  mgToGrams,
  STOCK_COUNT_MESSAGES,
  summarizeOpname,
  type Milligrams,
  type OpnameDetail,
  type OpnameHeader,
  type OpnameLine,
  type OpnameSummary,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import * as repo from './stock-count.repository';
import { mgOf } from '../../db/columns';
import { grams, iso } from './stock-count-places.service';

type Db = Kysely<Database>;

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

export function summaryOfLines(place: CountedPlace, lines: readonly LineFacts[]): OpnameSummary {
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
    berat_timbang: row.berat_timbang === null ? null : mgToGrams(mgOf(row.berat_timbang)),
    selisih_timbang: row.berat_timbang === null ? null : mgToGrams(mgOf(row.berat_timbang) - summary.sistem.beratMg),
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
export async function detailOf(db: Db, kodeToko: string, noOpname: string): Promise<OpnameDetail> {
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
