import { codeField, dateField, moneyField, numberField, percentField, refField, textField, PHONE_PATTERN } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef, MasterMessages } from '../masters/types';
import { parseCaratToMct } from './carat';
import { BERLIAN_MESSAGES } from './messages';

/**
 * The diamond module's lists (issue 34, spec 001 §3 and §7), served by the master machinery (CRUD kit): the seven
 * stone attribute masters, the diamond suppliers and the price grid. Every screen and every read is behind
 * BERLIAN_MODULE (access/gates.ts; the server's berlian routes check the module on the reads too).
 */
export const BERLIAN_MODULE = 'BERLIAN_MODULE';

const MESSAGES: MasterMessages = {
  created: MASTER_MESSAGES.created,
  updated: MASTER_MESSAGES.updated,
  deleted: MASTER_MESSAGES.deleted,
  createFailed: MASTER_MESSAGES.createFailed,
  updateFailed: MASTER_MESSAGES.updateFailed,
  deleteFailed: MASTER_MESSAGES.deleteFailed,
};

/** The stone attributes: key (= the read path, spec 001 §7), Indonesian title, and the code's suffix. */
export const STONE_ATTRIBUTES = [
  { key: 'batu-shape', title: 'Shape', name: 'shape' },
  { key: 'batu-color', title: 'Color', name: 'color' },
  { key: 'batu-clarity', title: 'Clarity', name: 'clarity' },
  { key: 'batu-cutgrade', title: 'Cut Grade', name: 'cutgrade' },
  { key: 'batu-polish', title: 'Polish', name: 'polish' },
  { key: 'batu-symmetry', title: 'Symmetry', name: 'symmetry' },
  { key: 'batu-fluorescence', title: 'Fluorescence', name: 'fluorescence' },
] as const;
export type StoneAttributeKey = (typeof STONE_ATTRIBUTES)[number]['key'];

/** An item's stone lines keep the attribute codes (migration 0050, item_batu): in use, a code cannot be deleted. */
const usedByStones = (column: string) => [{ table: 'item_batu', column, label: 'Batu Barang' }];

function stoneAttribute(a: (typeof STONE_ATTRIBUTES)[number]): MasterDef {
  const code = `kode_${a.name}`;
  return {
    key: a.key,
    title: `Batu ${a.title}`,
    route: `/master-${a.key}`,
    table: a.key.replace('-', '_'),
    code: codeField(code, `Kode ${a.title}`),
    nameField: `nama_${a.name}`,
    fields: [textField(`nama_${a.name}`, `Nama ${a.title}`), numberField('urut', 'Urutan', { required: false, max: 999 })],
    reads: [{ path: a.key }],
    writes: defaultWrites(a.key, code),
    messages: MESSAGES,
    orderBy: 'urut',
    module: BERLIAN_MODULE,
    usedBy: usedByStones(code),
  };
}

export const STONE_ATTRIBUTE_MASTERS: readonly MasterDef[] = STONE_ATTRIBUTES.map(stoneAttribute);

/** Diamond suppliers: who a diamond piece was received from (spec 001 §3). */
export const SUPPLIER_BERLIAN: MasterDef = {
  key: 'supplier-berlian',
  title: 'Supplier Berlian',
  route: '/master-supplier-berlian',
  table: 'supplier_berlian',
  code: codeField('kode_supplier', 'Kode Supplier'),
  nameField: 'nama_supplier',
  fields: [
    textField('nama_supplier', 'Nama Supplier', 100),
    textField('no_hp', 'No HP', 20, { required: false, pattern: PHONE_PATTERN }),
    textField('alamat', 'Alamat', 200, { required: false }),
  ],
  reads: [{ path: 'supplier-berlian' }],
  writes: defaultWrites('supplier-berlian', 'kode_supplier'),
  messages: MESSAGES,
  module: BERLIAN_MODULE,
};

const caratField = (name: string, label: string) => numberField(name, label, { decimals: 3, max: 99, notZeroMessage: BERLIAN_MESSAGES.caratRequired });

/**
 * The price grid (Parameter Berlian): rupiah per carat for a shape, colour, clarity and carat band (the size of one
 * stone), with a margin; dated like the loan parameters (the rows of the latest tgl_berlaku not after the business
 * date are in force: berlian/pricing.ts `gridInForce`).
 */
export const PARAMETER_BERLIAN: MasterDef = {
  key: 'parameter-berlian',
  title: 'Parameter Berlian',
  route: '/parameter-berlian',
  table: 'parameter_berlian',
  code: codeField('kode_harga_berlian', 'Kode Harga', 20),
  nameField: 'kode_shape',
  fields: [
    dateField('tgl_berlaku', 'Tanggal Berlaku'),
    refField('kode_shape', 'Shape', 'batu-shape'),
    refField('kode_color', 'Color', 'batu-color'),
    refField('kode_clarity', 'Clarity', 'batu-clarity'),
    caratField('karat_dari', 'Karat Dari (per batu)'),
    caratField('karat_sampai', 'Karat Sampai (per batu)'),
    moneyField('harga_per_karat', 'Harga Per Karat', { notZeroMessage: 'Harga Per Karat tidak boleh 0' }),
    percentField('margin_persen', 'Margin (%)', { required: false, max: 1000, maxMessage: 'Margin tidak boleh lebih dari 1000' }),
  ],
  reads: [{ path: 'parameter-berlian' }],
  writes: defaultWrites('parameter-berlian', 'kode_harga_berlian'),
  messages: MESSAGES,
  orderBy: 'tgl_berlaku',
  module: BERLIAN_MODULE,
  check: (v): Record<string, string> => {
    const dari = parseCaratToMct(Number(v.karat_dari ?? 0));
    const sampai = parseCaratToMct(Number(v.karat_sampai ?? 0));
    return dari !== null && sampai !== null && sampai > 0 && sampai < dari ? { karat_sampai: BERLIAN_MESSAGES.bandInvalid } : {};
  },
};

/** Every list of the diamond module, in menu order. */
export const BERLIAN_MASTERS: readonly MasterDef[] = [...STONE_ATTRIBUTE_MASTERS, SUPPLIER_BERLIAN, PARAMETER_BERLIAN];
