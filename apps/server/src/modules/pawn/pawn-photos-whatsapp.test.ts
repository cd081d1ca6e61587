import { PAWN_MESSAGES as M, PHOTO_MESSAGES, type CreatePawnRequest } from '@emas/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { storedFilesIn } from '../../../test/stored-files';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startStandInGateway, type StandInGateway } from '../../../test/wa-gateway';

/** Photos of pledged pieces (stored, linked to the loan's piece, shown back) and the loan receipt by WhatsApp. */
let t: TestApp;
let wa: StandInGateway;
let filesDir: string;
let kasir: Record<string, string>;
let kasirSby: Record<string, string>;
let kodeSales: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'emas-pawn-files-'));
  wa = await startStandInGateway();
  t = await createTestApp({ FILES_DIR: filesDir, WA_BACKEND: wa.url });
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { hutang: ['transaksi-hutang', 'lihat-hutang'] });
  await setAksesTree(t, 'KASIRSBY', { hutang: ['transaksi-hutang', 'lihat-hutang'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await wa?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Part = { name: string; filename: string; contentType: string; bytes: Buffer };
function upload(headers: Record<string, string>, part: Part) {
  const boundary = '----emasPawnBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
    part.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/hutang/foto', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}
const png = () => sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 212, g: 175, b: 55 } } }).png().toBuffer();

