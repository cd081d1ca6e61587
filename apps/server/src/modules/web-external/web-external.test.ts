import { sql } from 'kysely';
import { MESSAGES, SALES_MESSAGES, WEB_EXTERNAL_MESSAGES as M } from '@emas/domain';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, firstOf, itemOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The store's own web store (WEB_EXTERNAL_MODULE, spec 000 §5-§6) over HTTP against a real database: publish
 * (photo mandatory), change price and availability, reserve online, the public catalogue and the sales counter.
 */
let t: TestApp;
let filesDir: string;
let spv: Record<string, string>;
let kasir: Record<string, string>;
let kodeSales: string;
let skip = 40;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> | null, payload?: object) =>
  t.app.inject({ method, url, headers: headers ?? {}, ...(payload ? { payload } : {}) });

/** Fresh READY items of BDG, each with a stored photo unless told. */
async function take(n: number, withPhoto = true) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  if (withPhoto) {
    const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 200, g: 160, b: 40 } } }).jpeg().toBuffer();
    for (const [i, r] of rows.entries()) {
      const key = `BDG/BARANG/${Date.now().toString(16)}${i}abcdef.jpg`;
      mkdirSync(path.join(filesDir, 'BDG', 'BARANG'), { recursive: true });
      writeFileSync(path.join(filesDir, key), jpeg);
      await t.db.updateTable('barang').set({ foto: key }).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', r.kode_barcode).execute();
    }
  } else {
    await t.db.updateTable('barang').set({ foto: null }).where('kode_toko', '=', 'BDG').where('kode_barcode', 'in', rows.map((r) => r.kode_barcode)).execute();
  }
  return rows.map((r) => r.kode_barcode);
}

