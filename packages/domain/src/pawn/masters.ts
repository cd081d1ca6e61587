import { codeField, dateField, kadarField, moneyField, numberField, percentField, selectField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef, MasterField, MasterMessages } from '../masters/types';
import { DASAR_TAKSIRAN, PERIOD_DAYS } from './constants';

/**
 * The dated loan parameters (issue 20), served by the master machinery (CRUD kit). Every row has a
 * tgl_berlaku: the rows of the latest date not after a loan's date are the ones in force for it
 * (`rowsInForce`), so a new rate table is added as new rows with a later date and the old rows stay.
 * A loan copies the rate, period, minimum and fee it was written with: changing a row never touches an
 * open loan.
 */
const MESSAGES: MasterMessages = {
  created: MASTER_MESSAGES.created,
  updated: MASTER_MESSAGES.updated,
  deleted: MASTER_MESSAGES.deleted,
  createFailed: MASTER_MESSAGES.createFailed,
  updateFailed: MASTER_MESSAGES.updateFailed,
  deleteFailed: MASTER_MESSAGES.deleteFailed,
};

const tglBerlaku: MasterField = dateField('tgl_berlaku', 'Tanggal Berlaku');

/** Interest bands: rate per period by loan size, the period (15 or 30 days), the minimum periods, the admin fee. */
export const PARA_BUNGA_HUTANG: MasterDef = {
  key: 'para-bunga-hutang',
  title: 'Parameter Bunga Hutang',
  route: '/parameter-bunga-hutang',
  table: 'para_bunga_hutang',
  code: codeField('kode_bunga', 'Kode Bunga'),
  nameField: 'bunga_persen',
  fields: [
    tglBerlaku,
    moneyField('pinjaman_dari', 'Pinjaman Dari', { required: false }),
    moneyField('pinjaman_sampai', 'Pinjaman Sampai (0: tanpa batas)', { required: false }),
    percentField('bunga_persen', 'Bunga Per Periode (%)', { notZeroMessage: 'Bunga tidak boleh 0' }),
    numberField('hari_periode', 'Hari Per Periode', { max: 30, maxMessage: 'Periode 15 atau 30 hari', min: 15 }),
    numberField('min_periode', 'Minimal Periode', { max: 12, maxMessage: 'Minimal Periode maksimal 12', min: 1 }),
    moneyField('biaya_admin', 'Biaya Admin', { required: false }),
  ],
  reads: [{ path: 'para-bunga-hutang' }],
  writes: defaultWrites('para-bunga-hutang', 'kode_bunga'),
  messages: MESSAGES,
  orderBy: 'tgl_berlaku',
  module: 'BUNGA_HUTANG_MODULE',
  check: (v): Record<string, string> => {
    const out: Record<string, string> = {};
    if (v.hari_periode !== undefined && !(PERIOD_DAYS as readonly number[]).includes(Number(v.hari_periode))) out.hari_periode = 'Periode 15 atau 30 hari';
    const sampai = Number(v.pinjaman_sampai ?? 0);
    if (sampai > 0 && sampai < Number(v.pinjaman_dari ?? 0)) out.pinjaman_sampai = 'Pinjaman Sampai tidak boleh kurang dari Pinjaman Dari';
    return out;
  },
};

/** The ceiling as an amount: the most one loan may lend. */
export const PLAFOND_HUTANG: MasterDef = {
  key: 'plafond-hutang',
  title: 'Plafond Hutang',
  route: '/parameter-plafond-hutang',
  table: 'plafond_hutang',
  code: codeField('kode_plafond', 'Kode Plafond'),
  nameField: 'plafond_rp',
  fields: [tglBerlaku, moneyField('plafond_rp', 'Plafond Rp', { notZeroMessage: 'Plafond Rp tidak boleh 0' })],
  reads: [{ path: 'plafond-hutang' }],
  writes: defaultWrites('plafond-hutang', 'kode_plafond'),
  messages: MESSAGES,
  orderBy: 'tgl_berlaku',
  module: 'PLAFOND_HUTANG_MODULE',
};

/** The ceiling as a percentage of the appraisal, by purity band. */
export const PLAFOND_HUTANG_KADAR: MasterDef = {
  key: 'plafond-hutang-kadar',
  title: 'Plafond Hutang Kadar',
  route: '/parameter-plafond-hutang-kadar',
  table: 'plafond_hutang_kadar',
  code: codeField('kode_plafond_kadar', 'Kode Plafond'),
  nameField: 'persen_plafond',
  fields: [
    tglBerlaku,
    kadarField('kadar_dari', 'Kadar Dari', { max: 100, maxMessage: 'Tidak Boleh Melebihi 100 !' }),
    kadarField('kadar_sampai', 'Kadar Sampai', { max: 100, maxMessage: 'Tidak Boleh Melebihi 100 !' }),
    percentField('persen_plafond', 'Persen Plafond (%)', { notZeroMessage: 'Persen Plafond tidak boleh 0' }),
  ],
  reads: [{ path: 'plafond-hutang-kadar' }],
  writes: defaultWrites('plafond-hutang-kadar', 'kode_plafond_kadar'),
  messages: MESSAGES,
  orderBy: 'tgl_berlaku',
  module: 'PLAFOND_HUTANG_MODULE',
  check: (v): Record<string, string> =>
    Number(v.kadar_sampai ?? 0) < Number(v.kadar_dari ?? 0) ? { kadar_sampai: 'Kadar Sampai tidak boleh kurang dari Kadar Dari' } : {},
};

/** The principal parameter: how the appraisal is priced, the term, the grace days, the interest rounding. */
export const PARA_HUTANG_POKOK: MasterDef = {
  key: 'para-hutang-pokok',
  title: 'Parameter Hutang Pokok',
  route: '/parameter-hutang-pokok',
  table: 'para_hutang_pokok',
  code: codeField('kode_pokok', 'Kode Pokok'),
  nameField: 'dasar_taksiran',
  fields: [
    tglBerlaku,
    selectField('dasar_taksiran', 'Dasar Taksiran', DASAR_TAKSIRAN),
    numberField('lama_pinjam', 'Lama Pinjam (hari)', { min: 1, max: 365, maxMessage: 'Lama Pinjam maksimal 365 hari' }),
    numberField('masa_tenggang', 'Masa Tenggang (hari)', { required: false, max: 90, maxMessage: 'Masa Tenggang maksimal 90 hari' }),
    moneyField('pembulatan', 'Pembulatan Bunga', { required: false, defaultValue: 100 }),
  ],
  reads: [{ path: 'para-hutang-pokok' }],
  writes: defaultWrites('para-hutang-pokok', 'kode_pokok'),
  messages: MESSAGES,
  orderBy: 'tgl_berlaku',
  module: 'HUTANG_POKOK_MODULE',
};

export const PAWN_MASTERS: readonly MasterDef[] = [PARA_BUNGA_HUTANG, PLAFOND_HUTANG, PLAFOND_HUTANG_KADAR, PARA_HUTANG_POKOK];
