import type { SaleListRow, SaleReceipt, SaleReceiptLine, TitipListRow, TitipReceipt } from '@emas/domain';

/** Test data of the sales screens (shapes of packages/domain/src/sales schemas). */
export function saleLine(n: number, over: Partial<SaleReceiptLine> = {}): SaleReceiptLine {
  return {
    no_faktur_jual: `JL-BDG-250310-00000${n}`,
    kode_barcode: `BDG000000${n}`,
    nama_barang: `CINCIN ${n}`,
    kode_group: 'P17',
    kode_dept: 'CC',
    kadar: 70,
    berat: '2.345',
    jenis: 'NORMAL',
    jenis_harga: 'GRAM',
    kode_gudang: 'UTAMA',
    kode_baki: `B0${n}`,
    harga_per_gram: 1_000_000,
    ongkos: 50_000,
    harga_hitung: 2_395_000,
    harga: 2_395_000,
    jumlah: 1,
    status: 'AKTIF',
    ...over,
  };
}

export function saleReceipt(no: string, over: Partial<SaleReceipt> = {}): SaleReceipt {
  const detail = over.detail ?? [saleLine(1), saleLine(2)];
  const total = detail.reduce((s, l) => s + l.harga, 0);
  return {
    no_faktur_group: no,
    kode_toko: 'BDG',
    nama_toko: 'TOKO BDG',
    alamat_toko: 'JL. ASIA AFRIKA',
    tgl_system: '2025-03-10',
    created_at: '2025-03-10T03:15:00.000Z',
    input_by: 'KASIRBDG',
    kode_sales: 'S01',
    nama_sales: 'SITI',
    nama_customer: 'BUDI',
    alamat_customer: 'BANDUNG',
    no_hp: '08123456789',
    keterangan: '',
    status: 'AKTIF',
    valid: false,
    valid_by: null,
    diskon: 0,
    total_berat: '4.690',
    total_harga: total,
    grand_total: total,
    total_bayar: total,
    kembalian: 0,
    total_batal: 0,
    alasan_batal: null,
    batal_by: null,
    batal_at: null,
    detail,
    pembayaran: [{ jenis: 'CASH', jumlah_rp: total, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: total, kode_marketplace: null }],
    otorisasi: [],
    titip: null,
    tukar: null,
    ...over,
  };
}

export function listRow(receipt: SaleReceipt): SaleListRow {
  const { detail, pembayaran: _p, otorisasi: _o, titip: _t, tukar: _k, batal_by: _b, batal_at: _a, ...rest } = receipt;
  return { ...rest, jumlah_item: detail.length };
}

export function titipReceipt(no: string, over: Partial<TitipReceipt> = {}): TitipReceipt {
  return {
    no_titip: no,
    kode_toko: 'BDG',
    nama_toko: 'TOKO BDG',
    alamat_toko: 'JL. ASIA AFRIKA',
    tgl_system: '2025-03-10',
    created_at: '2025-03-10T04:00:00.000Z',
    input_by: 'KASIRBDG',
    kode_sales: 'S01',
    nama_sales: 'SITI',
    nama_customer: 'ANI',
    alamat_customer: '',
    no_hp: '0812',
    keterangan: '',
    valid: false,
    valid_by: null,
    total_berat: '2.345',
    total_harga: 2_395_000,
    status: 'AKTIF',
    dp: 500_000,
    sisa: 1_895_000,
    potongan: 0,
    refund: 0,
    alasan_batal: null,
    batal_by: null,
    batal_at: null,
    no_faktur_group: null,
    detail: [
      {
        kode_barcode: 'BDG0000007',
        nama_barang: 'GELANG 7',
        kode_group: 'P17',
        kode_dept: 'GL',
        kadar: 70,
        berat: '2.345',
        jenis_harga: 'GRAM',
        kode_gudang: 'UTAMA',
        kode_baki: 'B07',
        harga_per_gram: 1_000_000,
        ongkos: 50_000,
        harga_hitung: 2_395_000,
        harga: 2_395_000,
      },
    ],
    pembayaran: [{ jenis: 'CASH', jumlah_rp: 500_000, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: 500_000, kode_marketplace: null }],
    otorisasi: [],
    ...over,
  };
}

export function titipRow(titip: TitipReceipt): TitipListRow {
  const { detail, pembayaran: _p, otorisasi: _o, ...rest } = titip;
  return { ...rest, jumlah_item: detail.length };
}
