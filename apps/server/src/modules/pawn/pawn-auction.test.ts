import { addDays, PAWN_MESSAGES as M, type CreatePawnRequest } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, firstOf, kasOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Auction into stock, the interest and fee on their own income accounts, and the pawn check of the day close. */

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { hutang: ['transaksi-hutang', 'lihat-hutang', 'batal-hutang-lunas', 'lelang-hutang'], penjualan: COUNTER_SCREENS });
  await setAksesTree(t, 'SPVBDG', { hutang: ['transaksi-hutang', 'lihat-hutang'], validasi: ['validasi-hutang'], laporan: ['laporan-lelang-hutang'], utility: ['tutup-toko'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const loanBody = (jumlah: number): CreatePawnRequest => ({
  idempotency_key: newKey(),
  kode_sales: kodeSales,
  nama_customer: 'Dewi Lestari',
  alamat_customer: 'Jl. Dago 5 Bandung',
  no_hp: '08129876543',
  no_identitas: '3273010101010002',
  detail_barang: [
    { nama_barang: 'Kalung lelang', kode_group: 'P17', berat: '4.000', berat_batu: '0', kode_kondisi: 'BAGUS' },
    { nama_barang: 'Anting lelang', kode_group: 'P22', berat: '2.500', berat_batu: '0.500', kode_kondisi: 'KUSAM' },
  ],
  jumlah_hutang: jumlah,
  otorisasi: [],
});

async function writeLoan(jumlah: number) {
  const res = await call('POST', '/api/hutang', kasir, loanBody(jumlah));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_faktur_hutang: string; taksiran: number; detail_barang: { berat: string; kode_group: string; taksiran: number }[] };
}

async function tgl(): Promise<string> {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}
async function setTgl(date: string) {
  await t.db.updateTable('toko').set({ tgl_system: date }).where('kode_toko', '=', 'BDG').execute();
}

/** The journal lines of a loan's cash rows, summed per account as debit minus credit. */
async function journalByAccount(no: string, extraIds: number[] = []) {
  const ids = [...(await kasOf(t, no)).map((k) => Number(k.id)), ...extraIds];
  const rows = ids.length ? await t.db.selectFrom('jurnal').selectAll().where('kas_mutasi_id', 'in', ids).execute() : [];
  const out: Record<string, number> = {};
  for (const r of rows) out[r.nomor_akun] = (out[r.nomor_akun] ?? 0) + Number(r.debet) - Number(r.kredit);
  return out;
}

describe('auction into stock', () => {
  it('refuses a tray that is not a sellable one with 400 and writes nothing', async () => {
    const start = await tgl();
    const loan = await writeLoan(1_000_000);
    await setTgl(addDays(start, 38));
    const bad = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: loan.no_faktur_hutang, cara: 'STOK', kode_baki: 'TIDAK-ADA' });
    expect(bad.statusCode, bad.body).toBe(400);
    const noWay = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: loan.no_faktur_hutang, cara: 'TUKAR' });
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json().errors.cara).toBe(M.auctionWayInvalid);
    const sale = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: loan.no_faktur_hutang, cara: 'JUAL' });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors.harga_lelang).toBe(M.hargaLelangEmpty);
    const row = await t.db.selectFrom('hutang').select('status').where('no_faktur_hutang', '=', loan.no_faktur_hutang).executeTakeFirstOrThrow();
    expect(row.status).toBe('AKTIF');
    expect(await t.db.selectFrom('stock_mutasi').select('id').where('jenis', '=', 'LELANG').execute()).toHaveLength(0);
    await setTgl(start);
  });

  it('moves the pieces into a sellable tray as new READY items at their appraisal, with stock, vault and journal in one go; the items sell at the counter', async () => {
    const start = await tgl();
    const loan = await writeLoan(3_000_000);
    const no = loan.no_faktur_hutang;
    const early = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: no, cara: 'STOK' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notPastGrace);

    await setTgl(addDays(start, 38));
    const kasBefore = (await kasOf(t, no)).length;
    const res = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: no, cara: 'STOK' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as { status: string; detail_barang: { kode_barcode: string | null; status: string; berat: string; kode_group: string }[]; pembayaran: { jenis: string; no_bayar: string }[] };
    expect(after.status).toBe('LELANG');
    const codes = after.detail_barang.map((p) => p.kode_barcode!);
    expect(codes.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    expect(new Set(codes).size).toBe(2);
    const noBayar = after.pembayaran.find((p) => p.jenis === 'LELANG')!.no_bayar;

    // the items: READY, in the first tray of the first sellable warehouse, weight and group of the piece, the loan in kode_intern
    const items = await t.db.selectFrom('barang as b').innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang')).selectAll('b').select('g.jenis_gudang').where('b.kode_toko', '=', 'BDG').where('b.kode_barcode', 'in', codes).orderBy('b.kode_barcode').execute();
    expect(items).toHaveLength(2);
    for (const it of items) {
      expect(it).toMatchObject({ status: 'READY', jenis_harga: 'GRAM', jenis_gudang: 'JUAL', kode_intern: no, tgl_system: addDays(start, 38) });
      const piece = after.detail_barang.find((p) => p.kode_barcode === it.kode_barcode)!;
      expect(Number(it.berat)).toBe(Number(piece.berat));
      expect(it.kode_group).toBe(piece.kode_group);
    }
    // the stock ledger: one LELANG row into the tray per item; the vault: each piece out
    const ledger = await t.db.selectFrom('stock_mutasi').selectAll().where('kode_barcode', 'in', codes).execute();
    expect(ledger.map((m) => [m.jenis, m.no_ref, m.dari_baki, m.ke_baki, m.qty])).toEqual(items.map((i) => ['LELANG', noBayar, null, i.kode_baki, 1]));
    const vault = await t.db.selectFrom('hutang_mutasi').select(['jenis', 'qty']).where('no_faktur_hutang', '=', no).orderBy('id').execute();
    expect(vault.map((v) => [v.jenis, v.qty])).toEqual([['MASUK', 1], ['MASUK', 1], ['LELANG', -1], ['LELANG', -1]]);
    // no money moves; the journal: stock at the appraisal, the principal off the pledge receivable, the rest other income
    expect((await kasOf(t, no)).length).toBe(kasBefore);
    const jurnal = await t.db.selectFrom('jurnal').selectAll().where('no_ref', '=', no).where('trx', '=', 'LELANG HUTANG').execute();
    const by = (akun: string) => jurnal.filter((j) => j.nomor_akun === akun).reduce((s, j) => s + Number(j.debet) - Number(j.kredit), 0);
    expect(by('1-1500')).toBe(loan.taksiran);
    expect(by('1-1600')).toBe(-3_000_000);
    expect(by('4-1900')).toBe(-(loan.taksiran - 3_000_000));
    expect(jurnal.reduce((s, j) => s + Number(j.debet) - Number(j.kredit), 0)).toBe(0);
    expect(new Set(jurnal.map((j) => j.kas_mutasi_id)).size).toBe(1);

    // an auctioned loan can no longer be redeemed nor auctioned again
    for (const url of ['/api/hutang/tebus', '/api/hutang/lelang']) {
      const again = await call('POST', url, kasir, { no_faktur_hutang: no, cara: 'STOK' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.notOpen);
    }

    // the lelang report shows it at its appraisal
    const rep = await call('GET', `/api/laporan/lelang-hutang?tgl_awal=${start}&tgl_akhir=${addDays(start, 60)}`, spv);
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json().data.find((r: { no_faktur_hutang: string }) => r.no_faktur_hutang === no)).toMatchObject({ harga_lelang: loan.taksiran, selisih: loan.taksiran - 3_000_000 });

    // sold through the sales API like any item
    await setTgl(start);
    const q = await call('GET', `/api/penjualan/barang/${codes[0]}`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    const harga = q.json().data.harga_hitung as number;
    const sold = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'Pembeli Lelang',
      no_hp: '0812-1111-2222',
      detail: [{ kode_barcode: codes[0], harga }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const item = await t.db.selectFrom('barang').select('status').where('kode_barcode', '=', codes[0]!).executeTakeFirstOrThrow();
    expect(item.status).toBe('TERJUAL');
  });
});

