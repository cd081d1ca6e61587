import type { Milligrams } from '../units/weight';
import {
  MOVABLE_STATUSES,
  isPresentStatus,
  type ItemStatus,
  type JenisHarga,
  type MutasiJenis,
} from './constants';
import {
  accessoryNotAllowedMessage,
  accessoryShortMessage,
  alreadyInTrayMessage,
  notAccessoryMessage,
  statusRefusedMessage,
  STOCK_MESSAGES,
} from './messages';

/**
 * The stock movement ledger, as pure functions. The server builds every ledger row with
 * `planOperation` / `planAddition` and computes balances in SQL by the same rule as
 * `ledgerBalance`; the property tests prove that the balance equals the items present.
 */

/** Where an item is: a warehouse and a tray of it. */
export type Place = { kode_gudang: string; kode_baki: string };

/** A count and a weight (integer milligrams). */
export type StockAmount = { qty: number; beratMg: Milligrams };

export const ZERO_AMOUNT: StockAmount = Object.freeze({ qty: 0, beratMg: 0 });

/** What the ledger rules need to know about an item. */
export type StockItemState = {
  kode_barcode: string;
  status: ItemStatus;
  kode_gudang: string;
  kode_baki: string;
  /** pieces: 1 for a barcode item, the quantity in stock for an accessory */
  jumlah: number;
  /** weight of one piece in milligrams (the item's weight; per piece for accessories) */
  beratMg: Milligrams;
  jenis_harga: JenisHarga;
};

/** One ledger row before it gets its date, document and author. */
export type PlannedMovement = {
  jenis: MutasiJenis;
  kode_barcode: string;
  dari: Place | null;
  ke: Place | null;
  qty: number;
  beratMg: Milligrams;
};

/** What another module asks the ledger to do to one item. */
export type StockOperation =
  | { jenis: 'PINDAH'; ke: Place }
  | { jenis: 'HANCUR'; ke: Place }
  | { jenis: 'CONTOH_KELUAR'; ke: Place }
  | { jenis: 'CONTOH_MASUK'; ke: Place }
  /** `cicil`: an instalment plan's hand-over, the only way a CICIL piece is sold */
  | { jenis: 'JUAL'; qty?: number; cicil?: boolean }
  | { jenis: 'BATAL_JUAL'; ke: Place; qty?: number }
  | { jenis: 'TITIP' }
  | { jenis: 'BATAL_TITIP' }
  | { jenis: 'CICIL' }
  | { jenis: 'BATAL_CICIL' }
  | { jenis: 'KIRIM' }
  /** an item of this store that was sent away (KIRIM) comes back in, received at a place, with its weight as received */
  | { jenis: 'TERIMA'; ke: Place; beratMg?: Milligrams }
  /** a receipt undone: the READY item leaves the store again (status KIRIM: back in transit) */
  | { jenis: 'BATAL_TERIMA' }
  /** a buy-back cancelled: the READY piece leaves the store (status BATAL: back with the customer) */
  | { jenis: 'BATAL_BELI' }
  /** an auction into stock cancelled: the READY item leaves the store (status BATAL: the piece is pledged again) */
  | { jenis: 'BATAL_LELANG' }
  | { jenis: 'AKSESORIS_TAMBAH'; qty: number }
  | { jenis: 'AKSESORIS_AMBIL'; qty: number }
  | { jenis: 'KOREKSI'; beratMg: Milligrams }
  /** a stock count found the item in another tray of the store: it is moved where it was counted */
  | { jenis: 'OPNAME'; ke: Place }
  /** a new purity (and group) for an item of the stock (/update-kadar): a row from its place to the same place */
  | { jenis: 'UPDATE_KADAR' };

export type PlanResult = { ok: true; item: StockItemState; movements: PlannedMovement[] } | { ok: false; message: string };

/** Ways an item enters the stock. */
export type AdditionJenis = 'TAMBAH' | 'BELI' | 'TERIMA' | 'LELANG';

export function placeOf(item: Pick<StockItemState, 'kode_gudang' | 'kode_baki'>): Place {
  return { kode_gudang: item.kode_gudang, kode_baki: item.kode_baki };
}

export function placeKey(place: Place): string {
  return `${place.kode_gudang}\u0000${place.kode_baki}`;
}

export function samePlace(a: Place | null, b: Place | null): boolean {
  return a !== null && b !== null && a.kode_gudang === b.kode_gudang && a.kode_baki === b.kode_baki;
}

