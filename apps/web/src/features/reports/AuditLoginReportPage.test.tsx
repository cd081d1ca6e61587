import type { AuditLoginRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { AuditLoginReportPage } from './AuditLoginReportPage';

const ADDRESS = 'JL. MERDEKA NO. 45, KELURAHAN BABAKAN CIAMIS, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG';

const TOKOS = [
  { kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: ADDRESS, telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2025-06-30' },
];

function auditRow(id: number, userId: string, event: string, createdAt: string): AuditLoginRow {
  return { id, created_at: createdAt, user_id: userId, kode_toko: 'BDG', event, ip: '10.0.0.7', user_agent: 'Chrome', keterangan: event === 'RESET_PASSWORD' ? 'oleh OWNER' : '' };
}

const ROWS = [
  auditRow(3, 'KASIRBDG', 'LOGIN', '2025-06-30T01:15:00.000Z'),
  auditRow(2, 'KASIRBDG', 'LOGIN_GAGAL', '2025-06-29T23:59:00.000Z'),
  auditRow(1, 'SPVBDG', 'RESET_PASSWORD', '2025-06-29T10:00:00.000Z'),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReport(api: (request: FakeRequest) => ReturnType<typeof ok> | undefined) {
  return renderScreen(<AuditLoginReportPage />, {
    user: sessionUser('SPVBDG', 'SPV', 'BDG', 'TOKO EMAS BANDUNG'),
    tglSystem: '2025-06-30',
    // a branch deployment: no head-office store picker
    config: { type: 'CABANG' },
    api: (request) => (request.path === 'tokos' ? ok(TOKOS) : api(request)),
  });
}

describe('AuditLoginReportPage', () => {
  it('searches with the period, event and sort, shows the rows with the count, and exports the PDF', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const { calls } = renderReport((request) => (request.path === 'laporan/audit-login' ? ok(ROWS, 'Laporan Tersedia') : undefined));

    // the dates start at the store's active date
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('30-06-2025'));
    expect(screen.getByTestId('report-idle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Pdf' })).not.toBeInTheDocument();

    const tglAwal = screen.getByRole('textbox', { name: 'Tanggal Awal' });
    await user.clear(tglAwal);
    await user.paste('01-06-2025');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: /Event/ }));
    await user.click(await screen.findByRole('option', { name: 'LOGIN GAGAL' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));

    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Tersedia');
    const request = calls.find((c) => c.path === 'laporan/audit-login')!;
    expect(Object.fromEntries(request.query)).toEqual({ tgl_awal: '2025-06-01', tgl_akhir: '2025-06-30', filter: 'LOGIN_GAGAL', sort_by: 'created_at' });

    const table = screen.getByRole('table', { name: 'LAPORAN AUDIT LOGIN' });
    // Asia/Jakarta time, the event's label, the row count in the footer
    expect(within(table).getByText('30-06-2025 08:15:00')).toBeInTheDocument();
    expect(within(table).getByText('LOGIN GAGAL')).toBeInTheDocument();
    expect(within(table).getByText('oleh OWNER')).toBeInTheDocument();
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getByText('Total')).toBeInTheDocument();
    expect(within(footer).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Pdf' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('LAPORAN AUDIT LOGIN.pdf');
    const parser = new PDFParse({ data: new Uint8Array(await files[0]!.blob.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('TOKO EMAS BANDUNG');
    expect(text).toContain(ADDRESS.slice(0, 48).trim());
    expect(text).toContain(ADDRESS.slice(48, 90).trim());
    expect(text).toContain('LAPORAN AUDIT LOGIN');
    expect(text).toContain('Periode : 01-06-2025 s/d 30-06-2025');
    expect(text).toContain('Printed By SPVBDG /');
    expect(text).toContain('1 of 1');

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files).toHaveLength(2), { timeout: 10_000 });
    expect(files[1]!.name).toBe('LAPORAN AUDIT LOGIN.xlsx');
  });

  it("says 'Laporan Tidak Tersedia' and hides the exports when nothing is found", async () => {
    const user = userEvent.setup({ delay: null });
    renderReport((request) => (request.path === 'laporan/audit-login' ? ok([], 'Laporan Tidak Tersedia') : undefined));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('Laporan Tidak Tersedia');
    expect(screen.queryByRole('button', { name: 'Export Pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the search fails", async () => {
    const user = userEvent.setup({ delay: null });
    renderReport((request) => (request.path === 'laporan/audit-login' ? fail(403, 'Anda tidak memiliki akses untuk fitur ini') : undefined));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-error')).toHaveTextContent('Anda tidak memiliki akses untuk fitur ini');
    expect(screen.queryByRole('button', { name: 'Export Pdf' })).not.toBeInTheDocument();
  });
});
