import { CATALOGUE_MESSAGES as M, IMAGE_MESSAGES, catalogueFailures } from '@emas/domain';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFilesIn } from '../../../test/stored-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The catalogue administration (spec 001 §2-§9) and the public catalogue, over HTTP against a real
 * database and a real file store in a temporary directory.
 */
let t: TestApp;
let filesDir: string;
let owner: Record<string, string>;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 40 } } }).png().toBuffer();

function storedFiles(folder?: string): string[] {
  return storedFilesIn(filesDir).filter((f) => !folder || f.includes(`/${folder}/`));
}

const keyOf = (url: string) => url.replace('/api/public/catalogue/files/', '');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function pstGroup(): Promise<{ kode_group: string; harga_jual: number }> {
  const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'PST').executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('harga_emas')
    .select(['kode_group', 'harga_jual'])
    .where('kode_toko', '=', 'PST')
    .where('tgl_berlaku', '<=', toko.tgl_system)
    .orderBy('tgl_berlaku', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { kode_group: row.kode_group, harga_jual: Number(row.harga_jual) };
}

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'emas-katalog-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  owner = t.bearer(await t.login('OWNER'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('Kategori Katalog (app/kategori-katalog)', () => {
  it('refuses a category without its picture or colour with the messages of spec 001 §5', async () => {
    const noImage = await call('POST', 'app/kategori-katalog', { kode_kategori: 'CIN', nama_kategori: 'Cincin', warna: '#ffcc00' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ status: 'error', message: M.kategoriImageRequired, errors: { gambar_path: M.kategoriImageRequired } });
    const noColour = await call('POST', 'app/kategori-katalog', { kode_kategori: 'CIN', nama_kategori: 'Cincin', gambar_path: dataUrl(await picture(50, 50)) });
    expect(noColour.statusCode).toBe(400);
    expect(noColour.json().message).toBe(M.warnaRequired);
    expect(storedFiles()).toEqual([]);
  });

  it('stores the picture resized to JPEG quality 50 inside 720x1366 under <kode_toko>/KATEGORI_ICON, served publicly', async () => {
    const res = await call('POST', 'app/kategori-katalog', { kode_kategori: 'cin', nama_kategori: 'Cincin', warna: '#ffcc00', gambar_path: dataUrl(await picture(1500, 2000)), gambar_name: 'cincin.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Data Berhasil Ditambahkan', data: { kode_kategori: 'CIN', nama_kategori: 'Cincin', warna: '#ffcc00' } });
    const files = storedFiles('KATEGORI_ICON');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^PST\/KATEGORI_ICON\/[0-9a-f]{16}\.jpg$/);
    const meta = await sharp(readFileSync(path.join(filesDir, files[0]!))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 720, height: 960 });
    expect(keyOf(res.json().data.gambar_path)).toBe(files[0]);

    const pic = await t.app.inject({ method: 'GET', url: res.json().data.gambar_path });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    // only the catalogue's folders are public
    const other = await t.app.inject({ method: 'GET', url: '/api/public/catalogue/files/PST/BARANG/0123456789abcdef.jpg' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses corrupt or non-image data with a clear message, and a picture over the size limit', async () => {
    const corrupt = await call('POST', 'app/kategori-katalog', { kode_kategori: 'KAL', nama_kategori: 'Kalung', warna: '#000', gambar_path: `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}` });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json()).toMatchObject({ message: IMAGE_MESSAGES.unreadable, errors: { gambar_path: IMAGE_MESSAGES.unreadable } });
    const text = await call('POST', 'app/kategori-katalog', { kode_kategori: 'KAL', nama_kategori: 'Kalung', warna: '#000', gambar_path: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(IMAGE_MESSAGES.notImage);
    const huge = await call('POST', 'app/kategori-katalog', { kode_kategori: 'KAL', nama_kategori: 'Kalung', warna: '#000', gambar_path: dataUrl(Buffer.alloc(4 * 1024 * 1024, 1)) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(storedFiles('KATEGORI_ICON')).toHaveLength(1);
  });

  it('is closed to a cashier (akses of the catalogue screens)', async () => {
    const kasir = t.bearer(await t.login('KASIRBDG'));
    expect((await call('GET', 'app/kategori-katalog', undefined, kasir)).statusCode).toBe(403);
    expect((await call('POST', 'app/kategori-katalog', {}, kasir)).statusCode).toBe(403);
  });
});

describe('Banner, Info, Hadiah, Kontak Admin, Harga, Deskripsi Group', () => {
  it('banner: picture required; an empty sub_title or deskripsi is stored as one space', async () => {
    const none = await call('POST', 'app/banner-katalog', { kode_banner: 'B1', title: 'Promo' });
    expect(none.json()).toMatchObject({ message: M.imageRequired, errors: { gambar_path: M.imageRequired } });
    const res = await call('POST', 'app/banner-katalog', { kode_banner: 'B1', title: 'Promo Emas', sub_title: '', deskripsi: '', gambar_path: dataUrl(await picture(100, 100)) });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('katalog_banner' as never).selectAll().where('kode_banner' as never, '=', 'B1' as never).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sub_title: ' ', deskripsi: ' ', title: 'Promo Emas' });
    expect(storedFiles('BANNER_ICON')).toHaveLength(1);
    const info = await call('POST', 'app/info-katalog', { kode_info: 'I1', title: 'Jam Buka', gambar_path: dataUrl(await picture(100, 100)) });
    expect(info.statusCode).toBe(200);
    expect(storedFiles('INFO_ICON')).toHaveLength(1);
  });

  it('hadiah: the messages of spec 001 §5; the edit body has no kode_hadiah', async () => {
    const empty = await call('POST', 'app/member/list-gift', { kode_hadiah: 'H1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      nama_hadiah: M.namaHadiahRequired,
      info: M.infoRequired,
      sub_info: M.subInfoRequired,
      point: M.pointRequired,
      gambar_path: M.imageRequired,
    });
    const made = await call('POST', 'app/member/list-gift', { kode_hadiah: 'H1', nama_hadiah: 'Payung', info: 'Hadiah', sub_info: 'Member', point: '100', gambar_path: dataUrl(await picture(80, 80)) });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ deskripsi: ' ', point: 100 });
    const edited = await call('PUT', 'app/member/list-gift/edit/H1', { nama_hadiah: 'Payung Emas', info: 'Hadiah', sub_info: 'Member', point: 150 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Data Berhasil Dirubah', data: { nama_hadiah: 'Payung Emas', point: 150 } });
    expect(storedFiles('HADIAH')).toHaveLength(1);
    const missing = await call('PUT', 'app/member/list-gift/edit/NOPE', { nama_hadiah: 'X', info: 'X', sub_info: 'X', point: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(catalogueFailures('Hadiah Katalog').updateFailed);
  });

  it('kontak admin: name and phone required, at least 11 digits', async () => {
    const empty = await call('POST', 'app/member/admin-chat', { kode_admin: 'A1' });
    expect(empty.json().errors).toMatchObject({ nama_admin: M.namaAdminRequired, no_hp: M.noHpRequired });
    const short = await call('POST', 'app/member/admin-chat', { kode_admin: 'A1', nama_admin: 'Rina', no_hp: '08123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.noHpInvalid);
    const ok = await call('POST', 'app/member/admin-chat', { kode_admin: 'A1', nama_admin: 'Rina', no_hp: '081234567890' });
    expect(ok.statusCode).toBe(200);
  });

  it('harga: at least one group; groups sent as detail_group objects; group description over a group', async () => {
    const { kode_group } = await pstGroup();
    const none = await call('POST', 'app/harga', { kode_harga_app: 'H24', nama_harga_app: 'Harga 24K', detail_group: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.groupListRequired);
    const made = await call('POST', 'app/harga', { kode_harga_app: 'H24', nama_harga_app: 'Harga 24K', detail_group: [{ kode_group, nama_group: 'x', kadar: 99 }] });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.detail_group).toEqual([kode_group]);
    expect((await call('PUT', 'app/harga/H24', { nama_harga_app: 'Harga Emas', detail_group: [kode_group] })).statusCode).toBe(200);
    const desc = await call('POST', 'app/member/group-description', { kode_group, description: 'Emas murni' });
    expect(desc.statusCode).toBe(200);
    const unknown = await call('POST', 'app/member/group-description', { kode_group: 'ZZZ', description: 'x' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('Item Katalog (app/item-katalog)', () => {
  it('answers each empty required field with its message of spec 001 §5', async () => {
    const res = await call('POST', 'app/item-katalog', { kode_barang: 'ITM1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      kode_kategori: M.kategoriRequired,
      nama_barang: M.namaBarangRequired,
      berat: M.beratRequired,
      harga_jual: M.hargaJualRequired,
      direct_url: M.directUrlRequired,
      gambar_path: M.imageRequired,
    });
  });

  it('refuses what the public page cannot show (weight 0 or too heavy, price 0, a link that is not a URL, a text too long) with messages, writing nothing', async () => {
    const good = { kode_barang: 'BAD1', kode_kategori: 'CIN', nama_barang: 'Cincin', berat: '2.5', harga_jual: 1_000_000, direct_url: 'https://toko.example/x' };
    const cases: [object, string, string][] = [
      [{ berat: '0' }, 'berat', M.beratZero],
      [{ berat: '99999999' }, 'berat', M.beratTooHeavy],
      [{ berat: '10000.001' }, 'berat', M.beratTooHeavy],
      [{ harga_jual: 0 }, 'harga_jual', M.hargaJualZero],
      [{ harga_jual: 10_000_000_001 }, 'harga_jual', M.hargaJualTooHigh],
      [{ direct_url: 'not a url' }, 'direct_url', M.urlInvalid],
      [{ nama_barang: 'A'.repeat(300) }, 'nama_barang', 'Nama Barang maksimal 100 karakter'],
      [{ kode_barang: 'K'.repeat(300) }, 'kode_barang', 'Kode Barang maksimal 20 karakter'],
    ];
    const before = storedFiles('ITEM');
    for (const [over, field, message] of cases) {
      const res = await call('POST', 'app/item-katalog', { ...good, ...over, gambar_path: [dataUrl(await picture(40, 40))] });
      expect([res.statusCode, res.json().message, res.json().errors?.[field]], JSON.stringify(over)).toEqual([400, message, message]);
    }
    expect(storedFiles('ITEM')).toEqual(before);
    expect((await call('GET', 'app/item-katalog')).json().data.map((r: { kode_barang: string }) => r.kode_barang)).not.toContain('BAD1');
    // the heaviest weight the limit allows is taken
    const heavy = await call('POST', 'app/item-katalog', { ...good, kode_barang: 'HEAVY', berat: '10000', gambar_path: [dataUrl(await picture(40, 40))] });
    expect(heavy.statusCode, heavy.body).toBe(200);
    expect((await call('DELETE', 'app/item-katalog/delete/HEAVY')).statusCode).toBe(200);
  });

  it('refuses a card link that is not a URL, a reward of 0 points, a category code too long and a phone with letters', async () => {
    const banner = await call('POST', 'app/banner-katalog', { kode_banner: 'BX', title: 'Promo', url_pendukung: 'promo emas', gambar_path: dataUrl(await picture(40, 40)) });
    expect([banner.statusCode, banner.json().errors?.url_pendukung]).toEqual([400, M.urlInvalid]);
    const gift = await call('POST', 'app/member/list-gift', { kode_hadiah: 'HX', nama_hadiah: 'Payung', info: 'i', sub_info: 's', point: 0, gambar_path: dataUrl(await picture(40, 40)) });
    expect([gift.statusCode, gift.json().errors?.point]).toEqual([400, M.pointZero]);
    const kategori = await call('POST', 'app/kategori-katalog', { kode_kategori: 'C'.repeat(300), nama_kategori: 'X', warna: '#ffcc00', gambar_path: dataUrl(await picture(40, 40)) });
    expect([kategori.statusCode, kategori.json().message]).toEqual([400, 'Kode Kategori maksimal 20 karakter']);
    const admin = await call('POST', 'app/member/admin-chat', { kode_admin: 'AX', nama_admin: 'Rina', no_hp: '08abc1234567' });
    expect([admin.statusCode, admin.json().errors?.no_hp]).toEqual([400, M.noHpInvalid]);
    const longPhone = await call('POST', 'app/member/admin-chat', { kode_admin: 'AX', nama_admin: 'Rina', no_hp: '0'.repeat(25) });
    expect([longPhone.statusCode, longPhone.json().errors?.no_hp]).toEqual([400, 'Nomor WhatsApp maksimal 20 karakter']);
  });

  it('creates with a picture and hashtags, keeps the picture on an edit without one, replaces it on a new one, deletes it after the record', async () => {
    const made = await call('POST', 'app/item-katalog', {
      kode_barang: 'itm1',
      kode_kategori: 'CIN',
      nama_barang: 'Cincin Polos',
      berat: '2.5',
      harga_jual: 3_000_000,
      kode_banner: 'B1',
      kode_info: ['I1'],
      direct_url: 'https://toko.example/cincin',
      hashtag_jenis: '#cincin, #polos',
      hashtag_kadar: ['#24k'],
      gambar_path: [dataUrl(await picture(900, 900))],
    });
    expect(made.statusCode).toBe(200);
    const data = made.json().data;
    expect(data).toMatchObject({ kode_barang: 'ITM1', berat: 2.5, harga_jual: 3_000_000, kode_banner: ['B1'], kode_info: ['I1'], hashtag_jenis: ['cincin', 'polos'], hashtag_kadar: ['24k'], hashtag_lm: [] });
    expect(data.gambar_path).toHaveLength(1);
    // display only (spec 001 §3): the price as shown and what its banners and infos say (a blank description reads as the title)
    expect(data).toMatchObject({ harga_jual_str: 'Rp 3,000,000', deskripsi_banner: ['Promo Emas'], deskripsi_info: ['Jam Buka'] });
    const described = await call('PUT', 'app/info-katalog/edit/I1', { title: 'Jam Buka', deskripsi: 'Buka setiap hari 09.00 - 21.00' });
    expect(described.statusCode).toBe(200);
    const listedItem = (await call('GET', 'app/item-katalog')).json().data.find((r: { kode_barang: string }) => r.kode_barang === 'ITM1');
    expect(listedItem).toMatchObject({ harga_jual_str: 'Rp 3,000,000', deskripsi_banner: ['Promo Emas'], deskripsi_info: ['Buka setiap hari 09.00 - 21.00'] });
    // sent back, the display fields are dropped: the answer is computed from the stored values, nothing of them is stored
    const echoed = await call('PUT', 'app/item-katalog/edit/ITM1', { ...data, harga_jual: 1_250_500, harga_jual_str: 'Rp 1', deskripsi_banner: ['palsu'], deskripsi_info: 'palsu' });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json().data).toMatchObject({ harga_jual: 1_250_500, harga_jual_str: 'Rp 1,250,500', deskripsi_banner: ['Promo Emas'], deskripsi_info: ['Buka setiap hari 09.00 - 21.00'] });
    const stored = await t.db.selectFrom('katalog_item' as never).selectAll().where('kode_barang' as never, '=', 'ITM1' as never).executeTakeFirstOrThrow();
    expect(Object.keys(stored)).not.toContain('harga_jual_str');
    const first = storedFiles('ITEM');
    expect(first).toHaveLength(1);
    expect(await sharp(readFileSync(path.join(filesDir, first[0]!))).metadata()).toMatchObject({ width: 720, height: 720, format: 'jpeg' });

    // edit without changing the picture: the URL comes back, the file stays
    const same = await call('PUT', 'app/item-katalog/edit/ITM1', { ...data, nama_barang: 'Cincin Polos Baru' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.gambar_path).toEqual(data.gambar_path);
    expect(storedFiles('ITEM')).toEqual(first);

    // a new picture replaces the old file
    const replaced = await call('PUT', 'app/item-katalog/edit/ITM1', { ...data, gambar_path: [dataUrl(await picture(300, 300))] });
    expect(replaced.statusCode).toBe(200);
    const second = storedFiles('ITEM');
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);

    // a category in use by an item is not deleted
    const inUse = await call('DELETE', 'app/kategori-katalog/delete/CIN');
    expect(inUse.statusCode).toBe(409);

    // a banner or info an item still lists is not deleted either: a clear message, the row and its file stay
    const bannerFiles = storedFiles('BANNER_ICON');
    const listed = await call('DELETE', 'app/banner-katalog/delete/B1');
    expect(listed.statusCode).toBe(409);
    expect(listed.json()).toMatchObject({ status: 'error', message: 'Banner Katalog B1 tidak dapat dihapus karena masih dipakai oleh Item Katalog (1 data)' });
    expect(storedFiles('BANNER_ICON')).toEqual(bannerFiles);
    expect((await call('GET', 'app/banner-katalog')).json().data.map((r: { kode_banner: string }) => r.kode_banner)).toContain('B1');
    const infoListed = await call('DELETE', 'app/info-katalog/delete/I1');
    expect(infoListed.statusCode).toBe(409);
    expect(infoListed.json().message).toBe('Info Katalog I1 tidak dapat dihapus karena masih dipakai oleh Item Katalog (1 data)');

    const gone = await call('DELETE', 'app/item-katalog/delete/ITM1');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Data Berhasil Di Hapus');
    expect(storedFiles('ITEM')).toEqual([]);
    const again = await call('DELETE', 'app/item-katalog/delete/ITM1');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(catalogueFailures('Item Katalog').deleteFailed);

    // no item lists the info any more: it is deleted, and its file after it
    const infoGone = await call('DELETE', 'app/info-katalog/delete/I1');
    expect(infoGone.statusCode).toBe(200);
    expect(storedFiles('INFO_ICON')).toEqual([]);
  });

  it('a failed write leaves no file behind (unknown category)', async () => {
    const before = storedFiles('ITEM');
    const res = await call('POST', 'app/item-katalog', {
      kode_barang: 'ITM9',
      kode_kategori: 'NOPE',
      nama_barang: 'X',
      berat: 1,
      harga_jual: 1,
      direct_url: 'https://toko.example/x',
      gambar_path: [dataUrl(await picture(50, 50))],
    });
    expect(res.statusCode).toBe(400);
    expect(storedFiles('ITEM')).toEqual(before);
  });
});

describe('Splashscreen Katalog (app/splash-screen)', () => {
  it('lists the four fixed screens, edits one with a full-screen picture, has no add or delete', async () => {
    const list = await call('GET', 'app/splash-screen');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { screen_name: string; position: string }) => [r.screen_name, r.position])).toEqual([
      ['MEMBER', 'top'],
      ['GUEST-1', 'top'],
      ['GUEST-2', 'top'],
      ['GUEST-3', 'top'],
    ]);
    const put = await call('PUT', 'app/splash-screen/GUEST-1', { text: 'Selamat datang', position: 'bottom', image_path: dataUrl(await picture(2000, 3000)) });
    expect(put.statusCode).toBe(200);
    const files = storedFiles('SPLASHSCREEN');
    expect(files).toHaveLength(1);
    expect(await sharp(readFileSync(path.join(filesDir, files[0]!))).metadata()).toMatchObject({ width: 1241, height: 1862 });
    const after = (await call('GET', 'app/splash-screen')).json().data;
    expect(after[1]).toMatchObject({ screen_name: 'GUEST-1', text: 'Selamat datang', position: 'bottom' });
    // display only (spec 001 §3): the fixed name and kode of each screen, the URL its picture is served from
    expect(after.map((r: { kode: string; name: string }) => [r.kode, r.name])).toEqual([
      ['MEMBER', 'Splash Screen Member'],
      ['GUEST-1', 'Splash Screen Guest 1'],
      ['GUEST-2', 'Splash Screen Guest 2'],
      ['GUEST-3', 'Splash Screen Guest 3'],
    ]);
    expect(after[1].url).toBe(after[1].image_path);
    expect(keyOf(after[1].url)).toBe(files[0]);
    expect(after[0].url).toBe('');
    expect(put.json().data).toMatchObject({ kode: 'GUEST-1', name: 'Splash Screen Guest 1', url: after[1].image_path });
    // name, url and kode are not taken from a write
    const renamed = await call('PUT', 'app/splash-screen/GUEST-1', { text: 'Selamat datang', position: 'bottom', name: 'X', kode: 'MEMBER', url: 'https://x.example/a.jpg' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ screen_name: 'GUEST-1', kode: 'GUEST-1', name: 'Splash Screen Guest 1', url: after[1].image_path });
    expect((await call('PUT', 'app/splash-screen/GUEST-9', { text: 'x', position: 'top' })).statusCode).toBe(404);
    expect((await call('PUT', 'app/splash-screen/MEMBER', { text: 'x', position: 'left' })).statusCode).toBe(400);
    expect((await call('POST', 'app/splash-screen', { screen_name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', 'app/splash-screen/MEMBER')).statusCode).toBe(404);
  });
});

describe('GET /api/public/catalogue', () => {
  it('answers without signing in, prices an item from the gold price in force, and revalidates by ETag', async () => {
    const { kode_group, harga_jual } = await pstGroup();
    const made = await call('POST', 'app/item-katalog', {
      kode_barang: 'LM5',
      kode_kategori: 'CIN',
      nama_barang: 'Logam Mulia 5 gr',
      berat: '5.125',
      harga_jual: 1,
      kode_group,
      direct_url: 'https://toko.example/lm',
      gambar_path: [dataUrl(await picture(200, 200))],
    });
    expect(made.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/public/catalogue' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.toko.kode_toko).toBe('PST');
    const item = body.data.item.find((i: { kode_barang: string }) => i.kode_barang === 'LM5');
    expect(item.harga).toBe(Math.ceil((5125 * harga_jual) / 1000 / 500) * 500);
    expect(item.gambar_url[0]).toMatch(/^\/api\/public\/catalogue\/files\/PST\/ITEM\//);
    expect(body.data.kontak_admin).toEqual([{ kode_admin: 'A1', nama_admin: 'Rina', no_hp: '081234567890', whatsapp_url: 'https://wa.me/6281234567890' }]);
    expect(body.data.splash_screen).toHaveLength(4);
    expect(body.data.kategori.map((k: { kode_kategori: string }) => k.kode_kategori)).toEqual(['CIN']);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const cached = await t.app.inject({ method: 'GET', url: '/api/public/catalogue', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    expect((await call('PUT', 'app/member/admin-chat/edit/A1', { nama_admin: 'Rina S', no_hp: '081234567890' })).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: '/api/public/catalogue', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.kontak_admin[0].nama_admin).toBe('Rina S');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/catalogue?kode_toko=ZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.storeUnknown);
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/catalogue?kode_toko=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
  });
});
