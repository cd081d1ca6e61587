import type { BarangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { DataBarangPage } from './DataBarangPage';
import { TambahDataBarangPage } from './TambahDataBarangPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MASTERS: Record<string, unknown[]> = {
  'group/get/all': [{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }],
  'jenis/get/all': [{ kode_dept: 'CC', nama_dept: 'CINCIN' }],
  'gudang/get/all': [
    { kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' },
    { kode_gudang: 'BELI', nama_gudang: 'GUDANG BELI' },
  ],
  'baki/get/all': [
    { kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' },
    { kode_baki: 'B09', nama_baki: 'BAKI BELI', kode_gudang: 'BELI' },
  ],
  'baki/get/by-kode-gudang/UTAMA': [{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }],
  'baki/get/by-kode-gudang/BELI': [{ kode_baki: 'B09', nama_baki: 'BAKI BELI', kode_gudang: 'BELI' }],
};

function item(code: string, patch: Partial<BarangRow> = {}): BarangRow {
  return {
    kode_toko: 'BDG',
    kode_barcode: code,
    kode_group: 'P17',
    nama_group: 'PERHIASAN 17K',
    kode_dept: 'CC',
    nama_dept: 'CINCIN',
    kode_gudang: 'UTAMA',
    nama_gudang: 'GUDANG UTAMA',
    kode_baki: 'B01',
    nama_baki: 'BAKI CINCIN 1',
    nama_barang: `CINCIN BELAH ROTAN ${code}`,
    berat: 2.345,
    berat_awal: 2.345,
    kadar: 70,
    kode_intern: '',
    size: '16',
    harga_jual: 0,
    ongkos: 85000,
    jenis_harga: 'GRAM',
    jumlah: 1,
    status: 'READY',
    foto: null,
    tgl_system: '2025-03-10',
    input_by: 'SPVBDG',
    created_at: '',
    updated_at: '',
    updated_by: '',
    ...patch,
  };
}

const amount = (qty: number, berat: number) => ({ qty, berat });
const SALDO = {
  tersembunyi: false,
  tgl_system: '2025-03-10',
  baki: [
    { kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', awal: amount(0, 0), masuk: amount(2, 4.5), keluar: amount(0, 0), akhir: amount(2, 4.5) },
  ],
  gudang: [{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', awal: amount(0, 0), masuk: amount(2, 4.5), keluar: amount(0, 0), akhir: amount(2, 4.5) }],
  total: { awal: amount(0, 0), masuk: amount(2, 4.5), keluar: amount(0, 0), akhir: amount(2, 4.5) },
};

function stockApi(opts: { saldo?: unknown; count?: number } = {}) {
  return (r: FakeRequest) => {
    if (r.method === 'GET' && MASTERS[r.path]) return ok(MASTERS[r.path]);
    if (r.method === 'GET' && r.path === 'barang/saldo') return ok(opts.saldo ?? SALDO);
    if (r.method === 'GET' && r.path === 'barang') {
      const page = Number(r.query.get('page'));
      return ok({ barang: [item(`BDG000000${page}`)], count: opts.count ?? 1, page, limit: 50 });
    }
    return undefined;
  };
}

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === 'barang');
const lastList = (calls: FakeRequest[]) => Object.fromEntries(listCalls(calls).at(-1)!.query.entries());

describe('/data-barang', () => {
  it('sends the filters, sort, search and page to GET barang and shows the summary with 3-decimal weights', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<DataBarangPage />, { user: SPV, api: stockApi({ count: 120 }) });
    expect(await screen.findByText('BDG0000001', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ sort_by: 'kode_barcode', page: '1', limit: '50' });

    // summary: count and weight per warehouse and tray
    const saldo = await screen.findByTestId('saldo-table');
    expect(within(saldo).getByText('B01 - BAKI CINCIN 1')).toBeInTheDocument();
    expect(screen.getByTestId('saldo-total-qty')).toHaveTextContent('2');
    expect(screen.getByTestId('saldo-total-berat')).toHaveTextContent('4.500');
    expect(screen.getAllByText('2.345').length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'P17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis' }), 'CC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gudang' }), 'BELI');
    // the trays follow the warehouse
    const baki = screen.getByRole('combobox', { name: 'Baki' });
    await waitFor(() => expect(within(baki).getByRole('option', { name: 'B09 - BAKI BELI' })).toBeInTheDocument());
    expect(within(baki).queryByRole('option', { name: 'B01 - BAKI CINCIN 1' })).not.toBeInTheDocument();
    await user.selectOptions(baki, 'B09');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urut Berdasarkan' }), 'kode_toko');
    await user.type(screen.getByTestId('barang-search'), 'cincin{Enter}');
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ kode_group: 'P17', kode_dept: 'CC', kode_gudang: 'BELI', kode_baki: 'B09', q: 'CINCIN', sort_by: 'kode_toko', page: '1', limit: '50' }),
    );

    // server-side pages: 120 items, 3 pages
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(lastList(calls).page).toBe('2'));
    expect(await screen.findByText('BDG0000002')).toBeInTheDocument();
  });

  it('shows the hidden note when the server answers tersembunyi', async () => {
    renderScreen(<DataBarangPage />, { user: SPV, api: stockApi({ saldo: { tersembunyi: true, tgl_system: '2025-03-10', baki: [], gudang: [], total: null } }) });
    expect(await screen.findByTestId('saldo-hidden')).toHaveTextContent('Ringkasan saldo barang disembunyikan');
    expect(screen.queryByTestId('saldo-table')).not.toBeInTheDocument();
  });

  it('edits an item in a modal with PUT barang/:code', async () => {
    const user = userEvent.setup({ delay: null });
    const base = stockApi();
    const { calls } = renderScreen(<DataBarangPage />, {
      user: SPV,
      api: (r) => (r.method === 'PUT' ? ok(item('BDG0000001'), 'Data Berhasil Dirubah') : base(r)),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit BDG0000001' }));
    const dialog = await screen.findByRole('dialog');
    const nama = within(dialog).getByRole('textbox', { name: 'Nama Barang' });
    await user.clear(nama);
    await user.type(nama, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama Barang harus lebih dari 5 karakter')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(nama, 'def gh');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Berhasil Dirubah')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'barang/BDG0000001', body: { nama_barang: 'ABCDEF GH', kode_group: 'P17', berat: '2.345' } });
    expect(calls.some((c) => c.path === 'barang/update-profit')).toBe(false);
  });
});

