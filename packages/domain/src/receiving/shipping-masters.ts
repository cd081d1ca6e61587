import { codeField, PHONE_PATTERN, refField, textField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef, MasterMessages } from '../masters/types';

/**
 * The shipping module (spec 000 §6 "shipping module: send, receive, shop master"): with it on, a shipment between
 * stores names the courier (logistik) and its service (ekspedisi) from lists the owner keeps, and goes to the
 * address of the destination store's entry in the shop master (toko-kirim).
 */
export const KIRIM_BARANG_MODULE = 'KIRIM_BARANG_MODULE';

const MESSAGES: MasterMessages = {
  created: MASTER_MESSAGES.created,
  updated: MASTER_MESSAGES.updated,
  deleted: MASTER_MESSAGES.deleted,
  createFailed: MASTER_MESSAGES.createFailed,
  updateFailed: MASTER_MESSAGES.updateFailed,
  deleteFailed: MASTER_MESSAGES.deleteFailed,
};

/** A shipment keeps the courier and service it went with (kirim_barang, migration 0058): in use, they stay. */
const usedByShipments = (column: string) => [{ table: 'kirim_barang', column, label: 'Kirim Barang', storeColumn: 'kode_toko_asal' }];

/** Master Toko Kirim: each store's shipping address and contact (the code is the store's kode_toko). */
export const TOKO_KIRIM: MasterDef = {
  key: 'toko-kirim',
  title: 'Toko Kirim',
  route: '/master-toko-kirim',
  table: 'toko_kirim',
  code: codeField('kode_toko_kirim', 'Kode Toko', 10),
  nameField: 'nama_penerima',
  fields: [
    textField('nama_penerima', 'Nama Penerima', 100),
    textField('no_hp', 'No HP', 20, { pattern: PHONE_PATTERN, digitsOnly: true }),
    textField('alamat_kirim', 'Alamat Kirim', 200),
    textField('kota', 'Kota', 60),
  ],
  reads: [{ path: 'toko-kirim' }],
  writes: defaultWrites('toko-kirim', 'kode_toko_kirim'),
  messages: MESSAGES,
  module: KIRIM_BARANG_MODULE,
};

/** Master Logistik: the couriers a store ships with (JNE, J&T, the chain's own driver...). */
export const LOGISTIK: MasterDef = {
  key: 'logistik',
  title: 'Logistik',
  route: '/master-logistik',
  table: 'logistik',
  code: codeField('kode_logistik', 'Kode Logistik'),
  nameField: 'nama_logistik',
  fields: [textField('nama_logistik', 'Nama Logistik', 100), textField('no_hp', 'No HP', 20, { required: false, pattern: PHONE_PATTERN, digitsOnly: true })],
  reads: [{ path: 'logistik' }],
  writes: defaultWrites('logistik', 'kode_logistik'),
  messages: MESSAGES,
  module: KIRIM_BARANG_MODULE,
  usedBy: [...usedByShipments('kode_logistik'), { table: 'ekspedisi', column: 'kode_logistik', label: 'Ekspedisi' }],
};

/** Master Ekspedisi: a courier's services (REG, YES, CARGO...), each of one logistik. */
export const EKSPEDISI: MasterDef = {
  key: 'ekspedisi',
  title: 'Ekspedisi',
  route: '/master-ekspedisi',
  table: 'ekspedisi',
  code: codeField('kode_ekspedisi', 'Kode Ekspedisi'),
  nameField: 'nama_ekspedisi',
  fields: [textField('nama_ekspedisi', 'Nama Ekspedisi', 100), refField('kode_logistik', 'Logistik', 'logistik')],
  reads: [{ path: 'ekspedisi' }],
  writes: defaultWrites('ekspedisi', 'kode_ekspedisi'),
  messages: MESSAGES,
  module: KIRIM_BARANG_MODULE,
  usedBy: usedByShipments('kode_ekspedisi'),
};

export const KIRIM_BARANG_MASTERS: readonly MasterDef[] = [TOKO_KIRIM, LOGISTIK, EKSPEDISI];
