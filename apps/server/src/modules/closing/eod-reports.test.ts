import { addDays, MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, freshItems, pricesFor, sell, tglOf, type Headers } from '../../../test/closing-helpers';
import { firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The EOD of a day with an order picked up, a sale cancelled, a loan written, a loan redeemed (interest and admin
 * fee) and interest paid on another: every line equals that day's reports. And the money reports of head office
 * read head office's books alone, the chain's only when asked for (kode_toko=ALL), each store's rows apart.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let kasir: Headers;
let spv: Headers;
let owner: Headers;
let kodeSales: string;

const SCREENS = {
  penjualan: ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan'],
  pesanan: ['transaksi-pesanan', 'lihat-pesanan'],
  hutang: ['transaksi-hutang', 'lihat-hutang'],
  utility: ['kirim-uang-pusat'],
};

beforeAll(async () => {
  t = await createTestApp();
  // payouts (loans, refunds) need money in the drawer first
  await fundStore(t);
  call = caller(t);
  await setAksesTree(t, 'KASIRBDG', SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  owner = t.bearer(await t.login('OWNER'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = async (url: string, headers: Headers) => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const sum = (rows: readonly Record<string, unknown>[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function writeLoan(jumlah: number) {
  const res = await call('POST', '/api/hutang', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Siti Aminah',
    alamat_customer: 'Jl. Braga 12 Bandung',
    no_hp: '08123456789',
    no_identitas: '3273010101010001',
    detail_barang: [{ nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' }],
    jumlah_hutang: jumlah,
    otorisasi: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.no_faktur_hutang as string;
}

async function closeDay(tgl: string) {
  const res = await call('POST', '/api/tutup-toko', spv, { tgl_system: tgl });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the EOD of a day equals the reports of that day', () => {
  it('an order picked up, a sale cancelled, loans written, redeemed and their interest paid', async () => {
    const day1 = await tglOf(t);
    // day 1: an order with a deposit of Rp 1,000,000, made; two loans
    const kodeGroup = (await t.db.selectFrom('harga_emas').select('kode_group').where('kode_toko', '=', 'BDG').orderBy('id', 'desc').executeTakeFirstOrThrow()).kode_group;
    const kodeDept = (await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').executeTakeFirstOrThrow()).kode_dept;
    const kodeTukang = (await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', 'BDG').orderBy('kode_tukang').executeTakeFirstOrThrow()).kode_tukang;
    const kodeBaki = (await t.db.selectFrom('baki').select('kode_baki').where('kode_toko', '=', 'BDG').where('kode_gudang', '=', 'UTAMA').orderBy('kode_baki').executeTakeFirstOrThrow()).kode_baki;
    const order = await call('POST', '/api/pesanan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      kode_tukang: kodeTukang,
      nama_customer: 'sari wulandari',
      no_hp: '081234567890',
      tgl_janji: day1,
      detail: [{ deskripsi: 'cincin nama', kode_group: kodeGroup, kode_dept: kodeDept, berat_estimasi: '4.2', size: '12', ongkos: 150_000 }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: 1_000_000 }],
    });
    expect(order.statusCode, order.body).toBe(200);
    const noPesanan = order.json().data.no_pesanan as string;
    const done = await call('POST', `/api/pesanan/${noPesanan}/selesai`, kasir, { kode_baki: kodeBaki, detail: [{ urut: 1, berat: '4.200' }] });
    expect(done.statusCode, done.body).toBe(200);
    const redeemLater = await writeLoan(2_000_000);
    const interestLater = await writeLoan(3_000_000);
    await closeDay(day1);

    // day 2
    const day2 = addDays(day1, 1);
    await pricesFor(t, day2);
    const total = done.json().data.total_harga as number;
    const pickUp = await call('POST', `/api/pesanan/${noPesanan}/ambil`, kasir, { idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: total - 1_000_000 }] });
    expect(pickUp.statusCode, pickUp.body).toBe(200);
    expect(pickUp.json().data.grand_total).toBe(total);
    const [a, b] = await freshItems(t, 2);
    const kept = await sell(t, kasir, [a!.kode_barcode]);
    expect(kept.statusCode, kept.body).toBe(200);
    const cancelled = await sell(t, kasir, [b!.kode_barcode]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: cancelled.json().data.no_faktur_group, alasan: 'salah input', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const newLoan = 1_500_000;
    await writeLoan(newLoan);
    const tebus = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: redeemLater });
    expect(tebus.statusCode, tebus.body).toBe(200);
    const bunga = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: interestLater });
    expect(bunga.statusCode, bunga.body).toBe(200);
    const bungaDibayar = bunga.json().data.bunga_pinjam as number;
    expect(bungaDibayar).toBeGreaterThan(0);
    const closed = await closeDay(day2);

    const period = `tgl_awal=${day2}&tgl_akhir=${day2}`;
    const [eod] = await get(`/api/laporan/eod?${period}`, spv);
    expect(eod).toBeDefined();
    const e = eod!;
    // the close's EOD and the report's row say the same
    expect(e).toMatchObject({ kode_toko: 'BDG', penjualan_rp: closed.penjualan.rp, dp_terpakai: closed.dp_terpakai, tebus_hutang: closed.tebus_hutang, saldo_akhir: closed.saldo_akhir });

    // sales: Rekap Penjualan per day (the order picked up at its whole price, the cancelled sale out)
    const [rekap] = await get(`/api/laporan/rekap-penjualan?${period}&filter=TANGGAL`, spv);
    expect(e.penjualan_rp).toBe(total + kept.json().data.grand_total);
    expect([e.penjualan_nota, e.penjualan_qty, e.penjualan_berat, e.penjualan_rp]).toEqual([rekap!.jumlah_nota, rekap!.qty, Number(rekap!.berat), rekap!.harga]);
    // the deposit of day 1 used on day 2's receipt: what the day's money lacks of its sales
    expect(e.dp_terpakai).toBe(1_000_000);

    // the cash report of the day (detail): each money line
    const cash = await get(`/api/laporan/transaksi-keuangan-cash?${period}&filter=DETAIL&input_by=ALL&kode_transaksi=ALL`, spv);
    const net = (kategori: string) => cash.filter((r) => r.kategori === kategori).reduce((s, r) => s + Number(r.jumlah_in) - Number(r.jumlah_out), 0);
    expect(cash.every((r) => r.kode_toko === 'BDG')).toBe(true);
    expect(e.batal_penjualan_rp).toBe(-net('BATAL PENJUALAN'));
    expect(e.batal_penjualan_rp).toBe(cancelled.json().data.grand_total);
    const batal = await get(`/api/laporan/batal-penjualan?${period}`, spv);
    expect(e.batal_penjualan_rp).toBe(sum(batal, 'harga'));
    expect(e.batal_penjualan_qty).toBe(batal.length);
    expect(e.hutang).toBe(-net('HUTANG'));
    expect(e.tebus_hutang).toBe(net('HUTANG LUNAS'));
    expect(e.pendapatan).toBe(net('BUNGA HUTANG') + net('BIAYA HUTANG') + net('KAS MASUK'));
    expect(e.penjualan_rp as number - (e.dp_terpakai as number)).toBe(net('PENJUALAN') + net('PELUNASAN PESANAN') + net('BATAL PENJUALAN'));

    // the pawn reports: loans written, redemptions with their interest and fee, and the interest paid
    const loans = await get(`/api/laporan/transaksi-hutang?${period}`, spv);
    expect(e.hutang).toBe(sum(loans, 'jumlah_hutang'));
    expect(e.hutang).toBe(newLoan);
    const lunas = await get(`/api/laporan/hutang-lunas?${period}`, spv);
    expect(lunas).toHaveLength(1);
    expect(e.tebus_hutang).toBe(sum(lunas, 'pokok'));
    expect(e.tebus_hutang).toBe(2_000_000);
    expect(sum(lunas, 'bunga')).toBeGreaterThan(0);
    expect(sum(lunas, 'biaya')).toBeGreaterThan(0);
    expect(e.pendapatan).toBe(sum(lunas, 'bunga') + sum(lunas, 'biaya') + bungaDibayar);
    // nothing of the pawn or the order left in "lain"
    expect([e.lain_masuk, e.lain_keluar]).toEqual([0, 0]);

    // the row closes: the formula equals the day's ledger
    const ledger = await sql<{ masuk: string; keluar: string }>`select coalesce(sum(jumlah_in), 0)::text as masuk, coalesce(sum(jumlah_out), 0)::text as keluar
      from kas_mutasi where kode_toko = 'BDG' and tgl_system = ${day2}::date`.execute(t.db);
    const n = (k: string) => Number(e[k]);
    expect(n('saldo_akhir')).toBe(n('saldo_awal') + Number(ledger.rows[0]!.masuk) - Number(ledger.rows[0]!.keluar));
    expect(n('saldo_akhir')).toBe(
      n('saldo_awal') + n('penjualan_rp') - n('pembelian_rp') - n('dp_terpakai') - n('hutang') + n('tebus_hutang') + n('pendapatan') - n('biaya') + n('lain_masuk') - n('lain_keluar'),
    );
  });

  it('the start after the end answers the range message on both dates, not "Laporan Tidak Tersedia"', async () => {
    const tgl = await tglOf(t);
    const res = await call('GET', `/api/laporan/eod?tgl_awal=${tgl}&tgl_akhir=${addDays(tgl, -3)}`, spv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.tglAwalAfterAkhir, errors: { tgl_awal: MESSAGES.tglAwalAfterAkhir, tgl_akhir: MESSAGES.tglAwalAfterAkhir } });
  });
});

describe("head office's money reports: its own books, the chain's only when asked", () => {
  it('neraca-saldo and transaksi-keuangan-cash of PST hold PST alone; ALL holds every store apart and their sum; transfers show as such', async () => {
    // BDG trades and sends money to head office, which receives it; PST sells nothing
    await pricesFor(t, await tglOf(t));
    const [item] = await freshItems(t, 1);
    const sale = await sell(t, kasir, [item!.kode_barcode]);
    expect(sale.statusCode, sale.body).toBe(200);
    const sent = await call('POST', '/api/kirim-uang', kasir, { jumlah_rp: 250_000, tujuan: 'PST', keterangan: 'setoran harian' });
    expect(sent.statusCode, sent.body).toBe(200);
    const nota = sent.json().data.nota_kirim as string;
    const received = await t.app.inject({ method: 'PUT', url: `/api/kirim-uang/${nota}/reception`, headers: owner });
    expect(received.statusCode, received.body).toBe(200);

    const from = addDays(await tglOf(t, 'PST'), -20) < addDays(await tglOf(t), -20) ? addDays(await tglOf(t, 'PST'), -20) : addDays(await tglOf(t), -20);
    const to = addDays(from, 30);
    const period = `tgl_awal=${from}&tgl_akhir=${to}`;
    const pst = { ...owner, 'x-kode-toko': 'PST' };

    // the trial balance of each store from its own journal
    const journal = async (kodeToko: string | null) =>
      (
        await sql<{ kode_toko: string; nomor_akun: string; debet: string; kredit: string }>`select kode_toko, nomor_akun, sum(debet)::text as debet, sum(kredit)::text as kredit
          from jurnal where (${kodeToko}::text is null or kode_toko = ${kodeToko}) and tgl_system between ${from}::date and ${to}::date
          group by kode_toko, nomor_akun having sum(debet) <> 0 or sum(kredit) <> 0 order by kode_toko, nomor_akun`.execute(t.db)
      ).rows.map((r) => [r.kode_toko, r.nomor_akun, Number(r.debet), Number(r.kredit)]);
    const lines = (rows: Record<string, unknown>[]) => rows.filter((r) => Number(r.debet) !== 0 || Number(r.kredit) !== 0).map((r) => [r.kode_toko, r.nomor_akun, r.debet, r.kredit]);

    const neracaPst = await get(`/api/laporan/neraca-saldo?${period}&sort_by=nomor_akun`, pst);
    expect(neracaPst.every((r) => r.kode_toko === 'PST')).toBe(true);
    expect(lines(neracaPst)).toEqual(await journal('PST'));
    // at home with no header the same: head office's own books
    expect(await get(`/api/laporan/neraca-saldo?${period}&sort_by=nomor_akun`, owner)).toEqual(neracaPst);
    const neracaBdg = await get(`/api/laporan/neraca-saldo?${period}&sort_by=nomor_akun&kode_toko=BDG`, owner);
    expect(lines(neracaBdg)).toEqual(await journal('BDG'));
    // ALL: every store's lines apart, which together are the chain
    const neracaAll = await get(`/api/laporan/neraca-saldo?${period}&sort_by=nomor_akun&kode_toko=ALL`, pst);
    expect(neracaAll.filter((r) => r.kode_toko === 'PST')).toEqual(neracaPst);
    expect(neracaAll.filter((r) => r.kode_toko === 'BDG')).toEqual(neracaBdg);
    expect(lines(neracaAll)).toEqual(await journal(null));
    expect(sum(neracaAll, 'debet')).toBe(sum(neracaAll.filter((r) => r.kode_toko === 'PST'), 'debet') + sum(neracaAll.filter((r) => r.kode_toko !== 'PST'), 'debet'));
    // the transfer: BDG's receivable from head office and head office's payable, each in its own books
    const pusat = (rows: Record<string, unknown>[], kodeToko: string) => rows.find((r) => r.kode_toko === kodeToko && r.nomor_akun === '1-1700');
    expect(pusat(neracaAll, 'BDG')).toMatchObject({ debet: expect.any(Number) });
    expect(Number(pusat(neracaAll, 'BDG')!.debet)).toBeGreaterThanOrEqual(250_000);
    expect(Number(pusat(neracaAll, 'PST')!.kredit)).toBeGreaterThanOrEqual(250_000);

    // the cash report: PST's drawer alone (the money received, no BDG sale), ALL each store's rows
    const q = `${period}&filter=DETAIL&input_by=ALL&kode_transaksi=ALL`;
    const cashPst = await get(`/api/laporan/transaksi-keuangan-cash?${q}`, pst);
    expect(cashPst.every((r) => r.kode_toko === 'PST')).toBe(true);
    expect(cashPst.some((r) => r.kategori === 'PENJUALAN' && r.no_ref === sale.json().data.no_faktur_group)).toBe(false);
    expect(cashPst.find((r) => r.no_ref === nota)).toMatchObject({ kategori: 'TERIMA UANG', jumlah_in: 250_000, keterangan: expect.stringContaining('TERIMA UANG DARI BDG') });
    const drawer = async (kodeToko: string | null) =>
      Number(
        (
          await sql<{ n: string }>`select coalesce(sum(jumlah_in - jumlah_out), 0)::text as n from kas_mutasi
            where jenis = 'CASH' and (${kodeToko}::text is null or kode_toko = ${kodeToko}) and tgl_system between ${from}::date and ${to}::date`.execute(t.db)
        ).rows[0]!.n,
      );
    expect(sum(cashPst, 'jumlah_in') - sum(cashPst, 'jumlah_out')).toBe(await drawer('PST'));
    const cashAll = await get(`/api/laporan/transaksi-keuangan-cash?${q}&kode_toko=ALL`, pst);
    expect(cashAll.filter((r) => r.kode_toko === 'PST')).toEqual(cashPst);
    expect(sum(cashAll, 'jumlah_in') - sum(cashAll, 'jumlah_out')).toBe(await drawer(null));
    expect(cashAll.find((r) => r.kode_toko === 'BDG' && r.no_ref === nota)).toMatchObject({ kategori: 'KIRIM UANG', jumlah_out: 250_000, keterangan: expect.stringContaining('KIRIM UANG KE PST') });
    // the non-cash and EOD reports take the same rule
    for (const path of [`/api/cash/transaction/report?start_date=${from}&end_date=${to}&jenis=ALL&no_rekening=ALL`, `/api/laporan/eod?${period}`, `/api/laporan/gesek-tunai?${period}`]) {
      const own = await get(path, pst);
      expect(own.every((r) => r.kode_toko === 'PST'), path).toBe(true);
      const all = await get(`${path}&kode_toko=ALL`, pst);
      expect(all.filter((r) => r.kode_toko === 'PST'), path).toEqual(own);
    }

    // a branch may not ask for the chain
    const refused = await call('GET', `/api/laporan/neraca-saldo?${period}&sort_by=nomor_akun&kode_toko=ALL`, spv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbiddenStore);
  });
});
