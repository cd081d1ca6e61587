import type { HargaEmasGroupRow } from '@emas/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { fakeMasters } from '../../kit/master/fake-masters';
import { HargaEmasPage } from './HargaEmasPage';
import { pageReload } from './page-reload';
import { ParameterHargaGlobalPage } from './ParameterHargaGlobalPage';
import { ParameterHargaBeliPage } from './screens';

const OWNER = sessionUser('OWNER', 'OWN', 'PST');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/parameter-harga-beli (spec 000 §3, §4, §7, §8)', () => {
  it('lists, adds, edits with kode_harga read-only, and deletes after confirmation, with the spec messages', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = fakeMasters({ 'para-harga-beli': [{ kode_harga: 'H01', harga_per_gram: 950_000 }] });
    const { calls } = renderScreen(<ParameterHargaBeliPage />, { user: OWNER, api: (r) => server.handle(r) });
    expect(await screen.findByText('Rp 950,000')).toBeInTheDocument();
    expect(screen.getByText('Parameter Harga Beli')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === 'para-harga-beli')).toBe(true);

    // add
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tambah Parameter Harga Beli' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Harga' }), 'h02');
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga Per Gram' }), '875000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Berhasil Menyimpan Data')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'para-harga-beli/create', body: { kode_harga: 'H02', harga_per_gram: 875_000 } });
    expect(await screen.findByText('Rp 875,000')).toBeInTheDocument();

    // edit: the code is shown read-only and not sent
    await user.click(screen.getByRole('button', { name: 'Edit H01' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Parameter Harga Beli' });
    const kode = within(dialog).getByRole('textbox', { name: 'Kode Harga' });
    expect(kode).toHaveValue('H01');
    expect(kode).toHaveAttribute('readonly');
    await user.type(kode, 'X');
    expect(kode).toHaveValue('H01');
    const harga = within(dialog).getByRole('textbox', { name: 'Harga Per Gram' });
    expect(harga).toHaveValue('Rp. 950,000 ,-');
    await user.clear(harga);
    await user.type(harga, '960000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Berhasil Mengedit Data')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'para-harga-beli/update/H01', body: { harga_per_gram: 960_000 } });
    expect((calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>).kode_harga).toBeUndefined();

    // delete asks first
    await user.click(await screen.findByRole('button', { name: 'Hapus H02' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menghapus Kode H02 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hapus H02' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Berhasil Menghapus Data')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('para-harga-beli/delete/H02');
    await waitFor(() => expect(screen.queryByText('Rp 875,000')).not.toBeInTheDocument());
  });

  it("shows 'Terjadi Kesalhaan Saat Mengirim Data' when the server refuses, and keeps the dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ParameterHargaBeliPage />, {
      user: OWNER,
      api: (r) => {
        if (r.method === 'GET') return ok([]);
        return fail(400, 'Terjadi Kesalhaan Saat Mengirim Data', { harga_per_gram: 'Harga Per Gram tidak boleh 0' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Parameter Harga Beli' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Harga' }), 'H09');
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga Per Gram' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Terjadi Kesalhaan Saat Mengirim Data')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga Per Gram tidak boleh 0')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambah Parameter Harga Beli' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

const GLOBAL = { nominal: 1_950_000, current: { id: 1, nominal: 1_950_000, tgl_berlaku: '2025-03-10', input_by: 'SEED', input_date: '2025-03-10T01:00:00.000Z' }, harga: [] };

describe('/parameter-harga-global (spec 001 §2, §4, §8)', () => {
  it("saves 'nominal', shows 'Data Berhasil Disimpan' and reloads the page after 3 s", async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    const { calls } = renderScreen(<ParameterHargaGlobalPage />, {
      user: OWNER,
      api: (r: FakeRequest) => {
        if (r.path !== 'parameter-harga-emas/global') return undefined;
        return r.method === 'PUT' ? ok({ ...GLOBAL, nominal: (r.body as { nominal: number }).nominal }, 'Data Berhasil Disimpan') : ok(GLOBAL);
      },
    });
    const field = screen.getByRole('textbox', { name: 'Harga Emas Global (24 Karat / Gram)' });
    await waitFor(() => expect(field).toHaveValue('Rp. 1,950,000 ,-'));
    expect(screen.getByText('Berlaku sejak 10-03-2025 (input SEED)')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await user.clear(field);
    await user.type(field, '2000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Data Berhasil Disimpan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ nominal: 2_000_000 });
    expect(reload).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Data Gagal disimpan' on a refusal and does not reload", async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderScreen(<ParameterHargaGlobalPage />, {
      user: OWNER,
      api: (r) => {
        if (r.path !== 'parameter-harga-emas/global') return undefined;
        return r.method === 'PUT' ? fail(400, 'Data Gagal disimpan', { nominal: 'Harga Emas Global terlalu besar' }) : ok({ nominal: 0, current: null, harga: [] });
      },
    });
    expect(await screen.findByText('Harga emas global belum diatur')).toBeInTheDocument();
    // the schema's own message first, nothing sent
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Harga Emas Global Tidak Boleh Kosong')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Harga Emas Global (24 Karat / Gram)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    // the first price: nothing to compare with
    expect(await screen.findByText('Ubah Harga Emas Global menjadi Rp 9 per gram? Semua group yang ikut harga global akan dihitung ulang.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText('Data Gagal disimpan')).toBeInTheDocument();
    expect(screen.getByText('Harga Emas Global terlalu besar')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
  });
});

/** The global price screen with its current price loaded. */
async function openGlobalPrice() {
  const user = userEvent.setup({ delay: null });
  const { calls } = renderScreen(<ParameterHargaGlobalPage />, {
    user: OWNER,
    api: (r) => (r.path === 'parameter-harga-emas/global' ? ok(GLOBAL) : undefined),
  });
  const field = screen.getByRole('textbox', { name: 'Harga Emas Global (24 Karat / Gram)' });
  await waitFor(() => expect(field).toHaveValue('Rp. 1,950,000 ,-'));
  return { user, calls, field };
}

describe('/parameter-harga-global: a new price is confirmed and bounded', () => {
  it('asks with the old and the new price; Tidak sends nothing and keeps the typed price', async () => {
    const { user, calls, field } = await openGlobalPrice();
    await user.clear(field);
    await user.type(field, '19500000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Ubah Harga Emas Global dari Rp 1,950,000 menjadi Rp 19,500,000 per gram? Semua group yang ikut harga global akan dihitung ulang.'),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(field).toHaveValue('Rp. 19,500,000 ,-');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });

  it('refuses a price above Rp 100,000,000 per gram before asking or sending', async () => {
    const { user, calls, field } = await openGlobalPrice();
    await user.clear(field);
    await user.type(field, '999999999999999');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Harga Emas Global tidak boleh lebih dari Rp 100,000,000 per gram')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-yes')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

const GROUPS: HargaEmasGroupRow[] = [
  {
    kode_group: 'LM24',
    nama_group: 'LOGAM MULIA 24K',
    kadar: 99.9,
    ikut_harga_global: true,
    persen_harga_beli: 97,
    harga: { id: 1, kode_group: 'LM24', nama_group: 'LOGAM MULIA 24K', kadar: 99.9, harga_jual: 1_948_500, harga_beli: 1_890_500, tgl_berlaku: '2025-03-10', sumber: 'GLOBAL', nominal_global: 1_950_000, input_by: 'SEED', input_date: '2025-03-10T01:00:00.000Z' },
  },
  { kode_group: 'EP18', nama_group: 'EMAS PUTIH 18K', kadar: 75, ikut_harga_global: false, persen_harga_beli: 85, harga: null },
];

describe('/master-parameter-harga-emas', () => {
  it('shows the price in force per group and saves new prices from a date as history', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let groups = GROUPS;
    const { calls } = renderScreen(<HargaEmasPage />, {
      user: OWNER,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.path === 'parameter-harga-emas/global') return ok(GLOBAL);
        if (r.path === 'parameter-harga-emas' && r.method === 'GET') return ok({ tanggal: r.query.get('tanggal') ?? '2025-03-11', groups });
        if (r.path === 'parameter-harga-emas' && r.method === 'POST') {
          const body = r.body as { tgl_berlaku: string; detail: { kode_group: string; harga_jual: number; harga_beli: number }[] };
          if (body.detail.some((d) => d.kode_group === 'EP18' && d.harga_beli > d.harga_jual)) return fail(400, 'Data Gagal disimpan');
          groups = groups.map((g) => {
            const d = body.detail.find((x) => x.kode_group === g.kode_group);
            return d ? { ...g, harga: { ...GROUPS[0]!.harga!, ...d, nama_group: g.nama_group, kadar: g.kadar, tgl_berlaku: body.tgl_berlaku, sumber: 'MANUAL' as const, nominal_global: null } } : g;
          });
          return ok([], 'Data Berhasil Disimpan');
        }
        if (r.path === 'parameter-harga-emas/history') return ok([{ ...GROUPS[0]!.harga! }]);
        return undefined;
      },
    });
    expect(await screen.findByText('Rp 1,948,500')).toBeInTheDocument();
    expect(screen.getByText('Rp 1,890,500')).toBeInTheDocument();
    expect(screen.getByText('10-03-2025')).toBeInTheDocument();
    expect(screen.getByText('Belum Diatur')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Harga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Harga Emas' });
    expect(within(dialog).getByRole('textbox', { name: 'Berlaku Mulai' })).toHaveValue('11-03-2025');
    // groups priced by hand are ticked; the ones following the global price are not
    expect(within(dialog).getByRole('checkbox', { name: 'Ubah EP18' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ubah LM24' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Harga Jual / Gram LM24' })).toHaveValue('Rp. 1,948,500 ,-');
    // the buying price may not be above the selling price (domain schema), nothing sent
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga Jual / Gram EP18' }), '1500000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga Beli / Gram EP18' }), '1600000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Harga Beli tidak boleh lebih besar dari Harga Jual')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const beli = within(dialog).getByRole('textbox', { name: 'Harga Beli / Gram EP18' });
    await user.clear(beli);
    await user.type(beli, '1275000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Data Berhasil Disimpan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tgl_berlaku: '2025-03-11', detail: [{ kode_group: 'EP18', harga_jual: 1_500_000, harga_beli: 1_275_000 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rp 1,275,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Riwayat LM24' }));
    const history = await screen.findByRole('dialog', { name: 'Riwayat Harga Emas' });
    expect(await within(history).findByText('Rp 1,948,500')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'parameter-harga-emas/history')?.query.get('kode_group')).toBe('LM24');
  });
});
