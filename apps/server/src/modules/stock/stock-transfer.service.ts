/** Transfers (pindah barang): items or a whole tray to another warehouse and tray, one document. */
import {
  DOCUMENT_PREFIX,
  emptyTrayMessage,
  mgToWeightString,
  MOVABLE_STATUSES,
  STOCK_MESSAGES,
  type PindahDetailRow,
  type PindahRow,
  type Place,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './stock.repository';
import {
  grams,
  inTransaction,
  type StockPlan,
  businessDateOf,
  planStock,
  writeStock,
  documentNumber,
  resolvePlace,
} from './stock-ledger.service';

type Db = Kysely<Database>;

type PindahResult = PindahRow & { detail: PindahDetailRow[] };

type PindahSource = Awaited<ReturnType<typeof repo.pindahSources>>[number];

/** Transfers with where their items came from (the header names a source only for a whole-tray move). */
async function withSources(db: Db, kodeToko: string, rows: NonNullable<Awaited<ReturnType<typeof repo.findPindah>>>[]): Promise<PindahRow[]> {
  const sources = await repo.pindahSources(db, kodeToko, rows.map((r) => r.no_pindah));
  return rows.map((r) => toPindahRow(r, sources.filter((s) => s.no_pindah === r.no_pindah)));
}

function toPindahRow(row: NonNullable<Awaited<ReturnType<typeof repo.findPindah>>>, sources: readonly PindahSource[]): PindahRow {
  return {
    no_pindah: row.no_pindah,
    tgl_system: row.tgl_system,
    tgl: new Date(row.tgl).toISOString(),
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    dari_gudang: row.dari_gudang,
    dari_baki: row.dari_baki,
    asal: sources.map((s) => ({ kode_gudang: s.dari_gudang, kode_baki: s.dari_baki })),
    total_qty: row.total_qty,
    total_berat: grams(row.total_berat),
    input_by: row.input_by,
  };
}

function toPindahDetail(row: Awaited<ReturnType<typeof repo.listPindahDetail>>[number]): PindahDetailRow {
  return {
    tgl_system: row.tgl_system,
    kode_barcode: row.kode_barcode,
    keterangan: row.keterangan,
    dari_gudang: row.dari_gudang,
    dari_baki: row.dari_baki,
    berat: grams(row.berat),
    size: row.size,
    qty: row.qty,
    harga_jual: Number(row.harga_jual),
  };
}

/** Moves planned items to the target in one transfer document (no_pindah), with its lines. */
async function writeTransfer(trx: Db, auth: AuthContext, tglSystem: string, target: Place, plan: StockPlan, from: Place | null): Promise<PindahResult> {
  const noPindah = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.PINDAH);
  const totals = await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: noPindah }, plan);
  await repo.insertPindah(
    trx,
    {
      kode_toko: auth.kodeToko,
      no_pindah: noPindah,
      tgl_system: tglSystem,
      dari_gudang: from?.kode_gudang ?? null,
      dari_baki: from?.kode_baki ?? null,
      kode_gudang: target.kode_gudang,
      kode_baki: target.kode_baki,
      total_qty: totals.qty,
      total_berat: mgToWeightString(totals.beratMg),
      input_by: auth.userId,
    },
    plan.entries.flatMap((e) =>
      e.movements.map((m) => ({
        kode_toko: auth.kodeToko,
        no_pindah: noPindah,
        kode_barcode: m.kode_barcode,
        keterangan: e.before.nama_barang,
        dari_gudang: m.dari?.kode_gudang ?? '',
        dari_baki: m.dari?.kode_baki ?? '',
        berat: mgToWeightString(m.beratMg),
        size: e.before.size,
        qty: m.qty,
        harga_jual: Number(e.before.harga_jual),
      })),
    ),
  );
  const [header] = await withSources(trx, auth.kodeToko, [(await repo.findPindah(trx, auth.kodeToko, noPindah))!]);
  return { ...header!, detail: (await repo.listPindahDetail(trx, auth.kodeToko, noPindah)).map(toPindahDetail) };
}

/** POST pindah-barang: scanned items to another warehouse and tray, one document. */
export async function pindahBarang(app: FastifyInstance, auth: AuthContext, input: { kode_barcode: string[]; kode_gudang?: string; kode_baki: string; idempotency_key?: string | undefined }): Promise<PindahResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const target = await resolvePlace(trx, auth.kodeToko, input, 'STOCK');
    const plan = await planStock(trx, auth.kodeToko, input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'PINDAH', ke: target } })));
    return writeTransfer(trx, auth, tglSystem, target, plan, null);
  }, { ...auth, jenis: 'PINDAH', kunci: input.idempotency_key });
}

/** POST pindah-barang/satu-baki: every movable item of a tray to another tray, one document. */
export async function pindahSatuBaki(
  app: FastifyInstance,
  auth: AuthContext,
  input: { dari_gudang?: string; dari_baki: string; kode_gudang?: string; kode_baki: string; idempotency_key?: string | undefined },
): Promise<PindahResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const source = await resolvePlace(trx, auth.kodeToko, { kode_gudang: input.dari_gudang, kode_baki: input.dari_baki }, 'ANY', { gudang: 'dari_gudang', baki: 'dari_baki' });
    const target = await resolvePlace(trx, auth.kodeToko, input, 'STOCK');
    const items = await repo.lockItemsInTray(trx, auth.kodeToko, source.kode_baki, MOVABLE_STATUSES);
    if (!items.length) throw badRequest(emptyTrayMessage(source.kode_baki), { dari_baki: emptyTrayMessage(source.kode_baki) });
    const plan = await planStock(trx, auth.kodeToko, items.map((i) => ({ kode_barcode: i.kode_barcode, op: { jenis: 'PINDAH', ke: target } })));
    return writeTransfer(trx, auth, tglSystem, target, plan, source);
  }, { ...auth, jenis: 'PINDAH_BAKI', kunci: input.idempotency_key });
}

export async function listPindah(app: FastifyInstance, auth: AuthContext, startDate: string, endDate: string): Promise<PindahRow[]> {
  return withSources(app.db, auth.kodeToko, await repo.listPindah(app.db, auth.kodeToko, startDate, endDate));
}

export async function pindahDetail(app: FastifyInstance, auth: AuthContext, noPindah: string): Promise<PindahDetailRow[]> {
  if (!(await repo.findPindah(app.db, auth.kodeToko, noPindah))) throw notFound(STOCK_MESSAGES.searchEmpty);
  return (await repo.listPindahDetail(app.db, auth.kodeToko, noPindah)).map(toPindahDetail);
}
