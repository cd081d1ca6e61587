import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { buildBuktiPindahPdf, DEFAULT_PHOTO, loadPhotos, type ReceiptTexts } from './transfer-receipt';

/** A real 1x1 JPEG, as GET foto_produk/:kode_barcode answers (image/jpeg). */
const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  ),
  (c) => c.charCodeAt(0),
);

const TEXTS: ReceiptTexts = {
  pdfTitle: 'BUKTI PINDAH BARANG', excelTitle: 'TANDA TERIMA', noPindah: 'No Pindah', tanggal: 'Tanggal', ke: 'Ke', inputBy: 'Input By',
  no: 'No', foto: 'Foto', kodeBarcode: 'Kode Barcode', keterangan: 'Keterangan', dari: 'Dari', berat: 'Berat', size: 'Size', qty: 'Qty',
  hargaJual: 'Harga Jual', total: 'Total', diserahkan: 'Diserahkan', diterima: 'Diterima', printedBy: 'Printed By SPVBDG / 10-03-2025 10:00',
};

describe('BUKTI PINDAH BARANG photos', () => {
  it('draws the stored JPEG of an item that has one and the default image for the others', async () => {
    // the server answers bytes for BDG0000001 and 404 for BDG0000002; a network failure for BDG0000003
    const photos = await loadPhotos(['BDG0000001', 'BDG0000002', 'BDG0000003'], async (code) => {
      if (code === 'BDG0000001') return (await new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } }).blob());
      if (code === 'BDG0000002') return null;
      throw new Error('offline');
    });
    expect(photos[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(photos[1]).toBe(DEFAULT_PHOTO);
    expect(photos[2]).toBe(DEFAULT_PHOTO);

    const line = (code: string) => ({ tgl_system: '2025-03-10', kode_barcode: code, keterangan: `CINCIN ${code}`, dari_gudang: 'UTAMA', dari_baki: 'B01', berat: 2.345, size: '16', qty: 1, harga_jual: 0 });
    const doc = buildBuktiPindahPdf(
      {
        store: { kode_toko: 'BDG', nama_toko: 'TOKO EMAS BANDUNG', alamat_toko: 'JL. ASIA AFRIKA NO. 1' },
        transfer: { no_pindah: 'PB-BDG-250310-000042', tgl_system: '2025-03-10', tgl: '', kode_gudang: 'UTAMA', kode_baki: 'B02', dari_gudang: null, dari_baki: null, asal: [{ kode_gudang: 'UTAMA', kode_baki: 'B01' }], total_qty: 3, total_berat: 7.035, input_by: 'SPVBDG' },
        lines: ['BDG0000001', 'BDG0000002', 'BDG0000003'].map(line),
        texts: TEXTS,
      },
      photos,
    );
    const raw = doc.output();
    // the real photo is embedded as a JPEG image (DCTDecode); the default one as a PNG (FlateDecode)
    expect(raw.match(/\/Filter \/DCTDecode/g)?.length).toBe(1);
    const parser = new PDFParse({ data: new Uint8Array(doc.output('arraybuffer')) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('BDG0000001');
    expect(text).toContain('PB-BDG-250310-000042');
  });
});
