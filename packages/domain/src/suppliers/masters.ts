import { codeField, PHONE_PATTERN, textField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef } from '../masters/types';

/** The supplier module (spec 000 §6, spec 001 §7 `supplier-barang`): the supplier master and its report. */
export const SUPPLIER_BARANG_MODULE = 'SUPPLIER_BARANG_MODULE';

/**
 * Suppliers of goods (Master Supplier): who new stock comes from. With SUPPLIER_BARANG_MODULE on, a goods receipt
 * from a supplier names one of these (penerimaan-barang/supplier `kode_supplier`).
 */
export const SUPPLIER_BARANG: MasterDef = {
  key: 'supplier-barang',
  title: 'Supplier Barang',
  route: '/master-supplier-barang',
  table: 'supplier_barang',
  code: codeField('kode_supplier', 'Kode Supplier'),
  nameField: 'nama_supplier',
  fields: [
    textField('nama_supplier', 'Nama Supplier', 100),
    textField('no_hp', 'No HP', 20, { required: false, pattern: PHONE_PATTERN }),
    textField('alamat', 'Alamat', 200, { required: false }),
  ],
  reads: [{ path: 'supplier-barang' }],
  writes: defaultWrites('supplier-barang', 'kode_supplier'),
  messages: {
    created: MASTER_MESSAGES.created,
    updated: MASTER_MESSAGES.updated,
    deleted: MASTER_MESSAGES.deleted,
    createFailed: MASTER_MESSAGES.createFailed,
    updateFailed: MASTER_MESSAGES.updateFailed,
    deleteFailed: MASTER_MESSAGES.deleteFailed,
  },
  module: SUPPLIER_BARANG_MODULE,
  usedBy: [{ table: 'kirim_barang', column: 'kode_supplier', label: 'Penerimaan Barang', storeColumn: 'kode_toko_tujuan' }],
};

export const SUPPLIER_MASTERS: readonly MasterDef[] = [SUPPLIER_BARANG];
