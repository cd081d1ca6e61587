import type { SaleItemQuote } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeApi, type FakeRequest } from '../../../kit/test-app';
import { saleReceipt } from '../history/fixtures';
import { SettingNotaPage } from './SettingNotaPage';
import { TransaksiPenjualanPage } from './TransaksiPenjualanPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quote = (kode_barcode: string, harga: number): SaleItemQuote => ({
  kode_barcode,
  nama_barang: `CINCIN ${kode_barcode}`,
  kode_group: 'P17',
  kode_dept: 'CC',
  kadar: 70,
  berat: '2.000',
  jenis_harga: 'GRAM',
  jumlah: 1,
  kode_gudang: 'UTAMA',
  kode_baki: 'B01',
  harga_per_gram: 1_000_000,
  ongkos: 50_000,
  harga_hitung: harga,
  floor: harga - 100_000,
  tgl_harga: '2026-11-22',
});

const QUOTES: Record<string, SaleItemQuote> = {
  BDG01: quote('BDG01', 2_050_000),
  BDG02: quote('BDG02', 1_000_000),
  BDG0000307: quote('BDG0000307', 1_500_000),
  BDG0000308: quote('BDG0000308', 1_600_000),
  BDG0000309: quote('BDG0000309', 1_700_000),
};

/** The counter's API: quotes (each after `quoteGate` when given), sales people; `save` answers POST penjualan. */
function counterApi(save: FakeApi, quoteGate?: Promise<void>): FakeApi {
  return (r) => {
    if (r.method === 'GET' && r.path.startsWith('penjualan/barang/')) {
      const code = decodeURIComponent(r.path.split('/').pop()!);
      const answer = QUOTES[code] ? ok(QUOTES[code]) : fail(400, `Barcode ${code} sudah terjual`);
      return quoteGate ? quoteGate.then(() => answer) : answer;
    }
    if (r.path === 'sales/get/all') return ok([{ kode_sales: 'S01', nama_sales: 'SITI' }]);
    if (r.method === 'POST' && r.path === 'penjualan') return save(r);
    if (r.method === 'POST' && r.path === 'otorisasi-qr/generate') return ok({ keystore: (r.body as { keystore: string }).keystore, id: 'QR1' });
    if (r.method === 'DELETE') return ok({});
    if (r.method === 'POST' && r.path === 'otorisasi') return ok({ id: 'APPROVAL00000001', operasi: 'UBAH_HARGA', approved_by: 'SPVBDG', metode: 'MANUAL' }, 'Otorisasi Berhasil');
    if (r.method === 'POST' && r.path === 'penjualan/get/bynota/single') return fail(404, 'Data Penjualan Tidak Ditemukan');
    return r.method === 'GET' ? ok([]) : undefined;
  };
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByTestId('counter-barcode'), `${code}{Enter}`);
}

async function chooseSales(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('counter-sales'));
  await user.click(await screen.findByRole('option', { name: 'S01 - SITI' }));
}

const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === 'penjualan');
const lookups = (calls: FakeRequest[]) => calls.filter((c) => c.path.startsWith('penjualan/barang/')).map((c) => decodeURIComponent(c.path.split('/').pop()!));
const lineCodes = () => screen.queryAllByTestId('counter-line').map((row) => within(row).getByTestId('counter-line-barcode').textContent);

/** The toast with this text (the same text may also stand inline on the screen). */
const findToast = (text: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('alert').find((a) => within(a).queryByText(text));
    expect(toast).toBeDefined();
    return toast!;
  });

