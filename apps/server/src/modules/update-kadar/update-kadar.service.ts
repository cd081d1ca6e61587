import {
  kadarTextToHundredths,
  kadarToText,
  priceSaleLine,
  SUPPLIER_MESSAGES,
  UPDATE_KADAR_PREFIX,
  type ReadyUpdateKadarRow,
  type UpdateKadarInput,
  type UpdateKadarRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { storeContext } from '../counter/counter-context';
import { documentNumbers } from '../counter/document-numbers';
import * as pricesService from '../prices/prices.service';
import { grams, inTransaction, planStock, writeStock } from '../stock/stock-ledger.service';
import * as repo from './update-kadar.repository';

type Db = Kysely<Database>;

/** GET barang/get/ready-update-kadar: the store's items that may take a new purity (READY, by the gram, for sale). */
export async function readyUpdateKadar(app: FastifyInstance, auth: AuthContext, f: repo.ReadyFilter): Promise<ReadyUpdateKadarRow[]> {
  const rows = await repo.readyItems(app.db, auth.kodeToko, f);
  return rows.map((r) => ({ ...r, berat: Number(r.berat), kadar: Number(r.kadar), kadar_group: Number(r.kadar_group), ongkos: Number(r.ongkos) }));
}

function toRow(r: Awaited<ReturnType<typeof repo.findUpdate>>): UpdateKadarRow {
  return {
    no_update: r.no_update,
    tgl_system: r.tgl_system,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    berat: grams(r.berat),
    kadar_lama: Number(r.kadar_lama),
    kadar_baru: Number(r.kadar_baru),
    kode_group_lama: r.kode_group_lama,
    kode_group_baru: r.kode_group_baru,
    harga_per_gram_lama: Number(r.harga_per_gram_lama),
    harga_per_gram_baru: Number(r.harga_per_gram_baru),
    harga_lama: Number(r.harga_lama),
    harga_baru: Number(r.harga_baru),
    alasan: r.alasan,
    approved_by: r.approved_by,
    input_by: r.input_by,
  };
}

/**
 * POST barang/update-kadar, in one transaction: the item (READY, by the gram) locked and planned by the ledger's
 * UPDATE_KADAR rule; the group of the new purity checked; both groups' sell prices in force today (the stale-price
 * guard); the supervisor's approval (UPDATE_KADAR) consumed; then the ledger row, the item's new purity and group,
 * and the update document with the price per gram and the counter price before and after. 400 and nothing written
 * on any refusal; the same idempotency key answers the first update.
 */
export async function updateKadar(app: FastifyInstance, auth: AuthContext, input: UpdateKadarInput): Promise<UpdateKadarRow> {
  return inTransaction(
    app,
    async (trx) => {
      const ctx = await storeContext(trx, auth);
      const plan = await planStock(trx, auth.kodeToko, [{ kode_barcode: input.kode_barcode, op: { jenis: 'UPDATE_KADAR' } }], () => 'kode_barcode');
      const item = plan.entries[0]!.before;
      const kodeGroupBaru = input.kode_group_baru ?? item.kode_group;
      if (!(await repo.findGroup(trx, auth.kodeToko, kodeGroupBaru))) {
        const message = `Kode Group ${kodeGroupBaru} tidak terdaftar`;
        throw badRequest(message, { kode_group_baru: message });
      }
      const kadarLama = kadarTextToHundredths(item.kadar);
      if (kadarLama === input.kadar_baru && kodeGroupBaru === item.kode_group) {
        throw badRequest(SUPPLIER_MESSAGES.kadarUnchanged, { kadar_baru: SUPPLIER_MESSAGES.kadarUnchanged });
      }
      const priceOf = async (kodeGroup: string) =>
        (await pricesService.priceForDocument(trx, { kodeToko: auth.kodeToko, kodeGroup, tanggal: ctx.tglSystem, modules: ctx.modules })).harga_jual;
      const perGramLama = await priceOf(item.kode_group);
      const perGramBaru = kodeGroupBaru === item.kode_group ? perGramLama : await priceOf(kodeGroupBaru);
      const counterPrice = (hargaPerGram: number) =>
        priceSaleLine({ jenis_harga: 'GRAM', beratMg: mgOf(item.berat), hargaPerGram, ongkos: Number(item.ongkos), harga_jual: 0, jumlah: 1, unit: ctx.unit, down: ctx.down });
      const [noUpdate] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, UPDATE_KADAR_PREFIX);
      const [approval] = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['UPDATE_KADAR'], ids: input.otorisasi, noDokumen: noUpdate! });
      const kadarBaru = kadarToText(input.kadar_baru);
      await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: noUpdate!, keterangan: `KADAR ${kadarToText(kadarLama)} -> ${kadarBaru}` }, plan);
      await repo.setItemKadar(trx, auth.kodeToko, item.kode_barcode, kadarBaru, kodeGroupBaru, auth.userId);
      await repo.insertUpdate(trx, {
        kode_toko: auth.kodeToko,
        no_update: noUpdate!,
        idempotency_key: input.idempotency_key ?? noUpdate!,
        tgl_system: ctx.tglSystem,
        kode_barcode: item.kode_barcode,
        nama_barang: item.nama_barang,
        berat: item.berat,
        kadar_lama: kadarToText(kadarLama),
        kadar_baru: kadarBaru,
        kode_group_lama: item.kode_group,
        kode_group_baru: kodeGroupBaru,
        harga_per_gram_lama: perGramLama,
        harga_per_gram_baru: perGramBaru,
        harga_lama: counterPrice(perGramLama),
        harga_baru: counterPrice(perGramBaru),
        alasan: input.alasan,
        approved_by: approval!.approved_by,
        input_by: auth.userId,
      });
      return toRow(await repo.findUpdate(trx, auth.kodeToko, noUpdate!));
    },
    { ...auth, jenis: 'UPDATE_KADAR', kunci: input.idempotency_key },
  );
}
