import { parseWeightToMg, SEPUHAN_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as repo from './sepuhan.repository';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let pusat: Record<string, string>;
let ownerAtBdg: Record<string, string>;
let kodeSales: string;

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { pembelian: ['transaksi-pembelian'] });
  await setAksesTree(t, 'SPVBDG', { pembelian: ['terima-sepuhan', 'sortir-sepuhan', 'pindah-sortir-sepuhan', 'susut-sepuhan'], laporan: ['laporan-sepuhan'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  pusat = t.bearer(await t.login('OWNER'));
  ownerAtBdg = { ...pusat, 'x-kode-toko': 'BDG' };
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mg = (w: string | number) => parseWeightToMg(w)!;

/** An active tray of the store's warehouse of the kind. */
async function trayOf(kodeToko: string, jenis: string): Promise<{ kode_gudang: string; kode_baki: string }> {
  return t.db
    .selectFrom('baki as b')
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .select(['b.kode_gudang', 'b.kode_baki'])
    .where('b.kode_toko', '=', kodeToko)
    .where('g.jenis_gudang', '=', jenis)
    .where('b.aktif', '=', true)
    .orderBy('b.kode_baki')
    .executeTakeFirstOrThrow();
}

describe('centralised sorting (SEPUHAN_TERPUSAT_MODULE): branches ship their bought-back pieces, head office sorts for the chain', () => {
  it('refuses the branch its sorting, ships two pieces to head office, which receives, sorts, moves them, and the report balances', async () => {
    for (const headers of [ownerAtBdg, pusat]) {
      const on = await call('PUT', '/api/para-system', headers, { modules: [{ key: 'SEPUHAN_TERPUSAT_MODULE', aktif: true }] });
      expect(on.statusCode, on.body).toBe(200);
    }
    const detail = ['5.000', '3.125'].map((berat, i) => ({ nama_barang: `GELANG SEPUH ${i}`, kode_group: 'P17', kode_dept: 'GL', berat, kode_kondisi: 'RUSAK' }));
    const beli = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Siti Aminah', no_hp: '0813-1111-2222', detail });
    expect(beli.statusCode, beli.body).toBe(200);
    const lines = beli.json().data.detail as { kode_barcode: string; no_faktur_beli: string }[];
    const codes = lines.map((l) => l.kode_barcode);

    // the branch sorts nothing: its supervisor (screen gate) and head office acting on it (the store check) are refused
    const before = Number((await t.db.selectFrom('sepuhan_mutasi').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const who of [spv, ownerAtBdg]) {
      const refused = [
        await call('GET', '/api/sepuhan/terima', who),
        await call('POST', '/api/sepuhan/terima', who, { idempotency_key: newKey(), kode_barcode: codes }),
        await call('POST', '/api/sepuhan/sortir', who, { idempotency_key: newKey(), detail: [{ kode_barcode: codes[0], kelas: 'SEPUH' }] }),
        await call('POST', '/api/sepuhan/pindah', who, { idempotency_key: newKey(), detail: [{ kode_barcode: codes[0] }] }),
        await call('POST', '/api/sepuhan/susut', who, { idempotency_key: newKey(), no_pindah: 'SP-BDG-000000-0001', alasan: 'Penyepuhan' }),
      ];
      for (const res of refused) expect([res.statusCode, res.json().message], res.body).toEqual([403, M.terpusat]);
    }
    expect(Number((await t.db.selectFrom('sepuhan_mutasi').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    // the report stays open to the branch
    expect((await call('GET', '/api/laporan/sepuhan', spv)).statusCode).not.toBe(403);

    // the pieces are not in sorting: the ordinary shipment takes them to head office, which receives them into its BELI tray
    const kirim = await call('POST', '/api/kirim-barang', ownerAtBdg, { kode_toko_tujuan: 'PST', kode_barcode: codes, keterangan: 'BARANG BELI KE PUSAT' });
    expect(kirim.statusCode, kirim.body).toBe(200);
    const noKirim = kirim.json().data.no_kirim as string;
    const beliTray = await trayOf('PST', 'BELI');
    const terima = await call('POST', '/api/penerimaan-barang', pusat, { idempotency_key: newKey(), no_kirim: noKirim, ...beliTray });
    expect(terima.statusCode, terima.body).toBe(200);

    // head office lists them with the branch's buy-back, receives them into its sorting area
    const waiting = (await call('GET', '/api/sepuhan/terima', pusat)).json().data as { kode_barcode: string; no_faktur_beli: string; berat: string }[];
    for (const l of lines) expect(waiting.find((w) => w.kode_barcode === l.kode_barcode)).toMatchObject({ no_faktur_beli: l.no_faktur_beli });
    const received = await call('POST', '/api/sepuhan/terima', pusat, { idempotency_key: newKey(), kode_barcode: codes });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ total_qty: 2, total_berat: '8.125' });
    expect((await t.db.selectFrom('sepuhan_barang').select('kode_toko_beli').where('kode_toko', '=', 'PST').where('kode_barcode', 'in', codes).execute()).map((r) => r.kode_toko_beli)).toEqual(['BDG', 'BDG']);
    // in sorting at head office: the stock refuses to move it there by any other way
    const saleTray = await trayOf('PST', 'JUAL');
    const pindah = await call('POST', '/api/pindah-barang', pusat, { kode_barcode: [codes[1]], kode_baki: saleTray.kode_baki });
    expect([pindah.statusCode, pindah.json().message]).toEqual([400, M.inSorting]);

    const sorted = await call('POST', '/api/sepuhan/sortir', pusat, {
      idempotency_key: newKey(),
      detail: [
        { kode_barcode: codes[0], kelas: 'SEPUH' },
        { kode_barcode: codes[1], kelas: 'LEBUR' },
      ],
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const moved = await call('POST', '/api/sepuhan/pindah', pusat, { idempotency_key: newKey(), detail: [{ kode_barcode: codes[0], berat: '4.870', kode_baki: saleTray.kode_baki }, { kode_barcode: codes[1] }] });
    expect(moved.statusCode, moved.body).toBe(200);
    const noPindah = moved.json().data.no as string;
    const items = await t.db.selectFrom('barang').select(['kode_barcode', 'status', 'kode_baki', 'berat']).where('kode_toko', '=', 'PST').where('kode_barcode', 'in', codes).orderBy('kode_barcode').execute();
    const byCode = new Map(items.map((i) => [i.kode_barcode, i]));
    expect([byCode.get(codes[0]!)!.status, byCode.get(codes[0]!)!.kode_baki, mg(byCode.get(codes[0]!)!.berat)]).toEqual(['READY', saleTray.kode_baki, 4_870]);
    expect(byCode.get(codes[1]!)!.status).toBe('HANCUR');
    const loss = await call('POST', '/api/sepuhan/susut', pusat, { idempotency_key: newKey(), no_pindah: noPindah, alasan: 'Penyepuhan' });
    expect(loss.statusCode, loss.body).toBe(200);
    expect(loss.json().data).toMatchObject({ berat_susut: '0.130' });

    // the report: head office's row holds the chain's pieces it sorted, balanced to the milligram
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'PST').executeTakeFirstOrThrow()).tgl_system;
    const report = await call('GET', `/api/laporan/sepuhan?tgl_awal=${tgl}&tgl_akhir=${tgl}`, pusat);
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().data.find((r: { kode_toko: string }) => r.kode_toko === 'PST');
    expect(row).toMatchObject({ terima_qty: 2, terima_berat: 8.125, jual_qty: 1, jual_berat: 4.87, lebur_qty: 1, lebur_berat: 3.125, pusat_qty: 0, susut_berat: 0.13, akhir_qty: 0, akhir_berat: 0 });
    expect(mg(row.awal_berat) + mg(row.terima_berat)).toBe(mg(row.jual_berat) + mg(row.lebur_berat) + mg(row.pusat_berat) + mg(row.susut_berat) + mg(row.akhir_berat));
    const present = await repo.presentInSorting(t.db, 'PST');
    expect([present.qty, mg(present.berat), mg(present.unrecorded)]).toEqual([0, 0, 0]);
    // the branch never sorted them
    expect(report.json().data.find((r: { kode_toko: string }) => r.kode_toko === 'BDG')).toBeUndefined();
  });
});
