import type { BarangRow, PindahDetailRow, PindahRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { LihatPindahBarangPage } from './LihatPindahBarangPage';
import { PindahBarangPage } from './PindahBarangPage';
import { ScanList } from './ScanList';
import { scanTotals, type ScannedItem } from './scan-list';

const OWNER = sessionUser('OWNER', 'OWN', 'BDG');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function item(kode_barcode: string, berat: number, kode_baki = 'B01'): BarangRow {
  return {
    kode_toko: 'BDG',
    kode_barcode,
    kode_group: 'P17',
    nama_group: 'PERHIASAN 17K',
    kode_dept: 'CC',
    nama_dept: 'CINCIN',
    kode_gudang: 'UTAMA',
    nama_gudang: 'GUDANG UTAMA',
    kode_baki,
    nama_baki: `BAKI ${kode_baki}`,
    nama_barang: `CINCIN ${kode_barcode}`,
    berat,
    berat_awal: berat,
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
    input_by: 'OWNER',
    created_at: '2025-03-10T01:00:00.000Z',
    updated_at: '2025-03-10T01:00:00.000Z',
    updated_by: 'OWNER',
  };
}

const ITEMS: Record<string, BarangRow> = {
  BDG0000001: item('BDG0000001', 0.1),
  BDG0000002: item('BDG0000002', 0.2),
  BDG0000003: item('BDG0000003', 2.345, 'B03'),
  BDG0000008: { ...item('BDG0000008', 1.5, 'HC01'), kode_gudang: 'HANCUR', status: 'HANCUR' },
  BDG0000009: { ...item('BDG0000009', 3, 'B02'), status: 'TERJUAL' },
};

/** The stock API the screens call: item lookup, warehouses and trays. */
function stockApi(extra?: (r: FakeRequest) => ReturnType<Parameters<typeof renderScreen>[1]['api'] & object>) {
  return (r: FakeRequest) => {
    const more = extra?.(r);
    if (more) return more;
    const lookup = /^barang\/(.+)$/.exec(r.path);
    if (r.method === 'GET' && lookup) {
      const found = ITEMS[decodeURIComponent(lookup[1]!)];
      return found ? ok(found) : fail(404, 'Data Tidak Ditemukan');
    }
    if (r.path === 'gudang/get/all') return ok([
        { kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', jenis_gudang: 'JUAL' },
        { kode_gudang: 'BELI', nama_gudang: 'GUDANG BELI', jenis_gudang: 'BELI' },
        { kode_gudang: 'LEBUR', nama_gudang: 'GUDANG LEBUR', jenis_gudang: 'HANCUR' },
      ]);
    if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([
        { kode_baki: 'B01', nama_baki: 'BAKI 1', kode_gudang: 'UTAMA', aktif: true },
        { kode_baki: 'B02', nama_baki: 'BAKI 2', kode_gudang: 'UTAMA', aktif: true },
        { kode_baki: 'B08', nama_baki: 'BAKI 8', kode_gudang: 'UTAMA', aktif: false },
      ]);
    return undefined;
  };
}

function ScanHarness() {
  const [items, setItems] = useState<ScannedItem[]>([]);
  return <ScanList items={items} onChange={setItems} />;
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByRole('textbox', { name: /Kode Barcode/ });
  await user.type(field, `${code}{Enter}`);
}

describe('scan totals', () => {
  it('sums weights in milligrams, exactly', () => {
    expect(scanTotals([{ berat: 0.1 }, { berat: 0.2 }])).toEqual({ count: 2, beratMg: 300, berat: '0.300' });
    expect(scanTotals([])).toEqual({ count: 0, beratMg: 0, berat: '0.000' });
  });
});

describe('the scan list (spec 000 §5: a barcode cannot be added twice to a table)', () => {
  it('looks items up, refuses a duplicate and an unknown code, sums weights exactly, removes rows', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ScanHarness />, { user: OWNER, api: stockApi() });
    await scan(user, 'bdg0000001');
    expect(await screen.findByText('CINCIN BDG0000001')).toBeInTheDocument();
    await scan(user, 'BDG0000002');
    await screen.findByText('CINCIN BDG0000002');
    expect(screen.getByTestId('scan-total-berat')).toHaveTextContent('0.300');

    // the same code again: refused without a second lookup
    const lookups = calls.filter((c) => c.path === 'barang/BDG0000001').length;
    await scan(user, 'BDG0000001');
    expect((await screen.findAllByText('Barcode BDG0000001 sudah ada di tabel')).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === 'barang/BDG0000001').length).toBe(lookups);
    expect(screen.getAllByTestId('scan-row')).toHaveLength(2);

    // unknown: named by its code
    await scan(user, 'NOPE');
    expect((await screen.findAllByText('Barcode NOPE tidak ditemukan')).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('scan-row')).toHaveLength(2);

    await scan(user, 'BDG0000003');
    await screen.findByText('CINCIN BDG0000003');
    expect(screen.getByText('2.345')).toBeInTheDocument();
    expect(screen.getByTestId('scan-total-berat')).toHaveTextContent('2.645');
    expect(screen.getByTestId('scan-count')).toHaveTextContent('3 barang');

    await user.click(screen.getByRole('button', { name: 'Hapus BDG0000002' }));
    expect(screen.getAllByTestId('scan-row')).toHaveLength(2);
    expect(screen.getByTestId('scan-total-berat')).toHaveTextContent('2.445');
  });
});

