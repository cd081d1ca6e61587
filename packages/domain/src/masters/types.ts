/**
 * A master (reference list) described as data, like a react-admin resource: the server builds its
 * routes, validation and delete checks from it, and the web's CRUD kit builds its table and form.
 */

export const MASTER_FIELD_TYPES = ['text', 'number', 'money', 'weight', 'percent', 'select', 'checkbox', 'date', 'image', 'list'] as const;
export type MasterFieldType = (typeof MASTER_FIELD_TYPES)[number];

/**
 * One column of a master.
 * - text: string, trimmed, upper-cased unless `upper` is false;
 * - number: a plain number (`decimals` places, 0 by default);
 * - money: whole rupiah;
 * - weight: grams with 3 decimals on the wire (a number), numeric(12,3) in the database;
 * - percent: 2 decimals, 0..`max` (100 unless told);
 * - select: one of `options`, or a code of the master named by `ref`;
 * - checkbox: boolean;
 * - date: a calendar date, 'YYYY-MM-DD' on the wire and in the database; the form shows DD-MM-YYYY;
 * - image: a picture kept in the file store under `<kode_toko>/<folder>/<random>.jpg`; sent as a data
 *   URL (`data:image/jpeg;base64,...`) when new or changed, answered as its public URL
 *   (/api/public/catalogue/files/...); `asList` answers and accepts it as a list of one;
 * - list: a list of texts (text[] in the database): codes of the master named by `ref` (`maxItems`
 *   of them), or tags (`hashtags`: shown '#a, #b' in a form, sent as a list without '#').
 */
export type MasterField = {
  name: string;
  /** Indonesian label: form label, table header, and the '{Label} Tidak Boleh Kosong' message */
  label: string;
  type: MasterFieldType;
  required: boolean;
  /** text: maximum length; number/money/percent/weight: maximum value */
  max?: number;
  /** message when the value is above `max` (numbers) */
  maxMessage?: string;
  /** numbers: minimum value (0 unless told) */
  min?: number;
  /** numbers: 0 is refused with this message */
  notZeroMessage?: string;
  /** number: decimal places allowed (0 unless told) */
  decimals?: number;
  /** text: upper-cased (spec 000 §5: fields are upper-cased by default) */
  upper?: boolean;
  /** text: a pattern the value must match */
  pattern?: { regex: RegExp; message: string };
  /** select: the fixed choices */
  options?: readonly string[];
  /** select: the key of the master whose codes are the choices */
  ref?: string;
  /** a code typed in a text field that must exist in the master another field names (para-potongan-kategori: berdasarkan KATEGORI -> kategori, JENIS -> jenis) */
  refBy?: { field: string; refs: Readonly<Record<string, string>> };
  /** select/list with `ref`: a choice shows these fields of the other master's row joined by ' / ' ('CODE - NAME' unless told; spec 001 §3: nama_group / kadar) */
  optionFields?: readonly string[];
  /** not sent on update (the code key, spec 000 §4: kode_harga is read-only in edit) */
  readOnlyInEdit?: boolean;
  /** text: a value shorter than this many characters is saved with a warning (spec: description under 20) */
  warnUnder?: number;
  /** value used when an optional field is left empty */
  defaultValue?: string | number | boolean;
  /** the message of an empty required field, when the spec names one ('Kategori Harus Dipilih') */
  requiredMessage?: string;
  /** text: the value must be at least this long (spec 001 §5: a phone of 11 characters) */
  minLength?: { length: number; message: string };
  /** text: an empty value is stored as a single space (spec 001 §5: sub_title, deskripsi) */
  emptyAsSpace?: boolean;
  /** select: how a fixed option is shown (value -> label: top -> ATAS) */
  optionLabels?: Readonly<Record<string, string>>;
  /** image: the file store folder (BANNER_ICON, ITEM...) */
  folder?: string;
  /** image: the largest box the picture is resized into (720x1366 unless told) */
  box?: { width: number; height: number };
  /** image: on the wire a list holding the one picture (spec 001 §3: an item's gambar_path is a list) */
  asList?: boolean;
  /** list: tags typed as '#a, #b' */
  hashtags?: boolean;
  /** list: at most this many entries */
  maxItems?: number;
  /** list: an entry sent as an object is read from this key (detail_group: [{ kode_group }]) */
  itemKey?: string;
  /** list: the message when fewer than one entry is given (required lists) */
  minItemsMessage?: string;
  /** shown in a form only (a hint under the field) */
  hint?: string;
  /** text: a colour ('#a1b2c3'), picked with a colour input */
  color?: boolean;
  /** text: only digits can be typed (spec 001 §5: numeric-only phone input); the pattern still checks what is sent */
  digitsOnly?: boolean;
};

