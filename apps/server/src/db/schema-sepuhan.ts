import type { ColumnType, Generated } from 'kysely';
import type { SepuhanKelas, SepuhanMutasi, SepuhanStatus } from '@emas/domain';

/** Sorting and refurbishing of bought-back pieces (migration 0054, issue 35). */

type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Numeric = ColumnType<string, string | number, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type SepuhanBarangTable = {
  kode_toko: string;
  kode_barcode: string;
  /** the store whose buy-back the piece came from (head office sorts its branches' pieces in the centralised variant) */
  kode_toko_beli: string;
  no_faktur_beli: string;
  no_faktur_group: string;
  no_terima: string;
  tgl_terima: string;
  berat_terima: Numeric;
  kadar: Numeric;
  harga_beli: Rupiah;
  status: ColumnType<SepuhanStatus, SepuhanStatus | undefined, SepuhanStatus>;
  kelas: Nullable<SepuhanKelas>;
  no_sortir: Nullable<string>;
  sortir_by: Nullable<string>;
  sortir_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  no_pindah: Nullable<string>;
  tgl_pindah: Nullable<string>;
  berat_kembali: Nullable<string>;
  berat_susut: ColumnType<string, string | number | undefined, string | number>;
  no_susut: Nullable<string>;
  no_ref_keluar: Nullable<string>;
  input_by: string;
  created_at: CreatedAt;
};

export type SepuhanMutasiTable = {
  id: Generated<string>;
  kode_toko: string;
  tgl_system: string;
  jenis: SepuhanMutasi;
  kode_barcode: Nullable<string>;
  qty: number;
  berat: Numeric;
  no_ref: string;
  keterangan: ColumnType<string, string | undefined, string>;
  input_by: string;
  created_at: CreatedAt;
};

export type SepuhanSusutTable = {
  kode_toko: string;
  no_susut: string;
  no_pindah: string;
  tgl_system: string;
  berat_susut: Numeric;
  nilai: Rupiah;
  alasan: string;
  jurnal_id: Nullable<number>;
  input_by: string;
  created_at: CreatedAt;
};

export type SepuhanTables = {
  sepuhan_barang: SepuhanBarangTable;
  sepuhan_mutasi: SepuhanMutasiTable;
  sepuhan_susut: SepuhanSusutTable;
};
