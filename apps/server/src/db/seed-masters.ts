import { DEFAULT_PEMBULATAN, priceFromGlobal } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Master data of the demo chain (README.md, Demo users): the same believable lists in every store, one
 * multi-row insert per table, plus gold prices in force on the seed date.
 */

/** 24-carat price per gram of the demo (rupiah). */
export const DEMO_GLOBAL_PRICE = 1_950_000;

const KADAR = [
  ['24K', 'EMAS 24 KARAT', '99.90'],
  ['23K', 'EMAS 23 KARAT', '95.80'],
  ['22K', 'EMAS 22 KARAT', '91.60'],
  ['20K', 'EMAS 20 KARAT', '83.30'],
  ['18K', 'EMAS 18 KARAT', '75.00'],
  ['17K', 'EMAS 17 KARAT', '70.00'],
  ['16K', 'EMAS 16 KARAT', '66.00'],
  ['9K', 'EMAS 9 KARAT', '37.50'],
] as const;

const KELOMPOK_HARGA = [
  ['TUA', 'EMAS TUA (KADAR 90 KE ATAS)'],
  ['MUDA', 'EMAS MUDA (KADAR DI BAWAH 90)'],
] as const;

/** kode, nama, kadar, kelompok, follows the global price, buying price % of selling price */
const GROUPS = [
  ['LM24', 'LOGAM MULIA 24K', '99.90', 'TUA', true, '97.00'],
  ['P24', 'PERHIASAN 24K', '99.00', 'TUA', true, '95.00'],
  ['P22', 'PERHIASAN 22K', '91.60', 'TUA', true, '93.00'],
  ['P18', 'PERHIASAN 18K', '75.00', 'MUDA', true, '90.00'],
  ['P17', 'PERHIASAN 17K', '70.00', 'MUDA', true, '90.00'],
  ['P16', 'PERHIASAN 16K', '66.00', 'MUDA', true, '88.00'],
  ['P09', 'PERHIASAN 9K', '37.50', 'MUDA', true, '85.00'],
  ['EP18', 'EMAS PUTIH 18K', '75.00', 'MUDA', false, '85.00'],
] as const;

/** Manual price of the group that does not follow the global price: sell, buy. */
const MANUAL_PRICES: Record<string, [number, number]> = { EP18: [1_525_000, 1_296_000] };

const KATEGORI = [
  ['PHS', 'PERHIASAN', 'Perhiasan emas kuning dan putih untuk dijual per gram'],
  ['LM', 'LOGAM MULIA', 'Emas batangan dan koin bersertifikat'],
  ['BRL', 'BERLIAN', 'Perhiasan bertatah berlian dengan sertifikat'],
  ['AKS', 'AKSESORIS', 'Kotak, rantai titanium dan aksesoris dijual per buah'],
] as const;

const JENIS = [
  ['CC', 'CINCIN', 'PHS'],
  ['GL', 'GELANG', 'PHS'],
  ['KL', 'KALUNG', 'PHS'],
  ['AT', 'ANTING', 'PHS'],
  ['LT', 'LIONTIN', 'PHS'],
  ['GW', 'GIWANG', 'PHS'],
  ['BR', 'BROS', 'PHS'],
  ['LM', 'LOGAM MULIA', 'LM'],
  ['CB', 'CINCIN BERLIAN', 'BRL'],
  ['KT', 'KOTAK PERHIASAN', 'AKS'],
] as const;

const GUDANG = [
  ['UTAMA', 'GUDANG UTAMA (ETALASE)', 'JUAL', 'Barang siap jual di etalase toko'],
  ['BELI', 'GUDANG BELI (BUY BACK)', 'BELI', 'Barang hasil pembelian kembali dari customer'],
  ['HANCUR', 'GUDANG HANCUR (PELEBURAN)', 'HANCUR', 'Barang rusak menunggu dilebur'],
  ['CONTOH', 'GUDANG CONTOH', 'CONTOH', 'Barang contoh untuk pesanan'],
] as const;

