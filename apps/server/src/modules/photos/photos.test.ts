import { MESSAGES } from '@emas/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFilesIn } from '../../../test/stored-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PHOTO_MESSAGES } from './photos.service';

let t: TestApp;
let filesDir: string;
let spv: Record<string, string>;
let kasirSby: Record<string, string>;
let owner: Record<string, string>;

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----emasTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`));
      chunks.push(part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real picture, larger than the stored size: 1500 x 2000 PNG with a gradient-ish pattern. */
async function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 1500, height: 2000, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .composite([{ input: await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 20, b: 20 } } }).png().toBuffer(), top: 100, left: 100 }])
    .png()
    .toBuffer();
}

async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
}

function storedFiles(): string[] {
  return storedFilesIn(filesDir);
}

async function fotoOf(kodeToko: string, kodeBarcode: string) {
  const row = await t.db.selectFrom('barang').select('foto').where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).executeTakeFirst();
  return row?.foto;
}

async function firstItem(kodeToko: string): Promise<string> {
  const row = await t.db
    .selectFrom('barang')
    .select('kode_barcode')
    .where('kode_toko', '=', kodeToko)
    .where('status', '=', 'READY')
    .orderBy('kode_barcode')
    .executeTakeFirstOrThrow();
  return row.kode_barcode;
}

const upload = (headers: Record<string, string>, parts: readonly Part[]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/barang/foto', headers: { ...headers, ...body.headers }, payload: body.payload });
};

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'emas-files-'));
  t = await createTestApp({ FILES_DIR: filesDir, UPLOAD_MAX_MB: '1' });
  const tree = [{ key: 'barang', is_show: true, children: ['data-barang', 'tambah-data-barang'].map((key) => ({ key, is_show: true, children: [] })) }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', 'SPVBDG').execute();
  // a cashier of SBY whose supervisor ticked only the transfer screen: no item editing
  const transferOnly = [{ key: 'barang', is_show: true, children: [{ key: 'pindah-barang', is_show: true, children: [] }] }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(transferOnly) }).where('user_id', '=', 'KASIRSBY').execute();
  spv = t.bearer(await t.login('SPVBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('POST /api/barang/foto and GET /api/foto_produk/:kode_barcode', () => {
  it('stores a resized JPEG under <kode_toko>/BARANG, sets barang.foto and answers the bytes', async () => {
    const code = await firstItem('BDG');
    expect(await fotoOf('BDG', code)).toBeNull();
    const before = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}`, headers: spv });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ status: 'error', message: PHOTO_MESSAGES.noPhoto, code: 'photos.noPhoto' });

    // the image part first and the barcode after it: order does not matter
    const res = await upload(spv, [
      { name: 'image', filename: 'cincin.png', contentType: 'image/png', bytes: await bigPng() },
      { name: 'kode_barcode', value: code.toLowerCase() },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe('Foto Barang Berhasil Disimpan');
    expect(body.data.kode_barcode).toBe(code);
    expect(body.data.foto).toMatch(/^BDG\/BARANG\/[0-9a-f]{16}\.jpg$/);
    expect(await fotoOf('BDG', code)).toBe(body.data.foto);
    expect(storedFiles()).toEqual([body.data.foto]);

    const got = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}`, headers: spv });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    // never sniffed into something else, shown inline as a picture
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="${code}.jpg"`);
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(720);
    expect(meta.height).toBeLessThanOrEqual(1366);
    // 1500x2000 fitted inside 720x1366 keeps its shape: 720 wide, 960 high
    expect([meta.width, meta.height]).toEqual([720, 960]);

    // head office acting on BDG sees the same photo
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}`, headers: owner });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(got.rawPayload)).toBe(true);
  });

  it('a new photo replaces the previous file', async () => {
    const code = await firstItem('BDG');
    const previous = await fotoOf('BDG', code);
    expect(previous).toBeTruthy();
    const res = await upload(spv, [
      { name: 'kode_barcode', value: code },
      { name: 'image', filename: 'baru.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() },
    ]);
    expect(res.statusCode).toBe(200);
    const now = res.json().data.foto as string;
    expect(now).not.toBe(previous);
    expect(storedFiles()).toEqual([now]);
    const got = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}`, headers: spv });
    const meta = await sharp(got.rawPayload).metadata();
    // a small picture is not enlarged
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('refuses a file that is not an image with a clear message and writes nothing', async () => {
    const code = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('foto', 'is', null).orderBy('kode_barcode').executeTakeFirstOrThrow()).kode_barcode;
    const filesBefore = storedFiles();
    const res = await upload(spv, [
      { name: 'kode_barcode', value: code },
      { name: 'image', filename: 'catatan.txt', contentType: 'text/plain', bytes: Buffer.from('ini bukan gambar\n'.repeat(50)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: PHOTO_MESSAGES.notImage, code: 'photos.notImage', errors: { image: PHOTO_MESSAGES.notImage }, error_codes: { image: 'photos.notImage' } });
    expect(await fotoOf('BDG', code)).toBeNull();
    expect(storedFiles()).toEqual(filesBefore);

    // a file with an image name but text inside is refused the same way
    const disguised = await upload(spv, [
      { name: 'kode_barcode', value: code },
      { name: 'image', filename: 'foto.jpg', contentType: 'image/jpeg', bytes: Buffer.from('GIF89a? tidak juga') },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(PHOTO_MESSAGES.notImage);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('checks the upload content type: an SVG or HTML is refused, even named or labelled as a picture; nothing written', async () => {
    const code = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('foto', 'is', null).orderBy('kode_barcode').executeTakeFirstOrThrow()).kode_barcode;
    const filesBefore = storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>');
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const cases: { filename: string; contentType: string; bytes: Buffer }[] = [
      // declared as SVG: refused by its type
      { filename: 'foto.svg', contentType: 'image/svg+xml', bytes: svg },
      // an SVG labelled PNG: sharp can read it, but it is not a JPEG, PNG or WebP
      { filename: 'foto.png', contentType: 'image/png', bytes: svg },
      { filename: 'foto.html', contentType: 'text/html', bytes: html },
      // a real JPEG sent with a type that is not a picture
      { filename: 'foto.jpg', contentType: 'application/octet-stream', bytes: await smallJpeg() },
    ];
    for (const c of cases) {
      const res = await upload(spv, [{ name: 'kode_barcode', value: code }, { name: 'image', ...c }]);
      expect(res.statusCode, c.filename + ' ' + c.contentType).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: PHOTO_MESSAGES.notImage, errors: { image: PHOTO_MESSAGES.notImage } });
    }
    expect(await fotoOf('BDG', code)).toBeNull();
    expect(storedFiles()).toEqual(filesBefore);
    // a WebP is one of the accepted types
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c0a060' } }).webp().toBuffer();
    const ok = await upload(spv, [{ name: 'kode_barcode', value: code }, { name: 'image', filename: 'foto.webp', contentType: 'image/webp', bytes: webp }]);
    expect(ok.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/barang/foto/${code}`, headers: spv });
  });

  it('refuses a file over the size limit, a missing image and a missing barcode', async () => {
    const code = await firstItem('BDG');
    const fotoBefore = await fotoOf('BDG', code);
    const filesBefore = storedFiles();
    const tooBig = await upload(spv, [
      { name: 'kode_barcode', value: code },
      { name: 'image', filename: 'besar.png', contentType: 'image/png', bytes: Buffer.alloc(1024 * 1024 + 10, 7) },
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Ukuran gambar maksimal 1 MB');

    const noImage = await upload(spv, [{ name: 'kode_barcode', value: code }]);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe('Gambar Wajib Dimasukan');

    const noCode = await upload(spv, [{ name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() }]);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('Kode Barcode Tidak Boleh Kosong');

    const json = await t.app.inject({ method: 'POST', url: '/api/barang/foto', headers: spv, payload: { kode_barcode: code } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Gambar Wajib Dimasukan');

    expect(await fotoOf('BDG', code)).toBe(fotoBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("another store's item is 404 for upload and read; nothing written", async () => {
    const bdgCode = await firstItem('BDG');
    const sbyCode = await firstItem('SBY');
    const filesBefore = storedFiles();
    // KASIRSBY reads a BDG item's photo: not in their store
    const read = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${bdgCode}`, headers: kasirSby });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ status: 'error', message: MESSAGES.notFound, code: 'common.notFound' });

    // SPVBDG uploads for a barcode that only SBY has
    const sbyOnly = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'SBY').execute())
      .map((r) => r.kode_barcode)
      .find((c) => c.startsWith('SBY'))!;
    expect(sbyOnly).toBeTruthy();
    const res = await upload(spv, [
      { name: 'kode_barcode', value: sbyOnly },
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(await fotoOf('SBY', sbyOnly)).toBeNull();
    expect(await fotoOf('SBY', sbyCode)).toBeNull();
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('needs a screen that edits items (403 for a cashier without it) and a token (401)', async () => {
    const code = await firstItem('SBY');
    const res = await upload(kasirSby, [
      { name: 'kode_barcode', value: code },
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() },
    ]);
    expect(res.statusCode).toBe(403);
    expect(await fotoOf('SBY', code)).toBeNull();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.invalidToken);
  });

  it('DELETE /api/barang/foto/:kode_barcode removes the column and the file', async () => {
    const code = await firstItem('BDG');
    const key = await fotoOf('BDG', code);
    expect(storedFiles()).toContain(key);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/barang/foto/${code}`, headers: spv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Foto Barang Berhasil Dihapus', code: 'photos.deleted', data: { kode_barcode: code, foto: null } });
    expect(await fotoOf('BDG', code)).toBeNull();
    expect(storedFiles()).not.toContain(key);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/barang/foto/${code}`, headers: spv });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PHOTO_MESSAGES.noPhoto);
    const read = await t.app.inject({ method: 'GET', url: `/api/foto_produk/${code}`, headers: spv });
    expect(read.statusCode).toBe(404);
  });
});
