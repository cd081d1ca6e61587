import { codeField, moneyField, refField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef } from '../masters/types';
import { PRICE_MESSAGES } from './messages';

/**
 * Price parameters that are plain lists, served by the same machinery as the masters.
 * Parameter Harga Beli follows spec 000 exactly (§3, §4, §7, §8).
 */
export const PARA_HARGA_BELI: MasterDef = {
  key: 'para-harga-beli',
  title: 'Parameter Harga Beli',
  route: '/parameter-harga-beli',
  table: 'harga_beli',
  code: codeField('kode_harga', 'Kode Harga'),
  nameField: 'harga_per_gram',
  fields: [moneyField('harga_per_gram', 'Harga Per Gram', { notZeroMessage: 'Harga Per Gram tidak boleh 0' })],
  reads: [{ path: 'para-harga-beli' }],
  writes: { create: 'para-harga-beli/create', update: 'para-harga-beli/update/:kode_harga', delete: 'para-harga-beli/delete/:kode_harga' },
  messages: {
    created: PRICE_MESSAGES.buyPriceSaved,
    updated: PRICE_MESSAGES.buyPriceEdited,
    deleted: PRICE_MESSAGES.buyPriceDeleted,
    createFailed: PRICE_MESSAGES.buyPriceSendFailed,
    updateFailed: PRICE_MESSAGES.buyPriceSendFailed,
    deleteFailed: PRICE_MESSAGES.buyPriceDeleteFailed,
    invalid: PRICE_MESSAGES.buyPriceSendFailed,
  },
};

/** Labour cost (ongkos) per jenis and group: per gram, with a minimum per item. */
export const PARAMETER_ONGKOS: MasterDef = {
  key: 'parameter-ongkos',
  title: 'Parameter Ongkos',
  route: '/parameter-ongkos',
  table: 'parameter_ongkos',
  code: codeField('kode_ongkos', 'Kode Ongkos', 20),
  nameField: 'kode_dept',
  fields: [
    refField('kode_dept', 'Kode Jenis', 'jenis'),
    refField('kode_group', 'Kode Group', 'group'),
    moneyField('ongkos_per_gram', 'Ongkos Per Gram'),
    moneyField('ongkos_minimal', 'Ongkos Minimal', { required: false }),
  ],
  reads: [{ path: 'parameter-ongkos' }],
  writes: defaultWrites('parameter-ongkos', 'kode_ongkos'),
  messages: {
    created: MASTER_MESSAGES.created,
    updated: MASTER_MESSAGES.updated,
    deleted: MASTER_MESSAGES.deleted,
    createFailed: MASTER_MESSAGES.createFailed,
    updateFailed: MASTER_MESSAGES.updateFailed,
    deleteFailed: MASTER_MESSAGES.deleteFailed,
  },
};

export const PRICE_MASTERS: readonly MasterDef[] = [PARA_HARGA_BELI, PARAMETER_ONGKOS];
