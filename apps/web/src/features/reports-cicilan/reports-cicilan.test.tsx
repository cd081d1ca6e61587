import type { CicilanAktifRow, CicilanPenerimaanRow } from '@emas/domain';
import { id } from '@emas/domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { cicilanAktifReport, cicilanGagalBayarReport, cicilanJatuhTempoReport, cicilanTelatReport, marginCicilanReport, penerimaanCicilanReport } from './cicilan-reports';
import { LaporanCicilanAktifPage, LaporanPenerimaanCicilanPage } from './screens';

const TOKOS = [{ kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: 'JL. MERDEKA NO. 45', telepon: '', email: '', portal: '', type: 'CABANG', tgl_system: '2026-03-10' }];
const branch = { user: sessionUser('SPVBDG', 'SPV', 'BDG', 'TOKO EMAS BANDUNG'), tglSystem: '2026-03-10', config: { type: 'CABANG' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A t() that reads the id dictionary, as the app does with Indonesian picked. */
const t = ((key: string, opts?: { defaultValue?: string }) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), id);
  return typeof value === 'string' ? value : (opts?.defaultValue ?? key);
}) as unknown as TFunction;

const plan = (no: string, state: string, tunggakan: number, denda: number): CicilanAktifRow => ({
  kode_toko: 'BDG', no_faktur_cicil: no, tgl_system: '2026-01-05', nama_customer: 'SITI', no_hp: '0812', tenor_bulan: 3, harga_jual_cicil: 3_090_000, dp_rp: 618_000,
  cicilan_terbayar: 0, sisa_bayar: 2_472_000, nilai_angsuran: 824_000, angsuran_ke: 1, tgl_jatuh_tempo: '2026-02-05', tunggakan, denda, state,
});

describe('instalment report definitions', () => {
  it('each fetches its domain path, with a title, columns whose keys are fields of its row, and the store picker', () => {
    const defs = [cicilanAktifReport(t), cicilanJatuhTempoReport(t), cicilanTelatReport(t), penerimaanCicilanReport(t), cicilanGagalBayarReport(t), marginCicilanReport(t)];
    expect(defs.map((d) => d.endpoint)).toEqual(['laporan/cicilan-aktif', 'laporan/cicilan-jatuh-tempo', 'laporan/cicilan-telat', 'laporan/penerimaan-cicilan', 'laporan/cicilan-gagal-bayar', 'laporan/margin-cicilan']);
    expect(defs.map((d) => d.title)).toEqual(['LAPORAN CICILAN AKTIF', 'LAPORAN CICILAN JATUH TEMPO', 'LAPORAN CICILAN TELAT', 'LAPORAN PENERIMAAN CICILAN', 'LAPORAN CICILAN GAGAL BAYAR', 'LAPORAN MARGIN CICILAN']);
    for (const d of defs) {
      expect(d.storePicker).toBe(true);
      for (const c of d.columns) expect(c.header, `${d.key} ${c.key}`).not.toMatch(/^reportsCicilan\./);
    }
    // the open, due and late reports read the plans now: no period
    expect(defs.map((d) => d.period === false)).toEqual([true, true, true, false, false, false]);
    expect(cicilanAktifReport(t).filter!.options.map((o) => o.label)).toEqual(['SEMUA', 'AKTIF', 'JATUH TEMPO', 'TELAT', 'GAGAL BAYAR', 'LUNAS']);
  });

  it('Laporan Cicilan Aktif asks the state chosen, shows each state by its label and sums the arrears and late fees', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [plan('CC-BDG-260105-000001', 'TELAT', 824_000, 824), plan('CC-BDG-260105-000002', 'JATUH_TEMPO', 0, 0)];
    const { calls } = renderScreen(<LaporanCicilanAktifPage />, {
      ...branch,
      api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'laporan/cicilan-aktif' ? ok(rows, 'Laporan Tersedia') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/cicilan-aktif')!.query)).toEqual({ filter: 'ALL' });
    const table = screen.getByRole('table', { name: 'LAPORAN CICILAN AKTIF' });
    expect(within(table).getByText('JATUH TEMPO')).toBeInTheDocument();
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getByText('824,000')).toBeInTheDocument();
    expect(within(footer).getByText('824')).toBeInTheDocument();
    expect(within(footer).getByText('6,180,000')).toBeInTheDocument();
  });

  it('Laporan Penerimaan Cicilan asks the period and totals every kategori', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const day = (tgl: string, dp: number, bayar: number, batal: number): CicilanPenerimaanRow => ({ kode_toko: 'BDG', tgl_system: tgl, dp, bayar, pelunasan_cepat: 0, batal, denda: 500, admin: 25_000, total: dp + bayar + 500 + 25_000 - batal });
    const rows = [day('2026-03-09', 618_000, 0, 0), day('2026-03-10', 0, 824_000, 100_000)];
    const { calls } = renderScreen(<LaporanPenerimaanCicilanPage />, {
      ...branch,
      api: (r: FakeRequest) => (r.path === 'tokos' ? ok(TOKOS) : r.path === 'laporan/penerimaan-cicilan' ? ok(rows, 'Laporan Tersedia') : undefined),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('10-03-2026'));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByTestId('report-available')).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'laporan/penerimaan-cicilan')!.query)).toEqual({ tgl_awal: '2026-03-10', tgl_akhir: '2026-03-10' });
    const table = screen.getByRole('table', { name: 'LAPORAN PENERIMAAN CICILAN' });
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getByText('1,393,000')).toBeInTheDocument();
    expect(within(footer).getByText('50,000')).toBeInTheDocument();
  });
});
