import { CICILAN_MESSAGES, dpUnderMinimumDetail, formatRupiah, paymentOverOwedDetail, SALES_MESSAGES, type CicilanLine, type CicilanListRow, type CicilanPlanAnswer, type CicilanTermsWire } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { BatalCicilanPage } from './BatalCicilanPage';
import { cicilanReceiptModel } from './cicilan-receipt';
import { LihatCicilanPage } from './LihatCicilanPage';
import { TransaksiCicilanPage } from './TransaksiCicilanPage';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const TODAY = '2026-11-29';

const TENOR_6: CicilanTermsWire = {
  tenor_bulan: 6,
  tgl_berlaku: '2026-01-01',
  margin_persen: 6,
  min_dp_persen: 25,
  biaya_admin: 50_000,
  denda_jenis: 'HARIAN',
  denda_persen: 0.1,
  denda_maks_persen: 5,
  masa_tenggang: 3,
  gagal_setelah: 2,
  potongan_pelunasan_persen: 50,
  pembulatan: 1000,
};

const piece = (kode_barcode: string, harga: number): CicilanLine => ({
  kode_barcode,
  nama_barang: `CINCIN ${kode_barcode}`,
  kode_group: 'P17',
  kode_dept: 'CC',
  kadar: 70,
  berat: '10.000',
  jenis_harga: 'GRAM',
  kode_gudang: 'UTAMA',
  kode_baki: 'B01',
  harga_per_gram: 1_300_000,
  ongkos: 500_000,
  harga,
  tgl_harga: TODAY,
});

const RESERVED = 'Barang BDG0000009 sedang dicicil';

/** The server's answers of the counter: the tenors in force, and the quote of scanned pieces (BDG0000009 is reserved). */
function counterApi(r: FakeRequest) {
  if (r.path === 'cicilan/tenor') return ok({ tgl_system: TODAY, tenor: [TENOR_6] });
  if (r.path === 'cicilan/quote') {
    const codes = (r.body as { detail: { kode_barcode: string }[] }).detail.map((d) => d.kode_barcode);
    if (codes.includes('BDG0000009')) return fail(400, RESERVED, { detail: RESERVED });
    return ok({ tgl_system: TODAY, detail: codes.map((c) => piece(c, 13_500_000)) });
  }
  return r.method === 'GET' ? ok([]) : undefined;
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByTestId('cicilan-barcode'), `${code}{Enter}`);
}

describe('/transaksi-cicilan', () => {
  it('prices a scanned piece by the tenor in force, refuses a reserved piece with the server message, and refuses a DP under the least on the screen', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiCicilanPage />, { user: KASIR, api: counterApi });
    await waitFor(() => expect(screen.getByTestId('cicilan-tenor')).toHaveValue('6'));
    expect(screen.getByTestId('cicilan-pieces-empty')).toBeInTheDocument();

    await scan(user, 'bdg0000001');
    await waitFor(() => expect(screen.getAllByTestId('cicilan-piece')).toHaveLength(1));
    // 13,500,000 cash + 6 % margin = 14,310,000; least DP 25 % = 3,577,500; paid today DP + admin 50,000
    expect(screen.getByTestId('quote-harga-jual-cicil')).toHaveTextContent(formatRupiah(14_310_000));
    expect(screen.getByTestId('quote-min-dp')).toHaveTextContent(formatRupiah(3_577_500));
    expect(screen.getByTestId('quote-bayar-hari-ini')).toHaveTextContent(formatRupiah(3_627_500));
    expect(screen.getAllByTestId('cicilan-jadwal-row')).toHaveLength(6);

    // a piece reserved by another plan: the server's message, no line added
    await scan(user, 'BDG0000009');
    expect(await screen.findByText(RESERVED)).toBeInTheDocument();
    expect(screen.getAllByTestId('cicilan-piece')).toHaveLength(1);

    // a DP under the least: named under the field with the least, and Simpan sends nothing
    await user.type(screen.getByTestId('cicilan-dp'), '1000000');
    expect(await screen.findAllByText(dpUnderMinimumDetail(3_577_500))).not.toHaveLength(0);
    // no quote for a refused DP: its figures are a dash, never Rp 0 (the least DP stays shown)
    expect(screen.getByTestId('quote-bayar-hari-ini')).toHaveTextContent('–');
    expect(screen.getByTestId('quote-nilai-angsuran')).toHaveTextContent('–');
    expect(screen.getByTestId('quote-min-dp')).toHaveTextContent(formatRupiah(3_577_500));
    await user.click(screen.getByTestId('cicilan-save'));
    await waitFor(() => expect(screen.getAllByText(dpUnderMinimumDetail(3_577_500)).length).toBeGreaterThan(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'cicilan')).toBe(false);
  }, 90_000);

  it('says so when the store has no instalment parameters, and refuses to scan', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiCicilanPage />, { user: KASIR, api: (r) => (r.path === 'cicilan/tenor' ? ok({ tgl_system: TODAY, tenor: [] }) : r.method === 'GET' ? ok([]) : undefined) });
    await waitFor(() => expect(screen.getByTestId('cicilan-tenor')).toBeDisabled());
    await scan(user, 'BDG0000001');
    expect((await screen.findAllByText(CICILAN_MESSAGES.noParameter)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cicilan-pieces-empty')).toBeInTheDocument();
  });

  it('refuses a plan without a sales person on the screen: named, nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiCicilanPage />, {
      user: KASIR,
      api: (r) => (r.method === 'POST' && r.path === 'cicilan' ? fail(400, SALES_MESSAGES.salesRequired, { kode_sales: SALES_MESSAGES.salesRequired }) : counterApi(r)),
    });
    await waitFor(() => expect(screen.getByTestId('cicilan-tenor')).toHaveValue('6'));
    await scan(user, 'BDG0000001');
    await waitFor(() => expect(screen.getAllByTestId('cicilan-piece')).toHaveLength(1));
    // no sales person yet: refused on the screen
    await user.click(screen.getByTestId('cicilan-save'));
    expect(await screen.findByText(SALES_MESSAGES.salesRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'cicilan')).toBe(false);
  });
});

