import { codeField, moneyField, numberField, refField, selectField, textField, weightField } from '../masters/fields';
import { IMAGE_BOX } from '../masters/images';
import type { MasterDef, MasterField, MasterMessages } from '../masters/types';
import { CATALOGUE_MESSAGES as M, catalogueFailures } from './messages';

/**
 * The customer app's catalogue (spec 001 §2, §3, §5, §7): nine screens, each a definition on the
 * master machinery (server routes, validation, CRUD screen). Pictures are `image` fields stored in
 * the file store folders of spec 001 §7; codes are typed by the user.
 */

/** The catalogue's screens (spec 001 §2, exact paths). */
export const CATALOGUE_ROUTES = [
  '/kategori-katalog',
  '/harga-katalog',
  '/banner-katalog',
  '/info-katalog',
  '/item-katalog',
  '/kontak-admin-katalog',
  '/hadiah-katalog',
  '/group-description-katalog',
  '/splashscreen-katalog',
] as const;

/** File store folders of spec 001 §7. */
export const CATALOGUE_FOLDERS = ['BANNER_ICON', 'INFO_ICON', 'ITEM', 'HADIAH', 'KATEGORI_ICON', 'SPLASHSCREEN'] as const;
export type CatalogueFolder = (typeof CATALOGUE_FOLDERS)[number];

/** The four splash screens (spec 001 §2) and their positions (spec 001 §9: top, bottom, shown ATAS / BAWAH). */
export const SPLASH_SCREENS = ['MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3'] as const;
export const SPLASH_POSITIONS = ['top', 'bottom'] as const;
export const SPLASH_POSITION_LABELS = { top: 'ATAS', bottom: 'BAWAH' } as const;

/** CSV export name of every catalogue table (spec 001 §2, §9). */
export const CATALOGUE_CSV = 'kategori-katalog';

function messagesOf(name: string): MasterMessages {
  return { created: M.created, updated: M.updated, deleted: M.deleted, ...catalogueFailures(name) };
}

/** Free text kept as typed (not upper-cased). */
const plain = (name: string, label: string, max = 200, extra: Partial<MasterField> = {}) => textField(name, label, max, { required: false, upper: false, ...extra });

function image(name: string, label: string, folder: string, extra: Partial<MasterField> = {}): MasterField {
  return { name, label, type: 'image', required: true, folder, box: IMAGE_BOX.card, requiredMessage: M.imageRequired, ...extra };
}

/** A link a customer opens (an item's or a card's URL Pendukung): http(s) and no spaces. */
const URL_PATTERN = { regex: /^https?:\/\/[^\s]+$/i, message: M.urlInvalid } as const;

/** The heaviest catalogue item, in grams (a 10 kg bar; a wrong unit typed gives a clear message). */
export const CATALOGUE_MAX_BERAT = 10_000;
/** The highest price and point count a catalogue row takes. */
export const CATALOGUE_MAX_HARGA = 10_000_000_000;
export const CATALOGUE_MAX_POINT = 1_000_000;

/** Group choices show the group's name and purity (spec 001 §3: nama_group / kadar). */
const GROUP_OPTION = { optionFields: ['nama_group', 'kadar'] } as const;

const gateRead = { readGates: CATALOGUE_ROUTES, csvFileName: CATALOGUE_CSV } as const;

/** Banner and info share their fields (spec 001 §3). */
function bannerLike(key: string, title: string, route: string, table: string, codeName: string, codeLabel: string, base: string, folder: string, emptyText: string): MasterDef {
  return {
    key,
    title,
    route,
    table,
    code: codeField(codeName, codeLabel, 20),
    nameField: 'title',
    fields: [
      plain('title', 'Title', 100, { required: true }),
      plain('sub_title', 'Sub Title', 100, { emptyAsSpace: true }),
      plain('info', 'Info', 100),
      plain('sub_info', 'Sub Info', 100),
      plain('deskripsi', 'Deskripsi', 1000, { emptyAsSpace: true }),
      plain('url_pendukung', 'URL Pendukung', 300, { pattern: URL_PATTERN }),
      plain('nama_tombol', 'Nama Tombol', 50),
      image('gambar_path', 'Gambar', folder),
      plain('gambar_name', 'Nama Gambar', 200),
    ],
    tableFields: [codeName, 'title', 'deskripsi', 'gambar_path'],
    reads: [{ path: base }],
    writes: { create: base, update: `${base}/edit/:${codeName}`, delete: `${base}/delete/:${codeName}` },
    messages: messagesOf(title),
    emptyText,
    ...gateRead,
  };
}

