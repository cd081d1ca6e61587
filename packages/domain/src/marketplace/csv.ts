import { MARKETPLACE_CSV_ALIASES, MARKETPLACE_CSV_COLUMNS, MARKETPLACE_CSV_REQUIRED, MARKETPLACE_IMPORT_MAX_ROWS, type MarketplaceCsvColumn } from './constants';
import { MARKETPLACE_MESSAGES as M } from './messages';

/** One line of the order file, read: its line number in the file (the header is line 1). */
export type MarketplaceCsvLine = {
  baris: number;
  no_order: string;
  nama_pembeli: string;
  no_hp: string;
  alamat_kirim: string;
  kurir: string;
  no_resi: string;
  ongkir: number;
  kode_barcode: string;
  harga: number;
  /** the fee the file states; null: the account's fee percent decides */
  biaya: number | null;
};

/** An order of the file: its lines with the same no_order, the buyer and shipping of its first line. */
export type MarketplaceCsvOrder = Omit<MarketplaceCsvLine, 'kode_barcode' | 'harga'> & { barang: { baris: number; kode_barcode: string; harga: number }[] };

export type CsvProblem = { baris: number; pesan: string };

/** Splits CSV text into records (quotes, doubled quotes, CRLF); the delimiter is ';' when the header has more of them. */
export function splitCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function columnOf(header: string): MarketplaceCsvColumn | undefined {
  const h = header.trim().toLowerCase();
  if ((MARKETPLACE_CSV_COLUMNS as readonly string[]).includes(h)) return h as MarketplaceCsvColumn;
  return MARKETPLACE_CSV_ALIASES[h];
}

/** Whole rupiah from a cell: digits, with '.' or ',' thousands separators ('1.250.000'); null when not one. */
export function rupiahCell(cell: string): number | null {
  const v = cell.trim().replace(/^rp\.?\s*/i, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(v)) return null;
  const n = Number(v.replace(/[.,]/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

const NO_ORDER = /^[A-Za-z0-9./-]{1,50}$/;

/**
 * Reads the order file: the header's columns (names or aliases, any case), each line checked on its own (required
 * fields, amounts), then lines grouped by no_order. Every problem is listed with its line; the caller refuses the
 * whole file when there is any (the import is all-or-nothing).
 */
export function parseOrderCsv(text: string): { orders: MarketplaceCsvOrder[]; errors: CsvProblem[] } {
  const records = splitCsv(text).filter((r) => r.some((cell) => cell.trim() !== ''));
  if (records.length < 2) return { orders: [], errors: [{ baris: 1, pesan: M.csvEmpty }] };
  if (records.length - 1 > MARKETPLACE_IMPORT_MAX_ROWS) return { orders: [], errors: [{ baris: 1, pesan: M.csvTooMany }] };
  const header = records[0]!.map(columnOf);
  const missing = MARKETPLACE_CSV_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) return { orders: [], errors: [{ baris: 1, pesan: M.csvHeaderMissing.replace('{kolom}', missing.join(', ')) }] };
  const errors: CsvProblem[] = [];
  const lines: MarketplaceCsvLine[] = [];
  records.slice(1).forEach((record, i) => {
    const baris = i + 2;
    if (record.length !== header.length) {
      errors.push({ baris, pesan: M.csvColumns });
      return;
    }
    const cell = (c: MarketplaceCsvColumn) => {
      const at = header.indexOf(c);
      return at < 0 ? '' : record[at]!.trim();
    };
    const problem = (pesan: string) => errors.push({ baris, pesan });
    const noOrder = cell('no_order').toUpperCase();
    if (!noOrder) problem(M.noOrderRequired);
    else if (!NO_ORDER.test(noOrder)) problem(M.noOrderInvalid);
    const nama = cell('nama_pembeli').toUpperCase();
    if (!nama) problem(M.pembeliRequired);
    const barcode = cell('kode_barcode').toUpperCase();
    if (!barcode) problem(M.barcodeRequired);
    const harga = rupiahCell(cell('harga'));
    if (harga === null || harga <= 0) problem(M.hargaInvalid);
    const ongkir = cell('ongkir') === '' ? 0 : rupiahCell(cell('ongkir'));
    if (ongkir === null) problem(M.ongkirInvalid);
    const biaya = cell('biaya') === '' ? null : rupiahCell(cell('biaya'));
    if (cell('biaya') !== '' && biaya === null) problem(M.biayaInvalid);
    lines.push({
      baris,
      no_order: noOrder,
      nama_pembeli: nama.slice(0, 100),
      no_hp: cell('no_hp').slice(0, 30),
      alamat_kirim: cell('alamat_kirim').toUpperCase().slice(0, 200),
      kurir: cell('kurir').toUpperCase().slice(0, 50),
      no_resi: cell('no_resi').toUpperCase().slice(0, 50),
      ongkir: ongkir ?? 0,
      kode_barcode: barcode,
      harga: harga ?? 0,
      biaya,
    });
  });
  const orders = new Map<string, MarketplaceCsvOrder>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const before = seen.get(line.kode_barcode);
    if (line.kode_barcode && before !== undefined) errors.push({ baris: line.baris, pesan: M.barcodeTwice });
    seen.set(line.kode_barcode, line.baris);
    const order = orders.get(line.no_order);
    if (!order) {
      const { kode_barcode, harga, ...rest } = line;
      orders.set(line.no_order, { ...rest, barang: [{ baris: line.baris, kode_barcode, harga }] });
      continue;
    }
    if (order.nama_pembeli !== line.nama_pembeli) errors.push({ baris: line.baris, pesan: M.noOrderTwice });
    order.barang.push({ baris: line.baris, kode_barcode: line.kode_barcode, harga: line.harga });
    if (order.biaya !== null && line.biaya !== null) order.biaya += line.biaya;
  }
  errors.sort((a, b) => a.baris - b.baris);
  return { orders: [...orders.values()], errors };
}

/** The marketplace's fee of an order: what the file or form states, else the account's percent of the total, rounded. */
export function orderFee(total: number, feePersen: number, stated: number | null | undefined): number {
  if (stated !== null && stated !== undefined) return stated;
  return Math.round((total * Math.round(feePersen * 100)) / 10_000);
}
