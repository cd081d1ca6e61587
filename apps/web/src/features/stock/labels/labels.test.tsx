import type { BarangRow, HargaEmasGroupRow } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JsBarcode from 'jsbarcode';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { CetakBarcodePage } from './CetakBarcodePage';
import { barcodeBars, buildLabelsPdf, LABEL_LAYOUTS, labelPlaces, labelPrice, sheetsOf } from './labels-pdf';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function item(code: string, patch: Partial<BarangRow> = {}): BarangRow {
  return {
    kode_toko: 'BDG', kode_barcode: code, kode_group: 'P17', nama_group: 'PERHIASAN 17K', kode_dept: 'CC', nama_dept: 'CINCIN',
    kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA', kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', nama_barang: `CINCIN ROTAN ${code}`,
    berat: 2.345, berat_awal: 2.345, kadar: 70, kode_intern: '', size: '16', harga_jual: 0, ongkos: 85000, jenis_harga: 'GRAM',
    jumlah: 1, status: 'READY', foto: null, tgl_system: '2025-03-10', input_by: 'SPVBDG', created_at: '', updated_at: '', updated_by: '',
    ...patch,
  };
}

/** Bars of JsBarcode's own encoding: the runs of '1', counted independently of labels-pdf. */
function jsBarcodeRuns(text: string): number {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128', height: 40, width: 2 });
  return (target.encodings ?? []).map((e) => e.data).join('').match(/1+/g)?.length ?? 0;
}

async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const result = await parser.getText();
  await parser.destroy();
  return { text: result.text, pages: result.total };
}

/** Filled rectangles in the uncompressed content streams: each bar is one `re` + `f`. */
const rectCount = (raw: string) => raw.match(/ re\s*\n\s*f/g)?.length ?? 0;

describe('labels-pdf', () => {
  it('draws one rectangle per bar of JsBarcode CODE128 encoding', () => {
    for (const code of ['BDG0000301', 'SCAN-0001', 'A']) {
      const { bars, modules } = barcodeBars(code);
      expect(bars.length).toBe(jsBarcodeRuns(code));
      expect(bars.reduce((s, b) => s + b.width, 0)).toBeGreaterThan(0);
      expect(Math.max(...bars.map((b) => b.x + b.width))).toBeLessThanOrEqual(modules);
    }
    const doc = buildLabelsPdf({ items: [item('BDG0000301')], layout: 'A4_3X10', start: 1, copies: 1, prices: new Map() });
    expect(rectCount(doc.output())).toBe(jsBarcodeRuns('BDG0000301'));
  });

  it('prints code, name, weight with 3 decimals and the price of each kind', async () => {
    const prices = new Map([['P17', 650000]]);
    const items = [
      item('BDG0000301', { nama_barang: 'CINCIN BELAH ROTAN', berat: 2.345, ongkos: 85000 }),
      item('BDG0000302', { nama_barang: 'LIONTIN HATI', jenis_harga: 'BANDROL', harga_jual: 1750000, berat: 1.2 }),
      item('AKS-001', { nama_barang: 'KOTAK PERHIASAN', jenis_harga: 'AKSESORIS', harga_jual: 25000, berat: 0.5, kode_group: 'XX' }),
    ];
    // GRAM: 2.345 g x 650,000 + 85,000 = 1,524,250 + 85,000
    expect(labelPrice(items[0]!, prices)).toBe(1609250);
    expect(labelPrice(items[1]!, prices)).toBe(1750000);
    expect(labelPrice(items[2]!, prices)).toBe(25000);
    // no price of the group today: the item's own harga_jual
    expect(labelPrice(item('X', { harga_jual: 999000, kode_group: 'P24' }), prices)).toBe(999000);

    const doc = buildLabelsPdf({ items, layout: 'A4_3X10', start: 1, copies: 2, prices });
    const raw = doc.output();
    expect(rectCount(raw)).toBe(2 * (jsBarcodeRuns('BDG0000301') + jsBarcodeRuns('BDG0000302') + jsBarcodeRuns('AKS-001')));
    const { text, pages } = await pdfText(doc.output('arraybuffer'));
    expect(pages).toBe(1);
    for (const s of ['BDG0000301', 'BDG0000302', 'AKS-001', 'CINCIN BELAH ROTAN', 'LIONTIN HATI', 'KOTAK PERHIASAN', '2.345 gr', '1.200 gr', '0.500 gr', 'Rp 1,609,250', 'Rp 1,750,000', 'Rp 25,000']) {
      expect(text).toContain(s);
    }
    expect(text.split('BDG0000302').length - 1).toBe(2);
  });

  it('starts at the chosen place and runs onto a second sheet; a roll prints one tag per page', async () => {
    const a4 = LABEL_LAYOUTS.A4_3X10;
    const places = labelPlaces(a4, 3, 29);
    expect(places.map((p) => p.page)).toEqual([0, 0, 1]);
    // place 29 = row 10, column 2
    expect(places[0]).toEqual({ page: 0, x: a4.left + (a4.width + a4.gapX), y: a4.top + 9 * a4.height });
    expect(places[2]).toEqual({ page: 1, x: a4.left, y: a4.top });
    expect(sheetsOf('A4_3X10', 3, 29)).toBe(2);
    // every label stays on the page
    for (const p of labelPlaces(a4, 30, 1)) {
      expect(p.x + a4.width).toBeLessThanOrEqual(a4.pageWidth);
      expect(p.y + a4.height).toBeLessThanOrEqual(a4.pageHeight);
    }
    const sheets = buildLabelsPdf({ items: [item('BDG0000001'), item('BDG0000002'), item('BDG0000003')], layout: 'A4_3X10', start: 29, copies: 1, prices: new Map() });
    expect(sheets.getNumberOfPages()).toBe(2);

    const roll = buildLabelsPdf({ items: [item('BDG0000001'), item('BDG0000002')], layout: 'ROLL_80X12', start: 5, copies: 2, prices: new Map([['P17', 650000]]) });
    expect(roll.getNumberOfPages()).toBe(4);
    const size = roll.internal.pageSize;
    expect([Math.round(size.getWidth()), Math.round(size.getHeight())]).toEqual([80, 12]);
    const { text } = await pdfText(roll.output('arraybuffer'));
    expect(text).toContain('BDG0000002');
    expect(text).toContain('2.345 gr');
  });
});

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const PRICES: HargaEmasGroupRow[] = [
  {
    kode_group: 'P17', nama_group: 'PERHIASAN 17K', kadar: 70, ikut_harga_global: false, persen_harga_beli: 90,
    harga: { id: 1, kode_group: 'P17', nama_group: 'PERHIASAN 17K', kadar: 70, harga_jual: 650000, harga_beli: 600000, tgl_berlaku: '2025-03-10', sumber: 'MANUAL', nominal_global: null, input_by: 'OWNER', input_date: '2025-03-10T01:00:00.000Z' },
  },
];

