import type { BukuBesarRow, NeracaSaldoRow } from '@emas/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser, textFile, type FakeRequest } from '../../kit/test-app';
import { BukuBesarReportPage } from './BukuBesarReportPage';
import { NeracaSaldoReportPage } from './NeracaSaldoReportPage';

const TOKOS = [{ kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: 'JL. ASIA AFRIKA NO. 45, KOTA BANDUNG', telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2025-06-30' }];

function renderReport(ui: React.ReactElement, api: (request: FakeRequest) => ReturnType<typeof ok> | undefined) {
  return renderScreen(ui, {
    user: sessionUser('SPVBDG', 'SPV', 'BDG', 'TOKO EMAS BANDUNG'),
    tglSystem: '2025-06-30',
    api: (request) => (request.path === 'tokos' ? ok(TOKOS) : api(request)),
  });
}

const NERACA: NeracaSaldoRow[] = [
  { kode_toko: 'BDG', nomor_akun: '1-1100', nama_akun: 'KAS', saldo_awal: 1_000_000, debet: 3_000_000, kredit: 20_000, saldo_akhir: 3_980_000 },
  { kode_toko: 'BDG', nomor_akun: '4-1100', nama_akun: 'PENJUALAN EMAS', saldo_awal: -1_000_000, debet: 20_000, kredit: 3_000_000, saldo_akhir: -3_980_000 },
];

describe('Neraca Saldo and Buku Besar on the report kit', () => {
  it('Neraca Saldo asks for the period and order and totals debit, credit and balance', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderReport(<NeracaSaldoReportPage />, (r) => (r.path === 'laporan/neraca-saldo' ? ok(NERACA, 'Laporan Tersedia') : undefined));
    await user.click(await screen.findByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toHaveTextContent('Laporan Tersedia');
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/neraca-saldo')!.query)).toEqual({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30', sort_by: 'nomor_akun', kode_toko: 'ALL' });
    // head office at home: every store's books apart (the picker's 'Semua Toko'), each with its totals
    const table = screen.getByTestId('report-table-BDG');
    expect(within(table).getByText('PENJUALAN EMAS')).toBeInTheDocument();
    const footer = [...table.querySelectorAll('tfoot th')].map((c) => c.textContent?.trim());
    expect(footer.slice(2)).toEqual(['0', '3,020,000', '3,020,000', '0']);
  });

  it('Buku Besar picks the account from the chart (GET akuns) and shows the running balance', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows: BukuBesarRow[] = [
      { no_jurnal: 0, tgl_system: '2025-06-30', trx: '', type: '', no_ref: '', keterangan: 'SALDO AWAL', debet: 0, kredit: 0, saldo: 1_000_000 },
      { no_jurnal: 41, tgl_system: '2025-06-30', trx: 'PENJUALAN', type: 'CASH', no_ref: 'FJ-BDG-250630-000001', keterangan: 'FJ-BDG-250630-000001', debet: 3_000_000, kredit: 0, saldo: 4_000_000 },
    ];
    const { calls } = renderReport(<BukuBesarReportPage />, (r) => {
      if (r.path === 'akuns') return ok([{ nomor_akun: '1-1100', nama_akun: 'KAS' }, { nomor_akun: '4-1100', nama_akun: 'PENJUALAN EMAS' }]);
      if (r.path === 'laporan/buku-besar') return ok(rows, 'Laporan Tersedia');
      return undefined;
    });
    await user.click(await screen.findByRole('textbox', { name: /Akun/ }));
    await user.click(await screen.findByRole('option', { name: '4-1100 - PENJUALAN EMAS' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'laporan/buku-besar')!.query.get('nomor_akun')).toBe('4-1100');
    const table = screen.getByTestId('report-table');
    expect(within(table).getByText('SALDO AWAL')).toBeInTheDocument();
    expect(within(table).getByText('4,000,000')).toBeInTheDocument();
  });

  it('downloads the searched period as an hledger journal, named by the server; a refusal shows its message', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const journal = '; Jurnal BDG 2025-06-30 s/d 2025-06-30\ncommodity 1000. IDR\n';
    let refuse = false;
    const { calls } = renderReport(<NeracaSaldoReportPage />, (r) => {
      if (r.path === 'laporan/neraca-saldo') return ok(NERACA, 'Laporan Tersedia');
      if (r.path === 'laporan/jurnal/hledger') return refuse ? fail(403, 'Anda tidak memiliki akses ke toko ini') : textFile(journal, 'jurnal-BDG-2025-06-30.journal');
      return undefined;
    });
    expect(screen.queryByRole('button', { name: 'Unduh Jurnal (hledger)' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Cari' }));
    await user.click(await screen.findByRole('button', { name: 'Unduh Jurnal (hledger)' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('jurnal-BDG-2025-06-30.journal');
    expect(await files[0]!.blob.text()).toBe(journal);
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/jurnal/hledger')!.query)).toMatchObject({ tgl_awal: '2025-06-30', tgl_akhir: '2025-06-30' });

    refuse = true;
    const button = screen.getByRole('button', { name: 'Unduh Jurnal (hledger)' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Anda tidak memiliki akses ke toko ini')).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });
});
