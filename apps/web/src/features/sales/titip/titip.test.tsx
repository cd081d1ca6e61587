import type { SaleItemQuote } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { saleReceipt, titipReceipt, titipRow } from '../history/fixtures';
import { LihatTitipanPage } from './LihatTitipanPage';
import { ValidasiTitipanPage } from './ValidasiTitipanPage';

/** screens with dialogs take a few seconds on a busy machine */
const SLOW = 30_000;
const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ACTIVE = titipReceipt('TT-BDG-250310-000001');
const PAID = titipReceipt('TT-BDG-250310-000002', { status: 'LUNAS', sisa: 0, nama_customer: 'DEWI', no_faktur_group: 'FJ-BDG-250310-000009' });

function quote(code: string, harga: number): SaleItemQuote {
  return {
    kode_barcode: code,
    nama_barang: `KALUNG ${code}`,
    kode_group: 'P17',
    kode_dept: 'KL',
    kadar: 70,
    berat: '1.500',
    jenis_harga: 'GRAM',
    jumlah: 1,
    kode_gudang: 'UTAMA',
    kode_baki: 'B01',
    harga_per_gram: 1_000_000,
    ongkos: 50_000,
    harga_hitung: harga,
    floor: harga - 300_000,
    tgl_harga: '2025-03-10',
  };
}

/** A lookup that answers only when the test lets it (a slow server). */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const lookups = (calls: FakeRequest[]) => calls.filter((c) => c.path.startsWith('penjualan/barang/')).map((c) => decodeURIComponent(c.path.split('/').pop()!));

function titipApi(extra?: (r: FakeRequest) => ReturnType<NonNullable<Parameters<typeof renderScreen>[1]['api']>>) {
  return (r: FakeRequest) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === 'titip') {
      const status = r.query.get('status') ?? 'ALL';
      return ok([ACTIVE, PAID].filter((x) => status === 'ALL' || x.status === status).map(titipRow));
    }
    if (r.method === 'GET' && r.path === `titip/${ACTIVE.no_titip}`) return ok(ACTIVE);
    if (r.method === 'GET' && r.path === `titip/${PAID.no_titip}`) return ok(PAID);
    if (r.path === 'sales/get/all') return ok([{ kode_sales: 'S01', nama_sales: 'SITI', no_hp: '' }]);
    if (r.path === 'rekenings') return ok([{ no_rekening: '1234567', nama_rekening: 'TOKO BDG', kode_bank: 'BCA' }]);
    if (r.path === 'marketplace') return ok([]);
    return undefined;
  };
}

describe('/lihat-titipan: the list', () => {
  it('lists the deposits of the active date and filters them by status', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatTitipanPage />, { user: KASIR, tglSystem: '2025-03-10', api: titipApi() });
    const table = await screen.findByTestId('titip-list');
    expect(await within(table).findByText('TT-BDG-250310-000001')).toBeInTheDocument();
    const row = within(table).getByText('TT-BDG-250310-000002').closest('tr')!;
    expect(row).toHaveTextContent('DEWI');
    expect(row).toHaveTextContent('LUNAS');
    await waitFor(() => expect(calls.filter((c) => c.path === 'titip').at(-1)!.query.get('tgl_awal')).toBe('2025-03-10'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'AKTIF');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(within(table).queryByText('TT-BDG-250310-000002')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === 'titip').at(-1)!.query.get('status')).toBe('AKTIF');
  }, SLOW);
});

