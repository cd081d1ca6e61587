import { dictionaries } from '@emas/domain/i18n/all';
import { DEFAULT_SETTING_NOTA, type PurchaseReceipt, type PurchaseReceiptLine } from '@emas/domain';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { purchaseReceiptModel } from './purchase-receipt';
import { buildReceiptPdf } from './receipt-pdf';
import { columnEdges, RECEIPT_ADDRESS, saleReceiptFixture } from './receipt-fixtures';
import { saleReceiptModel } from './sale-receipt';

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

const AT = new Date('2026-11-22T08:45:10.000Z');
const options = { settings: DEFAULT_SETTING_NOTA, duplicate: false, printedBy: 'KASIRBDG', printedAt: AT };

function line(overrides: Partial<PurchaseReceiptLine> = {}): PurchaseReceiptLine {
  return {
    no_faktur_beli: 'BL-BDG-261122-000001',
    no_faktur_jual: null,
    kode_barcode: 'BDG0000901',
    nama_barang: 'GELANG PATAH',
    kode_group: 'P17',
    kode_dept: 'GL',
    kadar: 70,
    kode_kondisi: 'RUSAK',
    nama_kondisi: 'RUSAK / PATAH',
    kode_harga: null,
    harga_emas: 1_000_000,
    berat_nota: null,
    harga_nota: null,
    berat: '5.000',
    berat_dipakai: '5.000',
    nilai_emas: 5_000_000,
    potongan_kondisi: 125_000,
    potongan_rugi: 250_000,
    rugi_nota_berlaku: true,
    harga_hitung: 4_625_000,
    harga: 4_625_000,
    tujuan: 'HANCUR',
    kode_gudang: 'BELI',
    kode_baki: 'BL01',
    status: 'AKTIF',
    ...overrides,
  };
}

function receipt(overrides: Partial<PurchaseReceipt> = {}): PurchaseReceipt {
  return {
    no_faktur_group: 'FB-BDG-261122-000001',
    kode_toko: 'BDG',
    nama_toko: 'EMAS SEJAHTERA BANDUNG',
    alamat_toko: RECEIPT_ADDRESS,
    tgl_system: '2026-11-22',
    created_at: AT.toISOString(),
    input_by: 'KASIRBDG',
    kode_sales: 'S01',
    nama_sales: 'RINA ANGGRAINI',
    nama_customer: 'IBU WATI',
    alamat_customer: '',
    no_hp: '081234567890',
    keterangan: '',
    status: 'AKTIF',
    valid: false,
    valid_by: null,
    total_berat: '7.300',
    total_hitung: 7_100_000,
    total_harga: 7_100_000,
    jenis_bayar: 'TRANSFER',
    kode_bank: 'BCA',
    no_rekening: '5270028812',
    no_faktur_tukar: null,
    alasan_batal: null,
    batal_by: null,
    batal_at: null,
    otorisasi: [],
    detail: [line(), line({ no_faktur_beli: 'BL-BDG-261122-000002', no_faktur_jual: 'JL-BDG-261120-000007', nama_barang: 'CINCIN', kode_barcode: 'BDG0000902', kode_kondisi: 'NORMAL', nama_kondisi: 'NORMAL', berat: '2.379', berat_dipakai: '2.350', potongan_kondisi: 0, potongan_rugi: 0, harga: 2_475_000, tujuan: 'STOCK' })],
    ...overrides,
  };
}

