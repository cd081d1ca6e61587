/**
 * Messages built from values ('Barcode X tidak ditemukan', 'Kode Sales Tidak Boleh Kosong'): Indonesian templates
 * with `{{name}}` placeholders (i18next's syntax), by area. The builders fill them (`fillMessage`), so each text is
 * the template's byte for byte; a sent text is matched back to its code and values (`templateOf`), which the server
 * sends beside the text and the web renders as `messages.<code>` in the picked language (docs/api.md §4, Message codes). Their areas
 * are apart from the catalogues' (a template code never names a catalogue text).
 */
export const MESSAGE_TEMPLATES = {
  /** field checks of the forms and the masters (masters/schemas.ts, masters/fields.ts) */
  fields: {
    required: '{{label}} Tidak Boleh Kosong',
    maxChars: '{{label}} maksimal {{max}} karakter',
    maxDays: '{{label}} maksimal {{max}} hari',
    maxItems: '{{label}} maksimal {{max}}',
    notLess: '{{label}} tidak boleh kurang dari {{min}}',
    notMore: '{{label}} tidak boleh lebih dari {{max}}',
    notZero: '{{label}} tidak boleh 0',
    integer: '{{label}} harus bilangan bulat',
    maxDecimals: '{{label}} maksimal {{decimals}} desimal',
    invalid: '{{label}} tidak valid',
    yesNo: '{{label}} harus ya atau tidak',
    codeChars: '{{label}} hanya boleh huruf, angka, titik, garis bawah atau strip',
    digitsOnly: '{{label}} hanya boleh angka',
    shortText: '{{label}} kurang dari {{min}} karakter',
  },
  /** a record's code (masters/messages.ts) */
  records: {
    duplicateCode: '{{label}} {{code}} sudah terdaftar',
    unknownCode: '{{label}} {{code}} tidak terdaftar',
    codeNotFound: '{{label}} {{code}} tidak ditemukan',
  },
  /** a scanned item (stock/messages.ts, sales/messages.ts) */
  barcodes: {
    barcodeTwice: 'Barcode {{code}} sudah ada di tabel',
    barcodeNotFound: 'Barcode {{code}} tidak ditemukan',
    alreadySold: 'Barcode {{code}} sudah terjual',
    notSellable: 'Barcode {{code}} tidak dapat dijual karena status {{status}}',
    notInTray: 'Barcode {{code}} tidak berada di baki toko',
  },
  payments: {
    minDp: 'Uang muka minimal {{persen}}% ({{minimum}})',
  },
  /** the checks of closing the day (/tutup-toko) */
  closingChecks: {
    checkValidasiPenjualan: '{{jumlah}} nota penjualan belum divalidasi',
    checkValidasiTitipan: '{{jumlah}} titipan belum divalidasi',
    checkStockOpname: '{{jumlah}} stock opname masih terbuka',
    checkTimbangBaki: 'Belum ada timbang baki hari ini',
    checkOtorisasi: '{{jumlah}} permintaan otorisasi masih terbuka',
    checkKirimUang: '{{jumlah}} kiriman uang ke pusat belum diterima',
    checkValidasiHutang: '{{jumlah}} transaksi hutang belum divalidasi',
    previousDate: 'Tanggal aktif toko {{tgl}} belum ditutup, hubungi supervisor untuk tutup toko',
  },
} as const;

export type MessageParams = Record<string, string | number>;

/** A template with its values: '{{label}} Tidak Boleh Kosong' + { label: 'Kode Sales' } -> 'Kode Sales Tidak Boleh Kosong'. */
export function fillMessage(template: string, params: Readonly<MessageParams> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * What a placeholder matches: a number; a code one word without small letters (codes are upper-cased), so that a
 * fixed text such as 'Kode Toko tidak terdaftar' is not read as label 'Kode' and code 'Toko'; a label or status any text.
 */
function valuePattern(name: string): string {
  if (/^(jumlah|min|max|decimals|persen)$/.test(name)) return '(-?\\d[\\d.,]*)';
  if (/^(code|kode\w*|no\w*)$/i.test(name)) return '([^\\sa-z]+)';
  return '(.+?)';
}

type Compiled = { code: string; regex: RegExp; names: string[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every template as a regular expression, the most literal first (so 'Barcode {{code}} tidak ditemukan' wins over '{{label}} {{code}} tidak ditemukan'). */
const COMPILED: readonly Compiled[] = (() => {
  const out: Compiled[] = [];
  for (const [area, templates] of Object.entries(MESSAGE_TEMPLATES)) {
    for (const [key, template] of Object.entries(templates)) {
      const names: string[] = [];
      const parts = template.split(/\{\{\s*(\w+)\s*\}\}/);
      let source = '';
      parts.forEach((part, i) => {
        if (i % 2 === 0) source += escape(part);
        else {
          names.push(part);
          source += valuePattern(part);
        }
      });
      const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
      out.push({ code: `${area}.${key}`, regex: new RegExp(`^${source}$`, 's'), names, literal });
    }
  }
  return out.sort((a, b) => b.literal - a.literal);
})();

/** The template code and values of a text built from a template ('messages.<code>' in the dictionaries), or undefined. */
export function templateOf(text: string | undefined | null): { code: string; params?: Record<string, string> } | undefined {
  if (typeof text !== 'string') return undefined;
  for (const { code, regex, names } of COMPILED) {
    const m = regex.exec(text);
    if (m) return names.length ? { code, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])) } : { code };
  }
  return undefined;
}

const TEMPLATE_OF_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGE_TEMPLATES).flatMap(([area, list]) => Object.entries(list).map(([key, text]) => [`${area}.${key}`, text] as const)),
);

/**
 * A field check's text for the field under another label ('Kode Sales tidak boleh 0' -> 'Sales Code tidak boleh 0'):
 * a form in another language builds its checks from the translated labels, and its messages then translate whole.
 * Any other text is returned as it is.
 */
export function relabelMessage(text: string, from: string, to: string): string {
  const found = templateOf(text);
  if (!found?.params || found.params.label !== from) return text;
  return fillMessage(TEMPLATE_OF_CODE.get(found.code)!, { ...found.params, label: to });
}
