import { BERLIAN_MESSAGES, type MasterRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMasters } from '../../kit/master/fake-masters';
import { renderScreen, sessionUser } from '../../kit/test-app';
import { MasterBatuColorPage, MasterSupplierBerlianPage, ParameterBerlianPage } from './screens';

const OWNER = sessionUser('OWNER', 'OWN', 'PST');
const MODULES = { BERLIAN_MODULE: true };

const LISTS: Record<string, MasterRow[]> = {
  'batu-shape': [{ kode_shape: 'RD', nama_shape: 'ROUND BRILLIANT', urut: 1 }],
  'batu-color': [
    { kode_color: 'D', nama_color: 'D', urut: 1 },
    { kode_color: 'G', nama_color: 'G', urut: 4 },
  ],
  'batu-clarity': [{ kode_clarity: 'VS1', nama_clarity: 'VS1', urut: 5 }],
  'parameter-berlian': [
    { kode_harga_berlian: 'RDGVS1-C', tgl_berlaku: '2025-01-01', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', karat_dari: 0.5, karat_sampai: 0.699, harga_per_karat: 45_000_000, margin_persen: 15 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('/parameter-berlian: the diamond price grid', () => {
  it('lists the grid and adds a dated row picked from the stone masters, carats with 3 decimals', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeMasters(LISTS);
    const { calls } = renderScreen(<ParameterBerlianPage />, { user: OWNER, modules: MODULES, api: (r) => server.handle(r) });
    expect(await screen.findByText('RDGVS1-C')).toBeInTheDocument();
    expect(headers()).toEqual(['Kode Harga', 'Tanggal Berlaku', 'Shape', 'Color', 'Clarity', 'Karat Dari (per batu)', 'Karat Sampai (per batu)', 'Harga Per Karat', 'Margin (%)', 'Aksi']);
    expect(screen.getByText('01-01-2025')).toBeInTheDocument();
    expect(screen.getByText('Rp 45,000,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Parameter Berlian' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Harga' }), 'rddvs1-a');
    await user.type(within(dialog).getByTestId('field-tgl_berlaku'), '01-12-2026');
    await user.click(within(dialog).getByRole('textbox', { name: 'Shape' }));
    await user.click(await screen.findByRole('option', { name: 'RD - ROUND BRILLIANT' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Color' }));
    await user.click(await screen.findByRole('option', { name: 'D - D' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Clarity' }));
    await user.click(await screen.findByRole('option', { name: 'VS1 - VS1' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Karat Dari (per batu)' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Karat Sampai (per batu)' }), '0.699');
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga Per Karat' }), '60000000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Margin (%)' }), '12,5');

    // zero carats: the domain's message, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText(BERLIAN_MESSAGES.caratRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const dari = within(dialog).getByRole('textbox', { name: 'Karat Dari (per batu)' });
    await user.clear(dari);
    await user.type(dari, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'parameter-berlian/create',
      body: { kode_harga_berlian: 'RDDVS1-A', tgl_berlaku: '2026-12-01', kode_shape: 'RD', kode_color: 'D', kode_clarity: 'VS1', karat_dari: 0.5, karat_sampai: 0.699, harga_per_karat: 60_000_000, margin_persen: 12.5 },
    });
    expect(await screen.findByText('RDDVS1-A')).toBeInTheDocument();
  });
});

describe('stone masters and diamond suppliers', () => {
  it('/master-batu-color lists the grades and refuses a code that exists', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeMasters(LISTS);
    renderScreen(<MasterBatuColorPage />, { user: OWNER, modules: MODULES, api: (r) => server.handle(r) });
    expect(await screen.findByText('Master Batu Color')).toBeInTheDocument();
    expect(headers()).toEqual(['Kode Color', 'Nama Color', 'Urutan', 'Aksi']);
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Batu Color' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Color' }), 'g');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Color' }), 'g');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Kode Color G sudah terdaftar')).toBeInTheDocument();
    expect(server.rows['batu-color']).toHaveLength(2);
  });

  it('/master-supplier-berlian adds a supplier', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeMasters({});
    renderScreen(<MasterSupplierBerlianPage />, { user: OWNER, modules: MODULES, api: (r) => server.handle(r) });
    await user.click(await screen.findByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Supplier Berlian' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Supplier' }), 'dj05');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Supplier' }), 'pt kilau');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('PT KILAU')).toBeInTheDocument();
    expect(server.rows['supplier-berlian']).toMatchObject([{ kode_supplier: 'DJ05', nama_supplier: 'PT KILAU' }]);
  });
});
