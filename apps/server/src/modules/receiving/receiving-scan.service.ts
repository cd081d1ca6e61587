/** The box count of a shipment at the receiving store: each item scanned before the shipment is received. */
import {
  alreadyReceivedMessage,
  kirimCancelledMessage,
  kirimNotFoundMessage,
  notChainShipmentMessage,
  scannedTwiceMessage,
  type ScanItem,
  type ScanState,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './receiving.repository';
import { grams, inTransaction } from './receiving-documents.service';

type Db = Kysely<Database>;

/** A shipment to the caller's store, locked, that must still be waiting. */
export async function pendingKirimTo(trx: Db, auth: AuthContext, noKirim: string): Promise<repo.KirimDbRow> {
  const lock = await repo.lockKirim(trx, noKirim);
  if (!lock || lock.kode_toko_tujuan !== auth.kodeToko) throw notFound(kirimNotFoundMessage(noKirim));
  const row = (await repo.findKirim(trx, noKirim))!;
  if (row.status === 'DITERIMA') throw badRequest(alreadyReceivedMessage(noKirim, row.no_terima), { no_kirim: alreadyReceivedMessage(noKirim, row.no_terima) });
  if (row.status === 'BATAL') throw badRequest(kirimCancelledMessage(noKirim), { no_kirim: kirimCancelledMessage(noKirim) });
  return row;
}

type Count = { lines: Awaited<ReturnType<typeof repo.listKirimDetail>>; found: Set<string>; scanned: string[] };

export async function countOf(db: Db, noKirim: string): Promise<Count> {
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
