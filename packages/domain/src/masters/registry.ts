import {
  checkboxField,
  codeField,
  dateField,
  descriptionField,
  kadarField,
  moneyField,
  numberField,
  percentField,
  PHONE_PATTERN,
  refField,
  selectField,
  textField,
  weightField,
} from './fields';
import { MASTER_MESSAGES } from './messages';
import { JENIS_TRANSAKSI_POIN } from '../members/points';
import { CICILAN_DENDA_JENIS } from '../cicilan/constants';
import { cicilanTermsOf } from '../cicilan/schemas';
import { defaultWrites } from './schemas';
import type { MasterDef, MasterMessages, MasterUsage } from './types';

const DEFAULT_MESSAGES: MasterMessages = {
  created: MASTER_MESSAGES.created,
  updated: MASTER_MESSAGES.updated,
  deleted: MASTER_MESSAGES.deleted,
  createFailed: MASTER_MESSAGES.createFailed,
  updateFailed: MASTER_MESSAGES.updateFailed,
  deleteFailed: MASTER_MESSAGES.deleteFailed,
};

/** Options of fixed selects. */
export const JENIS_GUDANG = ['JUAL', 'BELI', 'HANCUR', 'CONTOH'] as const;
export const JENIS_KODE_TRANSAKSI = ['MASUK', 'KELUAR'] as const;
export const STATUS_KETERANGAN = ['AKTIF', 'TIDAK AKTIF'] as const;
export const JENIS_NOTA = ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE', 'HUTANG'] as const;

/** A fixed select's choices shown as their stored values in id; the other languages translate them (resources.<key>.options). */
const asLabels = (options: readonly string[]): Record<string, string> => Object.fromEntries(options.map((o) => [o, o]));

/**
 * Where items keep master codes. The items table (barang) belongs to the stock area and does not
 * exist yet: these are checked as soon as it does (the server skips tables and columns it cannot find).
 */
const ITEMS = (column: string): MasterUsage => ({ table: 'barang', column, label: 'Data Barang' });

/** Simple masters: code, name, nothing else. */
function codeAndName(
  key: string,
  title: string,
  route: string,
  table: string,
  base: string,
  code: [string, string],
  name: [string, string],
  readPath = `${base}/get/all`,
): MasterDef {
  return {
    key,
    title,
    route,
    table,
    code: codeField(code[0], code[1]),
    nameField: name[0],
    fields: [textField(name[0], name[1])],
    reads: [{ path: readPath }],
    writes: defaultWrites(base, code[0]),
    messages: DEFAULT_MESSAGES,
  };
}

