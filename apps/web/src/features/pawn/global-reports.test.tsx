import { canOpenRoute, type GadaiGlobalRow, type TebusGadaiGlobalRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MODULES } from '../../../test/session-harness';
import { captureDownloads, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { LaporanGadaiGlobalPage, LaporanTebusGadaiGlobalPage } from './screens';

/**
 * Issue 36: the live-feature module's chain-wide pawn reports. Head office opens them on 'Semua Toko', the rows are
 * grouped by store with each store's subtotal and the chain's total, and the export carries them; a branch user or
 * the module off cannot open the route.
 */

const toko = (kode_toko: string, nama_toko: string, type: string) => ({ kode_toko, nama_toko, alamat_toko: `JL. ${nama_toko}`, telepon: '', email: '', portal: '', type, tgl_system: '2025-06-30' });
const TOKOS = [toko('PST', 'EMAS PUSAT', 'PUSAT'), toko('BDG', 'TOKO EMAS BANDUNG', 'CABANG'), toko('SBY', 'TOKO EMAS SURABAYA', 'CABANG')];
const owner = { user: sessionUser('OWNER', 'OWN', 'PST', 'EMAS PUSAT'), tglSystem: '2025-06-30' };

const loan = (kode_toko: string, no: string, jumlah: number, berat: string, status = 'AKTIF'): GadaiGlobalRow => ({
  kode_toko, no_faktur_hutang: no, tgl_hutang: '2025-06-30', nama_customer: `CUST ${no}`, kode_sales: 'S01', jumlah_barang: 1, total_berat: berat,
  taksiran: jumlah * 2, plafond: jumlah * 2, jumlah_hutang: jumlah, bunga: 1.25, tgl_jatuh_tempo: '2025-07-30', status, input_by: 'KASIR',
});
const redemption = (kode_toko: string, no: string, pokok: number, bunga: number): TebusGadaiGlobalRow => ({
  kode_toko, no_faktur_hutang: no, nama_customer: `CUST ${no}`, tgl_hutang: '2025-06-01', tgl_lunas: '2025-06-30', pokok, bunga, biaya: 10_000, total: pokok + bunga + 10_000, input_by: 'KASIR',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Laporan Gadai Global', () => {
  it('head office reads every store: grouped by store, subtotals and the chain total, in the spreadsheet too', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const rows = [loan('BDG', 'HT-BDG-1', 1_000_000, '10.000', 'LUNAS'), loan('SBY', 'HT-SBY-1', 1_500_000, '8.500'), loan('BDG', 'HT-BDG-2', 2_500_000, '12.375')];
    const { calls } = renderScreen(<LaporanGadaiGlobalPage />, {
      ...owner,
      api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'laporan/gadai-global' ? ok(rows, 'Laporan Tersedia') : undefined),
    });
    expect(await screen.findByTestId('report-kode_toko')).toHaveValue('Semua Toko');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Tersedia');
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/gadai-global')!.query)).toEqual({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30', kode_toko: 'ALL' });

    const bdg = screen.getByRole('table', { name: 'LAPORAN GADAI GLOBAL BDG' });
    expect(within(bdg).getByText('HT-BDG-2')).toBeInTheDocument();
    expect(within(bdg).queryByText('HT-SBY-1')).not.toBeInTheDocument();
    const bdgTotal = within(bdg).getAllByRole('row').at(-1)!;
    expect(within(bdgTotal).getByText('22.375')).toBeInTheDocument();
    expect(within(bdgTotal).getByText('3,500,000')).toBeInTheDocument();
    const grand = screen.getByRole('table', { name: 'Total Semua Toko' });
    expect(within(grand).getByText('30.875')).toBeInTheDocument();
    expect(within(grand).getByText('5,000,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('LAPORAN GADAI GLOBAL.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[0]!.blob.arrayBuffer());
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain('Subtotal BDG');
    expect(cells).toContain('Subtotal SBY');
    expect(cells).toContain('Total Semua Toko');
    expect(cells).toContain('HT-SBY-1');
  });
});

describe('Laporan Tebus Gadai Global', () => {
  it('shows each redemption with its principal, interest and total, summed per store and for the chain', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [redemption('BDG', 'HT-BDG-1', 1_000_000, 20_000), redemption('SBY', 'HT-SBY-7', 2_000_000, 50_000)];
    renderScreen(<LaporanTebusGadaiGlobalPage />, {
      ...owner,
      api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'laporan/tebus-gadai-global' ? ok(rows, 'Laporan Tersedia') : undefined),
    });
    await screen.findByTestId('report-kode_toko');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    const sby = screen.getByRole('table', { name: 'LAPORAN TEBUS GADAI GLOBAL SBY' });
    expect(within(sby).getAllByText('2,060,000').length).toBeGreaterThan(0);
    const grand = screen.getByRole('table', { name: 'Total Semua Toko' });
    expect(within(grand).getByText('3,000,000')).toBeInTheDocument();
    expect(within(grand).getByText('70,000')).toBeInTheDocument();
    expect(within(grand).getByText('3,090,000')).toBeInTheDocument();
  });
});

describe('who opens them', () => {
  const ctx = (isPusat: boolean, level: 'OWN' | 'SPV', live: boolean) => ({
    level, akses: [], modules: { ...DEMO_MODULES, LIVE_FEATURE_MODULE: live }, kodeToko: isPusat ? 'PST' : 'BDG', isPusat,
    config: { updateKadarShops: [], rekapSalesShops: [], rekapPembelianShops: [] },
  });
  it('head office with LIVE_FEATURE_MODULE on; not a branch, not with the module off', () => {
    for (const path of ['/laporan-gadai-global', '/laporan-tebus-gadai-global']) {
      expect(canOpenRoute(path, ctx(true, 'OWN', true))).toBe(true);
      expect(canOpenRoute(path, ctx(true, 'OWN', false))).toBe(false);
      expect(canOpenRoute(path, ctx(false, 'OWN', true))).toBe(false);
    }
  });
});
