import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportPage } from './ReportPage';
import type { ReportDefinition } from './report-types';
import { ok, renderScreen, sessionUser, type FakeRequest } from './test-app';

type TitipRow = { no_titip: string; nama_barang: string; berat: string; harga_jual: number };

const report: ReportDefinition<TitipRow> = {
  key: 'batal-titip',
  title: 'LAPORAN BATAL TITIP',
  endpoint: 'titip/report-batal-titip-uang',
  fileName: 'Laporan Batal Titip',
  rowKey: (row) => row.no_titip,
  columns: [
    { key: 'no_titip', header: 'No Titip' },
    { key: 'nama_barang', header: 'Nama Barang' },
    { key: 'berat', header: 'Berat', kind: 'weight', total: 'sum' },
    { key: 'harga_jual', header: 'Harga Jual', kind: 'money', total: 'sum' },
  ],
};

const ROWS: TitipRow[] = [
  { no_titip: 'T-1', nama_barang: 'CINCIN', berat: '1.1', harga_jual: 1_100_000 },
  { no_titip: 'T-2', nama_barang: 'GELANG', berat: '2.2', harga_jual: 2_200_000 },
  { no_titip: 'T-3', nama_barang: 'KALUNG', berat: '0.005', harga_jual: 5 },
];

function reportCalls(calls: FakeRequest[]) {
  return calls.filter((c) => c.path === report.endpoint);
}

async function setDate(name: 'Tanggal Awal' | 'Tanggal Akhir', text: string) {
  const user = userEvent.setup({ delay: null });
  const input = screen.getByRole('textbox', { name });
  await user.clear(input);
  if (text) await user.paste(text);
  await user.keyboard('{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportPage filter validation (validateReportFilter)', () => {
  it('refuses a range over one month when REPORT_SATU_BULAN_PROTECTION_MODULE is on, on both date fields', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ReportPage report={report} />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      modules: { REPORT_SATU_BULAN_PROTECTION_MODULE: true },
      api: (r) => (r.path === report.endpoint ? ok(ROWS) : r.path === 'tokos' ? ok([]) : undefined),
    });
    await setDate('Tanggal Awal', '01-01-2025');
    await setDate('Tanggal Akhir', '15-02-2025');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    // A field re-validates on change before the submit checks both, so wait for both messages.
    await waitFor(() => expect(screen.getAllByText('Rentang tanggal tidak boleh lebih dari 1 bulan')).toHaveLength(2));

    await setDate('Tanggal Akhir', '31-12-2024');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(screen.getAllByText('Tanggal awal tidak boleh lebih besar dari tanggal akhir')).toHaveLength(2));
    expect(reportCalls(calls)).toHaveLength(0);

    await setDate('Tanggal Akhir', '01-02-2025');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await screen.findByTestId('report-available');
    expect(reportCalls(calls)).toHaveLength(1);
    expect(reportCalls(calls)[0]!.query.get('tgl_akhir')).toBe('2025-02-01');
  });

  it('allows a long range when the module is off, and asks for both dates', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ReportPage report={report} />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: (r) => (r.path === report.endpoint ? ok(ROWS) : r.path === 'tokos' ? ok([]) : undefined),
    });
    await setDate('Tanggal Awal', '');
    await setDate('Tanggal Akhir', '');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Tanggal Awal Tidak Boleh Kosong')).toBeInTheDocument();
    expect(screen.getByText('Tanggal Akhir Tidak Boleh Kosong')).toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(0);

    await setDate('Tanggal Awal', '01-01-2025');
    await setDate('Tanggal Akhir', '31-12-2025');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await screen.findByTestId('report-available');
    expect(reportCalls(calls)).toHaveLength(1);
  });

  it('with the module off, the start after the end shows the range message on both dates, not an empty report', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ReportPage report={report} />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: (r) => (r.path === report.endpoint ? ok([]) : r.path === 'tokos' ? ok([]) : undefined),
    });
    await setDate('Tanggal Awal', '10-02-2025');
    await setDate('Tanggal Akhir', '01-02-2025');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(screen.getAllByText('Tanggal awal tidak boleh lebih besar dari tanggal akhir')).toHaveLength(2));
    expect(screen.queryByTestId('report-empty')).toBeNull();
    expect(reportCalls(calls)).toHaveLength(0);
  });

  it('fixes the dates to the active date, read-only, when REPORT_READONLY_DATE_MODULE is on', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ReportPage report={report} />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { REPORT_READONLY_DATE_MODULE: true },
      tglSystem: '2025-06-30',
      api: (r) => (r.path === report.endpoint ? ok(ROWS) : r.path === 'tokos' ? ok([]) : undefined),
    });
    const awal = screen.getByRole('textbox', { name: 'Tanggal Awal' });
    await waitFor(() => expect(awal).toHaveValue('30-06-2025'));
    expect(awal).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Tanggal Akhir' })).toHaveAttribute('readonly');
    await user.type(awal, '1');
    expect(awal).toHaveValue('30-06-2025');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await screen.findByTestId('report-available');
    expect(Object.fromEntries(reportCalls(calls)[0]!.query)).toEqual({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30' });
  });
});

describe('ReportPage results', () => {
  it("shows 'Sedang Mencari' while searching, then the rows with money and weight totals", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    renderScreen(<ReportPage report={report} />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: (r) => {
        if (r.path === 'tokos') return ok([]);
        if (r.path === report.endpoint) return new Promise((resolve) => (answer = resolve));
        return undefined;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByRole('button', { name: 'Sedang Mencari' })).toBeDisabled();
    expect(screen.getByTestId('report-page')).toHaveAttribute('data-state', 'searching');
    answer(ok(ROWS));

    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Tersedia');
    expect(screen.getByRole('button', { name: 'Export Pdf' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    const table = screen.getByRole('table', { name: 'LAPORAN BATAL TITIP' });
    expect(within(table).getByText('1.100')).toBeInTheDocument();
    expect(within(table).getByText('1,100,000')).toBeInTheDocument();
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Total', '', '3.305', '3,300,005']);
  });
});