describe('/pindah-barang refuses at the scan what it cannot move (issue 17 item 4)', () => {
  it('a sold and a melted item are refused with the counter texts; the message clears on the next good scan', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<PindahBarangPage />, { user: OWNER, api: stockApi() });
    const field = screen.getByRole('textbox', { name: /Kode Barcode/ });
    const errorUnder = () => field.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') ?? '';

    await scan(user, 'BDG0000009');
    expect((await screen.findAllByText('Barcode BDG0000009 sudah terjual')).length).toBeGreaterThan(0);
    await scan(user, 'BDG0000008');
    expect((await screen.findAllByText('Barcode BDG0000008 tidak dapat dipindah karena status HANCUR')).length).toBeGreaterThan(0);
    expect(screen.queryAllByTestId('scan-row')).toHaveLength(0);

    await scan(user, 'NOPE');
    await waitFor(() => expect(errorUnder()).toContain('Barcode NOPE tidak ditemukan'));
    await scan(user, 'BDG0000001');
    await screen.findByText('CINCIN BDG0000001');
    await waitFor(() => expect(errorUnder()).not.toContain('Barcode NOPE tidak ditemukan'));
    expect(screen.getAllByTestId('scan-row')).toHaveLength(1);
  });

  it('the field empties as Enter is taken and scans sent at once are all looked up in order', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<PindahBarangPage />, { user: OWNER, api: stockApi() });
    const field = screen.getByRole('textbox', { name: /Kode Barcode/ }) as HTMLInputElement;
    await user.type(field, 'BDG0000001{Enter}');
    expect(field.value).toBe('');
    await user.type(field, 'BDG0000002{Enter}');
    await screen.findByText('CINCIN BDG0000002');
    expect(screen.getAllByTestId('scan-row').map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['BDG0000001', 'BDG0000002']);
  });
});

describe('/pindah-barang', () => {
  it('posts the scanned codes with the destination and shows the no_pindah', async () => {
    const user = userEvent.setup({ delay: null });
    const transfer: PindahRow = {
      no_pindah: 'PB-BDG-250310-000042',
      tgl_system: '2025-03-10',
      tgl: '2025-03-10T03:00:00.000Z',
      kode_gudang: 'UTAMA',
      kode_baki: 'B02',
      dari_gudang: null,
      dari_baki: null,
      asal: [{ kode_gudang: 'UTAMA', kode_baki: 'B01' }, { kode_gudang: 'UTAMA', kode_baki: 'B03' }],
      total_qty: 2,
      total_berat: 2.445,
      input_by: 'OWNER',
    };
    const { calls } = renderScreen(<PindahBarangPage />, {
      user: OWNER,
      api: stockApi((r) => (r.method === 'POST' && r.path === 'pindah-barang' ? ok({ ...transfer, detail: [] }, 'Pindah Barang Berhasil') : undefined)),
    });
    await scan(user, 'BDG0000001');
    await screen.findByText('CINCIN BDG0000001');
    await scan(user, 'BDG0000003');
    await screen.findByText('CINCIN BDG0000003');

    // no tray yet: nothing is sent
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText('Mohon Untuk Pilih Kode Baki')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const gudang = screen.getByRole('combobox', { name: 'Gudang Tujuan' });
    await waitFor(() => expect(within(gudang).getByRole('option', { name: 'UTAMA - GUDANG UTAMA' })).toBeInTheDocument());
    await user.selectOptions(gudang, 'UTAMA');
    const baki = screen.getByRole('combobox', { name: 'Baki Tujuan' });
    await waitFor(() => expect(within(baki).getByRole('option', { name: 'B02 - BAKI 2' })).toBeInTheDocument());
    // a transfer goes to an ordinary warehouse and an active tray only
    expect(within(gudang).queryByRole('option', { name: 'LEBUR - GUDANG LEBUR' })).not.toBeInTheDocument();
    expect(within(baki).queryByRole('option', { name: 'B08 - BAKI 8' })).not.toBeInTheDocument();
    await user.selectOptions(baki, 'B02');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByTestId('no-pindah')).toHaveTextContent('PB-BDG-250310-000042');
    expect(await screen.findByText('Pindah Barang Berhasil')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'pindah-barang',
      body: { kode_barcode: ['BDG0000001', 'BDG0000003'], kode_gudang: 'UTAMA', kode_baki: 'B02' },
    });
    expect(screen.queryAllByTestId('scan-row')).toHaveLength(0);
  });
});

