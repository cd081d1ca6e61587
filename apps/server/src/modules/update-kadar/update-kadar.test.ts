import { approvalRequiredMessage, kadarTextToHundredths, priceSaleLine, parseWeightToMg, SUPPLIER_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Issue 35: /update-kadar for the shops the configuration lists (UPDATE_KADAR_SHOPS), here BDG and not SBY. */
let t: TestApp;
let kasir: Record<string, string>;
let kasirSby: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ UPDATE_KADAR_SHOPS: 'BDG' });
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const approve = async () => {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi: 'UPDATE_KADAR', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};
const counts = async () => {
  const n = async (table: 'update_kadar' | 'stock_mutasi') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await n('update_kadar'), await n('stock_mutasi')];
};
const priceOf = async (kodeGroup: string) =>
  Number((await t.db.selectFrom('harga_emas').select('harga_jual').where('kode_toko', '=', 'BDG').where('kode_group', '=', kodeGroup).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).harga_jual);

type Ready = { kode_barcode: string; kode_group: string; kode_baki: string; kode_gudang: string; kadar: number; kadar_group: number; berat: number; ongkos: number };

describe('barang/get/ready-update-kadar and barang/update-kadar', () => {
  it('refuses a store the configuration does not list', async () => {
    expect((await call('GET', '/api/barang/get/ready-update-kadar', kasirSby)).statusCode).toBe(403);
    const res = await call('POST', '/api/barang/update-kadar', kasirSby, { kode_barcode: 'X', kadar_baru: 70, alasan: 'uji' });
    expect(res.statusCode).toBe(403);
  });

  it('lists the store items READY for sale, priced by the gram, with their group purity', async () => {
    const res = await call('GET', '/api/barang/get/ready-update-kadar', kasir);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Ready[];
    expect(rows.length).toBeGreaterThan(0);
    const codes = rows.map((r) => r.kode_barcode);
    const stored = await t.db.selectFrom('barang').select(['kode_barcode', 'status', 'jenis_harga', 'kode_toko']).where('kode_barcode', 'in', codes).execute();
    for (const s of stored) expect(s).toMatchObject({ status: 'READY', jenis_harga: 'GRAM', kode_toko: 'BDG' });
    const tray = rows[0]!.kode_baki;
    const inTray = (await call('GET', `/api/barang/get/ready-update-kadar?kode_baki=${tray.toLowerCase()}`, kasir)).json().data as Ready[];
    expect(inTray.every((r) => r.kode_baki === tray)).toBe(true);
  });

  it('updates a purity with a reason and an approval: the item, a ledger row and the price change, once', async () => {
    const [item] = (await call('GET', '/api/barang/get/ready-update-kadar', kasir)).json().data as Ready[];
    const other = await t.db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', 'BDG').where('kode_group', '<>', item!.kode_group).where('kadar', '<>', String(item!.kadar)).orderBy('kode_group').executeTakeFirstOrThrow();
    const base = { kode_barcode: item!.kode_barcode, kadar_baru: Number(other.kadar), kode_group_baru: other.kode_group.toLowerCase(), alasan: 'hasil uji kadar laboratorium' };
    const before = await counts();
    const bad: [Record<string, unknown>, string][] = [
      [{}, approvalRequiredMessage(['UPDATE_KADAR'])],
      [{ alasan: '  ' }, 'Alasan Tidak Boleh Kosong'],
      [{ kadar_baru: 0 }, 'Kadar tidak boleh 0'],
      [{ kadar_baru: 'abc' }, 'Kadar tidak valid'],
      [{ kadar_baru: 600 }, 'Kadar tidak boleh lebih dari 500'],
      [{ kode_group_baru: 'ZZZ' }, 'Kode Group ZZZ tidak terdaftar'],
      [{ kadar_baru: item!.kadar, kode_group_baru: '' }, SUPPLIER_MESSAGES.kadarUnchanged],
      [{ kode_barcode: 'BDG9999999' }, 'Barcode BDG9999999 tidak ditemukan'],
    ];
    for (const [patch, message] of bad) {
      const res = await call('POST', '/api/barang/update-kadar', kasir, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toBe(message);
    }
    expect(await counts()).toEqual(before);

    const body = { ...base, otorisasi: [await approve()], idempotency_key: newKey() };
    const res = await call('POST', '/api/barang/update-kadar', kasir, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SUPPLIER_MESSAGES.updateKadarSaved);
    const doc = res.json().data;
    const [oldPerGram, newPerGram] = [await priceOf(item!.kode_group), await priceOf(other.kode_group)];
    const counter = (perGram: number) => priceSaleLine({ jenis_harga: 'GRAM', beratMg: parseWeightToMg(item!.berat)!, hargaPerGram: perGram, ongkos: item!.ongkos, harga_jual: 0, jumlah: 1, unit: 500, down: false });
    expect(doc).toMatchObject({
      kode_barcode: item!.kode_barcode,
      kadar_lama: item!.kadar,
      kadar_baru: Number(other.kadar),
      kode_group_lama: item!.kode_group,
      kode_group_baru: other.kode_group,
      harga_per_gram_lama: oldPerGram,
      harga_per_gram_baru: newPerGram,
      harga_lama: counter(oldPerGram),
      harga_baru: counter(newPerGram),
      alasan: 'hasil uji kadar laboratorium',
      approved_by: 'SPVBDG',
      input_by: 'KASIRBDG',
    });
    expect(doc.no_update).toMatch(/^UK/);
    const stored = await t.db.selectFrom('barang').select(['kadar', 'kode_group', 'status', 'kode_baki']).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', item!.kode_barcode).executeTakeFirstOrThrow();
    expect([kadarTextToHundredths(stored.kadar), stored.kode_group, stored.status, stored.kode_baki]).toEqual([kadarTextToHundredths(other.kadar), other.kode_group, 'READY', item!.kode_baki]);
    const ledger = await t.db.selectFrom('stock_mutasi').selectAll().where('no_ref', '=', doc.no_update).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ jenis: 'UPDATE_KADAR', kode_barcode: item!.kode_barcode, dari_baki: item!.kode_baki, ke_baki: item!.kode_baki, qty: 1 });
    // the same submission answers the same update, written once
    const again = await call('POST', '/api/barang/update-kadar', kasir, body);
    expect(again.json().data.no_update).toBe(doc.no_update);
    expect(await counts()).toEqual([before[0]! + 1, before[1]! + 1]);
    // the approval served once
    const reuse = await call('POST', '/api/barang/update-kadar', kasir, { ...body, kadar_baru: item!.kadar, kode_group_baru: item!.kode_group, idempotency_key: newKey() });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(approvalRequiredMessage(['UPDATE_KADAR']));
  });
});