export const KATEGORI_KATALOG: MasterDef = {
  key: 'kategori-katalog',
  title: 'Kategori Katalog',
  route: '/kategori-katalog',
  table: 'katalog_kategori',
  code: codeField('kode_kategori', 'Kode Kategori', 20),
  nameField: 'nama_kategori',
  fields: [
    plain('nama_kategori', 'Nama Kategori', 100, { required: true }),
    textField('warna', 'Warna', 20, { upper: false, color: true, requiredMessage: M.warnaRequired, pattern: { regex: /^#[0-9A-Fa-f]{3,8}$/, message: M.warnaRequired } }),
    image('gambar_path', 'Gambar', 'KATEGORI_ICON', { requiredMessage: M.kategoriImageRequired }),
    plain('gambar_name', 'Nama Gambar', 200),
  ],
  tableFields: ['kode_kategori', 'nama_kategori', 'warna', 'gambar_path'],
  reads: [{ path: 'app/kategori-katalog' }],
  writes: { create: 'app/kategori-katalog', update: 'app/kategori-katalog/edit/:kode_kategori', delete: 'app/kategori-katalog/delete/:kode_kategori' },
  messages: { created: M.created, updated: M.updated, deleted: M.deleted, createFailed: M.kategoriCreateFailed, updateFailed: M.kategoriUpdateFailed, deleteFailed: M.kategoriDeleteFailed },
  emptyText: 'Data Kategori Kosong',
  ...gateRead,
};

export const HARGA_KATALOG: MasterDef = {
  key: 'harga-katalog',
  title: 'Harga Katalog',
  route: '/harga-katalog',
  table: 'katalog_harga',
  code: codeField('kode_harga_app', 'Kode Harga', 20),
  nameField: 'nama_harga_app',
  fields: [
    plain('nama_harga_app', 'Nama Harga', 100, { required: true }),
    { name: 'detail_group', label: 'List Group', type: 'list', required: true, ref: 'group', ...GROUP_OPTION, itemKey: 'kode_group', minItemsMessage: M.groupListRequired, requiredMessage: M.groupListRequired, max: 20 },
  ],
  reads: [{ path: 'app/harga' }],
  writes: { create: 'app/harga', update: 'app/harga/:kode_harga_app', delete: 'app/harga/:kode_harga_app' },
  messages: messagesOf('Harga Katalog'),
  emptyText: 'Data Harga Kosong',
  ...gateRead,
};

export const BANNER_KATALOG = bannerLike('banner-katalog', 'Banner Katalog', '/banner-katalog', 'katalog_banner', 'kode_banner', 'Kode Banner', 'app/banner-katalog', 'BANNER_ICON', 'Data Banner Kosong');
export const INFO_KATALOG = bannerLike('info-katalog', 'Info Katalog', '/info-katalog', 'katalog_info', 'kode_info', 'Kode Info', 'app/info-katalog', 'INFO_ICON', 'Data Info Kosong');

const hashtags = (name: string, label: string, hint: string): MasterField => ({ name, label, type: 'list', required: false, hashtags: true, max: 50, hint });

export const ITEM_KATALOG: MasterDef = {
  key: 'item-katalog',
  title: 'Item Katalog',
  route: '/item-katalog',
  table: 'katalog_item',
  code: codeField('kode_barang', 'Kode Barang', 20),
  nameField: 'nama_barang',
  fields: [
    refField('kode_kategori', 'Kategori', 'kategori-katalog', { requiredMessage: M.kategoriRequired }),
    plain('nama_barang', 'Nama Barang', 100, { required: true, requiredMessage: M.namaBarangRequired }),
    weightField('berat', 'Berat', { requiredMessage: M.beratRequired, notZeroMessage: M.beratZero, max: CATALOGUE_MAX_BERAT, maxMessage: M.beratTooHeavy }),
    moneyField('harga_jual', 'Harga Jual', { requiredMessage: M.hargaJualRequired, notZeroMessage: M.hargaJualZero, max: CATALOGUE_MAX_HARGA, maxMessage: M.hargaJualTooHigh }),
    // the group whose gold price in force prices the item for customers (the public catalogue)
    refField('kode_group', 'Group Harga', 'group', { required: false, ...GROUP_OPTION }),
    { name: 'kode_banner', label: 'Banner', type: 'list', required: false, ref: 'banner-katalog', maxItems: 1, max: 20 },
    { name: 'kode_info', label: 'Info', type: 'list', required: false, ref: 'info-katalog', maxItems: 1, max: 20 },
    plain('direct_url', 'URL Pendukung', 300, { required: true, requiredMessage: M.directUrlRequired, pattern: URL_PATTERN }),
    hashtags('hashtag_jenis', 'Hashtag Jenis', '#cincin, #kalung'),
    hashtags('hashtag_kadar', 'Hashtag Kadar', '#24k, #22k'),
    hashtags('hashtag_lm', 'Hashtag LM', '#antam, #ubs'),
    image('gambar_path', 'Gambar', 'ITEM', { asList: true }),
  ],
  tableFields: ['kode_barang', 'nama_barang', 'berat', 'harga_jual', 'gambar_path', 'kode_banner', 'kode_info'],
  reads: [{ path: 'app/item-katalog' }],
  writes: { create: 'app/item-katalog', update: 'app/item-katalog/edit/:kode_barang', delete: 'app/item-katalog/delete/:kode_barang' },
  messages: messagesOf('Item Katalog'),
  emptyText: 'Data Item Kosong',
  preventEnterSubmit: true,
  // spec 001 §3: read-only display, dropped before sending
  display: [
    { name: 'harga_jual_str', label: 'Harga Jual (Tampilan)', kind: 'text' },
    { name: 'deskripsi_banner', label: 'Deskripsi Banner', kind: 'list' },
    { name: 'deskripsi_info', label: 'Deskripsi Info', kind: 'list' },
  ],
  ...gateRead,
};

export const KONTAK_ADMIN_KATALOG: MasterDef = {
  key: 'kontak-admin-katalog',
  title: 'Kontak Admin Katalog',
  route: '/kontak-admin-katalog',
  table: 'katalog_admin_chat',
  code: codeField('kode_admin', 'Kode Admin', 20),
  nameField: 'nama_admin',
  fields: [
    plain('nama_admin', 'Nama Admin', 100, { required: true, requiredMessage: M.namaAdminRequired }),
    textField('no_hp', 'Nomor WhatsApp', 20, {
      requiredMessage: M.noHpRequired,
      minLength: { length: 11, message: M.noHpInvalid },
      pattern: { regex: /^[0-9]+$/, message: M.noHpInvalid },
      digitsOnly: true,
    }),
  ],
  reads: [{ path: 'app/member/admin-chat' }],
  writes: { create: 'app/member/admin-chat', update: 'app/member/admin-chat/edit/:kode_admin', delete: 'app/member/admin-chat/delete/:kode_admin' },
  messages: messagesOf('Kontak Admin Katalog'),
  emptyText: 'Data Kontak Admin Kosong',
  ...gateRead,
};

export const HADIAH_KATALOG: MasterDef = {
  key: 'hadiah-katalog',
  title: 'Hadiah Katalog',
  route: '/hadiah-katalog',
  table: 'katalog_hadiah',
  code: codeField('kode_hadiah', 'Kode Hadiah', 20),
  nameField: 'nama_hadiah',
  fields: [
    plain('nama_hadiah', 'Nama Hadiah', 100, { required: true, requiredMessage: M.namaHadiahRequired }),
    plain('info', 'Info', 100, { required: true, requiredMessage: M.infoRequired }),
    plain('sub_info', 'Sub Info', 100, { required: true, requiredMessage: M.subInfoRequired }),
    plain('deskripsi', 'Deskripsi', 1000, { emptyAsSpace: true }),
    numberField('point', 'Point', { requiredMessage: M.pointRequired, notZeroMessage: M.pointZero, max: CATALOGUE_MAX_POINT, maxMessage: M.pointTooHigh }),
    image('gambar_path', 'Gambar', 'HADIAH'),
    plain('gambar_name', 'Nama Gambar', 200),
  ],
  tableFields: ['kode_hadiah', 'nama_hadiah', 'info', 'sub_info', 'deskripsi', 'gambar_path'],
  reads: [{ path: 'app/member/list-gift' }],
  writes: { create: 'app/member/list-gift', update: 'app/member/list-gift/edit/:kode_hadiah', delete: 'app/member/list-gift/delete/:kode_hadiah' },
  messages: messagesOf('Hadiah Katalog'),
  emptyText: 'Data Hadiah Kosong',
  ...gateRead,
};

export const GROUP_DESCRIPTION_KATALOG: MasterDef = {
  key: 'group-description-katalog',
  title: 'Deskripsi Group Katalog',
  route: '/group-description-katalog',
  table: 'katalog_group_description',
  code: refField('kode_group', 'Kode Group', 'group', { readOnlyInEdit: true, ...GROUP_OPTION }),
  nameField: 'description',
  fields: [plain('description', 'Deskripsi', 1000)],
  reads: [{ path: 'app/member/group-description' }],
  writes: { create: 'app/member/group-description', update: 'app/member/group-description/edit/:kode_group', delete: 'app/member/group-description/delete/:kode_group' },
  messages: messagesOf('Deskripsi Group Katalog'),
  emptyText: 'Data Harga Kosong',
  ...gateRead,
};

export const SPLASHSCREEN_KATALOG: MasterDef = {
  key: 'splashscreen-katalog',
  title: 'Splashscreen Katalog',
  route: '/splashscreen-katalog',
  table: 'katalog_splash_screen',
  code: selectField('screen_name', 'Nama Screen', SPLASH_SCREENS, { readOnlyInEdit: true }),
  nameField: 'text',
  fields: [
    image('image_path', 'Gambar', 'SPLASHSCREEN', { required: false, box: IMAGE_BOX.screen }),
    plain('text', 'Text', 500),
    selectField('position', 'Posisi', SPLASH_POSITIONS, { optionLabels: SPLASH_POSITION_LABELS, defaultValue: 'top' }),
  ],
  reads: [{ path: 'app/splash-screen' }],
  // spec 001 §7: GET app/splash-screen, PUT app/splash-screen/{kode}; no add, no delete
  writes: { create: '', update: 'app/splash-screen/:screen_name', delete: '' },
  messages: messagesOf('Splashscreen Katalog'),
  fixedCodes: SPLASH_SCREENS,
  fixedDefaults: { text: '', position: 'top' },
  // spec 001 §3: name, url and kode of a fixed screen; PUT takes only text, position and image_path (§7)
  display: [
    { name: 'name', label: 'Nama', kind: 'text' },
    { name: 'kode', label: 'Kode', kind: 'text' },
    { name: 'url', label: 'URL Gambar', kind: 'text' },
  ],
  ...gateRead,
};

/** Every catalogue screen, in menu order. */
export const CATALOGUE_MASTERS: readonly MasterDef[] = [
  KATEGORI_KATALOG,
  HARGA_KATALOG,
  BANNER_KATALOG,
  INFO_KATALOG,
  ITEM_KATALOG,
  KONTAK_ADMIN_KATALOG,
  HADIAH_KATALOG,
  GROUP_DESCRIPTION_KATALOG,
  SPLASHSCREEN_KATALOG,
];