describe('/tambah-data-barang', () => {
  it('shows the schema messages and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<TambahDataBarangPage />, { user: SPV, api: stockApi() });
    await screen.findByRole('option', { name: 'P17 - PERHIASAN 17K' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Nama Barang' }), 'cinc');
    await user.type(screen.getByRole('textbox', { name: 'Berat' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Kadar' }), '600');
    await user.click(screen.getByTestId('tambah-barang-save'));
    expect(await screen.findByText('Nama Barang harus lebih dari 5 karakter')).toBeInTheDocument();
    expect(screen.getByText('Berat tidak boleh 0')).toBeInTheDocument();
    expect(screen.getByText('Kadar tidak boleh lebih dari 500')).toBeInTheDocument();
    expect(screen.getByText('Kode Baki Tidak Boleh Kosong')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves with Enter from field to field, shows the barcode, clears the form and focuses the first field', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const base = stockApi();
    const { calls } = renderScreen(<TambahDataBarangPage />, {
      user: SPV,
      api: (r) => (r.method === 'POST' && r.path === 'barang' ? ok(item('BDG0000301'), 'Data Berhasil Ditambahkan') : base(r)),
    });
    await screen.findByRole('option', { name: 'P17 - PERHIASAN 17K' }, { timeout: 5000 });
    const barcode = screen.getByRole('textbox', { name: 'Kode Barcode' });
    expect(barcode).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Nama Barang' })).toHaveFocus();
    await user.keyboard('cincin belah rotan{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'P17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis' }), 'CC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gudang' }), 'UTAMA');
    const baki = screen.getByRole('combobox', { name: 'Baki' });
    await waitFor(() => expect(within(baki).getByRole('option', { name: 'B01 - BAKI CINCIN 1' })).toBeInTheDocument());
    await user.selectOptions(baki, 'B01');
    await user.type(screen.getByRole('textbox', { name: 'Berat' }), '2.345');
    await user.type(screen.getByRole('textbox', { name: 'Ongkos' }), '85000{Enter}');
    expect(await screen.findByTestId('saved-barcode')).toHaveTextContent('BDG0000301');
    expect(screen.getByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'barang',
      body: { nama_barang: 'CINCIN BELAH ROTAN', kode_group: 'P17', kode_dept: 'CC', kode_gudang: 'UTAMA', kode_baki: 'B01', berat: '2.345', ongkos: 85000, jenis_harga: 'GRAM' },
    });
    expect((calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>).kode_barcode).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Nama Barang' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Berat' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kode Barcode' })).toHaveFocus());
  });

  it('drops the saved-barcode banner once the next item is entered, and when a save fails', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const base = stockApi();
    let posts = 0;
    renderScreen(<TambahDataBarangPage />, {
      user: SPV,
      api: (r) => {
        if (r.method !== 'POST' || r.path !== 'barang') return base(r);
        posts += 1;
        return posts < 3
          ? ok(item(`BDG000030${posts}`), 'Data Berhasil Ditambahkan')
          : fail(409, 'Kode Barcode BDG0000301 sudah terdaftar', { kode_barcode: 'Kode Barcode BDG0000301 sudah terdaftar' });
      },
    });
    await screen.findByRole('option', { name: 'P17 - PERHIASAN 17K' }, { timeout: 5000 });
    const fill = async (barcode: string, nama: string) => {
      if (barcode) await user.type(screen.getByRole('textbox', { name: 'Kode Barcode' }), barcode);
      await user.type(screen.getByRole('textbox', { name: 'Nama Barang' }), nama);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'P17');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis' }), 'CC');
      await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Baki' })).getByRole('option', { name: 'B01 - BAKI CINCIN 1' })).toBeInTheDocument());
      await user.selectOptions(screen.getByRole('combobox', { name: 'Baki' }), 'B01');
      await user.type(screen.getByRole('textbox', { name: 'Berat' }), '1.5');
    };
    const save = () => user.click(screen.getByTestId('tambah-barang-save'));

    // the next item's first keystroke ends the banner of the item saved before
    await fill('', 'cincin belah rotan');
    await save();
    expect(await screen.findByTestId('saved-barcode')).toHaveTextContent('Barcode tersimpan: BDG0000301');
    await user.type(screen.getByRole('textbox', { name: 'Kode Barcode' }), 'bdg0000301');
    expect(screen.queryByTestId('saved-barcode')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Kode Barcode' }));

    // Simpan on the cleared form is refused before sending: the banner goes with it
    await fill('', 'cincin belah rotan dua');
    await save();
    expect(await screen.findByTestId('saved-barcode')).toHaveTextContent('Barcode tersimpan: BDG0000302');
    await save();
    expect(await screen.findByText('Kode Baki Tidak Boleh Kosong')).toBeInTheDocument();
    expect(screen.queryByTestId('saved-barcode')).not.toBeInTheDocument();

    // the next item reuses the barcode and the server refuses it
    await fill('bdg0000301', 'cincin belah rotan tiga');
    await save();
    await waitFor(() => expect(posts).toBe(3));
    expect((await screen.findAllByText('Kode Barcode BDG0000301 sudah terdaftar')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('saved-barcode')).not.toBeInTheDocument();
  });

  it("shows the server's refusal on its field", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const base = stockApi();
    renderScreen(<TambahDataBarangPage />, {
      user: SPV,
      api: (r) =>
        r.method === 'POST'
          ? fail(409, 'Nama Barang CINCIN BELAH ROTAN sudah ada di stock', { nama_barang: 'Nama Barang CINCIN BELAH ROTAN sudah ada di stock' })
          : base(r),
    });
    await screen.findByRole('option', { name: 'P17 - PERHIASAN 17K' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Nama Barang' }), 'cincin belah rotan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'P17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis' }), 'CC');
    await screen.findByRole('option', { name: 'B01 - BAKI CINCIN 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki' }), 'B01');
    await user.type(screen.getByRole('textbox', { name: 'Berat' }), '1');
    await user.click(screen.getByTestId('tambah-barang-save'));
    expect((await screen.findAllByText('Nama Barang CINCIN BELAH ROTAN sudah ada di stock')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Nama Barang' })).toHaveValue('CINCIN BELAH ROTAN');
  });
});
