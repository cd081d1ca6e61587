import { requiredCode, requiredText } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CrudPage } from './CrudPage';
import { optionsFrom, type CrudResource } from './crud-types';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from './test-app';

type Baki = { kode_baki: string; nama_baki: string; kode_gudang: string; berat_baki: number; harga: number; diskon: number; aktif: boolean };
type Gudang = { kode_gudang: string; nama_gudang: string };

const bakiSchema = z.object({
  kode_baki: requiredCode('Kode Baki', 10),
  nama_baki: requiredText('Nama Baki', 50).transform((v) => v.toUpperCase()),
  kode_gudang: z.string({ error: 'Kode Gudang Tidak Boleh Kosong' }).min(1, 'Kode Gudang Tidak Boleh Kosong'),
  berat_baki: z.string().min(1, 'Berat Baki Tidak Boleh Kosong').transform(Number),
  harga: z.number({ error: 'Harga Tidak Boleh Kosong' }).int(),
  diskon: z.string().transform((v) => (v === '' ? 0 : Number(v))),
  aktif: z.boolean(),
});
const bakiUpdateSchema = bakiSchema.omit({ kode_baki: true });

const resource: CrudResource<Baki> = {
  key: 'baki',
  title: 'Master Baki',
  recordName: 'Baki',
  codeField: 'kode_baki',
  list: 'baki',
  emptyText: 'Data Baki Kosong',
  columns: [
    { key: 'kode_baki', header: 'Kode Baki' },
    { key: 'nama_baki', header: 'Nama Baki' },
    { key: 'kode_gudang', header: 'Gudang' },
  ],
  fields: [
    { name: 'kode_baki', label: 'Kode Baki', type: 'text', required: true },
    { name: 'nama_baki', label: 'Nama Baki', type: 'text', required: true },
    { name: 'kode_gudang', label: 'Kode Gudang', type: 'select', required: true, optionsFrom: optionsFrom<Gudang>('gudang/get/all', (g) => ({ value: g.kode_gudang, label: `${g.kode_gudang} - ${g.nama_gudang}` })) },
    { name: 'berat_baki', label: 'Berat Baki', type: 'weight', required: true },
    { name: 'harga', label: 'Harga', type: 'money', required: true },
    { name: 'diskon', label: 'Diskon', type: 'percent' },
    { name: 'aktif', label: 'Aktif', type: 'checkbox', defaultValue: true },
  ],
  schema: { create: bakiSchema, update: bakiUpdateSchema },
  create: { path: 'baki/create' },
  update: { path: 'baki/update/:kode_baki' },
  remove: { path: 'baki/delete/:kode_baki' },
};

type Server = { rows: Baki[]; onWrite?: (request: FakeRequest) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>> | undefined };