function labelApi(r: FakeRequest) {
  if (r.path === 'gudang/get/all') return ok([{ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA' }]);
  if (r.path === 'baki/get/all') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }]);
  if (r.path === 'baki/get/by-kode-gudang/UTAMA') return ok([{ kode_baki: 'B01', nama_baki: 'BAKI CINCIN 1', kode_gudang: 'UTAMA' }]);
  if (r.path === 'group/get/all') return ok([{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }]);
  if (r.path === 'jenis/get/all') return ok([]);
  if (r.path === 'parameter-harga-emas') return ok({ tanggal: '2025-03-10', groups: PRICES });
  if (r.path === 'barang/BDG0000301') return ok(item('BDG0000301', { nama_barang: 'CINCIN BELAH ROTAN' }));
  if (r.path === 'barang/ZZZ') return fail(404, 'Data Tidak Ditemukan');
  if (r.path === 'barang/BDG0000309') return ok(item('BDG0000309', { status: 'TERJUAL' }));
  if (r.path === 'barang') return ok({ barang: [item('BDG0000301'), item('BDG0000305', { nama_barang: 'GELANG RANTAI', jenis_harga: 'BANDROL', harga_jual: 2100000 })], count: 2, page: 1, limit: 500 });
  return undefined;
}

describe('/cetak-barcode', () => {
  it('scans and filters items into one list, then downloads LABEL BARCODE.pdf with their labels', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const { calls } = renderScreen(<CetakBarcodePage />, { user: SPV, api: labelApi });
    expect(await screen.findByTestId('labels-empty')).toBeInTheDocument();
    expect(screen.getByTestId('labels-print')).toBeDisabled();

    const scan = screen.getByTestId('label-scan').querySelector('input')!;
    await user.type(scan, 'bdg0000301{Enter}');
    expect(await screen.findByTestId('label-row-BDG0000301')).toHaveTextContent('Rp 1,609,250');
    await user.type(scan, 'BDG0000301{Enter}');
    expect((await screen.findAllByText('Barcode BDG0000301 sudah ada di tabel')).length).toBeGreaterThan(0);
    await user.type(scan, 'ZZZ{Enter}');
    expect((await screen.findAllByText('Barcode ZZZ tidak ditemukan')).length).toBeGreaterThan(0);

    // by warehouse and tray: the items not yet in the list are added
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gudang' })).toHaveTextContent('GUDANG UTAMA'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gudang' }), 'UTAMA');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Baki' })).toHaveTextContent('BAKI CINCIN 1'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baki' }), 'B01');
    await user.click(screen.getByRole('button', { name: 'Ambil Barang' }));
    expect(await screen.findByTestId('label-row-BDG0000305')).toHaveTextContent('Rp 2,100,000');
    const list = calls.filter((c) => c.path === 'barang').at(-1)!;
    expect(Object.fromEntries(list.query.entries())).toEqual({ kode_gudang: 'UTAMA', kode_baki: 'B01', sort_by: 'kode_barcode', page: '1', limit: '500' });
    expect(screen.getAllByTestId(/^label-row-/)).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ukuran Label' }), 'A4_3X10');
    const startField = screen.getByRole('textbox', { name: 'Mulai Dari Label Ke' });
    await user.clear(startField);
    await user.type(startField, '30');
    const copiesField = screen.getByRole('textbox', { name: 'Jumlah Cetak Per Barang' });
    await user.clear(copiesField);
    await user.type(copiesField, '2');
    expect(screen.getByTestId('labels-total')).toHaveTextContent('2 barang, 4 label, 2 lembar');

    await user.click(screen.getByTestId('labels-print'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('LABEL BARCODE.pdf');
    const { text, pages } = await pdfText(await files[0]!.blob.arrayBuffer());
    expect(pages).toBe(2);
    expect(text).toContain('CINCIN BELAH ROTAN');
    expect(text).toContain('GELANG RANTAI');
    expect(text).toContain('Rp 1,609,250');
    expect(text).toContain('Rp 2,100,000');
    expect(text).toContain('2.345 gr');
    expect(text.split('BDG0000305').length - 1).toBe(2);
  });
});

