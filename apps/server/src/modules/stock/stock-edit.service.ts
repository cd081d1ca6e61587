/** Editing items in place: their fields, their selling price and labour cost (nothing moves). */
import {
  barcodeNotFoundMessage,
  DOCUMENT_PREFIX,
  duplicateNameMessage,
  EDITABLE_STATUSES,
  kadarTextToHundredths,
  kadarToText,
  mgToWeightString,
  MESSAGES,
  NAME_UNIQUE_STATUSES,
  notEditableMessage,
  REPRICEABLE_STATUSES,
  unknownCodeMessage,
  type BarangRow,
  type Milligrams,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import * as repo from './stock.repository';
import { toBarangRow, inTransaction, businessDateOf, planStock, writeStock, documentNumber } from './stock-ledger.service';

type Db = Kysely<Database>;

export type UpdateBarangInput = {
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  berat: Milligrams;
  berat_awal?: Milligrams;
  kadar?: number;
  kode_intern: string;
  size: string;
};

/**
 * Edits an item while it is READY. A new weight is a correction in the ledger (old weight out,
 * new weight in), so the balance follows; the name stays unique among the sellable stock.
 */
export async function updateBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string, input: UpdateBarangInput): Promise<BarangRow> {
  return inTransaction(app, async (trx) => {
    const [row] = await repo.lockItems(trx, auth.kodeToko, [kodeBarcode]);
    if (!row) throw notFound(MESSAGES.notFound);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) throw badRequest(notEditableMessage(kodeBarcode, row.status));
    const [groups, depts, names] = await Promise.all([
      repo.findGroups(trx, auth.kodeToko, [input.kode_group]),
      repo.findDepts(trx, auth.kodeToko, [input.kode_dept]),
      repo.namesInStock(trx, auth.kodeToko, [input.nama_barang], NAME_UNIQUE_STATUSES, kodeBarcode),
    ]);
    const group = groups[0];
    if (!group) throw badRequest(unknownCodeMessage('Kode Group', input.kode_group), { kode_group: unknownCodeMessage('Kode Group', input.kode_group) });
    if (!depts.length) throw badRequest(unknownCodeMessage('Kode Jenis', input.kode_dept), { kode_dept: unknownCodeMessage('Kode Jenis', input.kode_dept) });
    if (names.size) throw conflict(duplicateNameMessage(input.nama_barang), { nama_barang: duplicateNameMessage(input.nama_barang) });
    const kadar = input.kadar ?? kadarTextToHundredths(group.kadar);
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const plan = await planStock(trx, auth.kodeToko, [{ kode_barcode: kodeBarcode, op: { jenis: 'KOREKSI', beratMg: input.berat } }], () => 'berat');
    if (plan.entries.some((e) => e.movements.length)) {
      const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX.KOREKSI);
      await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef, keterangan: 'UBAH DATA BARANG' }, plan);
    }
    await repo.updateItemFields(
      trx,
      auth.kodeToko,
      kodeBarcode,
      {
        kode_group: input.kode_group,
        kode_dept: input.kode_dept,
        nama_barang: input.nama_barang,
        berat: mgToWeightString(input.berat),
        berat_awal: input.berat_awal === undefined ? row.berat_awal : mgToWeightString(input.berat_awal),
        kadar: kadarToText(kadar),
        kode_intern: input.kode_intern,
        size: input.size,
      },
      auth.userId,
    );
    return toBarangRow((await repo.findItem(trx, auth.kodeToko, kodeBarcode))!);
  });
}

/** New selling price and labour cost of items in the store (no ledger row: nothing moves). */
export async function updateProfit(app: FastifyInstance, auth: AuthContext, detail: readonly { kode_barcode: string; harga_jual: number; ongkos: number }[]): Promise<BarangRow[]> {
  return inTransaction(app, async (trx) => {
    const locked = new Map((await repo.lockItems(trx, auth.kodeToko, detail.map((d) => d.kode_barcode))).map((r) => [r.kode_barcode, r]));
    const errors: Record<string, string> = {};
    detail.forEach((d, i) => {
      const row = locked.get(d.kode_barcode);
      if (!row) errors[`detail.${i}.kode_barcode`] = barcodeNotFoundMessage(d.kode_barcode);
      else if (!(REPRICEABLE_STATUSES as readonly string[]).includes(row.status)) errors[`detail.${i}.kode_barcode`] = notEditableMessage(d.kode_barcode, row.status);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    await repo.updateItemPrices(trx, auth.kodeToko, detail, auth.userId);
    return (await repo.findItems(trx, auth.kodeToko, detail.map((d) => d.kode_barcode))).map(toBarangRow);
  });
}
