import { parseOrderCsv, splitCsv } from '@emas/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readOrderFile } from './order-file';

async function xlsxFile(rows: (string | number)[][], name = 'order.xlsx'): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('orders');
  for (const r of rows) sheet.addRow(r);
  const buffer = await book.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('readOrderFile', () => {
  it('reads a CSV file as it is', async () => {
    const text = 'no_order,nama_pembeli\nA1,Sari\n';
    expect(await readOrderFile(new File([text], 'order.csv', { type: 'text/csv' }))).toBe(text);
  });

  it('turns a seller centre Excel file into the CSV the import reads, commas and quotes kept inside their field', async () => {
    const file = await xlsxFile([
      ['No. Pesanan', 'Nama Pembeli', 'Alamat Pengiriman', 'SKU', 'Harga Awal'],
      ['2411ABC', 'Sari "Ayu"', 'Jl. Merdeka 1, Bandung', 'BRC0001', 1250000],
      ['2411ABD', 'Budi', '', 'BRC0002', 980000],
    ]);
    const csv = await readOrderFile(file);
    expect(splitCsv(csv)).toEqual([
      ['No. Pesanan', 'Nama Pembeli', 'Alamat Pengiriman', 'SKU', 'Harga Awal'],
      ['2411ABC', 'Sari "Ayu"', 'Jl. Merdeka 1, Bandung', 'BRC0001', '1250000'],
      ['2411ABD', 'Budi', '', 'BRC0002', '980000'],
    ]);
    const { orders, errors } = parseOrderCsv(csv);
    expect(errors).toEqual([]);
    expect(orders.map((o) => [o.no_order, o.nama_pembeli, o.barang.map((b) => [b.kode_barcode, b.harga])])).toEqual([
      ['2411ABC', 'SARI "AYU"', [['BRC0001', 1_250_000]]],
      ['2411ABD', 'BUDI', [['BRC0002', 980_000]]],
    ]);
  });
});