async function catalogue() {
  const res = await call('GET', '/api/public/catalogue?kode_toko=BDG', null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.barang_web as { kode_barcode: string; harga: number; dipesan: boolean; gambar_url: string }[];
}

async function publish(codes: readonly string[], harga = 7_500_000) {
  const res = await call('POST', '/api/barang-external', spv, { detail: codes.map((kode_barcode) => ({ kode_barcode, harga_online: harga })) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function quote(code: string) {
  return call('GET', `/api/penjualan/barang/${code}`, kasir);
}

async function sell(code: string) {
  const q = await quote(code);
  expect(q.statusCode, q.body).toBe(200);
  const harga = q.json().data.harga_hitung as number;
  return call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] });
}

let owner: Record<string, string>;
/** The module switched the way /settingsystem does (the call also tells signed-in sessions). */
async function setModule(aktif: boolean) {
  const res = await call('PUT', '/api/para-system', { ...owner, 'x-kode-toko': 'BDG' }, { modules: [{ key: 'WEB_EXTERNAL_MODULE', aktif }] });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'emas-web-external-'));
  t = await createTestApp({ FILES_DIR: filesDir, WEB_RESERVATION_RATE_PER_MINUTE: String(RESERVATIONS_PER_MINUTE) });
  await setAksesTree(t, 'SPVBDG', { barang: ['kirim-barang-external', 'update-barang-external'] });
  await setAksesTree(t, 'KASIRBDG', { penjualan: COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')) });
  owner = t.bearer(await t.login('OWNER'));
  await setModule(true);
  spv = t.bearer(await t.login('SPVBDG'));
  kasir = t.bearer(await t.login('KASIRBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Enough for this file's own reservations within a minute; the last test floods past it. */
const RESERVATIONS_PER_MINUTE = 20;

describe('publishing to the web store (/kirim-barang-external)', () => {
  it('refuses bad input with its Indonesian message and writes nothing', async () => {
    const [noPhoto] = await take(1, false);
    const [ok] = await take(1);
    const cases: [object, string, string][] = [
      [{}, M.noLines, 'detail'],
      [{ detail: [] }, M.noLines, 'detail'],
      [{ detail: [{ kode_barcode: '', harga_online: 1000 }] }, M.barcodeRequired, 'detail.0.kode_barcode'],
      [{ detail: [{ kode_barcode: ok }] }, 'Harga Online Tidak Boleh Kosong', 'detail.0.harga_online'],
      [{ detail: [{ kode_barcode: ok, harga_online: 0 }] }, M.hargaZero, 'detail.0.harga_online'],
      [{ detail: [{ kode_barcode: ok, harga_online: 'abc' }] }, 'Harga Online Tidak Boleh Kosong', 'detail.0.harga_online'],
      [{ detail: [{ kode_barcode: ok, harga_online: 1000 }, { kode_barcode: ok.toLowerCase(), harga_online: 1000 }] }, `Barcode ${ok} sudah ada di tabel`, 'detail.1.kode_barcode'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await call('POST', '/api/barang-external', spv, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(res.json())).toBe(message);
    }
    // spec 000 §5: no photo, no publishing; the good line beside it is not published either
    const photo = await call('POST', '/api/barang-external', spv, { detail: [{ kode_barcode: ok, harga_online: 1000 }, { kode_barcode: noPhoto, harga_online: 1000 }] });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({ status: 'error', message: M.photoRequired, errors: { 'detail.1.kode_barcode': M.photoRequired } });
    const unknown = await call('POST', '/api/barang-external', spv, { detail: [{ kode_barcode: 'TIDAKADA99', harga_online: 1000 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Barcode TIDAKADA99 tidak ditemukan');
    expect(await t.db.selectFrom('barang_web_external').selectAll().execute()).toEqual([]);

    const check = await call('GET', `/api/barang-external/cek/${noPhoto}`, spv);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(M.photoRequired);
    expect((await call('GET', '/api/barang-external/cek/TIDAKADA99', spv)).statusCode).toBe(404);
    const good = await call('GET', `/api/barang-external/cek/${ok!.toLowerCase()}`, spv);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ kode_barcode: ok });
  });

  it('publishes pieces with photos; the public catalogue lists them with their online price and picture', async () => {
    const codes = await take(2);
    const res = await publish(codes, 8_250_000);
    expect(res.json()).toMatchObject({ status: 'success', message: M.published });
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).toMatchObject({ harga_online: 8_250_000, tersedia: true, dipesan: false, publish_by: 'SPVBDG', status_barang: 'READY' });

    const listed = await catalogue();
    for (const code of codes) {
      const item = listed.find((i) => i.kode_barcode === code);
      expect(item).toMatchObject({ harga: 8_250_000, dipesan: false });
      const pic = await call('GET', item!.gambar_url, null);
      expect(pic.statusCode).toBe(200);
      expect(pic.headers['content-type']).toBe('image/jpeg');
    }
    const again = await call('POST', '/api/barang-external', spv, { detail: [{ kode_barcode: codes[0], harga_online: 1000 }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.alreadyPublished);
    // another piece's photo is not public through this path
    const [other] = await take(1);
    expect((await call('GET', `/api/public/catalogue/web/BDG/${other}/foto`, null)).statusCode).toBe(404);
  });
});

describe('changing price and availability (/update-barang-external)', () => {
  it('changes the online price; an unavailable piece leaves the catalogue and comes back', async () => {
    const [code] = await take(1);
    await publish([code!]);
    const bad = await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 0, tersedia: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.harga_online).toBe(M.hargaZero);
    const noFlag = await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 100 });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().errors.tersedia).toBe(M.tersediaInvalid);
    const missing = await call('PUT', '/api/barang-external/TIDAKADA99', spv, { harga_online: 100, tersedia: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notPublished);

    const off = await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 9_000_000, tersedia: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: M.updated, data: { harga_online: 9_000_000, tersedia: false } });
    expect((await catalogue()).some((i) => i.kode_barcode === code)).toBe(false);
    await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 9_100_000, tersedia: true });
    expect((await catalogue()).find((i) => i.kode_barcode === code)?.harga).toBe(9_100_000);
  });
});

describe('the counter and the web store', () => {
  it('a piece sold at the counter is gone from the web store at once and can no longer be changed', async () => {
    const [code] = await take(1);
    await publish([code!]);
    expect((await catalogue()).some((i) => i.kode_barcode === code)).toBe(true);
    const sold = await sell(code!);
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await catalogue()).some((i) => i.kode_barcode === code)).toBe(false);
    expect((await call('GET', `/api/public/catalogue/web/BDG/${code}/foto`, null)).statusCode).toBe(404);
    const list = await call('GET', '/api/barang-external', spv);
    expect(list.json().data.find((r: { kode_barcode: string }) => r.kode_barcode === code)).toMatchObject({ status_barang: 'TERJUAL' });
    const change = await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 100, tersedia: true });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(M.notReady);
  });

  it('a piece reserved online cannot be sold at the counter until the reservation is cancelled or runs out', async () => {
    const [code, second] = await take(2);
    await publish([code!, second!]);
    const before = (await call('GET', `/api/penjualan/barang/${code}`, kasir)).json().data.harga_hitung as number;

    const badPublic: [object, string][] = [
      [{ kode_toko: 'BDG', kode_barcode: code, no_hp: '08123456789' }, M.namaRequired],
      [{ kode_toko: 'BDG', kode_barcode: code, nama_pemesan: 'Sari' }, M.noHpRequired],
      [{ kode_toko: 'BDG', kode_barcode: code, nama_pemesan: 'Sari', no_hp: 'abc' }, M.noHpInvalid],
    ];
    for (const [payload, message] of badPublic) {
      const res = await call('POST', '/api/public/catalogue/pesan', null, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const reserved = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'bdg', kode_barcode: code, nama_pemesan: 'Sari', no_hp: '0812-3456-789' });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toMatchObject({ message: M.reserved, data: { kode_barcode: code } });
    expect((await catalogue()).find((i) => i.kode_barcode === code)).toMatchObject({ dipesan: true });
    const twice = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'BDG', kode_barcode: code, nama_pemesan: 'Budi', no_hp: '0812999999' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.alreadyReserved);

    const refusal = SALES_MESSAGES.reservedOnline(code!);
    const q = await quote(code!);
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe(refusal);
    const sale = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: code, harga: before }], pembayaran: [{ jenis: 'CASH', jumlah_rp: before }] });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ message: refusal, errors: { 'detail.0.kode_barcode': refusal } });
    expect((await itemOf(t, code!)).status).toBe('READY');

    // the store holds the second piece for a caller; bad input first
    const badAdmin = await call('POST', `/api/barang-external/${second}/pesan`, spv, { nama_pemesan: 'Rina', no_hp: '0812345678', lama_jam: 100 });
    expect(badAdmin.statusCode).toBe(400);
    expect(badAdmin.json().errors.lama_jam).toBe(M.lamaJamInvalid);
    const held = await call('POST', `/api/barang-external/${second}/pesan`, spv, { nama_pemesan: 'Rina', no_hp: '0812345678', lama_jam: 2 });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({ dipesan: true, nama_pemesan: 'RINA', no_hp_pemesan: '0812345678' });
    expect((await quote(second!)).statusCode).toBe(400);

    // cancelled: the counter sells it
    const cancel = await call('DELETE', `/api/barang-external/${code}/pesan`, spv);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ message: M.reservationCancelled, data: { dipesan: false, nama_pemesan: null } });
    expect((await call('DELETE', `/api/barang-external/${code}/pesan`, spv)).json().message).toBe(M.notReserved);
    expect((await sell(code!)).statusCode).toBe(200);

    // a hold that ran out no longer blocks the counter
    await t.db.updateTable('barang_web_external').set({ dipesan_at: new Date(Date.now() - 7_200_000), dipesan_sampai: new Date(Date.now() - 1000) }).where('kode_barcode', '=', second!).execute();
    expect((await quote(second!)).statusCode).toBe(200);
  });

  it('a hold gives the item a new row version: a sale that read the piece before the hold fails its version check and reads again', async () => {
    const [code] = await take(1);
    await publish([code!]);
    const versionOf = async () => (await sql<{ v: string }>`select xmin::text as v from barang where kode_toko = 'BDG' and kode_barcode = ${code}`.execute(t.db)).rows[0]!.v;
    const before = await versionOf();
    const held = await call('POST', `/api/barang-external/${code}/pesan`, spv, { nama_pemesan: 'Rina', no_hp: '0812345678', lama_jam: 1 });
    expect(held.statusCode, held.body).toBe(200);
    expect(await versionOf()).not.toBe(before);
    expect(await itemOf(t, code!)).toMatchObject({ status: 'READY' });
  });

  it('an unavailable or unpublished piece cannot be reserved', async () => {
    const [code, unpublished] = await take(2);
    await publish([code!]);
    await call('PUT', `/api/barang-external/${code}`, spv, { harga_online: 100, tersedia: false });
    const res = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'BDG', kode_barcode: code, nama_pemesan: 'Sari', no_hp: '08123456789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notAvailable);
    const none = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'BDG', kode_barcode: unpublished, nama_pemesan: 'Sari', no_hp: '08123456789' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.notPublished);
  });
});

