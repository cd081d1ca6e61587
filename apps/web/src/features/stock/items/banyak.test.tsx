import ExcelJS from 'exceljs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser } from '../../../kit/test-app';
import { BANYAK_COLUMNS } from './banyak-columns';
import { readBanyakSheet } from './item-excel';
import { TambahBarangBanyakPage } from './TambahBarangBanyakPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function workbookFile(): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BARANG');
  sheet.addRow(['Kode Barcode', 'Nama Barang', 'KODE_GROUP', 'kode_dept', 'kode_baki', 'berat', 'kadar', 'catatan']);
  sheet.addRow(['scan-01', 'cincin belah rotan', 'P17', 'CC', 'B01', 2.345, 70, 'diabaikan']);
  sheet.addRow([]);
  sheet.addRow(['', 'gelang rantai', 'P17', 'GL', 'B01', 0, 75]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'barang.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('/tambah-barang-banyak', () => {
  it('reads a workbook into rows by its headers', async () => {
    const file = await workbookFile();
    const rows = await readBanyakSheet(await file.arrayBuffer());
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kode_barcode: 'SCAN-01', nama_barang: 'CINCIN BELAH ROTAN', kode_group: 'P17', kode_dept: 'CC', kode_baki: 'B01', berat: '2.345', kadar: '70', size: '' });
    expect(rows[1]).toMatchObject({ kode_barcode: '', nama_barang: 'GELANG RANTAI', berat: '0' });
  });

  it("imports the sheet, shows the server's row errors (nothing saved), then saves", { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    const { calls } = renderScreen(<TambahBarangBanyakPage />, {
      user: SPV,
      api: (r) => {
        if (r.method !== 'POST' || r.path !== 'barang/banyak') return undefined;
        if (refuse) {
          refuse = false;
          return fail(400, 'Baris 2: Berat tidak boleh 0', { '2.berat': 'Berat tidak boleh 0', '1.kode_baki': 'Kode Baki B01 tidak terdaftar' });
        }
        return ok({ no_ref: 'TB-BDG-250310-000001', barang: [{}, {}] }, 'Data Berhasil Ditambahkan');
      },
    });
    await user.upload(screen.getByTestId('excel-input'), await workbookFile());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama Barang 2' })).toHaveValue('GELANG RANTAI'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Kode Barcode 1' })).toHaveValue('SCAN-01');
    expect(screen.getByRole('textbox', { name: 'Berat 1' })).toHaveValue('2.345');

    await user.click(screen.getByTestId('banyak-save'));
    const list = await screen.findByTestId('row-errors');
    expect(within(list).getByText('Baris 1: Baki: Kode Baki B01 tidak terdaftar')).toBeInTheDocument();
    expect(within(list).getByText('Baris 2: Berat: Berat tidak boleh 0')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      barang: [
        { kode_barcode: 'SCAN-01', nama_barang: 'CINCIN BELAH ROTAN', kode_group: 'P17', kode_dept: 'CC', kode_baki: 'B01', berat: '2.345', kadar: '70' },
        { nama_barang: 'GELANG RANTAI', kode_group: 'P17', kode_dept: 'GL', kode_baki: 'B01', berat: '0', kadar: '75' },
      ],
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/),
    });
    // the rows stay for correction
    expect(screen.getByRole('textbox', { name: 'Nama Barang 2' })).toHaveValue('GELANG RANTAI');
    const berat = screen.getByRole('textbox', { name: 'Berat 2' });
    await user.clear(berat);
    await user.type(berat, '1.5');
    await user.click(screen.getByTestId('banyak-save'));
    expect(await screen.findByTestId('banyak-saved')).toHaveTextContent('2 barang tersimpan (TB-BDG-250310-000001)');
    expect(screen.queryByTestId('row-errors')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nama Barang 1' })).toHaveValue('');
  });

  it('labels the columns and the error list like the single-item form and suggests the store codes', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TambahBarangBanyakPage />, {
      user: SPV,
      api: (r) => {
        if (r.method === 'GET' && r.path === 'group/get/all') return ok([{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }]);
        if (r.method === 'GET' && r.path === 'baki/get/all') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }]);
        if (r.method !== 'POST' || r.path !== 'barang/banyak') return undefined;
        return fail(400, 'Baris 1: Nama Barang harus lebih dari 5 karakter', {
          '1.nama_barang': 'Nama Barang harus lebih dari 5 karakter',
          '1.kode_dept': 'Kode Jenis QQ tidak terdaftar',
          '1.kode_barcode': 'Barcode QAY001 sudah ada di tabel',
          '1.jenis_harga': 'Jenis Harga harus GRAM, BANDROL atau AKSESORIS',
          '1.berat': 'Berat tidak boleh kurang dari 0',
        });
      },
    });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Baris', 'Kode Barcode', 'Nama Barang', 'Group', 'Jenis', 'Gudang', 'Baki', 'Berat', 'Kadar', 'Size', 'Kode Intern', 'Jenis Harga', 'Harga Jual', 'Ongkos', '']);

    const group = screen.getByRole('combobox', { name: 'Group 1' });
    const groups = document.getElementById(group.getAttribute('list')!)!;
    await waitFor(() => expect(groups.querySelector('option[value="P17"]')).toHaveAttribute('label', 'P17 - PERHIASAN 17K'));
    const baki = screen.getByRole('combobox', { name: 'Baki 1' });
    await waitFor(() => expect(document.getElementById(baki.getAttribute('list')!)!.querySelector('option[value="B01"]')).not.toBeNull());

    await user.type(screen.getByRole('textbox', { name: 'Nama Barang 1' }), 'abc');
    await user.click(screen.getByTestId('banyak-save'));
    const list = await screen.findByTestId('row-errors');
    expect(within(list).getByText('Baris 1: Kode Barcode: Barcode QAY001 sudah ada di tabel')).toBeInTheDocument();
    expect(within(list).getByText('Baris 1: Nama Barang: Nama Barang harus lebih dari 5 karakter')).toBeInTheDocument();
    expect(within(list).getByText('Baris 1: Jenis: Kode Jenis QQ tidak terdaftar')).toBeInTheDocument();
    expect(within(list).getByText('Baris 1: Berat: Berat tidak boleh kurang dari 0')).toBeInTheDocument();
    expect(within(list).getByText('Baris 1: Jenis Harga: Jenis Harga harus GRAM, BANDROL atau AKSESORIS')).toBeInTheDocument();
  });

  it('downloads the template with the column headers', async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    renderScreen(<TambahBarangBanyakPage />, { user: SPV });
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    expect(files[0]!.name).toBe('TEMPLATE_TAMBAH_BARANG.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[0]!.blob.arrayBuffer());
    const headers: string[] = [];
    workbook.worksheets[0]!.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
    expect(headers).toEqual([...BANYAK_COLUMNS]);
  });
});