/** kode, nama, gudang, empty tray weight (grams) */
const BAKI = [
  ['B01', 'BAKI CINCIN 1', 'UTAMA', '245.500'],
  ['B02', 'BAKI CINCIN 2', 'UTAMA', '247.250'],
  ['B03', 'BAKI GELANG', 'UTAMA', '312.000'],
  ['B04', 'BAKI KALUNG', 'UTAMA', '356.750'],
  ['B05', 'BAKI ANTING DAN GIWANG', 'UTAMA', '198.300'],
  ['B06', 'BAKI LIONTIN', 'UTAMA', '201.100'],
  ['B07', 'BAKI LOGAM MULIA', 'UTAMA', '150.000'],
  ['BL01', 'BAKI BELI 1', 'BELI', '250.000'],
  ['BL02', 'BAKI BELI 2', 'BELI', '250.000'],
  ['HC01', 'BAKI HANCUR', 'HANCUR', '300.000'],
  ['CT01', 'BAKI CONTOH', 'CONTOH', '180.000'],
] as const;

const SALES = [
  ['S01', 'RINA ANGGRAINI', '081234560001'],
  ['S02', 'DEWI LESTARI', '081234560002'],
  ['S03', 'AGUS SALIM', '081234560003'],
  ['S04', 'BUDI SANTOSO', '081234560004'],
] as const;

const TUKANG = [
  ['T01', 'PAK SLAMET', '085612340001', 'GG. PANDE EMAS NO. 3'],
  ['T02', 'PAK JUNAEDI', '085612340002', 'JL. KAUMAN NO. 17'],
  ['T03', 'BU SRI (SEPUH)', '085612340003', 'JL. PASAR BARU NO. 8'],
] as const;

/** Repair descriptions (issue 21) with a usual labour cost. */
const DESKRIPSI_SERVICE = [
  ['POL', 'POLES / CUCI', 25_000],
  ['PAT', 'PATRI / SAMBUNG', 50_000],
  ['UKR', 'UBAH UKURAN', 75_000],
  ['SPH', 'SEPUH / LAPIS ULANG', 100_000],
  ['BAT', 'PASANG BATU', 60_000],
  ['KNC', 'GANTI KUNCI', 40_000],
] as const;

const KONDISI_BARANG = [
  ['BAGUS', 'BAGUS / MULUS'],
  ['KUSAM', 'KUSAM'],
  ['PENYOK', 'PENYOK'],
  ['PATAH', 'PATAH / PUTUS'],
] as const;

/** kode, nama, deduction %, deduction rupiah per gram */
const KONDISI_PEMBELIAN = [
  ['NORMAL', 'NORMAL (SURAT LENGKAP)', '0.00', 0],
  ['TANPA', 'TANPA SURAT', '3.00', 0],
  ['KUSAM', 'KUSAM', '2.00', 0],
  ['RUSAK', 'RUSAK / PATAH', '0.00', 25_000],
] as const;

const KONDISI_PINJAMAN = [
  ['BAGUS', 'BAGUS', '90.00'],
  ['KUSAM', 'KUSAM', '85.00'],
  ['RUSAK', 'RUSAK', '75.00'],
] as const;

const HADIAH = [
  ['H01', 'PAYUNG LIPAT', 100, 25, 'Payung lipat dengan logo toko untuk member'],
  ['H02', 'TUMBLER STAINLESS', 150, 20, 'Tumbler stainless 500 ml dengan logo toko'],
  ['H03', 'VOUCHER BELANJA 100 RIBU', 500, 50, 'Voucher potongan ongkos pembelian perhiasan'],
  ['H04', 'LIONTIN EMAS 0.5 GRAM', 2500, 5, 'Liontin emas muda 0.5 gram untuk member setia'],
] as const;

/** code, name, direction, and the account the code posts to (null: the kategori's, KAS MASUK 4-1900 / KAS KELUAR 6-1100) */
const KODE_TRANSAKSI = [
  ['MODAL', 'TAMBAHAN MODAL', 'MASUK', '3-1100'],
  ['SETOR', 'SETORAN DARI PUSAT', 'MASUK', '1-1700'],
  ['LISTRIK', 'BIAYA LISTRIK DAN AIR', 'KELUAR', null],
  ['GAJI', 'GAJI KARYAWAN', 'KELUAR', null],
  ['SEWA', 'SEWA TEMPAT', 'KELUAR', null],
  ['ATK', 'ALAT TULIS DAN CETAK NOTA', 'KELUAR', null],
  ['KONSUMSI', 'KONSUMSI KARYAWAN', 'KELUAR', null],
] as const;

const BANK = [
  ['BCA', 'BANK CENTRAL ASIA'],
  ['MANDIRI', 'BANK MANDIRI'],
  ['BRI', 'BANK RAKYAT INDONESIA'],
  ['BNI', 'BANK NEGARA INDONESIA'],
] as const;