function fakeServer(server: Server) {
  return (request: FakeRequest) => {
    if (request.path === 'tokos') return ok([]);
    if (request.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' }, { kode_gudang: 'BELAKANG', nama_gudang: 'GUDANG BELAKANG' }]);
    if (request.method === 'GET' && request.path === 'baki') return ok(server.rows);
    return server.onWrite?.(request);
  };
}

function renderBaki(server: Server) {
  return renderScreen(<CrudPage resource={resource} />, { user: sessionUser('ADMIN', 'SU', 'PST'), api: fakeServer(server) });
}

const B1: Baki = { kode_baki: 'B01', nama_baki: 'BAKI CINCIN', kode_gudang: 'UTAMA', berat_baki: 120.5, harga: 15000, diskon: 0, aktif: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CrudPage', () => {
  it("lists the rows, or the resource's empty text", async () => {
    renderBaki({ rows: [] });
    expect(await screen.findByText('Data Baki Kosong')).toBeInTheDocument();
  });

  it('adds a record: field messages from the schema, the typed values sent, a server message shown, the list reloaded', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { rows: [] };
    let release: () => void = () => undefined;
    server.onWrite = (request) =>
      new Promise((resolve) => {
        release = () => {
          server.rows = [{ ...B1, kode_baki: 'B02', nama_baki: 'BAKI GELANG' }];
          resolve(ok(request.body, 'Baki B02 Berhasil Ditambahkan'));
        };
      });
    const { calls } = renderBaki(server);
    await screen.findByText('Data Baki Kosong');

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Baki' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Kode Baki Tidak Boleh Kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Kode Gudang Tidak Boleh Kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga Tidak Boleh Kosong')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Kode Baki' }), 'b02');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Baki' }), 'baki gelang');
    await user.click(within(dialog).getByRole('textbox', { name: 'Kode Gudang' }));
    await user.click(await screen.findByRole('option', { name: 'BELAKANG - GUDANG BELAKANG' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Berat Baki' }), '98,7654');
    await user.type(within(dialog).getByRole('textbox', { name: 'Harga' }), '25000');
    expect(within(dialog).getByRole('textbox', { name: 'Harga' })).toHaveValue('Rp. 25,000 ,-');
    await user.type(within(dialog).getByRole('textbox', { name: 'Diskon' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));

    // while saving: a spinner with 'Sedang Menyimpan', both buttons disabled
    expect(await within(dialog).findByRole('button', { name: 'Sedang Menyimpan' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    release();

    expect(await screen.findByText('Baki B02 Berhasil Ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('BAKI GELANG')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('baki/create');
    expect(post.body).toEqual({ kode_baki: 'B02', nama_baki: 'BAKI GELANG', kode_gudang: 'BELAKANG', berat_baki: 98.765, harga: 25000, diskon: 12.5, aktif: true });
    expect(calls.filter((c) => c.method === 'GET' && c.path === 'baki')).toHaveLength(2);
  });

  it('edits with the code read-only, sends the update body, and keeps field errors from the server', { timeout: 15_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = {
      rows: [B1],
      onWrite: (request) => (request.method === 'PUT' && request.body && (request.body as Baki).nama_baki === 'X' ? fail(400, 'Nama Baki terlalu pendek', { nama_baki: 'Nama Baki terlalu pendek' }) : ok(request.body)),
    };
    const { calls } = renderBaki(server);
    await user.click(await screen.findByRole('button', { name: 'Edit B01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Baki' });
    const kode = within(dialog).getByRole('textbox', { name: 'Kode Baki' });
    expect(kode).toHaveValue('B01');
    expect(kode).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Berat Baki' })).toHaveValue('120.500');
    expect(within(dialog).getByRole('textbox', { name: 'Harga' })).toHaveValue('Rp. 15,000 ,-');

    const nama = within(dialog).getByRole('textbox', { name: 'Nama Baki' });
    await user.clear(nama);
    await user.type(nama, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await within(dialog).findByText('Nama Baki terlalu pendek')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Baki' })).toBeInTheDocument();

    await user.type(nama, ' baru');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Data Berhasil Dirubah')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.path).toBe('baki/update/B01');
    expect(put.body).toEqual({ nama_baki: 'X BARU', kode_gudang: 'UTAMA', berat_baki: 120.5, harga: 15000, diskon: 0, aktif: true });
  });

  it("asks 'Apakah Anda Yakin Ingin Menghapus Kode ...' with Tidak / OK before deleting", async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = {
      rows: [B1],
      onWrite: (request) => {
        if (request.method !== 'DELETE') return undefined;
        server.rows = [];
        return ok(null);
      },
    };
    const { calls } = renderBaki(server);
    await user.click(await screen.findByRole('button', { name: 'Hapus B01' }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menghapus Kode B01 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Hapus B01' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Data Berhasil Di Hapus')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('baki/delete/B01');
    expect(await screen.findByText('Data Baki Kosong')).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderBaki({ rows: [B1], onWrite: () => fail(409, 'Baki B01 tidak dapat dihapus karena masih dipakai oleh Data Barang (3 data)') });
    await user.click(await screen.findByRole('button', { name: 'Hapus B01' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Baki B01 tidak dapat dihapus karena masih dipakai oleh Data Barang (3 data)')).toBeInTheDocument();
    expect(screen.getByText('BAKI CINCIN')).toBeInTheDocument();
  });
});