describe('the buy-back receipt', () => {
  it('shows each piece with its condition and loss deductions, the weight paid for, and the payment out', () => {
    const model = purchaseReceiptModel(receipt(), options);
    expect(model.title).toBe('NOTA PEMBELIAN');
    expect(model.number).toBe('FB-BDG-261122-000001');
    expect(model.rows[0]).toEqual(['1', 'GELANG PATAH - BDG0000901', 'P17 70', '5.000', '1,000,000', 'RUSAK / PATAH 125,000 / RUGI NOTA 250,000', '4,625,000']);
    // the ladder cut the weight: weighed > paid for
    expect(model.rows[1]![3]).toBe('2.379 > 2.350');
    expect(model.rows[1]![1]).toContain('(JL-BDG-261120-000007)');
    expect(model.rows[1]![5]).toBe('-');
    expect(model.payments).toEqual([{ label: 'TRANSFER BCA 5270028812', value: 'Rp 7,100,000' }]);
    expect(model.printedBy).toContain('Printed By KASIRBDG');
    expect(purchaseReceiptModel(receipt({ status: 'BATAL' }), options).title).toBe('NOTA PEMBELIAN (BATAL)');
  });

  it('prints as a PDF through the same builder as the sale receipt', async () => {
    const bytes = buildReceiptPdf(purchaseReceiptModel(receipt(), options)).output('arraybuffer');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const { text } = await parser.getText();
      expect(text).toContain('NOTA PEMBELIAN');
      expect(text).toContain('RUSAK / PATAH 125,000');
      expect(text).toContain('IBU WATI');
    } finally {
      await parser.destroy();
    }
  });

  it('right-aligns the Berat, Harga/gr and Harga headers over their values', () => {
    const model = purchaseReceiptModel(receipt(), options);
    const edges = columnEdges(buildReceiptPdf(model), model);
    expect(edges.map((e) => e.header)).toEqual(['Berat', 'Harga/gr', 'Harga']);
    for (const e of edges) expect(Math.abs(e.headerRight - e.valueRight), `${e.header} header ends at ${e.headerRight}, its values at ${e.valueRight}`).toBeLessThan(0.3);
  });

  it('prints the buy-back note of the receipt settings, never the sales note', async () => {
    const read = async (settings: typeof DEFAULT_SETTING_NOTA) => {
      const parser = new PDFParse({ data: new Uint8Array(buildReceiptPdf(purchaseReceiptModel(receipt(), { ...options, settings })).output('arraybuffer')) });
      try {
        return (await parser.getText()).text;
      } finally {
        await parser.destroy();
      }
    };
    const own = await read({ ...DEFAULT_SETTING_NOTA, catatan: 'DAPAT DIJUAL KEMBALI KE TOKO', catatan_beli: 'HARGA SESUAI KONDISI BARANG' });
    // cut into lines of 20 characters, as every receipt text
    expect(own).toContain('HARGA SESUAI KONDISI');
    expect(own).not.toContain('DAPAT DIJUAL KEMBALI');
    const byDefault = await read(DEFAULT_SETTING_NOTA);
    expect(byDefault).toContain(DEFAULT_SETTING_NOTA.catatan_beli.slice(0, 20));
    expect(byDefault).not.toContain(DEFAULT_SETTING_NOTA.catatan.slice(0, 20));
    expect(byDefault).not.toContain('dapat dijual kembali');
    // no buy-back note set: none printed
    expect(await read({ ...DEFAULT_SETTING_NOTA, catatan_beli: '' })).not.toContain(DEFAULT_SETTING_NOTA.catatan.slice(0, 20));
  });

  it('a trade-in sale receipt lists the pieces traded in, their value taken off', () => {
    const sale = saleReceiptFixture({
      tukar: { no_faktur_beli: 'FB-BDG-261122-000003', total: 1_500_000, detail: [{ no_faktur_beli: 'BL-BDG-261122-000009', nama_barang: 'CINCIN LAMA', kode_group: 'P17', kadar: 70, berat: '1.000', harga: 1_500_000 }] },
    });
    const model = saleReceiptModel(sale, options);
    const last = model.rows[model.rows.length - 1]!;
    expect(last[1]).toBe('BL-BDG-261122-000009');
    expect(last[2]).toBe('TUKAR: CINCIN LAMA');
    expect(last[last.length - 1]).toBe('-1,500,000');
    expect(model.totals).toContainEqual({ label: 'Nilai Tukar', value: 'Rp 1,500,000' });
  });
});
