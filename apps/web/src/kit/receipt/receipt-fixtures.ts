import type { SaleReceipt, SaleReceiptLine } from '@emas/domain';

/** A saved sale as the API answers it (saleReceipt), for the receipt and counter tests. */
export const RECEIPT_ADDRESS = 'JL. ASIA AFRIKA NO. 123, KELURAHAN BRAGA, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG 40111';

export function receiptLine(code: string, overrides: Partial<SaleReceiptLine> = {}): SaleReceiptLine {
  return {
    no_faktur_jual: `JL-${code}`,
    kode_barcode: code,
    nama_barang: `CINCIN EMAS ${code.slice(-3)}`,
    kode_group: 'P17',
    kode_dept: 'CC',
    kadar: 75,
    berat: '2.345',
    jenis: 'NORMAL',
    jenis_harga: 'GRAM',
    kode_gudang: 'UTAMA',
    kode_baki: 'B01',
    harga_per_gram: 1_000_000,
    ongkos: 50_000,
    harga_hitung: 2_395_000,
    harga: 2_395_000,
    jumlah: 1,
    status: 'AKTIF',
    ...overrides,
  };
}

export function saleReceiptFixture(overrides: Partial<SaleReceipt> = {}): SaleReceipt {
  return {
    no_faktur_group: 'FJBDG2611220001',
    kode_toko: 'BDG',
    nama_toko: 'TOKO EMAS BANDUNG',
    alamat_toko: RECEIPT_ADDRESS,
    tgl_system: '2026-11-22',
    created_at: '2026-11-22T08:30:00.000Z',
    input_by: 'KASIRBDG',
    kode_sales: 'S01',
    nama_sales: 'RINA',
    nama_customer: 'IBU SITI AMINAH BINTI ABDULLAH',
    alamat_customer: 'JL. MERDEKA NO. 45 BANDUNG',
    no_hp: '081234567890',
    keterangan: 'HADIAH ULANG TAHUN',
    status: 'AKTIF',
    valid: false,
    valid_by: null,
    diskon: 0,
    total_berat: '4.690',
    total_harga: 4_790_000,
    grand_total: 4_790_000,
    total_bayar: 4_800_000,
    kembalian: 10_000,
    total_batal: 0,
    alasan_batal: null,
    batal_by: null,
    batal_at: null,
    detail: [receiptLine('BDG0000101'), receiptLine('BDG0000102')],
    pembayaran: [
      { jenis: 'CARD', jumlah_rp: 4_000_000, kode_bank: 'BCA', no_rekening: '1234567890', fee_persen: 2, jumlah_gesek: 4_080_000, kode_marketplace: null },
      { jenis: 'CASH', jumlah_rp: 800_000, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: 800_000, kode_marketplace: null },
    ],
    otorisasi: [],
    titip: null,
    tukar: null,
    ...overrides,
  };
}
