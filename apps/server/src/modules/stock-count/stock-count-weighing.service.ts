/** Tray weighing (timbang baki): each tray's weight recorded against what the stock says it holds. */
import {
  mgToWeightString,
  selisihMg,
  STOCK_COUNT_MESSAGES,
  type TimbangRow,
  type TimbangStartInput,
  type TimbangWeighInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { businessDateOf } from '../stock/stock.service';
import * as repo from './stock-count.repository';
import { mgOf } from '../../db/columns';
import { grams, resolveTray } from './stock-count-places.service';

type Db = Kysely<Database>;

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
