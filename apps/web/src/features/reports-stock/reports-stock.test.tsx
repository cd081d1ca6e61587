import type { BarangSummaryRow, KelompokBarangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { ExportCsvPage } from './ExportCsvPage';
import { BarangSummaryReportPage, KelompokBarangReportPage } from './StockReportPages';

const TOKOS = [{ kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: 'JL. ASIA AFRIKA NO. 45, KOTA BANDUNG', telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2025-06-30' }];
const GUDANG = [{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' }, { kode_gudang: 'HANCUR', nama_gudang: 'GUDANG HANCUR' }];
const JENIS = [{ kode_dept: 'CC', nama_dept: 'CINCIN' }];

function renderReport(ui: React.ReactElement, api: (request: FakeRequest) => ReturnType<typeof ok> | undefined) {
  return renderScreen(ui, {
    user: sessionUser('OWNER', 'OWN', 'BDG', 'TOKO EMAS BANDUNG'),
    tglSystem: '2025-06-30',
    // a branch deployment: the owner reads BDG (the head-office picker is the report kit's own test)
    config: { type: 'CABANG' },
    api: (request) => {
      if (request.path === 'tokos') return ok(TOKOS);
      if (request.path.startsWith('gudang')) return ok(GUDANG);
      if (request.path.startsWith('jenis')) return ok(JENIS);
      return api(request);
    },
  });
}

const KELOMPOK: KelompokBarangRow[] = [
  { kode_toko: 'BDG', nama_barang: 'CINCIN BELAH ROTAN', berat: '5.500', jumlah: 3, karat: '0.620', detail: [{ size: '12', berat: '3.500', jumlah: 2, karat: '0.500' }, { size: '14', berat: '2.000', jumlah: 1, karat: '0.120' }] },
  { kode_toko: 'BDG', nama_barang: 'GELANG RANTAI', berat: '10.250', jumlah: 1, karat: '0.000', detail: [{ size: '', berat: '10.250', jumlah: 1, karat: '0.000' }] },
];

describe('stock reports on the report kit', () => {
  it('Laporan Kelompok Barang has no period, sends Jenis and the grouping, lists each size, and says so after 500 ms', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderReport(<KelompokBarangReportPage />, (r) => (r.path === 'reportbarang/kelompok-barang' ? ok(KELOMPOK, 'Laporan Kelompok barang Tersedia') : undefined));
    expect(await screen.findByTestId('report-kelompok-barang')).toBeInTheDocument();
    expect(screen.queryByTestId('report-tgl_awal')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('report-group_by'));
    await user.click(await screen.findByRole('option', { name: 'NAMA BARANG DAN SIZE' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Kelompok barang Tersedia');
    expect(Object.fromEntries(calls.find((c) => c.path === 'reportbarang/kelompok-barang')!.query)).toEqual({ kode_dept: 'ALL', group_by: 'NAMA BARANG DAN SIZE' });
    // the toast follows the answer by 500 ms (spec 000 §4): only the result's notice at first
    expect(screen.getAllByText('Laporan Kelompok barang Tersedia')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Laporan Kelompok barang Tersedia')).toHaveLength(2), { timeout: 2000 });
    const table = screen.getByTestId('report-table');
    expect(within(table).getAllByText('CINCIN BELAH ROTAN')).toHaveLength(2);
    expect(within(table).getByText('14')).toBeInTheDocument();
    const footer = [...table.querySelectorAll('tfoot th')].map((c) => c.textContent?.trim());
    // the diamond pieces' carats are added up beside the weight (issue 34)
    expect(footer.slice(3)).toEqual(['4', '15.750', '0.620']);
    expect(screen.getByTestId('report-export-pdf')).toBeInTheDocument();
    expect(screen.queryByTestId('report-export-excel')).not.toBeInTheDocument();
  });

  it('Laporan Barang Summary asks for the period and warehouse; an empty answer hides the exports', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows: BarangSummaryRow[] = [
      { kode_toko: 'BDG', tgl_system: '2025-06-30', kode_gudang: 'UTAMA', tutup: false, qty_awal: 10, berat_awal: '50.000', qty_masuk: 2, berat_masuk: '7.250', qty_keluar: 1, berat_keluar: '3.000', qty_akhir: 11, berat_akhir: '54.250' },
    ];
    let answer: BarangSummaryRow[] = [];
    const { calls } = renderReport(<BarangSummaryReportPage />, (r) => (r.path === 'laporan/barang-summary' ? ok(answer, answer.length ? 'Laporan Tersedia' : 'Laporan Tidak Tersedia') : undefined));
    await user.click(await screen.findByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('Laporan Tidak Tersedia');
    expect(screen.queryByTestId('report-export-pdf')).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-export-excel')).not.toBeInTheDocument();
    answer = rows;
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(Object.fromEntries(calls.filter((c) => c.path === 'laporan/barang-summary').at(-1)!.query)).toEqual({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30', kode_gudang: 'ALL' });
    const table = screen.getByTestId('report-table');
    expect(within(table).getByText('54.250')).toBeInTheDocument();
    expect(screen.getByTestId('report-export-pdf')).toBeInTheDocument();
    expect(screen.getByTestId('report-export-excel')).toBeInTheDocument();
  });
});

describe('/export-csv', () => {
  it('downloads the chosen table of the store as <table>-<store>.csv; a refusal says the export failed', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    let refuse = false;
    const { calls } = renderScreen(<ExportCsvPage />, {
      user: sessionUser('ADMIN', 'SU', 'BDG', 'TOKO EMAS BANDUNG'),
      tglSystem: '2025-06-30',
      api: (r) => (r.path === 'export-csv' ? (refuse ? { status: 403, body: { status: 'error', message: 'Anda tidak memiliki akses' } } : { status: 200, body: 'id,kode_toko' }) : undefined),
    });
    await user.click(await screen.findByTestId('export-csv-table'));
    await user.click(await screen.findByRole('option', { name: 'Mutasi Stock' }));
    await user.click(screen.getByTestId('export-csv-download'));
    expect(await screen.findByText('File CSV Berhasil Diunduh')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'export-csv')!.query.get('table')).toBe('stock_mutasi');
    expect(files.map((f) => f.name)).toEqual(['stock_mutasi-BDG.csv']);
    refuse = true;
    await user.click(screen.getByTestId('export-csv-download'));
    expect(await screen.findByText('Export CSV Gagal')).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });
});