/** account number prefix per bank; the store number makes each store's accounts differ */
const REKENING_PREFIX: Record<string, string> = { BCA: '5270', MANDIRI: '1310', BRI: '0342', BNI: '0817' };

const MARKETPLACE = [
  ['TOKOPEDIA', 'TOKOPEDIA', '4.50'],
  ['SHOPEE', 'SHOPEE', '5.00'],
  ['LAZADA', 'LAZADA', '4.00'],
  ['TIKTOK', 'TIKTOK SHOP', '4.00'],
] as const;

const BANDROL = [
  ['MERAH', 'BANDROL MERAH', 'MERAH', 50_000],
  ['KUNING', 'BANDROL KUNING', 'KUNING', 100_000],
  ['HIJAU', 'BANDROL HIJAU', 'HIJAU', 250_000],
  ['BIRU', 'BANDROL BIRU', 'BIRU', 500_000],
] as const;

const PARAMETER_POINT = [
  ['JUAL', 'PENJUALAN', 1_000_000, 1],
  ['BELI', 'PEMBELIAN', 2_000_000, 1],
  ['SERVICE', 'SERVICE', 500_000, 1],
] as const;

const KETERANGAN_NOTA = [
  ['PENJUALAN', 'Barang yang sudah dibeli dapat dijual kembali ke toko kami dengan membawa nota asli. Timbangan dan kadar sudah diperiksa bersama.'],
  ['PEMBELIAN', 'Harga pembelian mengikuti harga emas hari ini dan kondisi barang.'],
  ['PESANAN', 'Uang muka pesanan tidak dapat dikembalikan. Pesanan diambil paling lambat 30 hari setelah selesai.'],
  ['SERVICE', 'Barang service yang tidak diambil dalam 3 bulan di luar tanggung jawab toko.'],
  ['HUTANG', 'Barang jaminan yang melewati jatuh tempo akan dilelang sesuai ketentuan.'],
] as const;

const KETERANGAN_PENJUALAN = ['TUKAR TAMBAH', 'PEMBELIAN BARU', 'HADIAH ULANG TAHUN', 'PESANAN KHUSUS'] as const;

const HARGA_BELI = [
  ['2301', 1_250_000],
  ['2302', 1_150_000],
  ['2303', 1_050_000],
  ['2304', 900_000],
] as const;

/** Labour cost per gram and minimum per item, per jenis and group. */
const ONGKOS = [
  ['CC', 'P17', 35_000, 75_000],
  ['CC', 'P22', 45_000, 100_000],
  ['GL', 'P17', 30_000, 100_000],
  ['KL', 'P17', 30_000, 100_000],
  ['AT', 'P17', 40_000, 60_000],
  ['LT', 'P18', 40_000, 60_000],
  ['LM', 'LM24', 15_000, 25_000],
] as const;

const JENIS_GROUP = [
  ['CC', 'P17'],
  ['CC', 'P22'],
  ['GL', 'P17'],
  ['KL', 'P17'],
  ['AT', 'P16'],
  ['LT', 'P18'],
  ['LM', 'LM24'],
] as const;

/** Loss on buying back with the store's own receipt, per group. */
const RUGI_NOTA = [
  ['P24', '2.00', 0],
  ['P22', '3.00', 0],
  ['P18', '5.00', 0],
  ['P17', '5.00', 0],
  ['P16', '0.00', 20_000],
] as const;

