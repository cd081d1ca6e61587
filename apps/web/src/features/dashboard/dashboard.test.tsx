import type { DailyTransactionChartRow, TransactionPointRow } from '@emas/domain';
import { formatRupiah } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, TEST_CONFIG, type FakeRequest } from '../../kit/test-app';
import { DashboardPage } from './DashboardPage';
import { DashboardPusatPage } from './DashboardPusatPage';

const deployment = TEST_CONFIG.type;
afterEach(() => {
  TEST_CONFIG.type = deployment;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const year = (sales: number): TransactionPointRow[] =>
  Array.from({ length: 12 }, (_, i) => ({ periode: `2026-${String(i + 1).padStart(2, '0')}`, penjualan: i === 10 ? sales : 0, pembelian: 0, berat_jual: 0, berat_beli: 0, nota_jual: 0, nota_beli: 0 }));
const chartRow = (kode: string, sales: number, buys: number): DailyTransactionChartRow => ({
  kode_toko: kode,
  nama_toko: `TOKO ${kode}`,
  tgl_system: '2026-11-26',
  labels: ['PENJUALAN', 'PEMBELIAN', 'SERVICE', 'HUTANG'],
  values: [sales, buys, 0, 0],
  resultGram: [1.5, 0.25],
  total_penjualan: sales,
  total_pembelian: buys,
  total_service: 0,
  total_hutang: 0,
  nota_penjualan: 1,
  nota_pembelian: 1,
});

function dashboardApi(r: FakeRequest) {
  if (r.path === 'penjualan/chart') return ok([{ periode: '2026-11-26', jumlah_nota: 2, qty: 3, berat: 7.5, total: 12_500_000 }]);
  if (r.path === 'pembelian/chart') return ok([{ periode: '2026-11-26', jumlah_nota: 1, qty: 1, berat: 2.25, total: 2_000_000 }]);
  // the orders module answers one object; services are not on this server yet: 404
  if (r.path === 'pesanan/chart') return ok({ tanggal: '2026-11-26', jumlah: 1, total_berat: 2.5, total_harga: 3_000_000, dp: 500_000 });
  if (r.path === 'service/chart') return fail(404, 'Halaman tidak ditemukan');
  if (r.path === 'transaction/daily-transaction-get-year') return ok(year(12_500_000));
  if (r.path === 'member/find-current-birthday') return ok([], 'Tidak ada yang berulang tahun hari ini');
  if (r.path === 'parameter-harga-emas') return ok({ tanggal: '2026-11-26', groups: [] });
  if (r.path === 'cash-pusat/daily-cash-chart')
    return ok([{ kode_toko: 'BDG', nama_toko: 'TOKO BDG', tgl_system: '2026-11-26', saldo_awal: 1000, masuk: 500, keluar: 200, saldo_akhir: 1300, saldo_bank: 0 }]);
  if (r.path === 'cash-pusat/daily-transaction-chart')
    return ok(r.query.get('kode_toko') === 'ALL' ? [chartRow('ALL', 15_000_000, 3_000_000), chartRow('BDG', 10_000_000, 1_000_000), chartRow('SBY', 5_000_000, 2_000_000)] : [chartRow(r.query.get('kode_toko')!, 10_000_000, 1_000_000)]);
  if (r.path === 'cash-pusat/period-transaction-chart') return ok([]);
  if (r.path === 'cash-pusat/daily-biaya') return ok([]);
  if (r.path === 'cash-pusat/outstand-noncash') return ok([]);
  if (r.path === 'tokos') return ok([{ kode_toko: 'BDG', nama_toko: 'TOKO BDG' }, { kode_toko: 'SBY', nama_toko: 'TOKO SBY' }, { kode_toko: 'PST', nama_toko: 'PUSAT' }]);
  return undefined;
}

describe('/dashboard', () => {
  it("shows today's sales, buy-backs and orders, zeros for services not on the server, and no cash of other stores for a branch", async () => {
    // a branch's own deployment (the test harness's configuration is head office's)
    TEST_CONFIG.type = 'CABANG';
    const { calls } = renderScreen(<DashboardPage />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), api: dashboardApi });
    expect(await screen.findByTestId('today-penjualan-total')).toHaveTextContent(formatRupiah(12_500_000));
    expect(screen.getByTestId('today-penjualan-nota')).toHaveTextContent('2');
    expect(await screen.findByTestId('today-pembelian-total')).toHaveTextContent(formatRupiah(2_000_000));
    expect(await screen.findByTestId('today-pesanan-total')).toHaveTextContent(formatRupiah(3_000_000));
    expect(await screen.findByTestId('today-service-total')).toHaveTextContent(formatRupiah(0));
    expect(await screen.findByText('Tidak ada yang berulang tahun hari ini')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-prices-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-year-chart', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-cash')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('cash-pusat/'))).toBe(false);
  });

  it("shows today's repairs from the services module: their money and the weight taken in", async () => {
    TEST_CONFIG.type = 'CABANG';
    const api = (r: FakeRequest) =>
      r.path === 'service/chart'
        ? ok({ type: 'today', tanggal: '2026-11-26', jumlah: 3, berat: '6.000', total_rp: 137_715, masuk: 3, selesai: 1, ambil: 1, batal: 1 })
        : dashboardApi(r);
    renderScreen(<DashboardPage />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), api });
    expect(await screen.findByTestId('today-service-total')).toHaveTextContent(formatRupiah(137_715));
    expect(screen.getByTestId('today-service-nota')).toHaveTextContent('3');
    expect(screen.getByTestId('today-service-berat')).toHaveTextContent('6.000');
  });

  it('head office also sees the cash of every store', async () => {
    const { calls } = renderScreen(<DashboardPage />, { user: sessionUser('OWNER', 'OWN', 'PST'), api: dashboardApi });
    expect(await screen.findByTestId('cash-BDG')).toHaveTextContent(formatRupiah(1300));
    expect(calls.find((c) => c.path === 'cash-pusat/daily-cash-chart')!.query.get('kode_toko')).toBe('ALL');
    expect(screen.getByTestId('dashboard-open-pusat')).toBeInTheDocument();
  });
});

describe('/dashboardPusat', () => {
  it("lists every store's day with the chain's total, and switches to one store", async () => {
    const { calls } = renderScreen(<DashboardPusatPage />, { user: sessionUser('OWNER', 'OWN', 'PST'), api: dashboardApi });
    const total = await screen.findByTestId('store-day-total');
    expect(within(total).getByTestId('penjualan')).toHaveTextContent(formatRupiah(15_000_000));
    expect(within(screen.getByTestId('store-day-BDG')).getByTestId('penjualan')).toHaveTextContent(formatRupiah(10_000_000));
    expect(within(screen.getByTestId('store-day-SBY')).getByTestId('penjualan')).toHaveTextContent(formatRupiah(5_000_000));
    await userEvent.click(await screen.findByRole('radio', { name: 'BDG' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'cash-pusat/daily-transaction-chart' && c.query.get('kode_toko') === 'BDG')).toBe(true));
    expect(await screen.findByTestId('store-day-BDG')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('store-day-total')).toBeNull());
    expect(calls.some((c) => c.path === 'penjualan/chart' && c.query.get('kode_toko') === 'BDG')).toBe(true);
  });
});