/** Weight of `qty` pieces of an item. */
function weightOf(item: StockItemState, qty: number): Milligrams {
  return item.beratMg * qty;
}

/** The ledger row of an item entering the stock at its place, with all its pieces. */
export function planAddition(item: StockItemState, jenis: AdditionJenis): PlannedMovement {
  return { jenis, kode_barcode: item.kode_barcode, dari: null, ke: placeOf(item), qty: item.jumlah, beratMg: weightOf(item, item.jumlah) };
}

const refuse = (message: string): PlanResult => ({ ok: false, message });

function isQty(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/** Moves the whole item (all its pieces) from its place to another, with a new status. */
function relocate(item: StockItemState, jenis: MutasiJenis, ke: Place, status: ItemStatus): PlanResult {
  const dari = placeOf(item);
  return {
    ok: true,
    item: { ...item, status, kode_gudang: ke.kode_gudang, kode_baki: ke.kode_baki },
    movements: [{ jenis, kode_barcode: item.kode_barcode, dari, ke, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
  };
}

/** A change of state without a change of place: a row from the place to the same place. */
function restate(item: StockItemState, jenis: MutasiJenis, status: ItemStatus): PlanResult {
  const here = placeOf(item);
  return {
    ok: true,
    item: { ...item, status },
    movements: [{ jenis, kode_barcode: item.kode_barcode, dari: here, ke: here, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
  };
}

/**
 * The one rule book of stock changes: what an operation does to an item and which ledger rows it
 * writes, or why it is refused. Nothing here reads a database; the server locks the items, calls
 * this for each, and writes the result.
 */
export function planOperation(item: StockItemState, op: StockOperation): PlanResult {
  const code = item.kode_barcode;
  const refusedByStatus = () => refuse(statusRefusedMessage(code, op.jenis, item.status));
  switch (op.jenis) {
    case 'PINDAH': {
      if (!(MOVABLE_STATUSES as readonly string[]).includes(item.status)) return refusedByStatus();
      if (samePlace(placeOf(item), op.ke)) return refuse(alreadyInTrayMessage(code, op.ke.kode_baki));
      return relocate(item, 'PINDAH', op.ke, item.status);
    }
    case 'OPNAME': {
      if (!(MOVABLE_STATUSES as readonly string[]).includes(item.status)) return refusedByStatus();
      if (samePlace(placeOf(item), op.ke)) return refuse(alreadyInTrayMessage(code, op.ke.kode_baki));
      return relocate(item, 'OPNAME', op.ke, item.status);
    }
    case 'HANCUR':
      if (item.status !== 'READY') return refusedByStatus();
      return relocate(item, 'HANCUR', op.ke, 'HANCUR');
    case 'CONTOH_KELUAR':
      if (item.status !== 'READY') return refusedByStatus();
      if (item.jenis_harga === 'AKSESORIS') return refuse(accessoryNotAllowedMessage(code));
      return relocate(item, 'CONTOH_KELUAR', op.ke, 'CONTOH');
    case 'CONTOH_MASUK':
      if (item.status !== 'CONTOH') return refusedByStatus();
      return relocate(item, 'CONTOH_MASUK', op.ke, 'READY');
    case 'UPDATE_KADAR':
      if (item.status !== 'READY' || item.jenis_harga !== 'GRAM') return refusedByStatus();
      return restate(item, 'UPDATE_KADAR', 'READY');
    case 'TITIP':
      if (item.status !== 'READY' || item.jenis_harga === 'AKSESORIS') return refusedByStatus();
      return restate(item, 'TITIP', 'TITIP');
    case 'BATAL_TITIP':
      if (item.status !== 'TITIP') return refusedByStatus();
      return restate(item, 'BATAL_TITIP', 'READY');
    case 'CICIL':
      if (item.status !== 'READY' || item.jenis_harga === 'AKSESORIS') return refusedByStatus();
      return restate(item, 'CICIL', 'CICIL');
    case 'BATAL_CICIL':
      if (item.status !== 'CICIL') return refusedByStatus();
      return restate(item, 'BATAL_CICIL', 'READY');
    case 'KIRIM': {
      if (item.status !== 'READY') return refusedByStatus();
      const dari = placeOf(item);
      return {
        ok: true,
        item: { ...item, status: 'KIRIM' },
        movements: [{ jenis: 'KIRIM', kode_barcode: code, dari, ke: null, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
      };
    }
    case 'TERIMA': {
      if (item.status !== 'KIRIM' || item.jenis_harga === 'AKSESORIS') return refusedByStatus();
      const beratMg = op.beratMg ?? item.beratMg;
      if (!Number.isSafeInteger(beratMg) || beratMg <= 0) return refuse(STOCK_MESSAGES.beratZero);
      return {
        ok: true,
        item: { ...item, status: 'READY', kode_gudang: op.ke.kode_gudang, kode_baki: op.ke.kode_baki, beratMg },
        movements: [{ jenis: 'TERIMA', kode_barcode: code, dari: null, ke: op.ke, qty: item.jumlah, beratMg: beratMg * item.jumlah }],
      };
    }
    case 'BATAL_TERIMA': {
      if (item.status !== 'READY' || item.jenis_harga === 'AKSESORIS') return refusedByStatus();
      return {
        ok: true,
        item: { ...item, status: 'KIRIM' },
        movements: [{ jenis: 'BATAL_TERIMA', kode_barcode: code, dari: placeOf(item), ke: null, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
      };
    }
    case 'BATAL_BELI':
    case 'BATAL_LELANG': {
      if (item.status !== 'READY' || item.jenis_harga === 'AKSESORIS') return refusedByStatus();
      return {
        ok: true,
        item: { ...item, status: 'BATAL' },
        movements: [{ jenis: op.jenis, kode_barcode: code, dari: placeOf(item), ke: null, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
      };
    }
    case 'JUAL': {
      if (item.jenis_harga === 'AKSESORIS') return takePieces(item, 'JUAL', op.qty ?? 0);
      if (op.cicil ? item.status !== 'CICIL' : item.status !== 'READY' && item.status !== 'TITIP') return refusedByStatus();
      const dari = placeOf(item);
      return {
        ok: true,
        item: { ...item, status: 'TERJUAL' },
        movements: [{ jenis: 'JUAL', kode_barcode: code, dari, ke: null, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
      };
    }
    case 'BATAL_JUAL': {
      if (item.jenis_harga === 'AKSESORIS') return addPieces(item, 'BATAL_JUAL', op.qty ?? 0);
      if (item.status !== 'TERJUAL') return refusedByStatus();
      return {
        ok: true,
        item: { ...item, status: 'READY', kode_gudang: op.ke.kode_gudang, kode_baki: op.ke.kode_baki },
        movements: [{ jenis: 'BATAL_JUAL', kode_barcode: code, dari: null, ke: op.ke, qty: item.jumlah, beratMg: weightOf(item, item.jumlah) }],
      };
    }
    case 'AKSESORIS_TAMBAH':
      return addPieces(item, 'AKSESORIS_TAMBAH', op.qty);
    case 'AKSESORIS_AMBIL':
      return takePieces(item, 'AKSESORIS_AMBIL', op.qty);
    case 'KOREKSI': {
      if (item.status !== 'READY') return refusedByStatus();
      if (!Number.isSafeInteger(op.beratMg) || op.beratMg <= 0) return refuse(STOCK_MESSAGES.beratZero);
      if (op.beratMg === item.beratMg) return { ok: true, item, movements: [] };
      const here = placeOf(item);
      return {
        ok: true,
        item: { ...item, beratMg: op.beratMg },
        movements: [
          { jenis: 'KOREKSI', kode_barcode: code, dari: here, ke: null, qty: 0, beratMg: weightOf(item, item.jumlah) },
          { jenis: 'KOREKSI', kode_barcode: code, dari: null, ke: here, qty: 0, beratMg: op.beratMg * item.jumlah },
        ],
      };
    }
  }
}

function addPieces(item: StockItemState, jenis: MutasiJenis, qty: number): PlanResult {
  if (item.jenis_harga !== 'AKSESORIS') return refuse(notAccessoryMessage(item.kode_barcode));
  if (item.status !== 'READY') return refuse(statusRefusedMessage(item.kode_barcode, jenis, item.status));
  if (!isQty(qty)) return refuse(STOCK_MESSAGES.jumlahZero);
  return {
    ok: true,
    item: { ...item, jumlah: item.jumlah + qty },
    movements: [{ jenis, kode_barcode: item.kode_barcode, dari: null, ke: placeOf(item), qty, beratMg: weightOf(item, qty) }],
  };
}

function takePieces(item: StockItemState, jenis: MutasiJenis, qty: number): PlanResult {
  if (item.jenis_harga !== 'AKSESORIS') return refuse(notAccessoryMessage(item.kode_barcode));
  if (item.status !== 'READY') return refuse(statusRefusedMessage(item.kode_barcode, jenis, item.status));
  if (!isQty(qty)) return refuse(STOCK_MESSAGES.jumlahZero);
  if (qty > item.jumlah) return refuse(accessoryShortMessage(item.kode_barcode, item.jumlah));
  return {
    ok: true,
    item: { ...item, jumlah: item.jumlah - qty },
    movements: [{ jenis, kode_barcode: item.kode_barcode, dari: placeOf(item), ke: null, qty, beratMg: weightOf(item, qty) }],
  };
}

/** A ledger row as the balance reads it. */
export type LedgerEntry = { tgl_system: string; dari: Place | null; ke: Place | null; qty: number; beratMg: Milligrams };

export type PlaceBalance = { place: Place; awal: StockAmount; masuk: StockAmount; keluar: StockAmount; akhir: StockAmount };

const add = (a: StockAmount, qty: number, beratMg: Milligrams): StockAmount => ({ qty: a.qty + qty, beratMg: a.beratMg + beratMg });

function byPlace(a: Place, b: Place): number {
  return a.kode_gudang.localeCompare(b.kode_gudang) || a.kode_baki.localeCompare(b.kode_baki);
}

/**
 * The balance of every place on a business date: opening (rows before the date), in and out (rows
 * of the date) and closing (opening + in - out). Rows after the date are not counted; a row from a
 * place to the same place (a change of state only) moves nothing.
 */
export function ledgerBalance(entries: readonly LedgerEntry[], tanggal: string): PlaceBalance[] {
  const map = new Map<string, PlaceBalance>();
  const at = (place: Place): PlaceBalance => {
    const key = placeKey(place);
    let b = map.get(key);
    if (!b) map.set(key, (b = { place, awal: ZERO_AMOUNT, masuk: ZERO_AMOUNT, keluar: ZERO_AMOUNT, akhir: ZERO_AMOUNT }));
    return b;
  };
  for (const e of entries) {
    if (e.tgl_system > tanggal || samePlace(e.dari, e.ke)) continue;
    const today = e.tgl_system === tanggal;
    if (e.ke) {
      const b = at(e.ke);
      if (today) b.masuk = add(b.masuk, e.qty, e.beratMg);
      else b.awal = add(b.awal, e.qty, e.beratMg);
    }
    if (e.dari) {
      const b = at(e.dari);
      if (today) b.keluar = add(b.keluar, e.qty, e.beratMg);
      else b.awal = add(b.awal, -e.qty, -e.beratMg);
    }
  }
  const out = [...map.values()].map((b) => ({
    ...b,
    akhir: { qty: b.awal.qty + b.masuk.qty - b.keluar.qty, beratMg: b.awal.beratMg + b.masuk.beratMg - b.keluar.beratMg },
  }));
  return out.sort((a, b) => byPlace(a.place, b.place));
}

/** What is physically there: count (pieces) and weight of present items, per place. */
export function presentStock(
  items: readonly Pick<StockItemState, 'status' | 'kode_gudang' | 'kode_baki' | 'jumlah' | 'beratMg'>[],
): { place: Place; amount: StockAmount }[] {
  const map = new Map<string, { place: Place; amount: StockAmount }>();
  for (const item of items) {
    if (!isPresentStatus(item.status)) continue;
    const place = placeOf(item);
    const key = placeKey(place);
    const entry = map.get(key) ?? { place, amount: ZERO_AMOUNT };
    entry.amount = add(entry.amount, item.jumlah, item.beratMg * item.jumlah);
    map.set(key, entry);
  }
  return [...map.values()].filter((e) => e.amount.qty !== 0 || e.amount.beratMg !== 0).sort((a, b) => byPlace(a.place, b.place));
}

/** Closing balances without the empty places, in the shape of `presentStock`, for comparison. */
export function closingStock(balances: readonly PlaceBalance[]): { place: Place; amount: StockAmount }[] {
  return balances
    .filter((b) => b.akhir.qty !== 0 || b.akhir.beratMg !== 0)
    .map((b) => ({ place: b.place, amount: b.akhir }))
    .sort((a, b) => byPlace(a.place, b.place));
}
