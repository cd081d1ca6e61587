import type { SaleItemQuote } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeApi, type FakeRequest } from '../../../kit/test-app';
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

const QUOTES: Record<string, SaleItemQuote> = { BDG01: quote('BDG01', 2_050_000), BDG02: quote('BDG02', 1_000_000) };

/** The counter's API: quotes, sales people; `save` answers POST penjualan. */
function counterApi(save: FakeApi): FakeApi {
  return (r) => {
    if (r.method === 'GET' && r.path.startsWith('penjualan/barang/')) {
      const code = decodeURIComponent(r.path.split('/').pop()!);
      return QUOTES[code] ? ok(QUOTES[code]) : fail(400, `Barcode ${code} sudah terjual`);
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
    await user.click(screen.getByTestId('counter-save'));
    expect(await screen.findByText('Pembayaran kurang dari total')).toBeInTheDocument();
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
});

describe('/setting-nota', () => {
  it('loads the settings, changes platform, position and note, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const settings = { platform: 'Desktop', posisi: 'DEPAN', catatan: 'Catatan lama', tampil_harga_per_gram: true, tampil_ongkos: true, tampil_qr: true, tampil_barcode: true, template_wa: 'Halo {nama_customer}' };
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
    await user.clear(screen.getByRole('textbox', { name: /Catatan Nota/ }));
    await user.type(screen.getByRole('textbox', { name: /Catatan Nota/ }), 'Terima kasih');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Setting Nota Berhasil Disimpan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, platform: 'Mobile', posisi: 'BELAKANG', tampil_ongkos: false, catatan: 'Terima kasih' });
  });
});
