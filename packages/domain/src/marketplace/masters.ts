import { checkboxField, codeField, percentField, refField, textField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import type { MasterDef } from '../masters/types';
import { MARKETPLACE_MODULE } from './constants';

/**
 * /marketplace-setting (spec 000 §6): the store's seller accounts, one row per shop on a marketplace: the marketplace
 * (master marketplace), the shop's name there, its fee percent, the warehouse and tray holding the pieces listed
 * online, and whether a piece needs a photo to be listed (spec 000 §5: photos mandatory for marketplace integration).
 */
export const MARKETPLACE_SETTING: MasterDef = {
  key: 'marketplace-setting',
  title: 'Marketplace Setting',
  route: '/marketplace-setting',
  table: 'marketplace_akun',
  code: codeField('kode_akun', 'Kode Akun', 20),
  nameField: 'nama_toko_online',
  fields: [
    refField('kode_marketplace', 'Marketplace', 'marketplace'),
    textField('nama_toko_online', 'Nama Toko Online', 100),
    percentField('fee_persen', 'Fee Marketplace (%)', { required: false }),
    refField('kode_gudang', 'Gudang Marketplace', 'gudang'),
    refField('kode_baki', 'Baki Marketplace', 'baki', { optionFields: ['kode_baki', 'nama_baki', 'kode_gudang'] }),
    checkboxField('wajib_foto', 'Wajib Foto', true, { hint: 'Barang tanpa foto tidak dapat dijual di marketplace' }),
  ],
  reads: [{ path: 'marketplace-setting' }],
  readGates: ['/marketplace-setting', '/penjualan-marketplace', '/pencairan-marketplace'],
  writes: { create: 'marketplace-setting', update: 'marketplace-setting/:kode_akun', delete: 'marketplace-setting/:kode_akun' },
  messages: {
    created: MASTER_MESSAGES.created,
    updated: MASTER_MESSAGES.updated,
    deleted: MASTER_MESSAGES.deleted,
    createFailed: MASTER_MESSAGES.createFailed,
    updateFailed: MASTER_MESSAGES.updateFailed,
    deleteFailed: MASTER_MESSAGES.deleteFailed,
  },
  module: MARKETPLACE_MODULE,
  usedBy: [{ table: 'marketplace_order', column: 'kode_akun', label: 'Order Marketplace' }],
};

export const MARKETPLACE_MASTERS: readonly MasterDef[] = [MARKETPLACE_SETTING];
