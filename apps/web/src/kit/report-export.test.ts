import { splitAddressLines } from '@emas/domain';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { REPORT_EXCEL_HEADER_ROWS, buildReportExcel } from './report-excel';
import { buildReportPdf, REPORT_PAGE } from './report-pdf';
import { packReportPdfJob, unpackReportPdfJob } from './report-pdf-job';
import type { ReportColumn } from './report-types';
import { buildReportSheet, storeListAddress } from './report-values';

type SaleRow = { no_faktur: string; nama_barang: string; berat: string; harga: number };

const ADDRESS = 'JL. ASIA AFRIKA NO. 123, KELURAHAN BRAGA, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG, JAWA BARAT, INDONESIA 40111';

const columns: ReportColumn<SaleRow>[] = [
  { key: 'no_faktur', header: 'No Faktur' },
  { key: 'nama_barang', header: 'Nama Barang', total: 'count' },
  { key: 'berat', header: 'Berat', kind: 'weight', total: 'sum' },
  { key: 'harga', header: 'Harga', kind: 'money', total: 'sum' },
];

function rowsOf(count: number): SaleRow[] {
  return Array.from({ length: count }, (_, i) => ({
    no_faktur: `FJ-${String(i + 1).padStart(4, '0')}`,
    nama_barang: `CINCIN EMAS ${i + 1}`,
    berat: '0.100',
    harga: 1_250_000 + i,
  }));
}

function sheetOf(rows: SaleRow[]) {
  return buildReportSheet(columns, rows, {
    title: 'LAPORAN PENJUALAN',
    period: 'Periode : 01-06-2025 s/d 30-06-2025',
    storeName: 'TOKO EMAS BANDUNG',
    storeAddress: ADDRESS,
    printedBy: 'Printed By SPVBDG / 30-06-2025 17:45:00',
    totalLabel: 'Total',
  });
}

async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}