const PLAN: CicilanPlanAnswer = {
  kode_toko: 'BDG',
  no_faktur_cicil: 'CC-BDG-261129-000001',
  tgl_system: TODAY,
  kode_sales: 'S01',
  nama_sales: 'RINA',
  kode_member: null,
  nama_customer: 'IBU SITI',
  alamat_customer: 'JL. BRAGA',
  no_hp: '08123456789',
  keterangan: '',
  total_berat: '10.000',
  harga_tunai: 13_500_000,
  margin: 810_000,
  harga_jual_cicil: 14_310_000,
  dp_rp: 3_600_000,
  biaya_admin: 50_000,
  sisa_bayar: 10_710_000,
  nilai_angsuran: 1_785_000,
  cicilan_terbayar: 0,
  pelunasan_cepat: 0,
  potongan_pelunasan: 0,
  denda_terbayar: 0,
  batal_rp: 0,
  potongan_batal: 0,
  refund: 0,
  status: 'AKTIF',
  state: 'AKTIF',
  terms: TENOR_6,
  detail: [piece('BDG0000001', 13_500_000)],
  jadwal: Array.from({ length: 6 }, (_, i) => ({ ke: i + 1, tgl_jatuh_tempo: `2027-0${i + 1}-28`, nilai: 1_785_000, terbayar: 0, tgl_lunas: null, denda: 0, hari_telat: 0 })),
  transaksi: [
    { no_transaksi: 'BC-BDG-261129-000001', tgl_system: TODAY, jenis: 'DP', jumlah: 3_650_000, pokok: 0, denda: 0, admin: 50_000, potongan: 0, refund: 0, sisa_bayar: 10_710_000, keterangan: '', input_by: 'KASIRBDG', pembayaran: [{ jenis: 'CASH', jumlah_rp: 3_650_000, kode_bank: null, no_rekening: null }] },
  ],
  tagihan: { jatuh_tempo: 0, denda: 0, belum_jatuh_tempo: 10_710_000, total: 10_710_000, minimal: 1_785_000 },
  tgl_lunas: null,
  tgl_serah: null,
  alasan_batal: null,
  otorisasi: [],
  input_by: 'KASIRBDG',
  no_transaksi: null,
};

const ROW: CicilanListRow = {
  no_faktur_cicil: PLAN.no_faktur_cicil,
  tgl_system: TODAY,
  nama_customer: PLAN.nama_customer,
  no_hp: PLAN.no_hp,
  kode_member: null,
  tenor_bulan: 6,
  harga_jual_cicil: PLAN.harga_jual_cicil,
  dp_rp: PLAN.dp_rp,
  sisa_bayar: PLAN.sisa_bayar,
  nilai_angsuran: PLAN.nilai_angsuran,
  cicilan_terbayar: 0,
  status: 'AKTIF',
  state: 'JATUH_TEMPO',
  jatuh_tempo_berikut: '2027-01-28',
  tagihan_hari_ini: 0,
  denda: 0,
  angsuran_telat: 0,
};