describe('access', () => {
  it('the module off hides the web store: no catalogue pieces, no reservations, no screens', async () => {
    const [code] = await take(1);
    await publish([code!]);
    await setModule(false);
    try {
      expect(await catalogue()).toEqual([]);
      const res = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'BDG', kode_barcode: code, nama_pemesan: 'Sari', no_hp: '08123456789' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.moduleOff);
      expect((await call('GET', '/api/barang-external', spv)).statusCode).toBe(403);
    } finally {
      await setModule(true);
    }
  });

  it('a cashier without the screens gets 403', async () => {
    const res = await call('POST', '/api/barang-external', kasir, { detail: [{ kode_barcode: 'X', harga_online: 1 }] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('the public reservation is rate-limited per address', () => {
  it('past the limit a minute: 429 with its message, and nothing is held', async () => {
    const [code] = await take(1);
    await publish([code!]);
    const statuses: number[] = [];
    let refused: { statusCode: number; json: () => { message: string } } | undefined;
    // junk bodies count as well; at most two minutes' worth of calls in case a minute turns over mid-loop
    for (let i = 0; i < 2 * RESERVATIONS_PER_MINUTE + 2 && !refused; i++) {
      const res = await call('POST', '/api/public/catalogue/pesan', null, { kode_toko: 'BDG', kode_barcode: code, nama_pemesan: '', no_hp: '0812' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    expect(refused, statuses.join(',')).toBeDefined();
    expect(refused!.json().message).toBe(M.tooManyReservations);
    const row = await t.db.selectFrom('barang_web_external').select('dipesan_sampai').where('kode_barcode', '=', code!).executeTakeFirstOrThrow();
    expect(row.dipesan_sampai).toBeNull();
  });
});