/** The masters of spec 000 §2, in menu order, plus Kelompok Harga (live-feature module). */
export const MASTERS: readonly MasterDef[] = [
  {
    key: 'kategori',
    title: 'Kategori',
    route: '/master-kategori',
    table: 'kategori',
    code: codeField('kode_kategori', 'Kode Kategori'),
    nameField: 'nama_kategori',
    fields: [textField('nama_kategori', 'Nama Kategori'), descriptionField('deskripsi', 'Deskripsi')],
    reads: [{ path: 'kategori/get/all' }],
    writes: defaultWrites('kategori', 'kode_kategori'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'jenis',
    title: 'Jenis',
    route: '/master-jenis',
    table: 'jenis',
    code: codeField('kode_dept', 'Kode Jenis'),
    nameField: 'nama_dept',
    fields: [textField('nama_dept', 'Nama Jenis'), refField('kode_kategori', 'Kategori', 'kategori')],
    reads: [{ path: 'jenis/get/all' }],
    writes: defaultWrites('jenis', 'kode_dept'),
    messages: DEFAULT_MESSAGES,
    usedBy: [ITEMS('kode_dept')],
  },
  {
    key: 'group',
    title: 'Group',
    route: '/master-group',
    table: 'group_barang',
    code: codeField('kode_group', 'Kode Group'),
    nameField: 'nama_group',
    fields: [
      textField('nama_group', 'Nama Group'),
      kadarField('kadar', 'Kadar'),
      refField('kelompok_harga', 'Kelompok Harga', 'kelompok-harga', { required: false }),
      checkboxField('ikut_harga_global', 'Ikut Harga Global', true),
      percentField('persen_harga_beli', 'Persen Harga Beli', { required: false, defaultValue: 90, notZeroMessage: 'Persen Harga Beli tidak boleh 0' }),
    ],
    reads: [{ path: 'group/get/all' }],
    writes: defaultWrites('group', 'kode_group'),
    messages: DEFAULT_MESSAGES,
    usedBy: [ITEMS('kode_group'), { table: 'harga_emas', column: 'kode_group', label: 'Harga Emas' }],
  },
  {
    key: 'bandrol',
    title: 'Bandrol',
    route: '/master-bandrol',
    table: 'bandrol',
    code: codeField('kode_bandrol', 'Kode Bandrol'),
    nameField: 'nama_bandrol',
    fields: [
      textField('nama_bandrol', 'Nama Bandrol'),
      textField('warna', 'Warna', 20, { required: false }),
      moneyField('harga_bandrol', 'Harga Bandrol', { notZeroMessage: 'Harga Bandrol tidak boleh 0' }),
    ],
    reads: [{ path: 'parabandrol/get/all' }],
    writes: defaultWrites('parabandrol', 'kode_bandrol'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'kode-transaksi',
    title: 'Kode Transaksi',
    route: '/master-kode-transaksi',
    table: 'kode_transaksi',
    code: codeField('kode_transaksi', 'Kode Transaksi'),
    nameField: 'nama_transaksi',
    fields: [
      textField('nama_transaksi', 'Nama Transaksi'),
      selectField('jenis_transaksi', 'Jenis Transaksi', JENIS_KODE_TRANSAKSI, { optionLabels: asLabels(JENIS_KODE_TRANSAKSI) }),
      // the journal account of a cash entry with this code (an account of the store's chart, checked by the
      // server); empty: the kategori's parameter (KAS MASUK / KAS KELUAR, /parameter-akun)
      textField('nomor_akun', 'Nomor Akun', 40, { required: false, hint: 'Kosong: akun dari Parameter Akun KAS MASUK / KAS KELUAR' }),
    ],
    reads: [{ path: 'paratransaksi/get/all' }],
    writes: defaultWrites('paratransaksi', 'kode_transaksi'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'gudang',
    title: 'Gudang',
    route: '/master-gudang',
    table: 'gudang',
    code: codeField('kode_gudang', 'Kode Gudang'),
    nameField: 'nama_gudang',
    fields: [
      textField('nama_gudang', 'Nama Gudang'),
      selectField('jenis_gudang', 'Jenis Gudang', JENIS_GUDANG, { optionLabels: asLabels(JENIS_GUDANG) }),
      textField('keterangan', 'Keterangan', 200, { required: false, upper: false }),
    ],
    reads: [
      { path: 'gudang/get/all' },
      { path: 'gudang/get/all/master', summary: 'Semua gudang (layar master)' },
      { path: 'gudang/get/hancur-barang', where: { jenis_gudang: 'HANCUR' }, summary: 'Gudang hancur (peleburan)' },
    ],
    writes: defaultWrites('gudang', 'kode_gudang'),
    messages: DEFAULT_MESSAGES,
    usedBy: [ITEMS('kode_gudang')],
  },
  {
    key: 'baki',
    title: 'Baki',
    route: '/master-baki',
    table: 'baki',
    code: codeField('kode_baki', 'Kode Baki'),
    nameField: 'nama_baki',
    fields: [
      textField('nama_baki', 'Nama Baki'),
      refField('kode_gudang', 'Kode Gudang', 'gudang'),
      weightField('berat_baki', 'Berat Baki Kosong', { required: false }),
      checkboxField('aktif', 'Aktif', true),
    ],
    reads: [
      { path: 'baki/get/all' },
      { path: 'baki/ready', where: { aktif: true }, summary: 'Baki aktif' },
      { path: 'baki/get/by-kode-gudang/:kode_gudang', by: 'kode_gudang', summary: 'Baki di satu gudang' },
    ],
    writes: defaultWrites('baki', 'kode_baki'),
    messages: DEFAULT_MESSAGES,
    usedBy: [ITEMS('kode_baki')],
    // items keep their tray's warehouse (barang.kode_gudang): moving or retiring a tray that holds
    // items would leave them in a warehouse the tray is no longer in, or in a tray no screen offers
    lockedWhileInUse: [
      { field: 'kode_gudang', action: 'dipindah gudang' },
      { field: 'aktif', to: false, action: 'dinonaktifkan' },
    ],
  },
  {
    key: 'sales',
    title: 'Sales',
    route: '/master-sales',
    table: 'sales',
    code: codeField('kode_sales', 'Kode Sales'),
    nameField: 'nama_sales',
    fields: [textField('nama_sales', 'Nama Sales'), textField('no_hp', 'No HP', 20, { required: false, pattern: PHONE_PATTERN })],
    reads: [{ path: 'sales/get/all' }],
    writes: defaultWrites('sales', 'kode_sales'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'tukang',
    title: 'Tukang',
    route: '/master-tukang',
    table: 'tukang',
    code: codeField('kode_tukang', 'Kode Tukang'),
    nameField: 'nama_tukang',
    fields: [
      textField('nama_tukang', 'Nama Tukang'),
      textField('no_hp', 'No HP', 20, { required: false, pattern: PHONE_PATTERN }),
      textField('alamat', 'Alamat', 200, { required: false }),
    ],
    reads: [{ path: 'tukang/get/all' }],
    writes: defaultWrites('tukang', 'kode_tukang'),
    messages: DEFAULT_MESSAGES,
  },
  codeAndName('kondisi-barang', 'Kondisi Barang', '/master-kondisi-barang', 'kondisi_barang', 'parakondisi', ['kode_kondisi', 'Kode Kondisi'], [
    'nama_kondisi',
    'Nama Kondisi',
  ]),
  {
    key: 'kondisi-pembelian',
    title: 'Kondisi Pembelian',
    route: '/master-kondisi-pembelian',
    table: 'kondisi_pembelian',
    code: codeField('kode_kondisi_beli', 'Kode Kondisi'),
    nameField: 'nama_kondisi_beli',
    fields: [
      textField('nama_kondisi_beli', 'Nama Kondisi'),
      percentField('potongan_persen', 'Potongan (%)', { required: false }),
      moneyField('potongan_rp', 'Potongan Rp / Gram', { required: false }),
    ],
    reads: [{ path: 'parabeli/get/all' }],
    writes: defaultWrites('parabeli', 'kode_kondisi_beli'),
    messages: DEFAULT_MESSAGES,
    check: (v): Record<string, string> =>
      Number(v.potongan_persen ?? 0) > 0 && Number(v.potongan_rp ?? 0) > 0 ? { potongan_rp: 'Isi potongan persen atau potongan rupiah, tidak keduanya' } : {},
  },
  {
    key: 'kondisi-pinjaman',
    title: 'Kondisi Pinjaman',
    route: '/master-kondisi-pinjaman',
    table: 'kondisi_pinjaman',
    code: codeField('kode_kondisi_pinjaman', 'Kode Kondisi'),
    nameField: 'nama_kondisi_pinjaman',
    fields: [
      textField('nama_kondisi_pinjaman', 'Nama Kondisi'),
      percentField('persen_pinjaman', 'Persen Pinjaman', { notZeroMessage: 'Persen Pinjaman tidak boleh 0' }),
    ],
    reads: [{ path: 'parapinjaman/get/all' }],
    writes: defaultWrites('parapinjaman', 'kode_kondisi_pinjaman'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'data-hadiah',
    title: 'Data Hadiah',
    route: '/master-data-hadiah',
    table: 'hadiah',
    code: codeField('kode_hadiah', 'Kode Hadiah'),
    nameField: 'nama_hadiah',
    fields: [
      textField('nama_hadiah', 'Nama Hadiah'),
      numberField('poin', 'Poin', { notZeroMessage: 'Poin tidak boleh 0' }),
      numberField('stok', 'Stok', { required: false }),
      descriptionField('deskripsi', 'Deskripsi'),
    ],
    reads: [{ path: 'hadiah/get/all' }],
    writes: defaultWrites('hadiah', 'kode_hadiah'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'parameter-rugi-nota',
    title: 'Parameter Rugi Nota',
    route: '/master-parameter-rugi-nota',
    table: 'rugi_nota',
    code: codeField('kode_rugi_nota', 'Kode Rugi Nota'),
    nameField: 'kode_group',
    fields: [
      refField('kode_group', 'Kode Group', 'group'),
      percentField('rugi_persen', 'Rugi (%)', { required: false }),
      moneyField('rugi_rp', 'Rugi Rp / Gram', { required: false }),
      textField('keterangan', 'Keterangan', 200, { required: false }),
    ],
    reads: [{ path: 'ruginota/get/all' }],
    writes: defaultWrites('ruginota', 'kode_rugi_nota'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'parameter-jenis-group',
    title: 'Parameter Jenis Group',
    route: '/master-parameter-jenis-group',
    table: 'jenis_group',
    code: codeField('kode_jenis_group', 'Kode Jenis Group'),
    nameField: 'keterangan',
    fields: [
      refField('kode_dept', 'Kode Jenis', 'jenis'),
      refField('kode_group', 'Kode Group', 'group'),
      textField('keterangan', 'Keterangan', 100, { required: false }),
    ],
    reads: [{ path: 'para-jenis-group' }],
    writes: defaultWrites('para-jenis-group', 'kode_jenis_group'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'kadar',
    title: 'Kadar',
    route: '/master-kadar',
    table: 'kadar',
    code: codeField('kode_kadar', 'Kode Kadar'),
    nameField: 'nama_kadar',
    fields: [textField('nama_kadar', 'Nama Kadar'), kadarField('kadar', 'Kadar')],
    reads: [{ path: 'kadar/get/all' }],
    writes: defaultWrites('kadar', 'kode_kadar'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'kadar-eod',
    title: 'Kadar EOD',
    route: '/master-kadar-eod',
    table: 'kadar_eod',
    code: refField('kode_kadar', 'Kode Kadar', 'kadar', { readOnlyInEdit: true }),
    nameField: 'kadar_eod',
    fields: [kadarField('kadar_eod', 'Kadar EOD'), textField('keterangan', 'Keterangan', 100, { required: false })],
    reads: [{ path: 'kadar-eod/get' }],
    writes: defaultWrites('kadar-eod', 'kode_kadar'),
    messages: DEFAULT_MESSAGES,
  },
  codeAndName('bank', 'Bank', '/master-bank', 'bank', 'banks', ['kode_bank', 'Kode Bank'], ['nama_bank', 'Nama Bank'], 'banks'),
  {
    key: 'rekening',
    title: 'Rekening',
    route: '/master-rekening',
    table: 'rekening',
    code: codeField('no_rekening', 'No Rekening', 30, { pattern: { regex: /^[0-9-]+$/, message: 'No Rekening hanya boleh angka' } }),
    nameField: 'nama_rekening',
    fields: [textField('nama_rekening', 'Nama Rekening', 100), refField('kode_bank', 'Kode Bank', 'bank'), percentField('fee_gesek_persen', 'Fee Gesek Tunai (%)', { required: false })],
    reads: [{ path: 'rekenings' }, { path: 'rekenings/get-by-kode-bank', by: 'kode_bank', summary: 'Rekening satu bank (?kode_bank=)' }],
    writes: defaultWrites('rekenings', 'no_rekening'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'marketplace',
    title: 'Marketplace',
    route: '/master-marketplace',
    table: 'marketplace',
    code: codeField('kode_marketplace', 'Kode Marketplace'),
    nameField: 'nama_marketplace',
    fields: [textField('nama_marketplace', 'Nama Marketplace'), percentField('biaya_admin', 'Biaya Admin (%)', { required: false })],
    reads: [{ path: 'marketplace' }],
    writes: defaultWrites('marketplace', 'kode_marketplace'),
    messages: DEFAULT_MESSAGES,
  },
  {
    key: 'keterangan-penjualan',
    title: 'Keterangan Penjualan',
    route: '/master-keterangan-penjualan',
    table: 'keterangan_penjualan',
    code: { name: '_id', label: 'ID', type: 'text', required: true, readOnlyInEdit: true, generated: true },
    nameField: 'keterangan',
    fields: [textField('keterangan', 'Keterangan', 200), selectField('status', 'Status', STATUS_KETERANGAN, { required: false, defaultValue: 'AKTIF', optionLabels: asLabels(STATUS_KETERANGAN) })],
    reads: [{ path: 'para-keterangan-penjualan' }],
    // spec 001 §7: create with keterangan; update and delete at para-keterangan-penjualan/{_id}
    writes: { create: 'para-keterangan-penjualan', update: 'para-keterangan-penjualan/:_id', delete: 'para-keterangan-penjualan/:_id' },
    orderBy: 'created_at',
    messages: {
      created: MASTER_MESSAGES.remarkSaved,
      createFailed: MASTER_MESSAGES.remarkSaveFailed,
      updated: MASTER_MESSAGES.remarkEdited,
      updateFailed: MASTER_MESSAGES.remarkEditFailed,
      deleted: MASTER_MESSAGES.remarkDeleted,
      deleteFailed: MASTER_MESSAGES.remarkDeleteFailed,
    },
  },
  {
    key: 'parameter-keterangan-nota',
    title: 'Keterangan Nota',
    route: '/master-parameter-keterangan-nota',
    table: 'keterangan_nota',
    code: selectField('kode_nota', 'Jenis Nota', JENIS_NOTA, { readOnlyInEdit: true, optionLabels: asLabels(JENIS_NOTA) }),
    nameField: 'keterangan',
    fields: [textField('keterangan', 'Keterangan', 500, { upper: false })],
    reads: [{ path: 'keterangan-nota' }],
    writes: defaultWrites('keterangan-nota', 'kode_nota'),
    messages: DEFAULT_MESSAGES,
  },
  {
    // issue 32: the points rule (Parameter Point, parapoin): per transaction kind and group, dated like the pawn
    // parameters; the store's Type Poin (GRAM / RP) says which threshold counts (members/points.ts)
    key: 'parameter-point',
    title: 'Parameter Point',
    route: '/master-parameter-point',
    table: 'parameter_point',
    code: codeField('kode_poin', 'Kode Point'),
    nameField: 'jenis_transaksi',
    fields: [
      dateField('tgl_berlaku', 'Tanggal Berlaku'),
      selectField('jenis_transaksi', 'Jenis Transaksi', JENIS_TRANSAKSI_POIN, { optionLabels: asLabels(JENIS_TRANSAKSI_POIN) }),
      refField('kode_group', 'Group (kosong: semua group)', 'group', { required: false }),
      weightField('kelipatan_berat', 'Kelipatan Berat (gr, Type Poin GRAM)', { required: false }),
      moneyField('kelipatan_rp', 'Kelipatan Rp (Type Poin RP)', { required: false }),
      numberField('poin', 'Poin', { required: false }),
      checkboxField('tanpa_poin', 'Tidak Dapat Poin', false),
    ],
    reads: [{ path: 'parapoin/get/all' }],
    writes: defaultWrites('parapoin', 'kode_poin'),
    messages: DEFAULT_MESSAGES,
    orderBy: 'tgl_berlaku',
    module: 'MEMBER_MODULE',
    check: (v): Record<string, string> => {
      const out: Record<string, string> = {};
      if (v.tanpa_poin === true) return out;
      if (!(Number(v.poin ?? 0) > 0)) out.poin = 'Poin tidak boleh 0';
      if (!(Number(v.kelipatan_berat ?? 0) > 0) && !(Number(v.kelipatan_rp ?? 0) > 0)) out.kelipatan_rp = 'Isi Kelipatan Berat atau Kelipatan Rp';
      return out;
    },
  },
  {
    // issue 33: the instalment parameters (spec 001 §7 para-cicilan), one row per tenor offered, dated per store; a
    // plan copies its tenor's row in force on its date (cicilan/schemas.ts cicilanTermsOf checks a whole row)
    key: 'parameter-cicilan',
    title: 'Parameter Cicilan',
    route: '/parameter-cicilan',
    table: 'para_cicilan',
    code: { name: '_id', label: 'ID', type: 'text', required: true, readOnlyInEdit: true, generated: true },
    nameField: 'tenor_bulan',
    fields: [
      dateField('tgl_berlaku', 'Tanggal Berlaku'),
      numberField('tenor_bulan', 'Tenor (Bulan)', { min: 1, max: 36, maxMessage: 'Tenor 1 sampai 36 bulan' }),
      percentField('margin_persen', 'Margin (%)'),
      percentField('min_dp_persen', 'Minimal DP (%)', { max: 99 }),
      moneyField('biaya_admin', 'Biaya Admin', { required: false }),
      selectField('denda_jenis', 'Jenis Denda', CICILAN_DENDA_JENIS, { defaultValue: 'HARIAN', optionLabels: asLabels(CICILAN_DENDA_JENIS) }),
      percentField('denda_persen', 'Denda (%)', { required: false }),
      percentField('denda_maks_persen', 'Maksimal Denda (%)', { required: false }),
      numberField('masa_tenggang', 'Masa Tenggang (Hari)', { required: false, max: 90 }),
      numberField('gagal_setelah', 'Gagal Bayar Setelah (Angsuran)', { min: 1, max: 36, defaultValue: 3 }),
      percentField('potongan_pelunasan_persen', 'Potongan Margin Pelunasan Cepat (%)', { required: false }),
      numberField('pembulatan', 'Pembulatan Angsuran (Rp)', { defaultValue: 1000 }),
    ],
    reads: [{ path: 'para-cicilan' }],
    writes: { create: 'para-cicilan', update: 'para-cicilan/:_id', delete: 'para-cicilan/:_id' },
    messages: DEFAULT_MESSAGES,
    orderBy: 'tgl_berlaku',
    module: 'CICILAN_MODULE',
    tableFields: ['tgl_berlaku', 'tenor_bulan', 'margin_persen', 'min_dp_persen', 'biaya_admin', 'denda_jenis', 'denda_persen', 'gagal_setelah'],
    check: (v): Record<string, string> => {
      const row = {
        tgl_berlaku: String(v.tgl_berlaku ?? ''),
        tenor_bulan: Number(v.tenor_bulan ?? 0),
        margin_persen: Number(v.margin_persen ?? 0),
        min_dp_persen: Number(v.min_dp_persen ?? 0),
        biaya_admin: Number(v.biaya_admin ?? 0),
        denda_jenis: String(v.denda_jenis ?? 'HARIAN'),
        denda_persen: Number(v.denda_persen ?? 0),
        denda_maks_persen: Number(v.denda_maks_persen ?? 0),
        masa_tenggang: Number(v.masa_tenggang ?? 0),
        gagal_setelah: Number(v.gagal_setelah ?? 0),
        potongan_pelunasan_persen: Number(v.potongan_pelunasan_persen ?? 0),
        pembulatan: Number(v.pembulatan ?? 0),
      };
      if (![1, 100, 500, 1000].includes(row.pembulatan)) return { pembulatan: 'Pembulatan harus 1, 100, 500 atau 1000' };
      if (row.denda_jenis === 'ANGSURAN' && row.denda_maks_persen < row.denda_persen) return { denda_maks_persen: 'Maksimal Denda tidak boleh kurang dari Denda' };
      if (row.gagal_setelah < 1) return { gagal_setelah: 'Gagal Bayar Setelah minimal 1 angsuran' };
      return cicilanTermsOf(row) ? {} : { tenor_bulan: 'Parameter Cicilan tidak valid' };
    },
  },
  {
    key: 'kelompok-harga',
    title: 'Kelompok Harga',
    route: '/master-kelompok-harga',
    table: 'kelompok_harga',
    code: codeField('kelompok_harga', 'Kelompok Harga'),
    nameField: 'keterangan',
    fields: [textField('keterangan', 'Keterangan', 100)],
    reads: [{ path: 'kelompok-harga' }],
    writes: defaultWrites('kelompok-harga', 'kelompok_harga'),
    messages: DEFAULT_MESSAGES,
    module: 'LIVE_FEATURE_MODULE',
  },
  {
    // issue 21: the repair descriptions a cashier picks at a repair's intake (spec 001 §7 para-deskripsi-service)
    key: 'deskripsi-service',
    title: 'Deskripsi Service',
    route: '/master-deskripsi-service',
    table: 'deskripsi_service',
    code: codeField('kode_deskripsi', 'Kode Deskripsi'),
    nameField: 'nama_deskripsi',
    fields: [textField('nama_deskripsi', 'Nama Deskripsi', 100), moneyField('ongkos', 'Ongkos', { required: false })],
    reads: [{ path: 'para-deskripsi-service' }],
    writes: { create: 'para-deskripsi-service', update: 'para-deskripsi-service/:kode_deskripsi', delete: 'para-deskripsi-service/:kode_deskripsi' },
    messages: DEFAULT_MESSAGES,
    module: 'DESKRIPSI_SERVICE_MODULE',
  },
];