describe('/cetak-barcode scan (issue 17 item 4)', () => {
  it('refuses a sold piece at the scan: it has no label to print', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<CetakBarcodePage />, { user: SPV, api: labelApi });
    const scan = screen.getByTestId('label-scan').querySelector('input')!;
    await user.type(scan, 'BDG0000309{Enter}');
    expect((await screen.findAllByText('Barcode BDG0000309 sudah terjual')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('label-row-BDG0000309')).not.toBeInTheDocument();
    await user.type(scan, 'BDG0000301{Enter}');
    expect(await screen.findByTestId('label-row-BDG0000301')).toBeInTheDocument();
  });
});

describe('/cetak-barcode diamond pieces (issue 34)', () => {
  it('prints the carats, colour and clarity of a diamond piece after its weight', async () => {
    const doc = buildLabelsPdf({ items: [{ ...item('BDG0000401'), berlian: '0.620ct G/VS1' }, item('BDG0000402')], layout: 'A4_3X10', start: 1, copies: 1, prices: new Map() });
    const { text } = await pdfText(doc.output('arraybuffer'));
    expect(text).toContain('2.345 gr 0.620ct G/VS1');
    expect(text.split('0.620ct').length - 1).toBe(1);
    const roll = buildLabelsPdf({ items: [{ ...item('BDG0000401'), berlian: '0.620ct G/VS1' }], layout: 'ROLL_80X12', start: 1, copies: 1, prices: new Map() });
    expect((await pdfText(roll.output('arraybuffer'))).text).toContain('0.620ct G/VS1');
  });

  it('asks the diamond summary of the listed pieces with the module on', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const api = (r: FakeRequest) =>
      r.path === 'barang-batu/ringkasan' ? ok([{ kode_barcode: 'BDG0000301', total_karat: 0.62, kode_color: 'G', kode_clarity: 'VS1' }]) : labelApi(r);
    const { calls } = renderScreen(<CetakBarcodePage />, { user: SPV, api, modules: { BERLIAN_MODULE: true } });
    const scan = (await screen.findByTestId('label-scan')).querySelector('input')!;
    await user.type(scan, 'BDG0000301{Enter}');
    await screen.findByTestId('label-row-BDG0000301');
    await user.click(screen.getByTestId('labels-print'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(calls.find((c) => c.path === 'barang-batu/ringkasan')!.query.get('kode_barcode')).toBe('BDG0000301');
    expect((await pdfText(await files[0]!.blob.arrayBuffer())).text).toContain('0.620ct G/VS1');
  });
});
