import { findMaster, type MasterDef, type MasterRow } from '@emas/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sessionUser, type FakeRequest } from '../test-app';
import { useReference } from '../../lib/reference';
import { fakeMasters } from './fake-masters';
import { MasterPage } from './MasterPage';
import { columnOf } from './master-resource';

const def = (key: string): MasterDef => findMaster(key)!;

const GUDANG: MasterRow[] = [
  { kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', jenis_gudang: 'JUAL', keterangan: 'Etalase toko' },
  { kode_gudang: 'BELI', nama_gudang: 'GUDANG BELI', jenis_gudang: 'BELI', keterangan: '' },
];
const BAKI: MasterRow[] = [{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA', berat_baki: 245.5, aktif: true }];

function render(key: string, data: Record<string, MasterRow[]>, extra?: React.ReactNode) {
  const server = fakeMasters(data);
  const result = renderScreen(
    <>
      <MasterPage def={def(key)} />
      {extra}
    </>,
    { user: sessionUser('ADMIN', 'SU', 'PST'), api: (r) => server.handle(r) },
  );
  return { ...result, server };
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const gets = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('masterResource: a registry entry as a CRUD screen', () => {
  it('Gudang: title, columns and form fields from the registry, the fixed choices of a select', async () => {
    const user = userEvent.setup({ delay: null });
    render('gudang', { gudang: GUDANG });
    expect(await screen.findByText('GUDANG UTAMA')).toBeInTheDocument();
    expect(screen.getByText('Master Gudang')).toBeInTheDocument();
    expect(headers()).toEqual(['Kode Gudang', 'Nama Gudang', 'Jenis Gudang', 'Keterangan', 'Aksi']);

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Gudang' });
    for (const label of ['Kode Gudang', 'Nama Gudang', 'Jenis Gudang']) expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(within(dialog).getByTestId('field-keterangan')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Jenis Gudang' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['JUAL', 'BELI', 'HANCUR', 'CONTOH']);

    // the registry's schema speaks first: required fields keep the dialog open with their messages
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Kode Gudang Tidak Boleh Kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Nama Gudang Tidak Boleh Kosong')).toBeInTheDocument();
  });

  it("Baki: the warehouse select reads Master Gudang's list; weight and checkbox fields; the saved body", { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, server } = render('baki', { gudang: GUDANG, baki: BAKI });
    expect(await screen.findByText('BAKI CINCIN 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Kode Baki', 'Nama Baki', 'Kode Gudang', 'Berat Baki Kosong', 'Aktif', 'Aksi']);
    expect(screen.getByText('245.500')).toBeInTheDocument();
    expect(screen.getByText('Ya')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Baki' });
    expect(within(dialog).getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Baki' }), 'b08');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Baki' }), 'baki gelang 2');
    await user.click(within(dialog).getByRole('textbox', { name: 'Kode Gudang' }));
    await user.click(await screen.findByRole('option', { name: 'BELI - GUDANG BELI' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Berat Baki Kosong' }), '250,5');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));

    expect(await screen.findByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('baki/create');
    expect(post.body).toEqual({ kode_baki: 'B08', nama_baki: 'BAKI GELANG 2', kode_gudang: 'BELI', berat_baki: 250.5, aktif: true });
    expect(await screen.findByText('BAKI GELANG 2')).toBeInTheDocument();
    expect(server.rows.baki).toHaveLength(2);
    expect(gets(calls, 'gudang/get/all')).toBe(1);
  });

  it('Group: purity is a 2-decimal number up to 500 with the domain messages; the optional price group select', async () => {
    const user = userEvent.setup({ delay: null });
    render('group', { 'kelompok-harga': [{ kelompok_harga: 'TUA', keterangan: 'EMAS TUA' }], group: [] });
    await screen.findByText('Data Group Kosong');
    expect(headers()).toEqual(['Kode Group', 'Nama Group', 'Kadar', 'Kelompok Harga', 'Ikut Harga Global', 'Persen Harga Beli', 'Aksi']);
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Group' });
    expect(within(dialog).getByRole('textbox', { name: 'Persen Harga Beli' })).toHaveValue('90');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Group' }), 'P25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Group' }), 'PERHIASAN');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kadar' }), '501');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Kadar tidak boleh lebih dari 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Kelompok Harga' }));
    expect(await screen.findByRole('option', { name: 'TUA - EMAS TUA' })).toBeInTheDocument();
  });

  it('Parameter Bunga Hutang: Tanggal Berlaku is a date field, shown and typed DD-MM-YYYY, sent YYYY-MM-DD', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const band = { kode_bunga: 'B1', tgl_berlaku: '2026-11-01', pinjaman_dari: 0, pinjaman_sampai: 5_000_000, bunga_persen: 1.25, hari_periode: 15, min_periode: 1, biaya_admin: 10_000 };
    const { calls } = render('para-bunga-hutang', { 'para-bunga-hutang': [band] });
    expect(await screen.findByText('01-11-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Bunga' }), 'b4');
    await user.type(within(dialog).getByTestId('field-tgl_berlaku'), '01-12-2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bunga Per Periode (%)' }), '1,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hari Per Periode' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimal Periode' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ kode_bunga: 'B4', tgl_berlaku: '2026-12-01', bunga_persen: 1.5, hari_periode: 30 });
  });

  it('Keterangan Penjualan (spec 001): no code column or field, its own messages, a generic delete question', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render('keterangan-penjualan', { 'keterangan-penjualan': [{ _id: 'ID1', keterangan: 'BONUS KOTAK', status: 'AKTIF' }] });
    expect(await screen.findByText('BONUS KOTAK')).toBeInTheDocument();
    expect(headers()).toEqual(['Keterangan', 'Status', 'Aksi']);

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Keterangan Penjualan' });
    expect(within(dialog).queryByTestId('field-_id')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Status' })).toHaveValue('AKTIF');
    await user.type(within(dialog).getByTestId('field-keterangan'), 'gratis ongkir');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Data Berhasil Disimpan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'para-keterangan-penjualan', body: { keterangan: 'GRATIS ONGKIR', status: 'AKTIF' } });

    await user.click(screen.getByRole('button', { name: 'Hapus ID1' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menghapus Data Ini ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Data Berhasil Dihapus')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('para-keterangan-penjualan/ID1');
    await waitFor(() => expect(screen.queryByText('BONUS KOTAK')).not.toBeInTheDocument());
  });

  it('shows the description-under-20-characters warning as a warning toast, and the record is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render('kategori', { kategori: [] });
    await screen.findByText('Data Kategori Kosong');
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kategori' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Kategori' }), 'prk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Kategori' }), 'perak');
    await user.type(within(dialog).getByTestId('field-deskripsi'), 'perak 925');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));

    const warning = await screen.findByText('Deskripsi kurang dari 20 karakter');
    expect(warning.closest('.mantine-Notification-root')).toHaveTextContent('Perhatian');
    expect(await screen.findByText('Data Berhasil Ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kode_kategori: 'PRK', nama_kategori: 'PERAK', deskripsi: 'perak 925' });
  });

  it("a duplicate code shows the server's message and leaves the dialog open", async () => {
    const user = userEvent.setup({ delay: null });
    render('sales', { sales: [{ kode_sales: 'S01', nama_sales: 'RINA', no_hp: '' }] });
    await screen.findByText('RINA');
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Sales' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Sales' }), 's01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Sales' }), 'dewi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Kode Sales S01 sudah terdaftar')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambah Sales' })).toBeInTheDocument();
  });
});