/** Seeds every master of every store, inside the caller's transaction. */
export async function seedMasters(db: Kysely<Database>, stores: readonly string[], today: string): Promise<void> {
  const by = 'SEED';
  const each = <T, R>(rows: readonly T[], map: (row: T, kodeToko: string, storeIndex: number) => R): R[] =>
    stores.flatMap((kodeToko, storeIndex) => rows.map((row) => map(row, kodeToko, storeIndex)));
  const audit = { created_by: by, updated_by: by };

  await db
    .insertInto('kategori')
    .values(each(KATEGORI, ([kode, nama, deskripsi], kode_toko) => ({ kode_toko, kode_kategori: kode, nama_kategori: nama, deskripsi, ...audit })))
    .execute();
  await db
    .insertInto('jenis')
    .values(each(JENIS, ([kode, nama, kategori], kode_toko) => ({ kode_toko, kode_dept: kode, nama_dept: nama, kode_kategori: kategori, ...audit })))
    .execute();
  await db
    .insertInto('kelompok_harga')
    .values(each(KELOMPOK_HARGA, ([kode, keterangan], kode_toko) => ({ kode_toko, kelompok_harga: kode, keterangan, ...audit })))
    .execute();
  await db
    .insertInto('group_barang')
    .values(
      each(GROUPS, ([kode, nama, kadar, kelompok, ikut, persen], kode_toko) => ({
        kode_toko,
        kode_group: kode,
        nama_group: nama,
        kadar,
        kelompok_harga: kelompok,
        ikut_harga_global: ikut,
        persen_harga_beli: persen,
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('kadar')
    .values(each(KADAR, ([kode, nama, kadar], kode_toko) => ({ kode_toko, kode_kadar: kode, nama_kadar: nama, kadar, ...audit })))
    .execute();
  await db
    .insertInto('kadar_eod')
    .values(
      each(KADAR, ([kode, , kadar], kode_toko) => ({
        kode_toko,
        kode_kadar: kode,
        kadar_eod: (Math.max(Number(kadar) - 2, 1)).toFixed(2),
        keterangan: 'KADAR TAKSIRAN TUTUP TOKO',
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('bandrol')
    .values(each(BANDROL, ([kode, nama, warna, harga], kode_toko) => ({ kode_toko, kode_bandrol: kode, nama_bandrol: nama, warna, harga_bandrol: harga, ...audit })))
    .execute();
  await db
    .insertInto('kode_transaksi')
    .values(each(KODE_TRANSAKSI, ([kode, nama, jenis, akun], kode_toko) => ({ kode_toko, kode_transaksi: kode, nama_transaksi: nama, jenis_transaksi: jenis, nomor_akun: akun ?? '', ...audit })))
    .execute();
  await db
    .insertInto('gudang')
    .values(each(GUDANG, ([kode, nama, jenis, keterangan], kode_toko) => ({ kode_toko, kode_gudang: kode, nama_gudang: nama, jenis_gudang: jenis, keterangan, ...audit })))
    .execute();
  await db
    .insertInto('baki')
    .values(each(BAKI, ([kode, nama, gudang, berat], kode_toko) => ({ kode_toko, kode_baki: kode, nama_baki: nama, kode_gudang: gudang, berat_baki: berat, ...audit })))
    .execute();
  await db
    .insertInto('sales')
    .values(each(SALES, ([kode, nama, hp], kode_toko) => ({ kode_toko, kode_sales: kode, nama_sales: nama, no_hp: hp, ...audit })))
    .execute();
  await db
    .insertInto('tukang')
    .values(each(TUKANG, ([kode, nama, hp, alamat], kode_toko) => ({ kode_toko, kode_tukang: kode, nama_tukang: nama, no_hp: hp, alamat, ...audit })))
    .execute();
  await db
    .insertInto('deskripsi_service')
    .values(each(DESKRIPSI_SERVICE, ([kode, nama, ongkos], kode_toko) => ({ kode_toko, kode_deskripsi: kode, nama_deskripsi: nama, ongkos, ...audit })))
    .execute();
  await db
    .insertInto('kondisi_barang')
    .values(each(KONDISI_BARANG, ([kode, nama], kode_toko) => ({ kode_toko, kode_kondisi: kode, nama_kondisi: nama, ...audit })))
    .execute();
  await db
    .insertInto('kondisi_pembelian')
    .values(
      each(KONDISI_PEMBELIAN, ([kode, nama, persen, rp], kode_toko) => ({
        kode_toko,
        kode_kondisi_beli: kode,
        nama_kondisi_beli: nama,
        potongan_persen: persen,
        potongan_rp: rp,
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('kondisi_pinjaman')
    .values(
      each(KONDISI_PINJAMAN, ([kode, nama, persen], kode_toko) => ({ kode_toko, kode_kondisi_pinjaman: kode, nama_kondisi_pinjaman: nama, persen_pinjaman: persen, ...audit })),
    )
    .execute();
  await db
    .insertInto('hadiah')
    .values(each(HADIAH, ([kode, nama, poin, stok, deskripsi], kode_toko) => ({ kode_toko, kode_hadiah: kode, nama_hadiah: nama, poin, stok, deskripsi, ...audit })))
    .execute();
  await db
    .insertInto('rugi_nota')
    .values(
      each(RUGI_NOTA, ([group, persen, rp], kode_toko) => ({
        kode_toko,
        kode_rugi_nota: `RN-${group}`,
        kode_group: group,
        rugi_persen: persen,
        rugi_rp: rp,
        keterangan: 'POTONGAN JUAL KEMBALI DENGAN NOTA TOKO',
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('jenis_group')
    .values(
      each(JENIS_GROUP, ([dept, group], kode_toko) => ({ kode_toko, kode_jenis_group: `${dept}-${group}`, kode_dept: dept, kode_group: group, ...audit })),
    )
    .execute();
  await db
    .insertInto('bank')
    .values(each(BANK, ([kode, nama], kode_toko) => ({ kode_toko, kode_bank: kode, nama_bank: nama, ...audit })))
    .execute();
  await db
    .insertInto('rekening')
    .values(
      each(BANK, ([kode], kode_toko, i) => ({
        kode_toko,
        no_rekening: `${REKENING_PREFIX[kode]}${String(i + 1).padStart(2, '0')}8812${String(i * 7 + 3).padStart(2, '0')}`,
        nama_rekening: `EMAS SEJAHTERA ${kode_toko}`,
        kode_bank: kode,
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('marketplace')
    .values(each(MARKETPLACE, ([kode, nama, biaya], kode_toko) => ({ kode_toko, kode_marketplace: kode, nama_marketplace: nama, biaya_admin: biaya, ...audit })))
    .execute();
  await db
    .insertInto('keterangan_penjualan')
    .values(each(KETERANGAN_PENJUALAN, (keterangan, kode_toko) => ({ kode_toko, keterangan, status: 'AKTIF', ...audit })))
    .execute();
  await db
    .insertInto('keterangan_nota')
    .values(each(KETERANGAN_NOTA, ([kode, keterangan], kode_toko) => ({ kode_toko, kode_nota: kode, keterangan, ...audit })))
    .execute();
  await db
    .insertInto('parameter_point')
    .values(each(PARAMETER_POINT, ([kode, jenis, kelipatan, poin], kode_toko) => ({ kode_toko, kode_poin: kode, jenis_transaksi: jenis, kelipatan_rp: kelipatan, poin, ...audit })))
    .execute();
  await db
    .insertInto('harga_beli')
    .values(each(HARGA_BELI, ([kode, harga], kode_toko) => ({ kode_toko, kode_harga: kode, harga_per_gram: harga, ...audit })))
    .execute();
  await db
    .insertInto('parameter_ongkos')
    .values(
      each(ONGKOS, ([dept, group, perGram, minimal], kode_toko) => ({
        kode_toko,
        kode_ongkos: `${dept}-${group}`,
        kode_dept: dept,
        kode_group: group,
        ongkos_per_gram: perGram,
        ongkos_minimal: minimal,
        ...audit,
      })),
    )
    .execute();

  // Gold prices in force on the seed date: the global price, and every group priced from it by the rule.
  await db
    .insertInto('harga_emas_global')
    .values(stores.map((kode_toko) => ({ kode_toko, nominal: DEMO_GLOBAL_PRICE, tgl_berlaku: today, created_by: by })))
    .execute();
  await db
    .insertInto('para_system')
    .values(stores.map((kode_toko) => ({ kode_toko, key: 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE', value: String(DEMO_GLOBAL_PRICE), updated_by: by })))
    .onConflict((oc) => oc.columns(['kode_toko', 'key']).doNothing())
    .execute();
  await db
    .insertInto('harga_emas')
    .values(
      each(GROUPS, ([kode, , kadar, , ikut, persen], kode_toko) => {
        const manual = MANUAL_PRICES[kode];
        const price =
          ikut || !manual
            ? priceFromGlobal({ global: DEMO_GLOBAL_PRICE, kadar, persenBeli: persen, unit: DEFAULT_PEMBULATAN, sellDown: false, buyDown: false })
            : { harga_jual: manual[0], harga_beli: manual[1] };
        return {
          kode_toko,
          kode_group: kode,
          harga_jual: price.harga_jual,
          harga_beli: price.harga_beli,
          tgl_berlaku: today,
          sumber: ikut ? ('GLOBAL' as const) : ('MANUAL' as const),
          nominal_global: ikut ? DEMO_GLOBAL_PRICE : null,
          created_by: by,
        };
      }),
    )
    .execute();
}
