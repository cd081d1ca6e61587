import type { BatalTitipRow, LaporanPenjualanRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { BatalTitipPage, LaporanPenjualanPage } from './screens';

const TOKOS = [{ kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: 'JL. MERDEKA NO. 45', telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2025-06-30' }];
const branch = { user: sessionUser('SPVBDG', 'SPV', 'BDG', 'TOKO EMAS BANDUNG'), tglSystem: '2025-06-30', config: { type: 'CABANG' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (no: string, group: string, berat: string, harga: number): LaporanPenjualanRow => ({
  kode_toko: 'BDG', tgl_system: '2025-06-30', no_faktur_group: 'FJ-1', no_faktur_jual: no, kode_barcode: `B${no}`, nama_barang: `CINCIN ${no}`,
  kode_group: group, kadar: '75.00', berat, harga_per_gram: 1_000_000, ongkos: 50_000, harga, kode_sales: 'S01', nama_sales: 'RINA',
});

describe('Laporan Penjualan', () => {
  it('groups the lines by group with subtotals and a total; the empty answer has the spec message', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [line('1', 'P17', '2.000', 2_000_000), line('2', 'P22', '1.500', 1_800_000), line('3', 'P17', '1.250', 1_300_000)];
    let empty = false;
    const { calls } = renderScreen(<LaporanPenjualanPage />, {
      ...branch,
      api: (r: FakeRequest) =>
        r.path === 'tokos' ? ok(TOKOS) : r.path === 'group/get/all' ? ok([{ kode_group: 'P17', nama_group: 'EMAS 17K' }]) : r.path === 'laporan/penjualan' ? (empty ? ok([], 'Laporan Penjualan Tidak Tersedia') : ok(rows, 'Laporan Tersedia')) : undefined,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('30-06-2025'));
    await user.click(screen.getByRole('textbox', { name: /Group By/ }));
    await user.click(await screen.findByRole('option', { name: 'GROUP' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/penjualan')!.query)).toEqual({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30', filter: 'GROUP', sort_by: 'no_faktur_jual', kode_group: 'ALL' });
    const p17 = screen.getByRole('table', { name: 'LAPORAN PENJUALAN P17' });
    const footer = within(p17).getAllByRole('row').at(-1)!;
    expect(within(footer).getByText('3.250')).toBeInTheDocument();
    expect(within(footer).getByText('3,300,000')).toBeInTheDocument();
    const total = screen.getByRole('table', { name: 'Total' });
    expect(within(total).getByText('4.750')).toBeInTheDocument();
    expect(within(total).getByText('5,100,000')).toBeInTheDocument();

    empty = true;
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('Laporan Penjualan Tidak Tersedia');
    expect(screen.queryByRole('button', { name: 'Export Pdf' })).not.toBeInTheDocument();
  });
});

describe('Laporan Batal Titip (spec 001)', () => {
  it("asks titip/report-batal-titip-uang with tgl_from and tgl_to, says 'Laporan Batal Titip Tersedia', exports 'Laporan Batal Titip'", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const row: BatalTitipRow = { kode_toko: 'BDG', no_titip: 'TT-1', tgl_batal: '2025-06-30', nama_customer: 'DEWI', nama_barang: 'GELANG', berat: '3.000', harga_jual: 3_000_000, ongkos: 100_000, harga_total: 3_100_000, dp_rp: 620_000 };
    const { calls } = renderScreen(<BatalTitipPage />, {
      ...branch,
      api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'titip/report-batal-titip-uang' ? ok([row], 'Laporan Batal Titip Tersedia') : undefined),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('30-06-2025'));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Batal Titip Tersedia');
    expect(Object.fromEntries(calls.find((c) => c.path === 'titip/report-batal-titip-uang')!.query)).toEqual({ tgl_from: '2025-06-30', tgl_to: '2025-06-30' });
    const table = screen.getByRole('table', { name: 'LAPORAN BATAL TITIP' });
    // the row and the footer both show the one deposit's down payment
    expect(within(table).getAllByText('620,000')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Export Pdf' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    expect(files[0]!.name).toBe('Laporan Batal Titip.pdf');
  });

  it("says 'Laporan Batal Titip Kosong' and hides the exports when nothing was cancelled", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<BatalTitipPage />, { ...branch, api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'titip/report-batal-titip-uang' ? ok([], 'Laporan Batal Titip Kosong') : undefined) });
    await user.click(await screen.findByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('Laporan Batal Titip Kosong');
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
  });
});
