import type { BarangRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeAnswer, type FakeRequest } from '../../../kit/test-app';
import { DataBarangPage } from './DataBarangPage';
import { TambahDataBarangPage } from './TambahDataBarangPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A real 1x1 JPEG (the bytes the server answers for foto_produk). */
const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  ),
  (c) => c.charCodeAt(0),
);
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function item(code: string, patch: Partial<BarangRow> = {}): BarangRow {
  return {
    kode_toko: 'BDG', kode_barcode: code, kode_group: 'P17', nama_group: 'PERHIASAN 17K', kode_dept: 'CC', nama_dept: 'CINCIN',
    kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', nama_barang: `CINCIN BELAH ROTAN ${code}`,
    berat: 2.345, berat_awal: 2.345, kadar: 70, kode_intern: '', size: '16', harga_jual: 0, ongkos: 85000, jenis_harga: 'GRAM',
    jumlah: 1, status: 'READY', foto: null, tgl_system: '2025-03-10', input_by: 'SPVBDG', created_at: '', updated_at: '', updated_by: '',
    ...patch,
  };
}

const MASTERS: Record<string, unknown[]> = {
  'group/get/all': [{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }],
  'jenis/get/all': [{ kode_dept: 'CC', nama_dept: 'CINCIN' }],
  'gudang/get/all': [{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' }],
  'baki/get/all': [{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }],
  'baki/get/by-kode-gudang/UTAMA': [{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }],
};
const SALDO = { tersembunyi: true, tgl_system: '2025-03-10', baki: [], gudang: [], total: null };

type Upload = { kode_barcode: FormDataEntryValue | null; image: FormDataEntryValue | null };

/**
 * The fake server of the screen plus what the JSON harness cannot carry: multipart uploads (the
 * FormData is recorded and answered by `onUpload`) and photo bytes for foto_produk of codes in `photos`.
 */
function photoServer(opts: { rows: BarangRow[]; photos: Set<string>; onUpload?: (u: Upload) => FakeAnswer; extra?: (r: FakeRequest) => FakeAnswer | undefined }) {
  const uploads: Upload[] = [];
  const photoReads: string[] = [];
  const api = (r: FakeRequest) => {
    if (r.method === 'GET' && MASTERS[r.path]) return ok(MASTERS[r.path]);
    if (r.path === 'barang/saldo') return ok(SALDO);
    if (r.method === 'GET' && r.path === 'barang') return ok({ barang: opts.rows, count: opts.rows.length, page: 1, limit: 50 });
    return opts.extra?.(r);
  };
  const wrap = () => {
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\//, '');
      if (init?.body instanceof FormData) {
        const upload = { kode_barcode: init.body.get('kode_barcode'), image: init.body.get('image') };
        uploads.push(upload);
        const answer = opts.onUpload?.(upload) ?? ok({ kode_barcode: String(upload.kode_barcode), foto: 'BDG/BARANG/0123456789abcdef.jpg', size: 123 }, 'Foto Barang Berhasil Disimpan');
        if (answer.status === 200) opts.photos.add(String(upload.kode_barcode));
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
      }
      if (path.startsWith('foto_produk/')) {
        const code = decodeURIComponent(path.slice('foto_produk/'.length));
        photoReads.push(code);
        expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
        if (opts.photos.has(code)) return new Response(JPEG, { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
        return new Response(JSON.stringify({ status: 'error', message: 'Foto barang tidak ada' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      }
      return inner(input, init);
    });
  };
  return { api, wrap, uploads, photoReads };
}

describe('item photo on /data-barang', () => {
  it('a row with a photo has an icon that opens the photo, fetched with the token', async () => {
    const user = userEvent.setup({ delay: null });
    const server = photoServer({ rows: [item('BDG0000001', { foto: 'BDG/BARANG/aaaa.jpg' }), item('BDG0000002')], photos: new Set(['BDG0000001']) });
    renderScreen(<DataBarangPage />, { user: SPV, api: server.api });
    server.wrap();
    await user.click(await screen.findByRole('button', { name: 'Lihat foto BDG0000001' }, { timeout: 5000 }));
    expect(screen.queryByRole('button', { name: 'Lihat foto BDG0000002' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const img = await within(dialog).findByRole('img', { name: 'Foto barang BDG0000001' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(server.photoReads).toEqual(['BDG0000001']);
  });

  it('the edit modal previews a chosen picture and uploads it with the barcode; a text file is refused before sending', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const photos = new Set<string>();
    const server = photoServer({ rows: [item('BDG0000002')], photos });
    renderScreen(<DataBarangPage />, { user: SPV, api: server.api });
    server.wrap();
    await user.click(await screen.findByRole('button', { name: 'Edit BDG0000002' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('item-photo-none')).toHaveTextContent('Belum ada foto');
    const input = within(dialog).getByTestId('item-photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/*');

    await user.upload(input, new File(['ini bukan gambar'], 'catatan.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByTestId('item-photo-error')).toHaveTextContent('File harus berupa gambar (JPG, PNG atau WEBP)');
    expect(within(dialog).queryByRole('button', { name: 'Simpan Foto' })).not.toBeInTheDocument();
    expect(server.uploads).toHaveLength(0);

    await user.upload(input, new File([PNG], 'cincin.png', { type: 'image/png' }));
    const preview = await within(dialog).findByRole('img', { name: 'Pratinjau foto yang akan disimpan' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Foto' }));
    expect(await screen.findByText('Foto Barang Berhasil Disimpan')).toBeInTheDocument();
    expect(server.uploads).toHaveLength(1);
    expect(server.uploads[0]!.kode_barcode).toBe('BDG0000002');
    const sent = server.uploads[0]!.image as File;
    expect(sent.name).toBe('cincin.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
    // the stored photo is read back from the server
    const stored = await within(dialog).findByRole('img', { name: 'Foto barang BDG0000002' });
    expect(stored.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(within(dialog).getByRole('button', { name: 'Hapus Foto' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a file", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = photoServer({
      rows: [item('BDG0000003')],
      photos: new Set(),
      onUpload: () => fail(400, 'File harus berupa gambar (JPG, PNG atau WEBP)', { image: 'File harus berupa gambar (JPG, PNG atau WEBP)' }),
    });
    renderScreen(<DataBarangPage />, { user: SPV, api: server.api });
    server.wrap();
    await user.click(await screen.findByRole('button', { name: 'Edit BDG0000003' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('item-photo-input'), new File([new Uint8Array([1, 2, 3])], 'rusak.jpg', { type: 'image/jpeg' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Simpan Foto' }));
    expect(await within(dialog).findByTestId('item-photo-error')).toHaveTextContent('File harus berupa gambar (JPG, PNG atau WEBP)');
    expect(server.uploads).toHaveLength(1);
    // the chosen file stays, to try again or cancel; nothing is stored
    expect(within(dialog).getByRole('button', { name: 'Simpan Foto' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Foto barang BDG0000003' })).not.toBeInTheDocument();
  });
});

describe('item photo on /tambah-data-barang', () => {
  it('offers an optional photo for the item just saved, uploaded with its new barcode', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const server = photoServer({
      rows: [],
      photos: new Set(),
      extra: (r) => (r.method === 'POST' && r.path === 'barang' ? ok(item('BDG0000301'), 'Data Berhasil Ditambahkan') : undefined),
    });
    renderScreen(<TambahDataBarangPage />, { user: SPV, api: server.api });
    server.wrap();
    await screen.findByRole('option', { name: 'P17 - PERHIASAN 17K' }, { timeout: 5000 });
    expect(screen.queryByTestId('item-photo')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nama Barang' }), 'cincin belah rotan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'P17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis' }), 'CC');
    await screen.findByRole('option', { name: 'B01 - BAKI CINCIN 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki' }), 'B01');
    await user.type(screen.getByRole('textbox', { name: 'Berat' }), '2.345');
    await user.click(screen.getByTestId('tambah-barang-save'));
    expect(await screen.findByTestId('saved-barcode')).toHaveTextContent('BDG0000301');
    const field = await screen.findByTestId('item-photo');
    expect(field).toHaveTextContent('Foto barang BDG0000301 (opsional)');
    await user.upload(within(field).getByTestId('item-photo-input'), new File([JPEG], 'baru.jpg', { type: 'image/jpeg' }));
    await user.click(await within(field).findByRole('button', { name: 'Simpan Foto' }));
    expect(await screen.findByText('Foto Barang Berhasil Disimpan')).toBeInTheDocument();
    expect(server.uploads.map((u) => u.kode_barcode)).toEqual(['BDG0000301']);
    await waitFor(() => expect(within(field).getByRole('img', { name: 'Foto barang BDG0000301' })).toBeInTheDocument());
  });
});
