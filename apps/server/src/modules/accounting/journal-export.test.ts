import { cardAmount, cardSurcharge, gesekSplit, moneyAccountMessage } from '@emas/domain';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { closingBalances, HLEDGER, hledgerBalances } from '../../../test/hledger';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A busy day exported as an hledger journal and re-added outside the product: every entry balances and each
 * account's sum is the Neraca Saldo's closing balance, for BDG, PST and the chain (and, where hledger is
 * installed, hledger itself agrees). The day holds the items of "the money and the day": a card sale with its
 * surcharge, a cancelled card sale and layaway (the surcharge reversed), a buy-back, a cash expense, a capital
 * top-up (MODAL, to 3-1100), head office's deposit (SETOR, to 1-1700) and card cash-outs at 0% and with a fee.
 */


let t: TestApp;
let kasir: Record<string, string>;
let ownerBdg: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let rekening: string;
let rekeningPst: string;
let tglBdg: string;
let tglPst: string;
let skip = 0;
let dir: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function take() {
  const [item] = await readyItems(t, 1, { skip });
  skip += 1;
  const q = await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir);
  expect(q.statusCode, q.body).toBe(200);
  return { code: item!.kode_barcode, harga: q.json().data.harga_hitung as number };
}

async function cardSale(feePersen: number) {
  const { code, harga } = await take();
  const res = await call('POST', '/api/penjualan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    detail: [{ kode_barcode: code, harga }],
    pembayaran: [{ jenis: 'CARD', jumlah_rp: harga, no_rekening: rekening, fee_persen: feePersen }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { no: res.json().data.no_faktur_group as string, harga };
}

async function bankBalance(headers: Record<string, string>, noRekening: string) {
  const res = await call('GET', '/api/cash/saldo', headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.saldo as { akun: string; saldo_akhir: number }[]).find((s) => s.akun === noRekening)!.saldo_akhir;
}

async function cashEntry(headers: Record<string, string>, kode: string, jumlah: number) {
  const res = await call('POST', '/api/cash/kas', headers, { idempotency_key: newKey(), kode_transaksi: kode, jumlah, keterangan: `uji ${kode}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.no_ref as string;
}

async function gesek(headers: Record<string, string>, noRekening: string, jumlah: number) {
  const res = await call('POST', '/api/non-cash/gesek-tunai', headers, { idempotency_key: newKey(), no_rekening: noRekening, jumlah, nama_customer: 'budi' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_ref: string; fee_rp: number; dibayar: number };
}

const journalOfRef = (noRef: string) => t.db.selectFrom('jurnal').selectAll().where('no_ref', '=', noRef).orderBy('id').execute();

async function exportFile(headers: Record<string, string>, query: string) {
  const res = await call('GET', `/api/laporan/jurnal/hledger?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="jurnal-.+\.journal"$/);
  return res.body;
}

async function neraca(headers: Record<string, string>, query: string) {
  const res = await call('GET', `/api/laporan/neraca-saldo?${query}&sort_by=nomor_akun`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { nomor_akun: string; saldo_awal: number; debet: number; kredit: number; saldo_akhir: number }[];
}

type Entry = { header: string; tags: string; postings: { account: string; amount: number }[] };

/** The file read back as an accountant's tool would: entries (a dated line, its tag comment, its postings). */
function parseJournal(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d{2}-\d{2} /.test(line)) {
      current = { header: line, tags: '', postings: [] };
      entries.push(current);
    } else if (current && line.startsWith('    ; ')) current.tags = line.trim();
    else if (current && line.startsWith('    ')) {
      const m = /^ {4}(.+?) {2,}(-?\d+) IDR$/.exec(line);
      expect(m, line).not.toBeNull();
      current.postings.push({ account: m![1]!, amount: Number(m![2]) });
    } else if (line.trim() === '') current = null;
  }
  return entries;
}

/** Each account's sum (by its number, the name's first word) over the entries. */
function sumsOf(entries: readonly Entry[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const e of entries) for (const p of e.postings) sums.set(p.account.split(' ')[0]!, (sums.get(p.account.split(' ')[0]!) ?? 0) + p.amount);
  return sums;
}

const nonZero = (m: Map<string, number>) => new Map([...m].filter(([, v]) => v !== 0));

const closing = (rows: Awaited<ReturnType<typeof neraca>>) => closingBalances(rows);

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { penjualan: ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan', 'lihat-titipan'], pembelian: ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  owner = t.bearer(await t.login('OWNER'));
  ownerBdg = { ...owner, 'x-kode-toko': 'BDG' };
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
  rekeningPst = (await firstOf(t, 'rekening', 'PST')).no_rekening as string;
  const tgl = async (kode: string) => (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kode).executeTakeFirstOrThrow()).tgl_system;
  tglBdg = await tgl('BDG');
  tglPst = await tgl('PST');
  dir = mkdtempSync(join(tmpdir(), 'emas-jurnal-'));
  // the day's cash entries are above the default approval limit: this test is about their journal, not the approval
  for (const kode of ['BDG', 'PST']) {
    await t.db.deleteFrom('para_system').where('kode_toko', '=', kode).where('key', '=', 'KAS_MANUAL_OTORISASI_DIATAS').execute();
    await t.db.insertInto('para_system').values({ kode_toko: kode, key: 'KAS_MANUAL_OTORISASI_DIATAS', value: '1000000000', updated_at: new Date(), updated_by: 'UJI' }).execute();
  }
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('journal accounts of the money and the day', () => {
  it('a card sale with a 1.5% fee: the bank holds what was swiped, the surcharge is its own fee-income line', async () => {
    const before = await bankBalance(ownerBdg, rekening);
    const { no, harga } = await cardSale(1.5);
    const surcharge = cardSurcharge(harga, 1.5);
    expect(surcharge).toBeGreaterThan(0);
    expect(await bankBalance(ownerBdg, rekening)).toBe(before + cardAmount(harga, 1.5));
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', no).orderBy('id').execute();
    expect(kas.map((k) => [k.kategori, k.jenis, k.no_rekening, Number(k.jumlah_in)])).toEqual([
      ['PENJUALAN', 'BANK', rekening, harga],
      ['FEE KARTU', 'BANK', rekening, surcharge],
    ]);
    const lines = await journalOfRef(no);
    expect(lines.filter((l) => l.nomor_akun === '4-1100').map((l) => Number(l.kredit))).toEqual([harga]);
    expect(lines.filter((l) => l.nomor_akun === '4-1200').map((l) => Number(l.kredit))).toEqual([surcharge]);
    expect(lines.filter((l) => l.nomor_akun === `1-1200-${rekening}`).reduce((s, l) => s + Number(l.debet), 0)).toBe(harga + surcharge);
  });

  it('cancelling a card sale and a card layaway reverses their surcharge: account and fee income back where they were', async () => {
    const bank = await bankBalance(ownerBdg, rekening);
    const sale = await cardSale(2);
    const { code, harga } = await take();
    const dp = Math.ceil(harga / 2);
    const titip = await call('POST', '/api/titip', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'dewi lestari',
      detail: [{ kode_barcode: code, harga }],
      pembayaran: [{ jenis: 'CARD', jumlah_rp: dp, no_rekening: rekening, fee_persen: 1.75 }],
    });
    expect(titip.statusCode, titip.body).toBe(200);
    const noTitip = titip.json().data.no_titip as string;
    expect(await bankBalance(ownerBdg, rekening)).toBe(bank + cardAmount(sale.harga, 2) + cardAmount(dp, 1.75));

    const batal = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no, alasan: 'salah barang', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(batal.statusCode, batal.body).toBe(200);
    const batalTitip = await call('POST', `/api/titip/${noTitip}/batal`, kasir, { alasan: 'customer batal' });
    expect(batalTitip.statusCode, batalTitip.body).toBe(200);

    for (const no of [sale.no, noTitip]) {
      const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', no).execute();
      const fee = kas.filter((k) => k.kategori === 'FEE KARTU' || k.kategori === 'BATAL FEE KARTU');
      expect(fee.map((k) => k.kategori).sort()).toEqual(['BATAL FEE KARTU', 'FEE KARTU']);
      expect(fee.every((k) => k.no_rekening === rekening)).toBe(true);
      expect(fee.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(0);
      const lines = await journalOfRef(no);
      expect(lines.filter((l) => l.nomor_akun === '4-1200').reduce((s, l) => s + Number(l.debet) - Number(l.kredit), 0), no).toBe(0);
    }
    // the surcharges went back to the card; the amounts paid went back as each refund gives them (cash first)
    const refunds = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', 'in', [sale.no, noTitip]).where('kategori', 'in', ['BATAL PENJUALAN', 'BATAL TITIP']).execute();
    const paidBackFromBank = refunds.filter((r) => r.jenis === 'BANK').reduce((s, r) => s + Number(r.jumlah_out), 0);
    expect(await bankBalance(ownerBdg, rekening)).toBe(bank + sale.harga + dp - paidBackFromBank);
  });

  it('a MODAL top-up posts to 3-1100 MODAL and a SETOR to 1-1700, an expense to the kategori account; never 4-1900', async () => {
    const modal = await cashEntry(ownerBdg, 'MODAL', 25_000_000);
    const setor = await cashEntry(ownerBdg, 'SETOR', 5_000_000);
    const listrik = await cashEntry(ownerBdg, 'LISTRIK', 750_000);
    const other = (lines: Awaited<ReturnType<typeof journalOfRef>>) => lines.filter((l) => l.nomor_akun !== '1-1100').map((l) => [l.kode_akun, l.nomor_akun, Number(l.debet), Number(l.kredit)]);
    expect(other(await journalOfRef(modal))).toEqual([['MODAL', '3-1100', 0, 25_000_000]]);
    expect(other(await journalOfRef(setor))).toEqual([['SETOR', '1-1700', 0, 5_000_000]]);
    expect(other(await journalOfRef(listrik))).toEqual([['BIAYA', '6-1100', 750_000, 0]]);
  });

  it('a transaction code names its own account from the chart; an account outside it is refused (400, nothing written)', async () => {
    const bad = await call('POST', '/api/paratransaksi/create', ownerBdg, { kode_transaksi: 'PRIVE', nama_transaksi: 'PENGAMBILAN PEMILIK', jenis_transaksi: 'KELUAR', nomor_akun: '3-9999' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toBe('Nomor Akun 3-9999 tidak terdaftar');
    expect(await t.db.selectFrom('kode_transaksi').select('kode_transaksi').where('kode_toko', '=', 'BDG').where('kode_transaksi', '=', 'PRIVE').executeTakeFirst()).toBeUndefined();
    const ok = await call('POST', '/api/paratransaksi/create', ownerBdg, { kode_transaksi: 'PRIVE', nama_transaksi: 'PENGAMBILAN PEMILIK', jenis_transaksi: 'KELUAR', nomor_akun: '3-1200' });
    expect(ok.statusCode, ok.body).toBe(200);
    const prive = await cashEntry(ownerBdg, 'PRIVE', 100_000);
    expect((await journalOfRef(prive)).map((l) => [l.nomor_akun, Number(l.debet), Number(l.kredit)])).toEqual([
      ['3-1200', 100_000, 0],
      ['1-1100', 0, 100_000],
    ]);
  });

  it("a transaction code may not name a money account (the drawer, a bank account, the bank or marketplace header): the entry's journal would net to zero while the drawer moves", async () => {
    const codes = () => t.db.selectFrom('kode_transaksi').select(['kode_transaksi', 'nomor_akun']).where('kode_toko', '=', 'BDG').orderBy('kode_transaksi').execute();
    const before = await codes();
    for (const nomor of ['1-1100', '1-1200', `1-1200-${rekening}`, '1-1300']) {
      const created = await call('POST', '/api/paratransaksi/create', ownerBdg, { kode_transaksi: 'LACI', nama_transaksi: 'TAMBAH LACI', jenis_transaksi: 'MASUK', nomor_akun: nomor });
      expect([created.statusCode, created.json().message, created.json().errors?.nomor_akun], created.body).toEqual([400, moneyAccountMessage(nomor), moneyAccountMessage(nomor)]);
      const edited = await call('PUT', '/api/paratransaksi/update/MODAL', ownerBdg, { nama_transaksi: 'TAMBAHAN MODAL', jenis_transaksi: 'MASUK', nomor_akun: nomor });
      expect([edited.statusCode, edited.json().message], edited.body).toEqual([400, moneyAccountMessage(nomor)]);
    }
    expect(await codes()).toEqual(before);
    // the drawer and the journal's cash account still agree
    const laci = (await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.sum<string>(eb(eb.ref('jumlah_in'), '-', eb.ref('jumlah_out'))).as('s')).where('kode_toko', '=', 'BDG').where('jenis', '=', 'CASH').executeTakeFirstOrThrow()).s;
    const kas = (await t.db.selectFrom('jurnal').select((eb) => eb.fn.sum<string>(eb(eb.ref('debet'), '-', eb.ref('kredit'))).as('s')).where('kode_toko', '=', 'BDG').where('nomor_akun', '=', '1-1100').executeTakeFirstOrThrow()).s;
    expect(Number(kas)).toBe(Number(laci));
  });

  it('a card cash-out posts only its fee to 4-1200: none at 0%, the fee alone with one; the transit account nets to 0', async () => {
    await t.db.updateTable('rekening').set({ fee_gesek_persen: 0 }).where('kode_toko', '=', 'BDG').where('no_rekening', '=', rekening).execute();
    const free = await gesek(ownerBdg, rekening, 1_000_000);
    expect(free.fee_rp).toBe(0);
    const freeLines = await journalOfRef(free.no_ref);
    expect(freeLines.filter((l) => l.nomor_akun === '4-1200')).toEqual([]);
    expect(freeLines.filter((l) => l.nomor_akun === '1-1400').reduce((s, l) => s + Number(l.debet) - Number(l.kredit), 0)).toBe(0);

    await t.db.updateTable('rekening').set({ fee_gesek_persen: 2.5 }).where('kode_toko', '=', 'BDG').where('no_rekening', '=', rekening).execute();
    const paid = await gesek(ownerBdg, rekening, 1_000_001);
    const split = gesekSplit(1_000_001, 2.5);
    expect([paid.fee_rp, paid.dibayar]).toEqual([split.fee_rp, split.dibayar]);
    const lines = await journalOfRef(paid.no_ref);
    expect(lines.filter((l) => l.nomor_akun === '4-1200').map((l) => [Number(l.debet), Number(l.kredit)])).toEqual([[0, split.fee_rp]]);
    expect(lines.filter((l) => l.nomor_akun === '1-1400').reduce((s, l) => s + Number(l.debet) - Number(l.kredit), 0)).toBe(0);
    expect(lines.reduce((s, l) => s + Number(l.debet) - Number(l.kredit), 0)).toBe(0);
  });
});

describe('the journal exported for hledger (GET laporan/jurnal/hledger)', () => {
  it('a busy day re-added outside the product equals the Neraca Saldo of BDG, PST and the chain', async () => {
    // the rest of the busy day: a buy-back at BDG, and at head office a top-up, an expense and a card cash-out
    const buy = await call('POST', '/api/pembelian', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'Siti Aminah',
      detail: [{ nama_barang: 'GELANG EKSPOR', kode_group: 'P17', kode_dept: 'GL', berat: '3.250', kode_kondisi: 'RUSAK' }],
    });
    expect(buy.statusCode, buy.body).toBe(200);
    await cashEntry(owner, 'MODAL', 50_000_000);
    await cashEntry(owner, 'GAJI', 4_000_000);
    await gesek(owner, rekeningPst, 2_000_000);

    const scopes = [
      { name: 'BDG', headers: ownerBdg, query: `tgl_awal=${tglBdg}&tgl_akhir=${tglBdg}&kode_toko=BDG` },
      { name: 'PST', headers: owner, query: `tgl_awal=${tglPst}&tgl_akhir=${tglPst}&kode_toko=PST` },
      { name: 'ALL', headers: owner, query: `tgl_awal=${tglBdg < tglPst ? tglBdg : tglPst}&tgl_akhir=${tglBdg < tglPst ? tglPst : tglBdg}&kode_toko=ALL` },
    ];
    const files: Record<string, string> = {};
    for (const s of scopes) {
      const text = await exportFile(s.headers, s.query);
      const entries = parseJournal(text);
      expect(entries.length, s.name).toBeGreaterThanOrEqual(4);
      // every entry balances, and every posting names a declared account
      for (const e of entries) expect(e.postings.reduce((sum, p) => sum + p.amount, 0), e.header).toBe(0);
      const declared = new Set(text.split('\n').filter((l) => l.startsWith('account ')).map((l) => l.slice('account '.length)));
      for (const e of entries) for (const p of e.postings) expect(declared.has(p.account), p.account).toBe(true);
      // each account's sum is the trial balance's closing balance (the opening entry carries the days before)
      const tb = await neraca(s.headers, s.query);
      expect(nonZero(sumsOf(entries)), s.name).toEqual(closing(tb));
      // and the period's entries alone are its debit minus credit
      const period = entries.filter((e) => !e.header.includes('SALDO AWAL'));
      const turnover = new Map<string, number>();
      for (const r of tb) turnover.set(r.nomor_akun, (turnover.get(r.nomor_akun) ?? 0) + r.debet - r.kredit);
      expect(nonZero(sumsOf(period)), s.name).toEqual(nonZero(turnover));
      // the day's fee income is exactly the surcharges and cash-out fees it kept
      const file = join(dir, `${s.name}.journal`);
      writeFileSync(file, text);
      files[s.name] = file;
    }
    const bdgText = await exportFile(ownerBdg, scopes[0]!.query);
    expect(bdgText).toContain('(');
    expect(bdgText).toMatch(/; toko:BDG, jurnal:\d+, type:BANK/);

    if (existsSync(HLEDGER)) {
      for (const s of scopes) {
        execFileSync(HLEDGER, ['-f', files[s.name]!, 'check', 'accounts', 'commodities'], { encoding: 'utf8' });
        expect(hledgerBalances(files[s.name]!), `hledger ${s.name}`).toEqual(closing(await neraca(s.headers, s.query)));
      }
      // the chain's file, one store at a time, is that store's trial balance
      expect(hledgerBalances(files.ALL!, ['tag:toko=BDG'])).toEqual(closing(await neraca(ownerBdg, `${scopes[2]!.query.replace('kode_toko=ALL', 'kode_toko=BDG')}`)));
      expect(hledgerBalances(files.ALL!, ['tag:toko=PST'])).toEqual(closing(await neraca(owner, `${scopes[2]!.query.replace('kode_toko=ALL', 'kode_toko=PST')}`)));
    }
  });

  it('answers as the reports do: 403 without the report, 400 for a bad period, 403 for another store of a branch user', async () => {
    expect((await call('GET', `/api/laporan/jurnal/hledger?tgl_awal=${tglBdg}&tgl_akhir=${tglBdg}`, kasir)).statusCode).toBe(403);
    const bad = await call('GET', `/api/laporan/jurnal/hledger?tgl_awal=${tglBdg}&tgl_akhir=28-13-2026`, ownerBdg);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().status).toBe('error');
    const spv = t.bearer(await t.login('SPVBDG'));
    expect((await call('GET', `/api/laporan/jurnal/hledger?tgl_awal=${tglBdg}&tgl_akhir=${tglBdg}&kode_toko=PST`, spv)).statusCode).toBe(403);
  });
});