/** Another screen's select of warehouses, reading the reference cache. */
function GudangChoices() {
  const gudang = useReference('gudang');
  return <p data-testid="gudang-choices">{(gudang.data ?? []).map((g) => g.kode_gudang).join(',')}</p>;
}

describe('reference data and the master screens', () => {
  it('a save in Master Gudang refreshes the gudang reference that other screens read, without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render('gudang', { gudang: GUDANG }, <GudangChoices />);
    await waitFor(() => expect(screen.getByTestId('gudang-choices')).toHaveTextContent('UTAMA,BELI'));
    const before = gets(calls, 'gudang/get/all');

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Gudang' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Gudang' }), 'brankas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Gudang' }), 'brankas toko');
    await user.click(within(dialog).getByRole('textbox', { name: 'Jenis Gudang' }));
    await user.click(await screen.findByRole('option', { name: 'JUAL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));

    await waitFor(() => expect(screen.getByTestId('gudang-choices')).toHaveTextContent('UTAMA,BELI,BRANKAS'));
    // the reference was read again (besides the screen's own list)
    expect(gets(calls, 'gudang/get/all')).toBeGreaterThanOrEqual(before + 2);
  });
});

describe('a master in the picked language', () => {
  afterEach(async () => {
    await act(async () => {
      await i18n.changeLanguage('id');
    });
  });

  it.each([
    ['en', 'Master Salesperson', 'Add Salesperson', 'Salesperson Code', 'Salesperson Code must not be empty', 'Salesperson Code may only contain letters, digits, dots, underscores or hyphens'],
    ['jp', '販売員マスター', '販売員を追加', '販売員コード', '販売員コードは必須です', '販売員コードには英字、数字、ピリオド、アンダースコア、ハイフンのみ使用できます'],
    ['hk', '銷售員主檔', '新增銷售員', '銷售員代碼', '銷售員代碼不可留空', '銷售員代碼只可包含字母、數字、點、底線或連字號'],
  ])('Sales in %s: title, form title, labels and the field checks', async (lang, title, addTitle, codeLabel, required, pattern) => {
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      await i18n.changeLanguage(lang);
    });
    render('sales', { sales: [] });
    expect(await screen.findByText(title)).toBeInTheDocument();
    await user.click(screen.getByTestId('crud-add'));
    const dialog = await screen.findByRole('dialog', { name: addTitle });
    await user.click(within(dialog).getByTestId('crud-save'));
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: codeLabel }), 'S 01');
    expect(await within(dialog).findByText(pattern)).toBeInTheDocument();
  });
});

describe("columnOf: a number column shows its field's declared decimals", () => {
  it('the price grid shows the smallest carat band as 0.001 - 0.029, not 0.00 - 0.03', () => {
    const grid = findMaster('parameter-berlian')!;
    const row = { karat_dari: '0.001', karat_sampai: '0.029' } as unknown as MasterRow;
    const text = (name: string) => columnOf(grid.fields.find((f) => f.name === name)!, i18n.t).text!(row);
    expect([text('karat_dari'), text('karat_sampai')]).toEqual(['0.001', '0.029']);
  });
});
