import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Issue 35's manual goods in the demo: group, jenis, count, grams (goods kept by weight and count, no barcode per piece). */
const MANUAL_GOODS = [
  ['P17', 'CC', 24, '48.600'],
  ['P17', 'GL', 10, '52.300'],
  ['P17', 'KL', 15, '61.750'],
] as const;

/**
 * Opening balances of the manual stock on the demo's first sale tray (UTAMA warehouse) of each store, each with its
 * ledger row, so /barang-manual and the manual sale have goods to show from the first start. A group or jenis the
 * store does not carry is left out.
 */
export async function seedManualGoods(db: Kysely<Database>, stores: readonly string[], today: string): Promise<void> {
  for (const kode_toko of stores) {
    const tray = await db.selectFrom('baki').select(['kode_gudang', 'kode_baki']).where('kode_toko', '=', kode_toko).where('kode_gudang', '=', 'UTAMA').where('aktif', '=', true).orderBy('kode_baki').executeTakeFirst();
    if (!tray) continue;
    const groups = new Set((await db.selectFrom('group_barang').select('kode_group').where('kode_toko', '=', kode_toko).execute()).map((g) => g.kode_group));
    const depts = new Set((await db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', kode_toko).execute()).map((d) => d.kode_dept));
    const goods = MANUAL_GOODS.filter(([g, d]) => groups.has(g) && depts.has(d));
    if (!goods.length) continue;
    const place = (g: string, d: string) => ({ kode_toko, kode_group: g, kode_dept: d, kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki });
    await db
      .insertInto('barang_manual')
      .values(goods.map(([g, d, qty, berat]) => ({ ...place(g, d), qty, berat })))
      .execute();
    await db
      .insertInto('barang_manual_mutasi')
      .values(goods.map(([g, d, qty, berat]) => ({ ...place(g, d), tgl_system: today, no_ref: 'SALDO AWAL', jenis: 'SALDO_AWAL', qty, berat, input_by: 'SEED' })))
      .execute();
  }
}
