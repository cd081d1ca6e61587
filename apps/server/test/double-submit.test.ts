import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTree } from './cash-helpers';
import { newKey } from './sales-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every form that writes money or stock and whose document has no key column of its own, sent twice at once
 * with the same idempotency key (a double click): one document is written and both answers are the first one;
 * the next submission (a new key) writes the next document. The counter documents (sales, buy-backs, pawn,
 * orders, repairs, layaways) prove the same in their own tests through their own key columns.
 */

let t: TestApp;
let spv: Record<string, string>;
let rekening: string[];
let bank: string[];

type Form = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => Promise<string> | string;
  body: () => Promise<object> | object;
  /** the documents of this kind the store holds */
  count: () => Promise<number>;
};

const countOf = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(t.db)).rows[0]!.n);
const kasDocs = (kategori: string) => () => countOf(sql<{ n: string }>`select count(distinct no_ref) as n from kas_mutasi where kode_toko = 'BDG' and kategori = ${kategori}`);

/** Money into the store's drawer and accounts, as a manual cash-in writes it (setup). */
async function fund(jenis: 'CASH' | 'BANK', noRekening: string | null, jumlah: number) {
  const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
  await t.db
    .insertInto('kas_mutasi')
    .values({ kode_toko: 'BDG', tgl_system: toko.tgl_system, kategori: 'KAS MASUK', keterangan: 'MODAL', no_ref: 'TEST', jenis, no_rekening: noRekening, jumlah_in: jumlah, jumlah_out: 0, input_by: 'TEST' })
    .execute();
}

let timbangId = 0;
let seq = 0;
const used = new Set<string>();
const stockDocs = (jenis: string, kodeToko = 'BDG') => () =>
  countOf(sql<{ n: string }>`select count(distinct no_ref) as n from stock_mutasi where kode_toko = ${kodeToko} and jenis = ${jenis}`);

/** A READY item of the store no other form of this file took. */
async function freshItem(kodeToko = 'BDG', jenisHarga = 'GRAM', notInTray = 'B03'): Promise<string> {
  const rows = await t.db
    .selectFrom('barang')
    .select('kode_barcode')
    .where('kode_toko', '=', kodeToko)
    .where('kode_baki', '<>', notInTray)
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', jenisHarga as 'GRAM')
    .orderBy('kode_barcode')
    .execute();
  const code = rows.map((r) => r.kode_barcode).find((c) => !used.has(c));
  if (!code) throw new Error(`no READY ${jenisHarga} item left in ${kodeToko}`);
  used.add(code);
  return code;
}
let accessory = '';
const accessoryCode = async () => (accessory ||= await freshItem('BDG', 'AKSESORIS'));

