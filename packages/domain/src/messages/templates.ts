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
    /** a piece reserved by a customer of the web store (WEB_EXTERNAL_MODULE) */
    reservedOnline: 'Barcode {{code}} sedang dipesan online, tidak dapat dijual di toko',
  },
  payments: {
    minDp: 'Uang muka minimal {{persen}}% ({{minimum}})',
  },
  /** instalment refusals that carry an amount (cicilan/messages.ts) */
  cicilanAmounts: {
    dpUnderMinimum: 'DP Cicilan Kurang Dari Minimal DP ({{minimum}})',
    paymentOverOwed: 'Pembayaran Cicilan Melebihi Sisa Cicilan Dan Denda ({{sisa}})',
  },
  /** stock moves, trays and warehouses, item data (stock/messages.ts) */
  stockItems: {
    alreadyInTray: 'Barcode {{code}} sudah berada di baki {{kodeBaki}}',
    notAccessory: 'Barcode {{code}} bukan barang aksesoris',
    isAccessory: 'Barcode {{code}} adalah barang aksesoris',
    accessoryShort: 'Stock aksesoris {{code}} tidak mencukupi, sisa {{jumlah}}',
    trayOutsideWarehouse: 'Baki {{kodeBaki}} tidak berada di Gudang {{kodeGudang}}',
    trayInactive: 'Baki {{kodeBaki}} tidak aktif',
    specialWarehouse: 'Gudang {{kodeGudang}} khusus barang {{jenisGudang}}',
    wrongWarehouseKind: 'Gudang {{kodeGudang}} bukan gudang {{jenisGudang}}',
    emptyTray: 'Tidak ada barang di baki {{kodeBaki}}',
    duplicateName: 'Nama Barang {{nama}} sudah ada di stock',
    duplicateBarcode: 'Kode Barcode {{code}} sudah terdaftar',
    /** also the refusal of a correction (KOREKSI) by status: one text, one code */
    notEditable: 'Barcode {{code}} tidak dapat diubah karena status {{status}}',
    /** the first refused row of a many-rows insert; `message` is itself a message (the web shows it translated) */
    rowError: 'Baris {{row}}: {{message}}',
    photoTooLarge: 'Ukuran gambar maksimal {{mb}} MB',
  },
  /** an item refused by its status, one text per stock move (stock/messages.ts ACTION_OF; a sale is barcodes.notSellable) */
  stockRefusals: {
    pindah: 'Barcode {{code}} tidak dapat dipindah karena status {{status}}',
    hancur: 'Barcode {{code}} tidak dapat dihancurkan karena status {{status}}',
    contohKeluar: 'Barcode {{code}} tidak dapat diambil sebagai contoh karena status {{status}}',
    contohMasuk: 'Barcode {{code}} tidak dapat dikembalikan sebagai contoh karena status {{status}}',
    batalJual: 'Barcode {{code}} tidak dapat dibatalkan penjualannya karena status {{status}}',
    titip: 'Barcode {{code}} tidak dapat dititipkan karena status {{status}}',
    batalTitip: 'Barcode {{code}} tidak dapat dibatalkan titipannya karena status {{status}}',
    kirim: 'Barcode {{code}} tidak dapat dikirim karena status {{status}}',
    terima: 'Barcode {{code}} tidak dapat diterima karena status {{status}}',
    batalTerima: 'Barcode {{code}} tidak dapat dibatalkan penerimaannya karena status {{status}}',
    batalLelang: 'Barcode {{code}} tidak dapat dibatalkan lelangnya karena status {{status}}',
    aksesorisTambah: 'Barcode {{code}} tidak dapat ditambah stocknya karena status {{status}}',
    aksesorisAmbil: 'Barcode {{code}} tidak dapat diambil stocknya karena status {{status}}',
    opname: 'Barcode {{code}} tidak dapat dipindah oleh stock opname karena status {{status}}',
    label: 'Barcode {{code}} tidak dapat dicetak labelnya karena status {{status}}',
    other: 'Barcode {{code}} tidak dapat diproses karena status {{status}}',
  },
  /** sending and receiving goods, problem invoices (receiving/messages.ts) */
  shipments: {
    kirimNotFound: 'No Kirim {{noKirim}} tidak ditemukan',
    alreadyReceived: 'No Kirim {{noKirim}} sudah diterima',
    alreadyReceivedAs: 'No Kirim {{noKirim}} sudah diterima dengan No Terima {{noTerima}}',
    kirimCancelled: 'No Kirim {{noKirim}} sudah dibatalkan',
    notChainShipment: 'No Kirim {{noKirim}} adalah kiriman supplier, tidak perlu stock opname penerimaan',
    tokoUnknown: 'Toko {{kodeToko}} tidak terdaftar',
    accessoryNotShippable: 'Barcode {{code}} adalah barang aksesoris dan tidak dapat dikirim',
    scannedTwice: 'Barcode {{code}} sudah discan',
    notInShipment: 'Barcode {{code}} tidak ada di pengiriman {{noKirim}}',
    terimaCancelled: 'No Terima {{noTerima}} sudah dibatalkan',
    itemMovedFromTray: 'Barang {{code}} sudah dipindah dari baki {{kodeBaki}}, penerimaan tidak dapat dibatalkan',
    itemStatusChanged: 'Barang {{code}} sudah berstatus {{status}}, penerimaan tidak dapat dibatalkan',
    fakturNotFound: 'Faktur {{noFaktur}} tidak ditemukan',
    fakturResolved: 'Faktur {{noFaktur}} sudah diselesaikan',
    fakturCancelled: 'Faktur {{noFaktur}} sudah dibatalkan',
  },
  /** stock opname (stock-count/messages.ts) */
  stockCounts: {
    alreadyClosed: 'Stock opname {{noOpname}} sudah ditutup',
    alreadyCancelled: 'Stock opname {{noOpname}} sudah dibatalkan',
    leftTrayNowAt: 'Barang {{code}} sudah keluar dari baki {{kodeBaki}} sejak stock opname dimulai (sekarang di {{kodeGudangNow}} / {{kodeBakiNow}})',
    leftTrayStatus: 'Barang {{code}} sudah keluar dari baki {{kodeBaki}} sejak stock opname dimulai (status {{status}})',
    leftWarehouseNowAt: 'Barang {{code}} sudah keluar dari gudang {{kodeGudang}} sejak stock opname dimulai (sekarang di {{kodeGudangNow}} / {{kodeBakiNow}})',
    leftWarehouseStatus: 'Barang {{code}} sudah keluar dari gudang {{kodeGudang}} sejak stock opname dimulai (status {{status}})',
    openForTray: 'Masih ada stock opname {{noOpname}} yang terbuka untuk baki {{kodeBaki}}. Tutup atau batalkan terlebih dahulu',
    openForWarehouse: 'Masih ada stock opname {{noOpname}} yang terbuka untuk gudang {{kodeGudang}}. Tutup atau batalkan terlebih dahulu',
    closedMoved: 'Stock Opname Berhasil Ditutup. {{jumlah}} barang dipindahkan ke baki {{kodeBaki}}',
    closedNotMoved: 'Stock Opname Berhasil Ditutup. Tidak dipindahkan: {{items}}',
    closedMovedNotMoved: 'Stock Opname Berhasil Ditutup. {{jumlah}} barang dipindahkan ke baki {{kodeBaki}}. Tidak dipindahkan: {{items}}',
  },
  /** sending money to the head office (kirim-uang/messages.ts) */
  moneyTransfers: {
    balanceTooLow: 'Jumlah Rp melebihi saldo (saldo {{saldo}})',
    alreadyReceived: 'Uang {{notaKirim}} sudah diterima',
    alreadyReceivedBy: 'Uang {{notaKirim}} sudah diterima oleh {{terimaBy}}',
  },
  /** the cash book and money moves (cash/messages.ts) */
  cashBook: {
    rekeningUnknown: 'Rekening {{noRekening}} tidak terdaftar di toko ini',
    rekeningNotOfBank: 'Rekening {{noRekening}} bukan rekening bank {{kodeBank}}',
    drawerShort: 'Saldo CASH tidak cukup (saldo {{saldo}}): tambah uang laci dulu (Kas Masuk atau Mutasi Uang dari bank)',
    cashShort: 'Saldo CASH tidak cukup (saldo {{saldo}}): bayar dengan transfer',
    accountShort: 'Saldo {{akun}} tidak cukup (saldo {{saldo}}): bayar dari rekening lain atau tunai',
    kodeTransaksiUnknown: 'Kode transaksi {{kodeTransaksi}} tidak terdaftar',
    kodeTransaksiJenisInvalid: 'Kode transaksi {{kodeTransaksi}} berjenis {{jenis}}, bukan MASUK atau KELUAR',
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
    checkValidasiJualBeliManual: '{{jumlah}} transaksi jual beli manual belum divalidasi',
    checkValidasiCicilan: '{{jumlah}} cicilan dengan pembayaran belum divalidasi',
    checkValidasiPesanan: '{{jumlah}} pesanan belum divalidasi',
    checkValidasiService: '{{jumlah}} service belum divalidasi',
    checkValidasiNonCash: '{{jumlah}} pembayaran non tunai belum divalidasi',
    checkCicilanKas: '{{jumlah}} cicilan tidak cocok dengan buku kas (harga jual cicil - sisa bayar harus sama dengan DP + bayar + pelunasan cepat - batal)',
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
  if (/^(jumlah|min|max|decimals|persen|row)$/.test(name)) return '(-?\\d[\\d.,]*)';
  if (/^(code|kode\w*|no\w*)$/i.test(name)) return '([^\\sa-z]+)';
  return '(.+?)';
}

type Compiled = { code: string; regex: RegExp; names: string[]; literal: number; wraps: boolean };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every template as a regular expression, the wrapping ones, then the most literal first (so 'Barcode {{code}} tidak ditemukan' wins over '{{label}} {{code}} tidak ditemukan'). */
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
      out.push({ code: `${area}.${key}`, regex: new RegExp(`^${source}$`, 's'), names, literal, wraps: names.includes('message') });
    }
  }
  // a template around another message ('Baris {{row}}: {{message}}') first: its inner text may match a template too
  return out.sort((a, b) => Number(b.wraps) - Number(a.wraps) || b.literal - a.literal);
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