describe('/lihat-pindah-barang (spec 001 §2, §4, §8, §9)', () => {
  const ROW: PindahRow = {
    no_pindah: 'PB-BDG-250310-000042',
    tgl_system: '2025-03-10',
    tgl: '2025-03-10T03:00:00.000Z',
    kode_gudang: 'UTAMA',
    kode_baki: 'B02',
    dari_gudang: null,
    dari_baki: null,
    asal: [{ kode_gudang: 'UTAMA', kode_baki: 'B03' }],
    total_qty: 1,
    total_berat: 2.345,
    input_by: 'OWNER',
  };
  const LINES: PindahDetailRow[] = [
    { tgl_system: '2025-03-10', kode_barcode: 'BDG0000003', keterangan: 'CINCIN BDG0000003', dari_gudang: 'UTAMA', dari_baki: 'B03', berat: 2.345, size: '16', qty: 1, harga_jual: 0 },
  ];

  it('opens on the transfers of the business date and shows where their items came from (issue 17 item 5)', async () => {
    const { calls } = renderScreen(<LihatPindahBarangPage />, {
      user: OWNER,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path !== 'pindahbarang/cetak-ulang') return undefined;
        return ok([ROW, { ...ROW, no_pindah: 'PB-BDG-250310-000043', asal: [], dari_gudang: 'UTAMA', dari_baki: 'B04' }, { ...ROW, no_pindah: 'PB-BDG-250310-000044', asal: [{ kode_gudang: 'UTAMA', kode_baki: 'B01' }, { kode_gudang: 'BELI', kode_baki: 'BL01' }] }]);
      },
    });
    const first = (await screen.findByText('PB-BDG-250310-000042', {}, { timeout: 10_000 })).closest('tr')!;
    const search = calls.find((c) => c.path === 'pindahbarang/cetak-ulang')!;
    expect([search.query.get('start_date'), search.query.get('end_date')]).toEqual(['2025-03-10', '2025-03-10']);
    expect(first).toHaveTextContent('UTAMA / B03');
    expect(screen.getByText('PB-BDG-250310-000043').closest('tr')).toHaveTextContent('UTAMA / B04');
    expect(screen.getByText('PB-BDG-250310-000044').closest('tr')).toHaveTextContent('UTAMA / B01, BELI / BL01');
  });

  it("answers 'Data Hutang Tersedia' with rows, 'Data Yang Anda Cari Tidak Ada' when empty or failed", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: 'rows' | 'empty' | 'error' = 'rows';
    const { calls } = renderScreen(<LihatPindahBarangPage />, {
      user: OWNER,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path !== 'pindahbarang/cetak-ulang') return undefined;
        if (answer === 'rows') return ok([ROW], 'Data Hutang Tersedia');
        if (answer === 'empty') return ok([], 'Data Yang Anda Cari Tidak Ada');
        return fail(500, 'boom');
      },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('10-03-2025'));
    await user.click(screen.getByRole('button', { name: 'Cari Data' }));
    // the screen opened on the day's transfers already: a toast for that search and one for this
    expect((await screen.findAllByText('Data Hutang Tersedia')).length).toBeGreaterThan(0);
    expect(await screen.findByText('PB-BDG-250310-000042')).toBeInTheDocument();
    const search = calls.find((c) => c.path === 'pindahbarang/cetak-ulang')!;
    expect(search.query.get('start_date')).toBe('2025-03-10');
    expect(search.query.get('end_date')).toBe('2025-03-10');

    answer = 'empty';
    await user.click(screen.getByRole('button', { name: 'Cari Data' }));
    expect(await screen.findByText('Data Yang Anda Cari Tidak Ada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('PB-BDG-250310-000042')).not.toBeInTheDocument());

    answer = 'error';
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Cari Data' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect((await screen.findAllByText('Data Yang Anda Cari Tidak Ada')).length).toBeGreaterThan(0);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("prints 'BUKTI PINDAH BARANG.pdf' then 'TANDA_TERIMA.xlsx'; the photo falls back; a failed reprint shows the server text", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    let detail: 'ok' | 'fail' = 'ok';
    const { calls } = renderScreen(<LihatPindahBarangPage />, {
      user: OWNER,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path === 'pindahbarang/cetak-ulang') return ok([ROW], 'Data Hutang Tersedia');
        if (r.path === 'pindahbarang/cetak-ulang/by-no-pindah') return detail === 'ok' ? ok(LINES) : fail(404, 'Data Yang Anda Cari Tidak Ada');
        return undefined;
      },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveValue('10-03-2025'));
    await user.click(screen.getByRole('button', { name: 'Cari Data' }));
    await user.click(await screen.findByRole('button', { name: 'Cetak PB-BDG-250310-000042' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['BUKTI PINDAH BARANG.pdf', 'TANDA_TERIMA.xlsx']), { timeout: 10_000 });
    expect(calls.find((c) => c.path === 'pindahbarang/cetak-ulang/by-no-pindah')?.body).toEqual({ no_pindah: 'PB-BDG-250310-000042' });
    expect(calls.some((c) => c.path === 'foto_produk/BDG0000003')).toBe(true);
    expect(files[0]!.blob.size).toBeGreaterThan(1000);

    detail = 'fail';
    // the row's button is busy until the Excel receipt is handed over
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cetak PB-BDG-250310-000042' })).toBeEnabled(), { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Cetak PB-BDG-250310-000042' }));
    expect((await screen.findAllByText('Data Yang Anda Cari Tidak Ada', {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
    expect(files).toHaveLength(2);
  });
});
