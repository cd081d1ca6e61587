import { checkboxField, codeField, dateField, moneyField, numberField, percentField, refField, selectField, textField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef, MasterMessages } from '../masters/types';
import { DASAR_BONUS, JENIS_KUPON, JENIS_POTONGAN, POTONGAN_BERDASARKAN } from './rules';

const MESSAGES: MasterMessages = {
  created: MASTER_MESSAGES.created,
  updated: MASTER_MESSAGES.updated,
  deleted: MASTER_MESSAGES.deleted,
  createFailed: MASTER_MESSAGES.createFailed,
  updateFailed: MASTER_MESSAGES.updateFailed,
  deleteFailed: MASTER_MESSAGES.deleteFailed,
};

/** Store codes typed 'BDG, SBY' (empty: every store). */
const STORE_LIST = { regex: /^[A-Za-z0-9, ]*$/, message: 'Toko diisi kode toko dipisah koma, kosong untuk semua toko' } as const;

/** The stores of a coupon's `toko` text ('BDG, SBY' -> ['BDG', 'SBY']; '' -> [] = every store). */
export function couponStores(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

function datedCheck(v: Readonly<Record<string, unknown>>): Record<string, string> {
  const dari = String(v.tgl_dari ?? '');
  const sampai = String(v.tgl_sampai ?? '');
  return dari && sampai && sampai < dari ? { tgl_sampai: 'Tanggal Sampai tidak boleh sebelum Tanggal Dari' } : {};
}

/**
 * Coupon parameters (KUPON_MODULE, /parameter-kupon): the code (unique in the whole chain), Rp or percent (with an
 * optional cap), the least purchase, the valid days, the quota, once per member, the stores. Uses are counted from
 * `kupon_pakai` (a cancelled sale gives its use back), never stored on the coupon.
 */
export const KUPON: MasterDef = {
  key: 'kupon',
  title: 'Parameter Kupon',
  route: '/parameter-kupon',
  table: 'kupon',
  code: codeField('kode_kupon', 'Kode Kupon', 20),
  nameField: 'nama_kupon',
  fields: [
    textField('nama_kupon', 'Nama Kupon', 100),
    selectField('jenis', 'Jenis Kupon', JENIS_KUPON, { optionLabels: { RP: 'Rp', PERSEN: 'Persen' } }),
    moneyField('nominal_rp', 'Nominal Rp (jenis Rp)', { required: false }),
    percentField('persen', 'Persen (jenis Persen)', { required: false }),
    moneyField('maks_rp', 'Maksimal Potongan Rp (0: tanpa batas)', { required: false }),
    moneyField('minimal_belanja', 'Minimal Belanja', { required: false }),
    dateField('tgl_dari', 'Berlaku Dari'),
    dateField('tgl_sampai', 'Berlaku Sampai'),
    numberField('kuota', 'Kuota', { min: 1, notZeroMessage: 'Kuota tidak boleh 0' }),
    checkboxField('sekali_per_member', 'Sekali Per Member', true),
    textField('toko', 'Toko (kosong: semua toko)', 200, { required: false, pattern: STORE_LIST }),
    checkboxField('aktif', 'Aktif', true),
  ],
  reads: [{ path: 'para-kupon' }],
  readGates: ['/parameter-kupon', '/transaksi-kupon'],
  writes: defaultWrites('para-kupon', 'kode_kupon'),
  messages: MESSAGES,
  orderBy: 'tgl_dari',
  module: 'KUPON_MODULE',
  check: (v) => {
    const out = datedCheck(v);
    if (v.jenis === 'RP' && !(Number(v.nominal_rp ?? 0) > 0)) out.nominal_rp = 'Nominal Rp tidak boleh 0';
    if (v.jenis === 'PERSEN' && !(Number(v.persen ?? 0) > 0)) out.persen = 'Persen tidak boleh 0';
    return out;
  },
};

/**
 * Category discounts (POTONGAN_MODULE, /parameter-potongan-kategori): per kategori or jenis, Rp per gram or a percent
 * of the line's price, from a date (to an optional date), switchable. The sale counter applies the best matching one
 * to each line by itself.
 */
export const PARA_POTONGAN_KATEGORI: MasterDef = {
  key: 'para-potongan-kategori',
  title: 'Parameter Potongan Kategori',
  route: '/parameter-potongan-kategori',
  table: 'para_potongan_kategori',
  code: codeField('kode_potongan', 'Kode Potongan'),
  nameField: 'kode_target',
  fields: [
    selectField('berdasarkan', 'Berdasarkan', POTONGAN_BERDASARKAN, { optionLabels: { KATEGORI: 'KATEGORI', JENIS: 'JENIS' } }),
    textField('kode_target', 'Kode Kategori / Jenis', 10, { refBy: { field: 'berdasarkan', refs: { KATEGORI: 'kategori', JENIS: 'jenis' } } }),
    selectField('jenis_potongan', 'Jenis Potongan', JENIS_POTONGAN, { optionLabels: { PER_GRAM: 'Rp Per Gram', PERSEN: 'Persen' } }),
    moneyField('rp_per_gram', 'Rp Per Gram', { required: false }),
    percentField('persen', 'Persen', { required: false }),
    dateField('tgl_dari', 'Berlaku Dari'),
    dateField('tgl_sampai', 'Berlaku Sampai', { required: false }),
    checkboxField('aktif', 'Aktif', true),
  ],
  reads: [{ path: 'para-potongan-kategori' }],
  readGates: ['/parameter-potongan-kategori', '/transaksi-penjualan'],
  writes: defaultWrites('para-potongan-kategori', 'kode_potongan'),
  messages: MESSAGES,
  orderBy: 'tgl_dari',
  module: 'POTONGAN_MODULE',
  check: (v) => {
    const out = datedCheck(v);
    if (v.jenis_potongan === 'PER_GRAM' && !(Number(v.rp_per_gram ?? 0) > 0)) out.rp_per_gram = 'Rp Per Gram tidak boleh 0';
    if (v.jenis_potongan === 'PERSEN' && !(Number(v.persen ?? 0) > 0)) out.persen = 'Persen tidak boleh 0';
    return out;
  },
};

/**
 * Sales bonus parameters (BONUS_SALES_MODULE, /parameter-bonus-sales): per group, Rp per gram sold or a percent of
 * the rupiah sold, dated. The bonus report applies to each validated, not cancelled sale line the parameter of its
 * group in force on the sale's date.
 */
export const PARA_BONUS_SALES: MasterDef = {
  key: 'para-bonus-sales',
  title: 'Parameter Bonus Sales',
  route: '/parameter-bonus-sales',
  table: 'para_bonus_sales',
  code: codeField('kode_bonus', 'Kode Bonus'),
  nameField: 'kode_group',
  fields: [
    refField('kode_group', 'Group', 'group'),
    selectField('dasar', 'Dasar Bonus', DASAR_BONUS, { optionLabels: { GRAM: 'Rp Per Gram', RUPIAH: 'Persen Rupiah' } }),
    moneyField('rp_per_gram', 'Rp Per Gram', { required: false }),
    percentField('persen', 'Persen Rupiah', { required: false }),
    dateField('tgl_dari', 'Berlaku Dari'),
    dateField('tgl_sampai', 'Berlaku Sampai', { required: false }),
  ],
  reads: [{ path: 'para-bonus-sales' }],
  readGates: ['/parameter-bonus-sales', '/laporan-bonus-sales', '/transaksi-penjualan'],
  writes: defaultWrites('para-bonus-sales', 'kode_bonus'),
  messages: MESSAGES,
  orderBy: 'tgl_dari',
  module: 'BONUS_SALES_MODULE',
  check: (v) => {
    const out = datedCheck(v);
    if (v.dasar === 'GRAM' && !(Number(v.rp_per_gram ?? 0) > 0)) out.rp_per_gram = 'Rp Per Gram tidak boleh 0';
    if (v.dasar === 'RUPIAH' && !(Number(v.persen ?? 0) > 0)) out.persen = 'Persen Rupiah tidak boleh 0';
    return out;
  },
};

export const COUPON_MASTERS: readonly MasterDef[] = [KUPON, PARA_POTONGAN_KATEGORI, PARA_BONUS_SALES];
