import type { CouponCheck, SaleItemQuote } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeApi, type FakeRequest } from '../../../kit/test-app';
import { TransaksiPenjualanPage } from './TransaksiPenjualanPage';

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const ON = { KUPON_MODULE: true, POTONGAN_MODULE: true };

const item: SaleItemQuote = {
  kode_barcode: 'BDG01',
  nama_barang: 'CINCIN BDG01',
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
  harga_hitung: 2_050_000,
  floor: 1_950_000,
  tgl_harga: '2026-11-22',
};

const checked = (potongan: number, total: number): CouponCheck => ({ kode_kupon: 'EMAS50', nama_kupon: 'PROMO', kode_member: null, total_belanja: total, potongan, total_setelah_potongan: total - potongan, terpakai: 0, kuota: 100 });

function counterApi(opts: { kategori?: number; coupon?: (r: FakeRequest) => ReturnType<FakeApi> }): FakeApi {
  return (r) => {
    if (r.method === 'GET' && r.path.startsWith('penjualan/barang/')) return ok(item);
    if (r.path === 'sales/get/all') return ok([{ kode_sales: 'S01', nama_sales: 'SITI' }]);
    if (r.method === 'POST' && r.path === 'para-potongan-kategori/hitung') return ok({ potongan: [opts.kategori ?? 0], total: opts.kategori ?? 0 });
    if (r.method === 'POST' && r.path === 'transaksi-kupon/cek') return opts.coupon?.(r);
    if (r.method === 'POST' && r.path === 'penjualan') return ok({ no_faktur_group: 'FJ-BDG-261122-000001' }, 'Penjualan Berhasil Disimpan');
    if (r.method === 'POST' && r.path === 'penjualan/get/bynota/single') return fail(404, 'Data Penjualan Tidak Ditemukan');
    return r.method === 'GET' ? ok([]) : undefined;
  };
}

async function chooseSales(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('counter-sales'));
  await user.click(await screen.findByRole('option', { name: 'S01 - SITI' }));
}

describe('the sale counter: category discount and coupon', () => {
  it('shows the category discount and a coupon checked on Enter, takes them off the total and sends the coupon with the sale', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, {
      user: KASIR,
      modules: ON,
      api: counterApi({ kategori: 20_000, coupon: (r) => ok(checked(50_000, (r.body as { total_belanja: number }).total_belanja), 'Kupon dapat dipakai') }),
    });
    await user.type(screen.getByTestId('counter-barcode'), 'BDG01{Enter}');
    await screen.findByText('CINCIN BDG01');
    expect(await screen.findByTestId('potongan-kategori')).toHaveTextContent('20,000');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('2,030,000');

    await user.type(screen.getByTestId('counter-kupon'), 'emas50{Enter}');
    expect(await screen.findByTestId('potongan-kupon')).toHaveTextContent('50,000');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('1,980,000');
    // the coupon was asked for the purchase after the category discount
    const cek = calls.filter((c) => c.path === 'transaksi-kupon/cek');
    expect(cek.at(-1)!.body).toMatchObject({ kode_kupon: 'EMAS50', total_belanja: 2_030_000 });

    await chooseSales(user);
    await user.type(screen.getByTestId('payment-jumlah-0'), '1980000');
    await user.click(screen.getByTestId('counter-save'));
    expect(await screen.findByText('Penjualan Berhasil Disimpan')).toBeInTheDocument();
    const sale = calls.find((c) => c.method === 'POST' && c.path === 'penjualan')!.body as Record<string, unknown>;
    // the cashier's own discount stays 0: the server adds the automatic ones itself
    expect(sale).toMatchObject({ kode_kupon: 'EMAS50', diskon: 0, pembayaran: [{ jenis: 'CASH', jumlah_rp: 1_980_000 }] });
  });

  it('shows the refusal under the field and leaves the total alone', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, {
      user: KASIR,
      modules: ON,
      api: counterApi({ coupon: () => fail(400, 'Kuota kupon sudah habis', { kode_kupon: 'Kuota kupon sudah habis' }) }),
    });
    await user.type(screen.getByTestId('counter-barcode'), 'BDG01{Enter}');
    await screen.findByText('CINCIN BDG01');
    await user.type(screen.getByTestId('counter-kupon'), 'HABIS{Enter}');
    expect(await screen.findByText('Kuota kupon sudah habis')).toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('2,050,000');
    expect(screen.queryByTestId('potongan-kupon')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === 'transaksi-kupon/cek')).toBe(true));
  });

  it('with the modules off: no coupon field and no discount call', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TransaksiPenjualanPage />, { user: KASIR, api: counterApi({ kategori: 20_000 }) });
    await user.type(screen.getByTestId('counter-barcode'), 'BDG01{Enter}');
    await screen.findByText('CINCIN BDG01');
    expect(screen.queryByTestId('counter-kupon')).not.toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('2,050,000');
    expect(calls.some((c) => c.path === 'para-potongan-kategori/hitung')).toBe(false);
  });
});