const planApi = (r: FakeRequest) =>
  r.path === 'cicilan' && r.method === 'GET'
    ? ok({ tgl_system: TODAY, rows: [ROW] })
    : r.path === `cicilan/${PLAN.no_faktur_cicil}`
      ? ok(PLAN)
      : r.path === `cicilan/${PLAN.no_faktur_cicil}/pengembalian`
        ? ok({ no_faktur_cicil: PLAN.no_faktur_cicil, dibayar: 3_600_000, persen: '10.00', potongan: 360_000, refund: 3_240_000 })
      : r.method === 'GET'
        ? ok([])
        : undefined;

describe('/lihat-cicilan', () => {
  it('lists plans with their state and opens one; a payment above what is owed is named with the amount and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatCicilanPage />, { user: KASIR, tglSystem: TODAY, api: planApi });
    expect(await screen.findByTestId(`cicilan-state-${PLAN.no_faktur_cicil}`)).toHaveTextContent('Jatuh Tempo');
    // the state filter is sent as it is picked
    await user.selectOptions(screen.getByTestId('cicilan-status-filter'), 'TELAT');
    await user.click(screen.getByTestId('cicilan-cari-btn'));
    await waitFor(() => expect(calls.some((c) => c.path === 'cicilan' && c.query.get('status') === 'TELAT')).toBe(true));

    await user.click(screen.getByTestId(`cicilan-buka-${PLAN.no_faktur_cicil}`));
    const detail = await screen.findByTestId('cicilan-detail');
    expect(within(detail).getAllByTestId('cicilan-jadwal-row')).toHaveLength(6);
    await user.click(screen.getByTestId('cicilan-bayar-btn'));
    const jumlah = screen.getByTestId('cicilan-bayar-jumlah');
    // nothing due yet: the least (one instalment) is proposed
    expect(jumlah).toHaveValue('Rp. 1,785,000 ,-');
    await user.clear(jumlah);
    await user.type(jumlah, '20000000');
    await user.click(screen.getByTestId('cicilan-bayar-simpan'));
    expect((await screen.findAllByText(paymentOverOwedDetail(10_710_000))).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // what a payment takes and what remains, as typed
    await user.clear(jumlah);
    await user.type(jumlah, '2000000');
    expect(screen.getByTestId('bayar-sisa')).toHaveTextContent('8,710,000');
  }, 60_000);

  it('shows the empty state when nothing is found', async () => {
    renderScreen(<LihatCicilanPage />, { user: KASIR, api: (r) => (r.path === 'cicilan' ? ok({ tgl_system: TODAY, rows: [] }) : ok([])) });
    expect(await screen.findByText(CICILAN_MESSAGES.empty)).toBeInTheDocument();
  });
});

describe('/batal-cicilan', () => {
  it('finds a plan, shows the refund, and checks the reason before it asks Ya/Tidak or a supervisor', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<BatalCicilanPage />, { user: KASIR, api: planApi });
    await user.type(screen.getByTestId('batal-cicilan-no'), `${PLAN.no_faktur_cicil}{Enter}`);
    // the server's figures: paid on the price, the store's deduction (10 %) and the refund
    expect(await screen.findByTestId('cicilan-batal-refund-value')).toHaveTextContent('3,240,000');
    expect(screen.getByTestId('cicilan-batal-refund')).toHaveTextContent('10.00');
    expect(calls.some((c) => c.path === `cicilan/${PLAN.no_faktur_cicil}/pengembalian`)).toBe(true);
    await user.click(screen.getByTestId('cicilan-batal-simpan'));
    expect((await screen.findAllByText(SALES_MESSAGES.alasanRequired)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();
    expect(screen.queryByText('Otorisasi Supervisor')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the plan receipt', () => {
  it('prints the pieces, the price, the DP and the schedule with its due dates, with the plan number as bars and QR', () => {
    const model = cicilanReceiptModel(PLAN, { kode_toko: 'BDG', nama_toko: 'TOKO BDG', alamat_toko: 'JL. ASIA AFRIKA' }, 'KASIRBDG');
    expect(model).toMatchObject({ title: 'NOTA CICILAN', number: PLAN.no_faktur_cicil, showBarcode: true, showQr: true });
    expect(model.rows).toHaveLength(1);
    const terms = model.copies[0]!.terms.join('\n');
    expect(terms).toContain('JADWAL ANGSURAN');
    expect(terms).toContain('6. 28-06-2027');
    expect(model.totals.map((p) => p.label)).toContain('Harga Jual Cicil');
  });
});