describe('report PDF builder', () => {
  it('prints the header, the table over several pages, page numbers and the printed-by footer', async () => {
    const rows = rowsOf(70);
    const doc = buildReportPdf(sheetOf(rows));
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(REPORT_PAGE.width, 0);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(REPORT_PAGE.height, 0);

    const { text, pages } = await pdfText(doc.output('arraybuffer'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('TOKO EMAS BANDUNG');
    expect(ADDRESS.length).toBeGreaterThan(48);
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines).toContain('JL. ASIA AFRIKA NO. 123, KELURAHAN BRAGA, KECAMA');
    expect(lines).toContain('TAN SUMUR BANDUNG, KOTA BANDUNG, JAWA BARA');
    // characters past 90 are not printed
    expect(text).not.toContain('INDONESIA');
    expect(text).toContain('LAPORAN PENJUALAN');
    expect(text).toContain('Periode : 01-06-2025 s/d 30-06-2025');
    expect(text).toContain('FJ-0001');
    expect(text).toContain('CINCIN EMAS 70');
    expect(text).toContain('1,250,069');
    for (let page = 1; page <= pages.length; page += 1) {
      expect(pages[page - 1]).toContain(`${page} of ${pages.length}`);
      expect(pages[page - 1]).toContain('Printed By SPVBDG / 30-06-2025 17:45:00');
    }
    // the totals come once, on the last page: 70 rows, 70 x 0.100 g, money summed as integers
    const last = pages[pages.length - 1]!;
    expect(last).toMatch(/Total\s+70\s+7\.000\s+87,502,415/);
  });

  it('prints 10,000 rows on pages that each carry the column headers, every row once and the totals once, at the end', async () => {
    const count = 10_000;
    const { pages } = await pdfText(buildReportPdf(sheetOf(rowsOf(count))).output('arraybuffer'));
    const invoicesOf = (page: string) => [...page.matchAll(/FJ-(\d{4,5})/g)].map((m) => Number(m[1]));
    const perPage = pages.map(invoicesOf);
    // every row printed once, in order, page after page
    expect(perPage.flat()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // the first page holds fewer rows (the store header), every other but the last as many as the second
    const [first, second] = [perPage[0]!.length, perPage[1]!.length];
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(pages).toHaveLength(1 + Math.ceil((count - first) / second));
    perPage.slice(1, -1).forEach((rows) => expect(rows).toHaveLength(second));
    for (let page = 1; page <= pages.length; page += 1) {
      const text = pages[page - 1]!;
      expect(text).toMatch(/No Faktur\s+Nama Barang\s+Berat\s+Harga/);
      expect(text).toContain(`${page} of ${pages.length}`);
      expect(text).toContain('Printed By SPVBDG / 30-06-2025 17:45:00');
      // the store header only on the first page
      expect(text.includes('TOKO EMAS BANDUNG')).toBe(page === 1);
    }
    // the totals once, on the last page: 10,000 x 0.100 g and the sum of 1,250,000 + i
    const totalPages = pages.filter((text) => /^Total\b/m.test(text));
    expect(totalPages).toHaveLength(1);
    expect(pages[pages.length - 1]).toMatch(/Total\s+10,000\s+1,000\.000\s+12,549,995,000/);
  });

  it('keeps every digit of a number: text columns wrap between words, number columns keep their widest value', async () => {
    type Wide = { nama: string } & Record<`n${number}`, number>;
    const figures = Array.from({ length: 9 }, (_, i) => `n${i}` as const);
    const wideColumns: ReportColumn<Wide>[] = [
      { key: 'nama', header: 'Nama Barang Dengan Keterangan' },
      ...figures.map((key, i) => ({ key, header: `Nilai Ke ${i + 1}`, kind: 'money' as const, total: 'sum' as const })),
    ];
    const name = 'CINCIN EMAS KUNING DENGAN BATU PERMATA MERAH DAN UKIRAN NAMA PASANGAN DI BAGIAN DALAM CINCIN (CAFÉ)';
    const row = { nama: name, ...Object.fromEntries(figures.map((key, i) => [key, 98_765_432_100 + i])) } as Wide;
    const sheet = buildReportSheet(wideColumns, [row, { ...row, nama: 'GELANG' }], {
      title: 'LAPORAN',
      period: '',
      storeName: 'TOKO',
      storeAddress: 'JL. BRAGA 1',
      printedBy: 'Printed By X / 30-06-2025 17:45:00',
      totalLabel: 'Total',
    });
    const { text } = await pdfText(buildReportPdf(sheet).output('arraybuffer'));
    figures.forEach((_, i) => {
      expect(text).toContain(`98,765,432,${100 + i}`);
      expect(text).toContain(`197,530,864,${200 + 2 * i}`);
    });
    // the long name is wrapped, not cut: every word is printed (the accented one by jsPDF's own encoding)
    for (const word of name.split(' ')) expect(text).toContain(word);
    expect(text).toContain('GELANG');
  });

  it('prints only one address line when the address is short', async () => {
    const sheet = { ...sheetOf(rowsOf(2)), storeAddress: 'JL. BRAGA 1' };
    const { text, pages } = await pdfText(buildReportPdf(sheet).output('arraybuffer'));
    expect(pages).toHaveLength(1);
    expect(text).toContain('JL. BRAGA 1');
    expect(pages[0]).toContain('1 of 1');
  });
});

describe('report Excel builder', () => {
  it('writes the header block, the column headers, numbers as numbers and the totals row', async () => {
    const rows = rowsOf(3);
    const bytes = await buildReportExcel(sheetOf(rows));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const ws = workbook.worksheets[0]!;
    expect(ws.name).toBe('LAPORAN PENJUALAN');
    expect(ws.getCell('A1').value).toBe('TOKO EMAS BANDUNG');
    expect(ws.getCell('A2').value).toBe(ADDRESS.slice(0, 48));
    expect(ws.getCell('A3').value).toBe(ADDRESS.slice(48, 90));
    expect(ws.getCell('A4').value).toBe('LAPORAN PENJUALAN');
    expect(ws.getCell('A5').value).toBe('Periode : 01-06-2025 s/d 30-06-2025');

    const header = ws.getRow(REPORT_EXCEL_HEADER_ROWS + 1).values as unknown[];
    expect(header.slice(1)).toEqual(['No Faktur', 'Nama Barang', 'Berat', 'Harga']);
    const first = ws.getRow(REPORT_EXCEL_HEADER_ROWS + 2);
    expect(first.getCell(1).value).toBe('FJ-0001');
    expect(first.getCell(3).value).toBe(0.1);
    expect(first.getCell(3).numFmt).toBe('#,##0.000');
    expect(first.getCell(4).value).toBe(1_250_000);

    const totals = ws.getRow(REPORT_EXCEL_HEADER_ROWS + 2 + rows.length);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(2).value).toBe(3);
    expect(totals.getCell(3).value).toBe(0.3);
    expect(totals.getCell(4).value).toBe(1_250_000 + 1_250_001 + 1_250_002);
    expect(totals.getCell(4).font?.bold).toBe(true);
  });
});

describe('report totals', () => {
  it('sums weights in milligrams, so 0.1 + 0.2 is exactly 0.300', () => {
    const sheet = buildReportSheet(columns, [
      { no_faktur: 'A', nama_barang: 'X', berat: '0.1', harga: 1 },
      { no_faktur: 'B', nama_barang: 'Y', berat: '0.2', harga: 2 },
    ], { title: '', period: '', storeName: '', storeAddress: '', printedBy: '', totalLabel: 'Total' });
    expect(sheet.totals?.map((c) => c.text)).toEqual(['Total', '2', '0.300', '3']);
    expect(sheet.totals?.[2]?.value).toBe(0.3);
  });

  it('keeps the line name when the first column holds a count (Total 2, not a bare 2)', () => {
    const counted: ReportColumn<SaleRow>[] = [{ key: 'no_faktur', header: 'No Faktur', total: 'count' }, ...columns.slice(2)];
    const sheet = buildReportSheet(counted, [
      { no_faktur: 'A', nama_barang: 'X', berat: '0.1', harga: 1 },
      { no_faktur: 'B', nama_barang: 'Y', berat: '0.2', harga: 2 },
    ], { title: '', period: '', storeName: '', storeAddress: '', printedBy: '', totalLabel: 'Subtotal BDG' });
    expect(sheet.totals?.map((c) => c.text)).toEqual(['Subtotal BDG 2', '0.300', '3']);
    expect(sheet.totals?.[0]?.value).toBe('Subtotal BDG 2');
  });
});

describe('all-store header', () => {
  it('lists the store codes in the two printed address lines, never cutting a code, and counts the rest', () => {
    expect(storeListAddress(['BDG', 'PST', 'SBY'])).toBe('BDG, PST, SBY');
    const codes = Array.from({ length: 30 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
    const [line1, line2] = splitAddressLines(storeListAddress(codes));
    expect(line1.trim()).toBe('T01, T02, T03, T04, T05, T06, T07, T08, T09,');
    expect(line2).toBe('T10, T11, T12, T13, T14, T15, T16, +14');
    expect(storeListAddress(codes.slice(0, 17)).slice(48)).toBe('T10, T11, T12, T13, T14, T15, T16, T17');
    expect(storeListAddress(codes.slice(0, 18)).slice(48)).toBe('T10, T11, T12, T13, T14, T15, T16, T17, +1');
  });
});

describe('report PDF job sent to the worker', () => {
  it('packs the rows into one string and unpacks the same printed texts', () => {
    const sheet = sheetOf(rowsOf(3));
    const packed = packReportPdfJob({ sheet, pageLabel: '%PAGE% of %PAGES%' });
    expect(typeof packed.rows).toBe('string');
    const { sheet: back, pageLabel } = unpackReportPdfJob(packed);
    expect(pageLabel).toBe('%PAGE% of %PAGES%');
    expect(back.rows.map((row) => row.map((c) => c.text))).toEqual(sheet.rows.map((row) => row.map((c) => c.text)));
    expect(back.totals).toEqual(sheet.totals);
    expect({ ...back, rows: [] }).toEqual({ ...sheet, rows: [] });
  });

  it('keeps empty cells, an empty sheet, and a text holding a separator character in its own cell', () => {
    const sheet = sheetOf([]);
    expect(unpackReportPdfJob(packReportPdfJob({ sheet, pageLabel: '' })).sheet.rows).toEqual([]);
    const odd = { ...sheet, rows: [[{ text: '', value: null }, { text: 'A\u001fB\u001eC', value: null }, { text: '', value: null }, { text: '1', value: 1 }]] };
    expect(unpackReportPdfJob(packReportPdfJob({ sheet: odd, pageLabel: '' })).sheet.rows.map((row) => row.map((c) => c.text))).toEqual([['', 'A B C', '', '1']]);
  });
});