describe('auction by sale', () => {
  it('takes exactly the principal off the pledge receivable: the price above it is other income, below it a loss', async () => {
    const start = await tgl();
    const gain = (await writeLoan(3_000_000)).no_faktur_hutang;
    const loss = (await writeLoan(3_000_000)).no_faktur_hutang;
    await setTgl(addDays(start, 38));
    const lelangJournal = async (no: string) => {
      const rows = await t.db.selectFrom('jurnal').selectAll().where('no_ref', '=', no).where('trx', '=', 'LELANG HUTANG').execute();
      const out: Record<string, number> = {};
      for (const r of rows) out[r.nomor_akun] = (out[r.nomor_akun] ?? 0) + Number(r.debet) - Number(r.kredit);
      return out;
    };
    const sum = (a: Record<string, number>, b: Record<string, number>) => {
      const out = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
      return out;
    };
    for (const [no, harga] of [[gain, 3_500_000], [loss, 2_800_000]] as const) {
      // below the principal plus interest the sale needs a supervisor
      const otorisasi = no === loss ? [(await call('POST', '/api/otorisasi', kasir, { operasi: 'LELANG_DIBAWAH_POKOK', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' })).json().data.id] : [];
      const res = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: harga, otorisasi });
      expect(res.statusCode, res.body).toBe(200);
      const all = sum(await journalByAccount(no), await lelangJournal(no));
      // cash: the loan out, the price in; the receivable back to 0 for this loan; the difference on other income
      expect(all['1-1100']).toBe(-3_000_000 + harga);
      expect(all['1-1600']).toBe(0);
      expect(all['4-1900']).toBe(-(harga - 3_000_000));
      expect(Object.values(all).reduce((a, b) => a + b, 0)).toBe(0);
    }
    await setTgl(start);
  });
});

describe('interest and fee on their own income accounts', () => {
  it('interest payment credits interest income; a redemption credits principal, interest and fee apart; its cancel reverses exactly', async () => {
    const start = await tgl();
    const loan = await writeLoan(2_000_000);
    const no = loan.no_faktur_hutang;
    await setTgl(addDays(start, 20));
    const paid = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: no });
    expect(paid.statusCode, paid.body).toBe(200);
    const bunga1 = paid.json().data.bunga_pinjam as number;
    expect(bunga1).toBeGreaterThan(0);
    expect(await journalByAccount(no)).toEqual({ '1-1100': -2_000_000 + bunga1, '1-1600': 2_000_000, '4-1300': -bunga1 });

    await setTgl(addDays(start, 35));
    const view = (await call('GET', `/api/hutang/${no}`, kasir)).json().data as { bunga_hari_ini: number; biaya_admin: number; total_tebus_hari_ini: number };
    const before = await journalByAccount(no);
    const redeemed = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: no });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const afterRedeem = await journalByAccount(no);
    expect(afterRedeem['1-1100']! - before['1-1100']!).toBe(view.total_tebus_hari_ini);
    expect(afterRedeem['1-1600']! - before['1-1600']!).toBe(-2_000_000);
    expect(afterRedeem['4-1300']! - before['4-1300']!).toBe(-view.bunga_hari_ini);
    expect((afterRedeem['4-1200'] ?? 0) - (before['4-1200'] ?? 0)).toBe(-view.biaya_admin);
    expect(afterRedeem['1-1600']).toBe(0);

    const res = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_HUTANG_LUNAS', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    const cancelled = await call('POST', '/api/hutang/batal-lunas', kasir, { no_faktur_hutang: no, alasan: 'SALAH', otorisasi: [res.json().data.id] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await journalByAccount(no);
    for (const akun of ['1-1100', '1-1600', '4-1300']) expect(afterCancel[akun], akun).toBe(before[akun]);
    expect(afterCancel['4-1200'] ?? 0).toBe(before['4-1200'] ?? 0);
    await setTgl(start);
  });
});

describe('the day close lists the loans not validated', () => {
  it('warns with the count of the day’s loans waiting for /validasi-hutang, and none once validated', async () => {
    const spvNow = spv;
    await writeLoan(1_000_000);
    const check = async () => {
      const res = await call('GET', '/api/tutup-toko/cek', spvNow);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.checks as { key: string; level: string; jumlah: number; pesan: string; link: string }[]).find((c) => c.key === 'VALIDASI_HUTANG')!;
    };
    const open = await check();
    expect(open.level).toBe('WARN');
    expect(open.jumlah).toBeGreaterThan(0);
    expect(open).toMatchObject({ link: '/validasi-hutang', pesan: `${open.jumlah} transaksi hutang belum divalidasi` });
    const list = await call('GET', '/api/hutang/validasi', spvNow);
    const nos = list.json().data.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang);
    const v = await call('POST', '/api/hutang/validasi', spvNow, { no_faktur_hutang: nos });
    expect(v.statusCode, v.body).toBe(200);
    expect((await check()).jumlah).toBe(0);
  });
});
