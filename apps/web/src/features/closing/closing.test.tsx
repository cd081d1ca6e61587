import type { ClosingChecksData, EodData } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { TutupTokoPage } from './TutupTokoPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const check = (key: string, level: 'BLOCK' | 'WARN', jumlah: number, link: string, pesan: string) => ({ key, level, jumlah, link, pesan });

const CHECKS: ClosingChecksData = {
  kode_toko: 'BDG',
  tgl_system: '2026-11-26',
  tgl_berikut: '2026-11-27',
  blocked: false,
  checks: [
    check('VALIDASI_PENJUALAN', 'WARN', 2, '/validasi-penjualan', '2 nota penjualan belum divalidasi'),
    check('VALIDASI_TITIPAN', 'WARN', 0, '/validasi-titipan', '0 titipan belum divalidasi'),
    check('STOCK_OPNAME', 'BLOCK', 0, '/stock-opname', '0 stock opname masih terbuka'),
    check('TIMBANG_BAKI', 'WARN', 1, '/timbang-baki', 'Belum ada timbang baki hari ini'),
    check('OTORISASI', 'WARN', 0, '/authenticator', '0 permintaan otorisasi masih terbuka'),
  ],
};

const figure = (rp: number) => ({ nota: 2, qty: 3, berat: 7.5, rp });
const EOD: EodData = {
  kode_toko: 'BDG',
  nama_toko: 'TOKO BDG',
  tgl_system: '2026-11-26',
  tgl_berikut: '2026-11-27',
  closed_by: 'SPVBDG',
  closed_at: '2026-11-26T12:00:00.000Z',
  penjualan: figure(3_000_000),
  batal_penjualan: figure(0),
  pembelian: figure(1_000_000),
  batal_pembelian: figure(0),
  hutang: 0,
  pendapatan: 0,
  biaya: 50_000,
  non_tunai: 500_000,
  dp_terpakai: 0,
  tebus_hutang: 0,
  lain_masuk: 0,
  lain_keluar: 0,
  saldo_awal: 10_000_000,
  saldo_akhir: 11_950_000,
  kategori: [],
  kas: [
    { jenis: 'CASH', akun: '', kode_bank: null, saldo_awal: 10_000_000, masuk: 2_500_000, keluar: 1_050_000, saldo_akhir: 11_450_000 },
    // card money still waiting for the supervisor (VALIDASI_NON_CASH_MODULE)
    { jenis: 'NON_TUNAI', akun: '0123456789', kode_bank: 'BCA', saldo_awal: 0, masuk: 500_000, keluar: 0, saldo_akhir: 500_000 },
  ],
  stok: [],
  peringatan: [CHECKS.checks[0]!],
};

function closingApi(checks: ClosingChecksData, onClose?: (r: FakeRequest) => ReturnType<typeof ok>) {
  return (r: FakeRequest) => {
    if (r.method === 'GET' && r.path === 'tutup-toko/cek') return ok(checks, 'Pemeriksaan Tutup Toko');
    if (r.method === 'GET' && r.path === 'tutup-toko/riwayat') return ok([]);
    if (r.method === 'POST' && r.path === 'tutup-toko') return onClose ? onClose(r) : ok(EOD, 'Tutup Toko Berhasil');
    return undefined;
  };
}

describe('/tutup-toko', () => {
  it('lists what blocks and what warns with links, closes after Ya and shows the EOD; the session reads the new date', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TutupTokoPage />, { user: SPV, tglSystem: '2026-11-26', api: closingApi(CHECKS) });
    const row = await screen.findByTestId('cek-VALIDASI_PENJUALAN');
    expect(row).toHaveAttribute('data-level', 'WARN');
    expect(within(row).getByText('2 nota penjualan belum divalidasi')).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/validasi-penjualan');
    expect(screen.getByTestId('cek-STOCK_OPNAME')).toHaveAttribute('data-level', 'OK');
    expect(within(screen.getByTestId('cek-STOCK_OPNAME')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('tutup-toko-tanggal')).toHaveTextContent('26-11-2026');

    const meCalls = () => calls.filter((c) => c.path === 'users/me').length;
    const before = meCalls();
    await user.click(screen.getByTestId('tutup-toko-submit'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByTestId('eod')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'tutup-toko')?.body).toEqual({ tgl_system: '2026-11-26', tgl_berikut: '2026-11-27' });
    expect(screen.getByTestId('eod-saldo-akhir')).toHaveTextContent('11,950,000');
    expect(within(screen.getByTestId('eod-kas')).getByText('NON TUNAI (BELUM DIVALIDASI)')).toBeInTheDocument();
    expect(screen.getByText('Tutup Toko Berhasil')).toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });

  it('a blocking check disables the close', async () => {
    const blocked = { ...CHECKS, blocked: true, checks: CHECKS.checks.map((c) => (c.key === 'STOCK_OPNAME' ? { ...c, jumlah: 1, pesan: '1 stock opname masih terbuka' } : c)) };
    renderScreen(<TutupTokoPage />, { user: SPV, api: closingApi(blocked) });
    expect(await screen.findByTestId('tutup-toko-blocked')).toBeInTheDocument();
    expect(screen.getByTestId('cek-STOCK_OPNAME')).toHaveAttribute('data-level', 'BLOCK');
    expect(screen.getByTestId('tutup-toko-submit')).toBeDisabled();
  });

  it("another account's close answers its message and the checks are read again", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TutupTokoPage />, { user: SPV, api: closingApi(CHECKS, () => fail(409, 'Toko sudah ditutup oleh akun lain')) });
    await user.click(await screen.findByTestId('tutup-toko-submit'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Toko sudah ditutup oleh akun lain')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'tutup-toko/cek').length).toBe(2));
    expect(screen.queryByTestId('eod')).toBeNull();
  });

  it('checks the next date on the screen before any confirmation: a date not after the active date, then text that is not a date, are refused without Ya', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TutupTokoPage />, { user: SPV, tglSystem: '2026-11-26', api: closingApi(CHECKS) });
    const field = await screen.findByTestId('tutup-toko-berikut');
    await user.clear(field);
    await user.type(field, '25-11-2026');
    await user.click(screen.getByTestId('tutup-toko-submit'));
    expect(await screen.findAllByText('Tanggal berikutnya harus setelah tanggal aktif toko')).not.toHaveLength(0);
    expect(screen.queryByTestId('confirm-yes')).toBeNull();

    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(screen.getByTestId('tutup-toko-submit'));
    expect(await screen.findAllByText('Format tanggal tidak valid')).not.toHaveLength(0);
    expect(screen.queryByTestId('confirm-yes')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'tutup-toko')).toHaveLength(0);
  });

  it('the confirmation names exactly the date in the field, and that date is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TutupTokoPage />, { user: SPV, tglSystem: '2026-11-26', api: closingApi(CHECKS) });
    const field = await screen.findByTestId('tutup-toko-berikut');
    await user.clear(field);
    await user.type(field, '28-11-2026');
    await user.click(screen.getByTestId('tutup-toko-submit'));
    const yes = await screen.findByTestId('confirm-yes');
    expect(screen.getByText(/Tanggal aktif menjadi 28-11-2026/)).toBeInTheDocument();
    await user.click(yes);
    await screen.findByTestId('eod');
    expect(calls.find((c) => c.method === 'POST' && c.path === 'tutup-toko')?.body).toEqual({ tgl_system: '2026-11-26', tgl_berikut: '2026-11-28' });
  });
});