const loanBody = (fotos: (string | undefined)[], extra: Partial<CreatePawnRequest> = {}): CreatePawnRequest => ({
  idempotency_key: newKey(),
  kode_sales: kodeSales,
  nama_customer: 'Dewi Lestari',
  alamat_customer: 'Jl. Dago 5 Bandung',
  no_hp: '0812-7777-1234',
  no_identitas: '3273010101010009',
  detail_barang: [
    { nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS', ...(fotos[0] ? { foto: fotos[0] } : {}) },
    { nama_barang: 'Gelang rantai', kode_group: 'P22', berat: '3.250', berat_batu: '0.250', kode_kondisi: 'KUSAM', ...(fotos[1] ? { foto: fotos[1] } : {}) },
  ],
  jumlah_hutang: 4_000_000,
  otorisasi: [],
  ...extra,
});

const loansOfKey = async (key: string) => (await t.db.selectFrom('hutang').select('no_faktur_hutang').where('idempotency_key', '=', key).execute()).length;
const kasCount = async () => Number((await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.countAll<string>().as('n')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).n);

async function photo(): Promise<string> {
  const res = await upload(kasir, { name: 'image', filename: 'cincin.png', contentType: 'image/png', bytes: await png() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(M.photoSaved);
  return res.json().data.foto as string;
}

describe('photos of pledged pieces', () => {
  it('stores the photo as a JPEG of the store, links it to its piece and shows it back', async () => {
    const foto = await photo();
    expect(foto).toMatch(/^BDG\/HUTANG\/[0-9a-f]{16}\.jpg$/);
    expect(storedFilesIn(filesDir)).toContain(foto);

    const res = await t.app.inject({ method: 'POST', url: '/api/hutang', headers: kasir, payload: loanBody([foto]) });
    expect(res.statusCode, res.body).toBe(200);
    const loan = res.json().data as { no_faktur_hutang: string; detail_barang: { urut: number; ada_foto: boolean }[] };
    expect(loan.detail_barang.map((p) => p.ada_foto)).toEqual([true, false]);
    const stored = await t.db.selectFrom('hutang_barang').select(['urut', 'foto']).where('no_faktur_hutang', '=', loan.no_faktur_hutang).orderBy('urut').execute();
    expect(stored).toEqual([
      { urut: 1, foto },
      { urut: 2, foto: null },
    ]);

    const got = await t.app.inject({ method: 'GET', url: `/api/hutang/${loan.no_faktur_hutang}/foto/1`, headers: kasir });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(720);

    const none = await t.app.inject({ method: 'GET', url: `/api/hutang/${loan.no_faktur_hutang}/foto/2`, headers: kasir });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PHOTO_MESSAGES.noPhoto);
    const noPiece = await t.app.inject({ method: 'GET', url: `/api/hutang/${loan.no_faktur_hutang}/foto/9`, headers: kasir });
    expect(noPiece.statusCode).toBe(404);
    expect(noPiece.json().message).toBe(M.pieceUnknown);
    // another store never reads BDG's loan photo
    const other = await t.app.inject({ method: 'GET', url: `/api/hutang/${loan.no_faktur_hutang}/foto/1`, headers: kasirSby });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a file that is not a picture with a clear message and stores nothing', async () => {
    const before = storedFilesIn(filesDir);
    const text = await upload(kasir, { name: 'image', filename: 'ktp.txt', contentType: 'text/plain', bytes: Buffer.from('bukan gambar') });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ status: 'error', message: PHOTO_MESSAGES.notImage });
    // a declared picture whose bytes are not one
    const fake = await upload(kasir, { name: 'image', filename: 'cincin.png', contentType: 'image/png', bytes: Buffer.from('%PDF-1.4 not a png') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(PHOTO_MESSAGES.notImage);
    const empty = await t.app.inject({ method: 'POST', url: '/api/hutang/foto', headers: kasir, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PHOTO_MESSAGES.imageRequired);
    expect(storedFilesIn(filesDir)).toEqual(before);
  });

  it('a loan naming a photo that is not a stored photo of this store is refused and nothing is written', async () => {
    const sbyPhoto = await upload(kasirSby, { name: 'image', filename: 'sby.png', contentType: 'image/png', bytes: await png() });
    expect(sbyPhoto.statusCode, sbyPhoto.body).toBe(200);
    const good = await photo();
    const kasBefore = await kasCount();
    for (const bad of ['BDG/HUTANG/0000000000000000.jpg', sbyPhoto.json().data.foto as string, 'BDG/SERVICE/../HUTANG/x.jpg', 'http://contoh.com/a.jpg']) {
      const body = loanBody([good, bad]);
      const res = await t.app.inject({ method: 'POST', url: '/api/hutang', headers: kasir, payload: body });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(M.fotoInvalid);
      expect(res.json().errors).toEqual({ 'detail_barang.1.foto': M.fotoInvalid });
      expect(await loansOfKey(body.idempotency_key as string)).toBe(0);
    }
    expect(await kasCount()).toBe(kasBefore);
  });
});

describe('the loan receipt by WhatsApp', () => {
  it('sends the loan receipt (terms, due date, pieces) to the customer, then the redemption receipt', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/hutang', headers: kasir, payload: loanBody([]) });
    expect(res.statusCode, res.body).toBe(200);
    const no = res.json().data.no_faktur_hutang as string;
    const rowBefore = await t.db.selectFrom('hutang').selectAll().where('no_faktur_hutang', '=', no).executeTakeFirstOrThrow();

    const sent = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasir, payload: { no_faktur_hutang: no.toLowerCase() } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'success', message: M.receiptSent, data: { success: true, receiver: '6281277771234' } });
    const call = wa.calls.at(-1)!;
    expect(call.receiver).toBe('6281277771234');
    expect(call.type).toBe('text');
    expect(call.message).toContain(no);
    expect(call.message).toContain('Jatuh tempo');
    expect(call.message).toContain('CINCIN POLOS');
    expect(call.message).toContain('Rp 4,000,000');
    // sending writes nothing
    expect(await t.db.selectFrom('hutang').selectAll().where('no_faktur_hutang', '=', no).executeTakeFirstOrThrow()).toEqual(rowBefore);

    const early = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasir, payload: { no_faktur_hutang: no, jenis: 'TEBUS' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notRedeemedReceipt);

    const tebus = await t.app.inject({ method: 'POST', url: '/api/hutang/tebus', headers: kasir, payload: { no_faktur_hutang: no } });
    expect(tebus.statusCode, tebus.body).toBe(200);
    const receipt = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasir, payload: { no_faktur_hutang: no, jenis: 'TEBUS' } });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(wa.calls.at(-1)!.message).toContain(`Penebusan hutang ${no}`);
    expect(wa.calls.at(-1)!.message).toContain('Total bayar');
  });

  it('a refusing gateway answers its message; another store\'s loan is not found; a bad kind is a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/hutang', headers: kasir, payload: loanBody([], { no_hp: '0812-0000-1111' }) });
    expect(res.statusCode, res.body).toBe(200);
    const no = res.json().data.no_faktur_hutang as string;
    wa.refuse.set('6281200001111', 'nomor tidak terdaftar');
    const refused = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasir, payload: { no_faktur_hutang: no } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('nomor tidak terdaftar');
    const other = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasirSby, payload: { no_faktur_hutang: no } });
    expect(other.statusCode).toBe(404);
    const kind = await t.app.inject({ method: 'POST', url: '/api/hutang/whatsapp', headers: kasir, payload: { no_faktur_hutang: no, jenis: 'LAIN' } });
    expect(kind.statusCode).toBe(400);
  });
});