describe('/lihat-titipan: paying off', () => {
  it('posts the remaining payment with a key and shows the sale receipt', async () => {
    const user = userEvent.setup({ delay: null });
    const sale = saleReceipt('FJ-BDG-250310-000010', {
      nama_customer: 'ANI',
      titip: { no_titip: ACTIVE.no_titip, dp: 500_000 },
      pembayaran: [
        { jenis: 'TITIP', jumlah_rp: 500_000, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: 500_000, kode_marketplace: null },
        { jenis: 'TRANSFER', jumlah_rp: 1_895_000, kode_bank: 'BCA', no_rekening: '1234567', fee_persen: 0, jumlah_gesek: 1_895_000, kode_marketplace: null },
      ],
    });
    const { calls } = renderScreen(<LihatTitipanPage />, {
      user: KASIR,
      tglSystem: '2025-03-10',
      api: titipApi((r) => {
        if (r.method === 'POST' && r.path === `titip/${ACTIVE.no_titip}/lunas`) return ok(sale, 'Titipan Berhasil Dilunasi');
        if (r.method === 'POST' && r.path === 'penjualan/get/bynota/single') return { status: 200, body: { status: 'success', data: sale, template_wa: '' } };
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Detail ${ACTIVE.no_titip}` }));
    expect(await screen.findByTestId('titip-detail-sisa')).toHaveTextContent('1,895,000');
    await user.click(screen.getByRole('button', { name: 'Lunasi' }));
    const panel = await screen.findByTestId('titip-lunas');
    // the rest, by transfer to the shop's account
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Metode 1' }), 'TRANSFER');
    const rekening = within(panel).getByRole('combobox', { name: 'No Rekening 1' });
    await waitFor(() => expect(within(rekening).getByRole('option', { name: 'BCA - 1234567 - TOKO BDG' })).toBeInTheDocument());
    await user.selectOptions(rekening, '1234567');
    expect(within(panel).getByTestId('payment-paid')).toHaveTextContent('1,895,000');
    await user.click(within(panel).getByRole('button', { name: 'Simpan Pelunasan' }));
    await user.click(await screen.findByTestId('confirm-yes'));

    const result = await screen.findByTestId('titip-lunas-result');
    expect(within(result).getByText('Titipan lunas, nota FJ-BDG-250310-000010')).toBeInTheDocument();
    expect(within(result).getByTestId('receipt-grand-total')).toHaveTextContent('4,790,000');
    expect(within(result).getByRole('button', { name: 'Cetak Ulang' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === `titip/${ACTIVE.no_titip}/lunas`)!;
    expect(post.body).toEqual({
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/),
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 1_895_000, kode_bank: 'BCA', no_rekening: '1234567' }],
      otorisasi: [],
    });
  }, SLOW);

  it('shows the change while typing, names paying too much under the payments, and confirms the amount due', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatTitipanPage />, { user: KASIR, tglSystem: '2025-03-10', api: titipApi() });
    await user.click(await screen.findByRole('button', { name: `Detail ${ACTIVE.no_titip}` }));
    await user.click(await screen.findByRole('button', { name: 'Lunasi' }));
    const panel = await screen.findByTestId('titip-lunas');
    expect(within(panel).getByTestId('payment-due')).toHaveTextContent('1,895,000');
    expect(within(panel).getByTestId('payment-change')).toHaveTextContent('0');
    const amount = within(panel).getByRole('textbox', { name: 'Jumlah 1' });

    // change larger than the sisa (and over the free change) is refused by the server: say so now
    await user.clear(amount);
    await user.type(amount, '5000000');
    expect(within(panel).getByTestId('payment-change')).toHaveTextContent('3,105,000');
    expect(screen.getByTestId('titip-payment-error')).toHaveTextContent('Kembalian melebihi total belanja, periksa jumlah bayar');
    await user.click(within(panel).getByRole('button', { name: 'Simpan Pelunasan' }));
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '2000000');
    expect(within(panel).getByTestId('payment-change')).toHaveTextContent('105,000');
    expect(screen.queryByTestId('titip-payment-error')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Simpan Pelunasan' }));
    await screen.findByTestId('confirm-yes');
    expect(screen.getByText(`Lunasi titipan ${ACTIVE.no_titip} sebesar 1,895,000?`)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-no'));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/lunas'))).toBe(false);
  }, SLOW);

  it('refuses a payment below the rest without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatTitipanPage />, { user: KASIR, tglSystem: '2025-03-10', api: titipApi() });
    await user.click(await screen.findByRole('button', { name: `Detail ${ACTIVE.no_titip}` }));
    await user.click(await screen.findByRole('button', { name: 'Lunasi' }));
    const panel = await screen.findByTestId('titip-lunas');
    const amount = within(panel).getByRole('textbox', { name: 'Jumlah 1' });
    await user.clear(amount);
    await user.type(amount, '1000000');
    await user.click(within(panel).getByRole('button', { name: 'Simpan Pelunasan' }));
    expect((await screen.findAllByText('Pembayaran kurang dari sisa titipan')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/lunas'))).toBe(false);
  }, SLOW);
});

describe('/lihat-titipan: cancelling', () => {
  it('asks Ya/Tidak and a supervisor (BATAL_TITIP), posts the reason with the approval id and shows the refund', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatTitipanPage />, {
      user: KASIR,
      tglSystem: '2025-03-10',
      api: titipApi((r) => {
        if (r.method === 'POST' && r.path === 'otorisasi') return ok({ id: 'APV0000000000002', operasi: 'BATAL_TITIP', approved_by: 'SPVBDG', metode: 'MANUAL' });
        if (r.method === 'POST' && r.path === `titip/${ACTIVE.no_titip}/batal`) {
          return ok({ ...ACTIVE, status: 'BATAL', sisa: 0, potongan: 50_000, refund: 450_000 }, 'Titipan Berhasil Dibatalkan');
        }
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Detail ${ACTIVE.no_titip}` }));
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Batal Titip' }));
    expect((await screen.findAllByText('Alasan Tidak Boleh Kosong')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /Alasan Batal/ }), 'Customer batal');
    await user.click(screen.getByRole('button', { name: 'Simpan Batal Titip' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    await user.type(await screen.findByLabelText(/User Id/), 'SPVBDG');
    await user.type(screen.getByLabelText(/Password/), 'demo123');
    await user.click(screen.getByRole('button', { name: 'Otorisasi' }));

    expect(await screen.findByTestId('titip-refund-value')).toHaveTextContent('450,000');
    expect(calls.find((c) => c.method === 'POST' && c.path === 'otorisasi')?.body).toMatchObject({ operasi: 'BATAL_TITIP', nilai: 500_000, alasan: 'Customer batal' });
    expect(calls.find((c) => c.method === 'POST' && c.path === `titip/${ACTIVE.no_titip}/batal`)?.body).toEqual({ alasan: 'Customer batal', otorisasi: ['APV0000000000002'] });
  }, SLOW);
});

describe('/lihat-titipan: Titip Baru', () => {
  it('scans items at the counter price, refuses a barcode twice, and posts the deposit with its down payment', async () => {
    const user = userEvent.setup({ delay: null });
    const created = titipReceipt('TT-BDG-250310-000003', { total_harga: 3_000_000, dp: 600_000, sisa: 2_400_000 });
    const { calls } = renderScreen(<LihatTitipanPage />, {
      user: KASIR,
      tglSystem: '2025-03-10',
      api: titipApi((r) => {
        if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000021') return ok(quote('BDG0000021', 1_800_000));
        if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000022') return ok(quote('BDG0000022', 1_200_000));
        if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000099') return fail(400, 'Barcode BDG0000099 tidak dapat dijual karena status TITIP');
        if (r.method === 'POST' && r.path === 'titip') return ok(created, 'Titipan Berhasil Disimpan');
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Titip Baru' }));
    const form = await screen.findByTestId('titip-baru');
    const scan = within(form).getByRole('textbox', { name: /Kode Barcode/ });
    await user.type(scan, 'bdg0000021{Enter}');
    await within(form).findByText('KALUNG BDG0000021');
    await user.type(scan, 'BDG0000022{Enter}');
    await within(form).findByText('KALUNG BDG0000022');
    await user.type(scan, 'BDG0000021{Enter}');
    expect((await screen.findAllByText('Barcode BDG0000021 sudah ada di tabel')).length).toBeGreaterThan(0);
    await user.type(scan, 'BDG0000099{Enter}');
    expect((await screen.findAllByText('Barcode BDG0000099 tidak dapat dijual karena status TITIP')).length).toBeGreaterThan(0);
    expect(within(form).getAllByTestId('titip-line')).toHaveLength(2);
    expect(within(form).getByTestId('titip-total')).toHaveTextContent('3,000,000');

    // the sales person and the customer are required
    await user.click(within(form).getByRole('button', { name: 'Simpan Titipan' }));
    expect((await screen.findAllByText('Kode Sales Tidak Boleh Kosong')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === 'titip')).toBe(false);

    const sales = within(form).getByRole('combobox', { name: /Sales/ });
    await waitFor(() => expect(within(sales).getByRole('option', { name: 'S01 - SITI' })).toBeInTheDocument());
    await user.selectOptions(sales, 'S01');
    await user.type(within(form).getByRole('textbox', { name: /Customer/ }), 'ani');
    await user.type(within(form).getByRole('textbox', { name: /No HP/ }), '0812-3456');
    await user.type(within(form).getByRole('textbox', { name: 'Jumlah 1' }), '600000');
    expect(within(form).getByTestId('titip-sisa')).toHaveTextContent('2,400,000');
    await user.click(within(form).getByRole('button', { name: 'Simpan Titipan' }));

    expect(await screen.findByTestId('titip-saved')).toHaveTextContent('Titipan TT-BDG-250310-000003 Berhasil Disimpan');
    const post = calls.find((c) => c.method === 'POST' && c.path === 'titip')!;
    expect(post.body).toEqual({
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/),
      kode_sales: 'S01',
      nama_customer: 'ANI',
      alamat_customer: '',
      no_hp: '0812-3456',
      keterangan: '',
      detail: [
        { kode_barcode: 'BDG0000021', harga: 1_800_000 },
        { kode_barcode: 'BDG0000022', harga: 1_200_000 },
      ],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: 600_000 }],
      otorisasi: [],
    });
    expect(within(form).queryAllByTestId('titip-line')).toHaveLength(0);
  }, SLOW);
});

describe('/lihat-titipan: Titip Baru scanning and down payment', () => {
  const items = (r: FakeRequest) => {
    const found = /^penjualan\/barang\/(BDG00000(21|22|23))$/.exec(r.path);
    if (r.method === 'GET' && found) return ok(quote(found[1]!, found[1] === 'BDG0000021' ? 1_800_000 : 1_200_000));
    if (r.method === 'GET' && r.path === 'penjualan/barang/BDG0000099') return fail(400, 'Barcode BDG0000099 tidak dapat dijual karena status TITIP');
    if (r.method === 'GET' && r.path === 'para-system/key/TITIP_MIN_DP_PERSEN') return ok({ key: 'TITIP_MIN_DP_PERSEN', value: '20' });
    return undefined;
  };

  it('takes back-to-back scans in order while a lookup is slow, empties the field at once, and refuses a repeat of a line just added', async () => {
    const user = userEvent.setup({ delay: null });
    const slow = gate();
    const { calls } = renderScreen(<LihatTitipanPage />, {
      user: KASIR,
      tglSystem: '2025-03-10',
      api: titipApi((r) => (r.path === 'penjualan/barang/BDG0000021' ? slow.promise.then(() => items(r)!) : items(r))),
    });
    await user.click(await screen.findByRole('tab', { name: 'Titip Baru' }));
    const form = await screen.findByTestId('titip-baru');
    const field = within(form).getByRole('textbox', { name: /Kode Barcode/ });
    // a scanner: each code and its Enter, the next code right behind, all while the first lookup is out
    await user.type(field, 'BDG0000021{Enter}BDG0000022{Enter}BDG0000021{Enter}BDG0000099{Enter}BDG0000023{Enter}');
    expect(field).toHaveValue('');
    await waitFor(() => expect(lookups(calls)).toEqual(['BDG0000021']));

    slow.open();
    await within(form).findByText('KALUNG BDG0000023');
    const codes = () => within(form).getAllByTestId('titip-line').map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(codes()).toEqual(['BDG0000021', 'BDG0000022', 'BDG0000023']);
    expect(screen.getByText('Barcode BDG0000021 sudah ada di tabel')).toBeInTheDocument();
    expect(await screen.findByText('Barcode BDG0000099 tidak dapat dijual karena status TITIP')).toBeInTheDocument();
    expect(lookups(calls)).toEqual(['BDG0000021', 'BDG0000022', 'BDG0000099', 'BDG0000023']);
    expect(field).toHaveValue('');

    // a refused code does not stay in the field to spoil the next scan
    await user.type(field, 'BDG0000099{Enter}');
    await waitFor(() => expect(lookups(calls)).toHaveLength(5));
    expect(field).toHaveValue('');
    await user.type(field, 'BDG0000021{Enter}');
    await waitFor(() => expect(screen.getAllByText('Barcode BDG0000021 sudah ada di tabel')).toHaveLength(2));
    expect(field).toHaveValue('');
    expect(codes()).toHaveLength(3);
  }, SLOW);

  it("shows the store's minimum down payment and the rest after it, not the whole total as a shortfall", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<LihatTitipanPage />, { user: KASIR, tglSystem: '2025-03-10', api: titipApi(items) });
    await user.click(await screen.findByRole('tab', { name: 'Titip Baru' }));
    const form = await screen.findByTestId('titip-baru');
    const field = within(form).getByRole('textbox', { name: /Kode Barcode/ });
    await user.type(field, 'BDG0000021{Enter}');
    await user.type(field, 'BDG0000022{Enter}');
    await within(form).findByText('KALUNG BDG0000022');
    const payments = within(form).getByTestId('payment-rows');
    expect(await within(payments).findByTestId('titip-min-dp')).toHaveTextContent('Uang muka minimal 20% (Rp 600,000)');
    expect(within(payments).queryByText(/Kurang/)).not.toBeInTheDocument();
    expect(within(payments).getByTestId('titip-sisa')).toHaveTextContent('3,000,000');

    const amount = within(form).getByRole('textbox', { name: 'Jumlah 1' });
    await user.type(amount, '600000');
    expect(within(payments).getByText(/Sisa setelah DP/)).toBeInTheDocument();
    expect(within(payments).getByTestId('titip-sisa')).toHaveTextContent('2,400,000');
    expect(within(payments).getByTestId('payment-paid')).toHaveTextContent('600,000');
    expect(within(payments).queryByText(/Kurang/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('titip-payment-error')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '3500000');
    expect(screen.getByTestId('titip-payment-error')).toHaveTextContent('Pembayaran tidak boleh melebihi sisa pembayaran');
  }, SLOW);
});

describe('/validasi-titipan', () => {
  it("posts the selected deposits' numbers", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ValidasiTitipanPage />, {
      user: SPV,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path === 'penjualan/valid-by-options') return ok([{ value: 'ALL', label: 'ALL' }]);
        if (r.method === 'GET' && r.path === 'titip/validasi') return ok([titipRow(ACTIVE), titipRow(PAID)]);
        if (r.method === 'POST' && r.path === 'titip/validasi') return ok({ validated: 1 }, 'Titipan Berhasil Divalidasi');
        return undefined;
      },
    });
    await screen.findByText('TT-BDG-250310-000002');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih TT-BDG-250310-000002' }));
    await user.click(screen.getByRole('button', { name: 'Validasi' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Titipan Berhasil Divalidasi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'titip/validasi')?.body).toEqual({ no_titip: ['TT-BDG-250310-000002'] });
    const load = calls.find((c) => c.method === 'GET' && c.path === 'titip/validasi')!;
    expect(load.query.get('tanggal')).toBe('2025-03-10');
    expect(load.query.get('valid_by')).toBe('ALL');
  }, SLOW);
});