/**
 * A display-only field of a master's answer (spec 001 §3: an item's harga_jual_str, deskripsi_banner,
 * deskripsi_info): computed by the server from the row and what it references, shown read-only in
 * the edit form, never stored; a write that carries it has it dropped (the write schemas strip it).
 */
export type MasterDisplayField = {
  name: string;
  /** Indonesian label (form label) */
  label: string;
  /** text: one string; list: a list of strings (shown comma-joined) */
  kind: 'text' | 'list';
};

/** A read path of the master under /api: the whole list, or filtered by a fixed value or by a param. */
export type MasterRead = {
  /** path under /api, e.g. 'gudang/get/all' or 'baki/get/by-kode-gudang/:kode_gudang' */
  path: string;
  /** fixed filters, e.g. { aktif: true } for 'baki/ready' */
  where?: Readonly<Record<string, string | boolean>>;
  /** a field taken from the path parameter of the same name, or else from the query string */
  by?: string;
  summary?: string;
};

/** Paths of the writes under /api; ':code' stands for the code field's name. */
export type MasterWrites = { create: string; update: string; delete: string };

export type MasterMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** when set, a 400 on a write answers this as `message` (the field messages stay in `errors`) */
  invalid?: string;
};

/** A table outside the masters whose rows keep a master's code: the master cannot be deleted while one does. */
export type MasterUsage = {
  table: string;
  column: string;
  /** what uses it, named in the refusal message */
  label: string;
  /** the store column of that table ('kode_toko' unless told) */
  storeColumn?: string;
};

/**
 * A field that may not change while rows use the master (the same uses as the delete check): a
 * tray holding items keeps its warehouse, so its items and the tray agree. `to` limits the guard to
 * one new value (switching off `aktif`); `action` names the change in the refusal ('dipindah gudang').
 */
export type InUseGuard = { field: string; action: string; to?: string | number | boolean };

export type MasterDef = {
  key: string;
  /** Indonesian name: screen title and messages ('Gudang') */
  title: string;
  /** the screen's route (spec 000 §2); writes are gated by it */
  route: string;
  table: string;
  /** the code field (kode_*), unique per store; `generated` when the server makes it (_id) */
  code: MasterField & { generated?: boolean };
  /** the field shown next to the code in selects of other masters */
  nameField: string;
  fields: readonly MasterField[];
  reads: readonly MasterRead[];
  writes: MasterWrites;
  messages: MasterMessages;
  /** order of lists (the code unless told) */
  orderBy?: string;
  /** tables outside the masters that keep this master's codes (items, prices...) */
  usedBy?: readonly MasterUsage[];
  /** fields refused on update while the row is in use (see InUseGuard) */
  lockedWhileInUse?: readonly InUseGuard[];
  /** module the screen needs (information for screens; the gate table enforces it) */
  module?: string;
  /** cross-field rule: field -> message */
  check?: (values: Readonly<Record<string, unknown>>) => Record<string, string>;
  /** the table's text when it has no rows ('Data Banner Kosong'); '{title} kosong' style by default */
  emptyText?: string;
  /** CSV export file name (the key by default) */
  csvFileName?: string;
  /** the table's columns (the code and every field by default) */
  tableFields?: readonly string[];
  /** Enter in a text field does not submit the form (spec 001 §5, item form) */
  preventEnterSubmit?: boolean;
  /** screens whose akses lets a user read the lists (any signed-in user when absent) */
  readGates?: readonly string[];
  /**
   * A fixed set of records (the four splash screens): the list always answers every code (stored
   * values over `fixedDefaults`), an update of a code not stored yet creates it, and there is no
   * create and no delete.
   */
  fixedCodes?: readonly string[];
  fixedDefaults?: Readonly<Record<string, string | number | boolean>>;
  /** display-only fields the server adds to every row it answers (see MasterDisplayField) */
  display?: readonly MasterDisplayField[];
};

/** A row of a master on the wire: _id, kode_toko, code, fields, updated_at, updated_by. */
export type MasterRow = Record<string, string | number | boolean | null | string[]>;