const FORMS: Form[] = [
  { name: 'kas keluar (cash/kas)', method: 'POST', url: () => '/api/cash/kas', body: () => ({ kode_transaksi: 'ATK', jumlah: 25_000, keterangan: 'kertas nota' }), count: kasDocs('KAS KELUAR') },
  { name: 'kas masuk ke rekening (cash/kas)', method: 'POST', url: () => '/api/cash/kas', body: () => ({ kode_transaksi: 'MODAL', no_rekening: rekening[0], jumlah: 50_000, keterangan: 'modal' }), count: kasDocs('KAS MASUK') },
  {
    name: 'mutasi uang bank',
    method: 'POST',
    url: () => '/api/cash/mutasi-uang-bank',
    body: () => ({ asal: bank[0], asal_rekening: rekening[0], tujuan: bank[1], tujuan_rekening: rekening[1], jumlah: 10_000, keterangan: 'pindah', kategori: 'ANTAR REKENING' }),
    count: kasDocs('MUTASI UANG BANK'),
  },
  {
    name: 'mutasi uang cash',
    method: 'POST',
    url: () => '/api/cash/mutasi-uang-cash',
    body: () => ({ asal: 'CASH', tujuan: bank[0], tujuan_rekening: rekening[0], jumlah: 10_000, keterangan: 'setor', kategori: 'SETOR' }),
    count: kasDocs('MUTASI UANG CASH'),
  },
  { name: 'gesek tunai', method: 'POST', url: () => '/api/non-cash/gesek-tunai', body: () => ({ no_rekening: rekening[0], jumlah: 100_000, nama_customer: 'budi' }), count: kasDocs('GESEK TUNAI') },
  {
    name: 'pengalihan saldo',
    method: 'POST',
    url: () => '/api/cash/pengalihan-saldo',
    body: () => ({ asal: 'CASH', tujuan: bank[0], tujuan_rekening: rekening[0], jumlah: 10_000, keterangan: 'akhir hari' }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from pengalihan_saldo where kode_toko = 'BDG'`),
  },
  {
    name: 'kirim uang ke pusat',
    method: 'POST',
    url: () => '/api/kirim-uang',
    body: () => ({ jumlah_rp: 20_000, tujuan: 'PST', keterangan: 'setoran', no_reff: 'slip' }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from kirim_uang where kode_toko = 'BDG'`),
  },
  {
    name: 'timbang baki (mulai dengan berat)',
    method: 'POST',
    url: () => '/api/timbang-baki/start',
    body: () => ({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '10.000' }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from timbang_baki where kode_toko = 'BDG'`),
  },
  {
    name: 'timbang baki (isi berat)',
    method: 'PUT',
    url: async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/timbang-baki/start', headers: spv, payload: { kode_gudang: 'UTAMA', kode_toko: 'B02' } });
      expect(res.statusCode, res.body).toBe(200);
      timbangId = res.json().data.data_timbang[0].id;
      return `/api/timbang-baki/${timbangId}`;
    },
    body: () => ({ berat_timbang: '5.000' }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from timbang_baki where kode_toko = 'BDG' and berat_timbang is not null`),
  },
  { name: 'stock aksesoris tambah', method: 'POST', url: () => '/api/stock-aksesoris/tambah', body: async () => ({ kode_barcode: await accessoryCode(), jumlah: 3 }), count: stockDocs('AKSESORIS_TAMBAH') },
  { name: 'stock aksesoris ambil', method: 'POST', url: () => '/api/stock-aksesoris/ambil', body: async () => ({ kode_barcode: await accessoryCode(), jumlah: 1 }), count: stockDocs('AKSESORIS_AMBIL') },
  { name: 'pindah barang', method: 'POST', url: () => '/api/pindah-barang', body: async () => ({ kode_barcode: [await freshItem()], kode_baki: 'B03' }), count: stockDocs('PINDAH') },
  { name: 'pindah satu baki', method: 'POST', url: () => '/api/pindah-barang/satu-baki', body: () => ({ dari_baki: 'B04', kode_baki: 'B05' }), count: stockDocs('PINDAH') },
  { name: 'hancur barang', method: 'POST', url: () => '/api/hancur-barang', body: async () => ({ kode_barcode: [await freshItem()] }), count: stockDocs('HANCUR') },
  { name: 'ambil barang contoh', method: 'POST', url: () => '/api/barang-contoh/ambil', body: async () => ({ kode_barcode: [await freshItem()], keterangan: 'contoh' }), count: stockDocs('CONTOH_KELUAR') },
  {
    name: 'tambah barang banyak',
    method: 'POST',
    url: () => '/api/barang/banyak',
    body: () => ({ barang: [1, 2].map((i) => ({ kode_group: 'p17', kode_dept: 'cc', kode_baki: 'b01', nama_barang: `cincin ganda ${++seq} ${i}`, berat: '2,345' })) }),
    count: stockDocs('TAMBAH'),
  },
  {
    name: 'terima barang supplier',
    method: 'POST',
    url: () => '/api/penerimaan-barang/supplier',
    body: () => ({ kode_supplier: 'SP01', harga_per_gram: 1_000_000, no_faktur_supplier: `inv-${++seq}`, kode_baki: 'B03', barang: [{ nama_barang: `gelang supplier ganda ${seq}`, kode_group: 'p17', kode_dept: 'gl', berat: '5.5' }] }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from penerimaan_barang where kode_toko = 'BDG'`),
  },
  {
    name: 'kirim barang ke toko lain',
    method: 'POST',
    url: () => '/api/kirim-barang',
    body: async () => ({ kode_toko_tujuan: 'SBY', kode_barcode: [await freshItem()], keterangan: 'uji' }),
    count: () => countOf(sql<{ n: string }>`select count(*) as n from kirim_barang where kode_toko_asal = 'BDG'`),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await setTree(t, 'SPVBDG', {
    utility: ['uang-kas', 'uang-bank', 'gesek-tunai', 'mutasi-uang-bank', 'mutasi-uang-cash', 'kirim-uang-pusat'],
    validasi: ['pengalihan-saldo-uang'],
    barang: ['timbang-baki', 'tambah-barang-banyak', 'pindah-barang', 'pindah-barang-satu-baki', 'hancur-data-barang', 'ambil-barang-contoh', 'tambah-dan-ambil-stock-aksesoris'],
    'penerimaan-barang': ['penerimaan-barang'],
  });
  spv = t.bearer(await t.login('SPVBDG'));
  const rows = await t.db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').orderBy('no_rekening').execute();
  rekening = rows.map((r) => r.no_rekening);
  bank = rows.map((r) => r.kode_bank);
  expect(rekening.length).toBeGreaterThanOrEqual(2);
  await fund('CASH', null, 10_000_000);
  for (const r of rekening) await fund('BANK', r, 10_000_000);
});
afterAll(async () => {
  await t.close();
});

describe('a form sent twice at once with the same idempotency key writes one document', () => {
  it.each(FORMS.map((f) => [f.name, f] as const))('%s', async (_name, form) => {
    const headers = spv;
    const url = await form.url();
    const payload = { ...(await form.body()), idempotency_key: newKey() };
    const before = await form.count();
    const [a, b] = await Promise.all([0, 1].map(() => t.app.inject({ method: form.method, url, headers, payload })));
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(b!.json().data).toEqual(a!.json().data);
    expect(await form.count()).toBe(before + 1);

    // a retry after the answer was lost answers the first document again
    const retry = await t.app.inject({ method: form.method, url, headers, payload });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(a!.json().data);
    expect(await form.count()).toBe(before + 1);

    // the next submission of the form carries a new key and writes the next document
    if (form.method === 'POST' && !url.endsWith('/satu-baki')) {
      const next = await t.app.inject({ method: form.method, url, headers, payload: { ...(await form.body()), idempotency_key: newKey() } });
      expect(next.statusCode, next.body).toBe(200);
      expect(await form.count()).toBe(before + 2);
    }
  });

  it('a key that failed (400, nothing written) may be sent again and writes the document then', async () => {
    const idempotency_key = newKey();
    const before = await kasDocs('KAS KELUAR')();
    const refused = await t.app.inject({ method: 'POST', url: '/api/cash/kas', headers: spv, payload: { kode_transaksi: 'NOPE', jumlah: 1_000, keterangan: 'x', idempotency_key } });
    expect(refused.statusCode).toBe(400);
    const keys = await t.db.selectFrom('idempotensi').select('kunci').where('kunci', '=', idempotency_key).execute();
    expect(keys).toEqual([]);
    const ok = await t.app.inject({ method: 'POST', url: '/api/cash/kas', headers: spv, payload: { kode_transaksi: 'ATK', jumlah: 1_000, keterangan: 'x', idempotency_key } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await kasDocs('KAS KELUAR')()).toBe(before + 1);
  });

  it('a bad key is refused with the counter documents message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cash/kas', headers: spv, payload: { kode_transaksi: 'ATK', jumlah: 1_000, keterangan: 'x', idempotency_key: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kunci transaksi tidak valid, muat ulang halaman');
  });
});
