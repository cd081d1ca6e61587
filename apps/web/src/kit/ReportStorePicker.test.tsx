import type { AuditLoginRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLoginReportPage } from '../features/reports/AuditLoginReportPage';
import { captureDownloads, fail, ok, renderScreen, sessionUser, type FakeRequest } from './test-app';

const PST_ADDRESS = 'JL. JENDERAL SUDIRMAN KAV. 52-53, SENAYAN, KEBAYORAN BARU, JAKARTA SELATAN 12190';
const BDG_ADDRESS = 'JL. MERDEKA NO. 45, KELURAHAN BABAKAN CIAMIS, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG';
const toko = (kode_toko: string, nama_toko: string, alamat_toko: string, type: string) => ({ kode_toko, nama_toko, alamat_toko, telepon: '', email: '', portal: '', type, tgl_system: '2025-06-30' });
const TOKOS = [toko('PST', 'EMAS PUSAT', PST_ADDRESS, 'PUSAT'), toko('BDG', 'TOKO EMAS BANDUNG', BDG_ADDRESS, 'CABANG'), toko('SBY', 'TOKO EMAS SURABAYA', 'JL. TUNJUNGAN 1', 'CABANG')];

const row = (id: number, user_id: string, kode_toko: string): AuditLoginRow => ({ id, created_at: '2025-06-30T01:15:00.000Z', user_id, kode_toko, event: 'LOGIN', ip: '10.0.0.7', user_agent: 'Chrome', keterangan: '' });
const ROWS = [row(1, 'KASIRSBY', 'SBY'), row(2, 'KASIRBDG', 'BDG'), row(3, 'SPVBDG', 'BDG'), row(4, 'OWNER', 'PST')];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(request: FakeRequest) {
  if (request.path === 'tokos') return ok(TOKOS);
  if (request.path !== 'laporan/audit-login') return undefined;
  const kode = request.query.get('kode_toko');
  if (kode === 'ALL') return ok(ROWS, 'Laporan Tersedia');
  const rows = ROWS.filter((r) => r.kode_toko === kode);
  return ok(rows, rows.length ? 'Laporan Tersedia' : 'Laporan Tidak Tersedia');
}

describe('the report kit store picker', () => {
  it('head office picks every store: rows grouped by store with subtotals and the total of all stores, in the PDF too', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const { calls } = renderScreen(<AuditLoginReportPage />, { user: sessionUser('OWNER', 'OWN', 'PST', 'EMAS PUSAT'), tglSystem: '2025-06-30', api: answer });

    const picker = await screen.findByTestId('report-kode_toko');
    expect(picker).toHaveValue('Semua Toko');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Tersedia');
    expect(calls.find((c) => c.path === 'laporan/audit-login')!.query.get('kode_toko')).toBe('ALL');

    const groups = screen.getByTestId('report-store-groups');
    const titles = within(groups).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(['BDG - TOKO EMAS BANDUNG', 'PST - EMAS PUSAT', 'SBY - TOKO EMAS SURABAYA']);
    const bdg = screen.getByRole('table', { name: 'LAPORAN AUDIT LOGIN BDG' });
    expect(within(bdg).getByText('KASIRBDG')).toBeInTheDocument();
    expect(within(bdg).queryByText('KASIRSBY')).not.toBeInTheDocument();
    // the subtotal of BDG counts its 2 rows; the grand total counts all 4
    expect(within(within(bdg).getAllByRole('row').at(-1)!).getByText('2')).toBeInTheDocument();
    const grand = screen.getByRole('table', { name: 'Total Semua Toko' });
    expect(within(grand).getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Pdf' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const parser = new PDFParse({ data: new Uint8Array(await files[0]!.blob.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    // headed with every store, not with head office's name and address
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines.slice(0, 2)).toEqual(['SEMUA TOKO', 'BDG, PST, SBY']);
    expect(text).not.toContain('EMAS PUSAT');
    expect(text).not.toContain(PST_ADDRESS.slice(0, 20));
    expect(text).toContain('Subtotal BDG');
    expect(text).toContain('Subtotal SBY');
    expect(text).toContain('Total Semua Toko');
    expect(text.indexOf('Subtotal BDG')).toBeLessThan(text.indexOf('Subtotal PST'));

    // the spreadsheet carries the same header
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[1]!.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getCell('A1').value, sheet.getCell('A2').value]).toEqual(['SEMUA TOKO', 'BDG, PST, SBY']);
  });

  it("head office picks one store: that store's rows and its name and address on the printout", { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const { calls } = renderScreen(<AuditLoginReportPage />, { user: sessionUser('OWNER', 'OWN', 'PST', 'EMAS PUSAT'), tglSystem: '2025-06-30', api: answer });
    await user.click(await screen.findByTestId('report-kode_toko'));
    await user.click(await screen.findByRole('option', { name: 'BDG - TOKO EMAS BANDUNG' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'laporan/audit-login').at(-1)!.query.get('kode_toko')).toBe('BDG');
    expect(screen.queryByTestId('report-store-groups')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'LAPORAN AUDIT LOGIN' });
    expect(within(table).getByText('SPVBDG')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Pdf' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const parser = new PDFParse({ data: new Uint8Array(await files[0]!.blob.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('TOKO EMAS BANDUNG');
    expect(text).toContain(BDG_ADDRESS.slice(0, 48).trim());
    expect(text).toContain(BDG_ADDRESS.slice(48, 90).trim());
    expect(text).not.toContain('EMAS PUSAT');

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[1]!.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getCell('A1').value, sheet.getCell('A2').value, sheet.getCell('A3').value]).toEqual(['TOKO EMAS BANDUNG', BDG_ADDRESS.slice(0, 48), BDG_ADDRESS.slice(48, 90)]);
  });

  it('a branch user sees no picker and sends no store', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<AuditLoginReportPage />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG', 'TOKO EMAS BANDUNG'),
      tglSystem: '2025-06-30',
      config: { type: 'CABANG' },
      api: (request) => (request.path === 'laporan/audit-login' && request.query.has('kode_toko') ? fail(403, 'Anda tidak memiliki akses ke toko ini') : answer(request) ?? (request.path === 'laporan/audit-login' ? ok([], 'Laporan Tidak Tersedia') : undefined)),
    });
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('Laporan Tidak Tersedia');
    expect(screen.queryByTestId('report-kode_toko')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'laporan/audit-login')!.query.has('kode_toko')).toBe(false);
  });
});