/** A lookup that answers only when the test lets it (a slow server). */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Whether the browser would ask before leaving the page now. */
function leavingIsGuarded(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('/transaksi-penjualan', () => {
  it('adds scanned items once, refuses a sold one, and will not save while the payment is short', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({})) });
    await scan(user, 'bdg01');
    expect(await screen.findByText('CINCIN BDG01')).toBeInTheDocument();
    await scan(user, 'BDG01');
    expect(await screen.findByText('Barcode BDG01 sudah ada di tabel')).toBeInTheDocument();
    await scan(user, 'BDG99');
    expect(await screen.findByText('Barcode BDG99 sudah terjual')).toBeInTheDocument();
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    expect(screen.getAllByTestId('counter-line')).toHaveLength(2);
    expect(screen.getByTestId('grand-total')).toHaveTextContent('3,050,000');

    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '3000000');
    expect(screen.getByTestId('kurang')).toHaveTextContent('50,000');
    expect(screen.queryByTestId('counter-payment-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('counter-save'));
    expect(await findToast('Pembayaran kurang dari total')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('marks a changed price, splits cash and card, and refuses a card without an account before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({})) });
    await scan(user, 'BDG01');
    await screen.findByText('CINCIN BDG01');
    const price = screen.getByRole('textbox', { name: 'Harga BDG01' });
    await user.clear(price);
    await user.type(price, '2000000');
    expect(screen.getByText(/Harga diubah/)).toBeInTheDocument();
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '500000');
    await user.click(screen.getByTestId('payment-add'));
    await user.click(screen.getByTestId('payment-jenis-1'));
    await user.click(await screen.findByRole('option', { name: 'KARTU' }));
    expect(screen.getByTestId('kembalian')).toHaveTextContent('0');

    // a card without an account is refused before anything is sent
    await user.click(screen.getByTestId('counter-save'));
    expect(await screen.findByText('No Rekening Tidak Boleh Kosong')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks the supervisor when the server names an approval, then sends the same receipt again with its id', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, {
      user: KASIR,
      api: counterApi((r) => {
        const body = r.body as { otorisasi: string[] };
        if (!body.otorisasi.length) return fail(400, 'Perlu otorisasi supervisor: Ubah Harga', { otorisasi: 'Perlu otorisasi supervisor: Ubah Harga' });
        return ok({ no_faktur_group: 'FJ-BDG-261122-000001' }, 'Penjualan Berhasil Disimpan');
      }),
    });
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    const price = screen.getByRole('textbox', { name: 'Harga BDG02' });
    await user.clear(price);
    await user.type(price, '950000');
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '1000000');
    expect(screen.getByTestId('kembalian')).toHaveTextContent('50,000');
    await user.click(screen.getByTestId('counter-save'));

    expect(await screen.findByText('Otorisasi Supervisor')).toBeInTheDocument();
    expect(screen.getByTestId('authorization-operasi')).toHaveTextContent('Ubah Harga');
    await user.type(screen.getByTestId('authorization-user-id'), 'SPVBDG');
    await user.type(screen.getByTestId('authorization-password'), 'demo123');
    await user.click(screen.getByTestId('authorization-submit'));

    expect(await screen.findByText('Penjualan Berhasil Disimpan')).toBeInTheDocument();
    const [first, second] = posts(calls).map((c) => c.body as Record<string, unknown>);
    expect(first).toMatchObject({ kode_sales: 'S01', detail: [{ kode_barcode: 'BDG02', harga: 950000, jumlah: 1 }], pembayaran: [{ jenis: 'CASH', jumlah_rp: 1000000 }], otorisasi: [] });
    expect(second).toMatchObject({ idempotency_key: first!.idempotency_key, otorisasi: ['APPROVAL00000001'] });
    // the counter is cleared for the next customer
    await waitFor(() => expect(within(screen.getByTestId('counter-lines')).queryByText('CINCIN BDG02')).not.toBeInTheDocument());
  });

  it('takes back-to-back scans in order while a lookup is slow, and refuses a repeat of a line just added', async () => {
    const user = userEvent.setup({ delay: null });
    const slow = gate();
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({}), slow.promise) });
    const field = screen.getByTestId('counter-barcode');
    // a scanner: each code and its Enter, the next code right behind, all while the first lookup is out
    await user.type(field, 'BDG0000307{Enter}BDG0000308{Enter}BDG0000307{Enter}BDG99{Enter}BDG0000309{Enter}');
    expect(field).toHaveValue('');
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
    // one lookup at a time: the others wait for the first
    await waitFor(() => expect(lookups(calls)).toEqual(['BDG0000307']));

    slow.open();
    await screen.findByText('CINCIN BDG0000309');
    expect(lineCodes()).toEqual(['BDG0000307', 'BDG0000308', 'BDG0000309']);
    expect(screen.getByText('Barcode BDG0000307 sudah ada di tabel')).toBeInTheDocument();
    expect(await screen.findByText('Barcode BDG99 sudah terjual')).toBeInTheDocument();
    expect(screen.queryByText(/tidak ditemukan/)).not.toBeInTheDocument();
    expect(lookups(calls)).toEqual(['BDG0000307', 'BDG0000308', 'BDG99', 'BDG0000309']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('refuses a barcode longer than 30 characters with the field message, without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({})) });
    await scan(user, 'B'.repeat(31));
    expect(await screen.findByText('Kode Barcode maksimal 30 karakter')).toBeInTheDocument();
    await scan(user, 'BDG01');
    await screen.findByText('CINCIN BDG01');
    expect(lookups(calls)).toEqual(['BDG01']);
    expect(screen.getByTestId('counter-barcode')).toHaveValue('');
  });

  it('gives the focus back to the barcode field when the receipt of a saved sale is closed', async () => {
    const user = userEvent.setup({ delay: null });
    const counter = counterApi(() => ok({ no_faktur_group: 'FJ-BDG-261122-000001' }, 'Penjualan Berhasil Disimpan'));
    renderScreen(<TransaksiPenjualanPage />, {
      user: KASIR,
      api: (r) =>
        r.method === 'POST' && r.path === 'penjualan/get/bynota/single'
          ? { status: 200, body: { status: 'success', data: saleReceipt('FJ-BDG-261122-000001'), template_wa: '' } }
          : counter(r),
    });
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '1000000');
    await user.click(screen.getByTestId('counter-save'));
    // the receipt's own Tutup (the saved toast has a close button of that name too)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('receipt-body')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('counter-barcode')).toHaveFocus());
  });

  it("shows on the saved sale's result the points the member earned and their balance, from the save's answer", async () => {
    const user = userEvent.setup({ delay: null });
    let poin: { kode_member: string; didapat: number; saldo: number } | null = { kode_member: 'MBR000001', didapat: 12, saldo: 1_250 };
    const counter = counterApi(() => ok({ no_faktur_group: 'FJ-BDG-261122-000001', ...(poin ? { poin } : {}) }, 'Penjualan Berhasil Disimpan'));
    renderScreen(<TransaksiPenjualanPage />, {
      user: KASIR,
      api: (r) =>
        r.method === 'POST' && r.path === 'penjualan/get/bynota/single'
          ? { status: 200, body: { status: 'success', data: saleReceipt('FJ-BDG-261122-000001'), template_wa: '' } }
          : counter(r),
    });
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '1000000');
    await user.click(screen.getByTestId('counter-save'));
    const dialog = await screen.findByRole('dialog');
    const result = within(dialog).getByTestId('sale-result-poin');
    expect(within(result).getByText('Poin Didapat')).toBeInTheDocument();
    expect(within(result).getByText('Saldo Poin')).toBeInTheDocument();
    expect(within(result).getByTestId('sale-result-poin-member')).toHaveTextContent('MBR000001');
    expect(within(result).getByTestId('sale-result-poin-didapat')).toHaveTextContent('12');
    expect(within(result).getByTestId('sale-result-poin-saldo')).toHaveTextContent('1,250');
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // a walk-in customer's sale earns nothing: no points on its result
    poin = null;
    await scan(user, 'BDG01');
    await screen.findByText('CINCIN BDG01');
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '2050000');
    await user.click(screen.getByTestId('counter-save'));
    expect(await within(await screen.findByRole('dialog')).findByTestId('receipt-body')).toBeInTheDocument();
    expect(screen.queryByTestId('sale-result-poin')).not.toBeInTheDocument();
  });

  it('asks before the page is left only while the counter has lines', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({ no_faktur_group: 'FJ-BDG-261122-000001' }, 'Penjualan Berhasil Disimpan')) });
    expect(leavingIsGuarded()).toBe(false);
    await scan(user, 'BDG01');
    await screen.findByText('CINCIN BDG01');
    expect(leavingIsGuarded()).toBe(true);

    // emptied by Batal Transaksi
    await user.click(screen.getByRole('button', { name: 'Batal Transaksi' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.queryAllByTestId('counter-line')).toHaveLength(0));
    expect(leavingIsGuarded()).toBe(false);

    // emptied by a saved sale
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    expect(leavingIsGuarded()).toBe(true);
    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '1000000');
    await user.click(screen.getByTestId('counter-save'));
    expect(await screen.findByText('Penjualan Berhasil Disimpan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('counter-line')).toHaveLength(0));
    expect(leavingIsGuarded()).toBe(false);
  });

  it('asks before a link inside the app leaves a counter with lines; Tidak stays, Ya goes', async () => {
    const user = userEvent.setup({ delay: null });
    const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
    renderScreen(
      <>
        <TransaksiPenjualanPage />
        <Link to="/lihat-penjualan">Lihat</Link>
        <Link to="/home">Beranda</Link>
        <Where />
      </>,
      { user: KASIR, api: counterApi(() => ok({})) },
    );
    // an empty counter leaves without asking
    await user.click(screen.getByRole('link', { name: 'Lihat' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lihat-penjualan'));
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();

    await scan(user, 'BDG01');
    await screen.findByText('CINCIN BDG01');
    await user.click(screen.getByRole('link', { name: 'Beranda' }));
    expect(await screen.findByText('Transaksi belum disimpan. Tinggalkan halaman ini?')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/lihat-penjualan');
    expect(screen.getAllByTestId('counter-line')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Beranda' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
  });

  it('shows a discount over the total on the Diskon field and paying too much under the payments while typing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({})) });
    const diskon = screen.getByTestId('counter-diskon');
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    expect(screen.queryByTestId('counter-payment-error')).not.toBeInTheDocument();

    await user.type(diskon, '1500000');
    expect(diskon).toHaveAccessibleDescription(/Diskon tidak boleh melebihi total/);
    expect(diskon).toBeEnabled();
    await user.clear(diskon);
    await user.type(diskon, '100000');
    expect(diskon).not.toHaveAccessibleDescription(/Diskon tidak boleh melebihi total/);

    await user.type(screen.getByTestId('payment-jumlah-0'), '500000');
    expect(screen.queryByTestId('counter-payment-error')).not.toBeInTheDocument();
    await user.clear(screen.getByTestId('payment-jumlah-0'));
    await user.type(screen.getByTestId('payment-jumlah-0'), '5000000');
    expect(screen.getByTestId('counter-payment-error')).toHaveTextContent('Kembalian melebihi total belanja, periksa jumlah bayar');
    await user.clear(screen.getByTestId('payment-jumlah-0'));
    await user.type(screen.getByTestId('payment-jumlah-0'), '1500000');
    expect(screen.queryByTestId('counter-payment-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('payment-jenis-0'));
    await user.click(await screen.findByRole('option', { name: 'KARTU' }));
    await user.clear(screen.getByTestId('payment-jumlah-0'));
    await user.type(screen.getByTestId('payment-jumlah-0'), '950000');
    expect(screen.getByTestId('counter-payment-error')).toHaveTextContent('Pembayaran non tunai tidak boleh melebihi total, kembalian hanya dari tunai');
    await user.clear(screen.getByTestId('payment-jumlah-0'));
    await user.type(screen.getByTestId('payment-jumlah-0'), '900000');
    expect(screen.queryByTestId('counter-payment-error')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('Simpan with a discount above the total names the discount, not the missing payment', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi(() => ok({})) });
    await scan(user, 'BDG02');
    await screen.findByText('CINCIN BDG02');
    await chooseSales(user);
    await user.type(screen.getByTestId('counter-diskon'), '1500000');
    await user.click(screen.getByTestId('counter-save'));
    expect(await findToast('Diskon tidak boleh melebihi total')).toBeInTheDocument();
    expect(screen.queryByText('Minimal satu metode pembayaran')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('/setting-nota', () => {
  it('loads the settings, changes platform, position and note, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const settings = { platform: 'Desktop', posisi: 'DEPAN', catatan: 'Catatan lama', catatan_beli: 'Barang ditimbang bersama', tampil_harga_per_gram: true, tampil_ongkos: true, tampil_qr: true, tampil_barcode: true, template_wa: 'Halo {nama_customer}' };
    const { calls } = renderScreen(<SettingNotaPage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      api: (r) => {
        if (r.method === 'GET' && r.path === 'setting-nota') return ok(settings);
        if (r.method === 'PUT' && r.path === 'setting-nota') return ok(r.body, 'Setting Nota Berhasil Disimpan');
        return undefined;
      },
    });
    expect(await screen.findByDisplayValue('Catatan lama')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('nota-platform')).getByText('Mobile'));
    await user.click(within(screen.getByTestId('nota-posisi')).getByText('BELAKANG'));
    await user.click(screen.getByRole('checkbox', { name: 'Tampilkan ongkos' }));
    await user.clear(screen.getByRole('textbox', { name: /^Catatan Nota$/ }));
    await user.type(screen.getByRole('textbox', { name: /^Catatan Nota$/ }), 'Terima kasih');
    // the buy-back receipt has its own note
    expect(screen.getByRole('textbox', { name: 'Catatan Nota Pembelian' })).toHaveValue('Barang ditimbang bersama');
    await user.clear(screen.getByRole('textbox', { name: 'Catatan Nota Pembelian' }));
    await user.type(screen.getByRole('textbox', { name: 'Catatan Nota Pembelian' }), 'Harga sesuai kondisi');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Setting Nota Berhasil Disimpan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, platform: 'Mobile', posisi: 'BELAKANG', tampil_ongkos: false, catatan: 'Terima kasih', catatan_beli: 'Harga sesuai kondisi' });
  });
});
