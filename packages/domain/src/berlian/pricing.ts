import { roundFractionToUnit } from '../sales/pricing';
import type { Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';
import type { MilliCarats } from './carat';

/**
 * Prices of diamond jewellery (issue 34; research/modules.md §4). A piece is gold by weight plus stones priced by
 * carat and grade, and its making charge as its own line. Money is whole rupiah, weight integer milligrams, carats
 * integer milli-carats, percentages hundredths of a percent; every step is exact BigInt arithmetic. Worked
 * examples are in docs/decisions.md ("Diamonds: prices").
 */

/** A row of the price grid (parameter-berlian): rupiah per carat for a grade and a carat band, with a margin. */
export type DiamondGridRow = {
  tgl_berlaku: string;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  /** the band, per stone, both ends included (milli-carats) */
  karatDariMct: MilliCarats;
  karatSampaiMct: MilliCarats;
  /** rupiah per carat before the margin */
  hargaPerKarat: Rupiah;
  /** hundredths of a percent added on the grid price (1500 = 15 %) */
  marginPersen: number;
};

/** One stone line of a piece as the grid sees it: its grade, how many stones and their carats together. */
export type DiamondStoneGrade = { kode_shape: string; kode_color: string; kode_clarity: string; jumlah: number; karatMct: MilliCarats };

function whole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/**
 * The grid rows in force on a date: those of the latest tgl_berlaku not after it (the way the loan parameters
 * are dated: a new grid is added as rows of a later date, the old rows stay for the pieces priced with them).
 */
export function gridInForce<T extends { tgl_berlaku: string }>(rows: readonly T[], date: string): T[] {
  let latest: string | null = null;
  for (const r of rows) if (r.tgl_berlaku <= date && (latest === null || r.tgl_berlaku > latest)) latest = r.tgl_berlaku;
  return latest === null ? [] : rows.filter((r) => r.tgl_berlaku === latest);
}

/**
 * The grid row of a stone line: same shape, colour and clarity, and the size of one stone (karat / jumlah) inside
 * the band: dari x jumlah <= karat <= sampai x jumlah, compared exactly. Null when the grid has no such row.
 */
export function findGridRow<T extends Omit<DiamondGridRow, 'tgl_berlaku'>>(rows: readonly T[], stone: DiamondStoneGrade): T | null {
  const n = Math.max(1, stone.jumlah);
  return (
    rows.find(
      (r) =>
        r.kode_shape === stone.kode_shape &&
        r.kode_color === stone.kode_color &&
        r.kode_clarity === stone.kode_clarity &&
        r.karatDariMct * n <= stone.karatMct &&
        stone.karatMct <= r.karatSampaiMct * n,
    ) ?? null
  );
}

/** A stone line priced: carats x the grid's rupiah per carat x (1 + margin). */
export type PricedStone = { karatMct: MilliCarats; hargaPerKarat: Rupiah; marginPersen: number };

/** Numerator over 1000 (mct -> ct) x 10000 (hundredths of a percent) of the stones' value. */
function stonesNumerator(stones: readonly PricedStone[]): bigint {
  let n = 0n;
  for (const s of stones) n += whole('Karat', s.karatMct) * whole('Harga per karat', s.hargaPerKarat) * (10000n + whole('Margin', s.marginPersen));
  return n;
}

/** The stones' value, rounded up to the rupiah: sum of karat x harga per karat x (100 % + margin). Exact. */
export function priceStones(stones: readonly PricedStone[]): Rupiah {
  return roundFractionToUnit(stonesNumerator(stones), 10_000_000n, 1, false);
}

/** The gold part: net gold weight x the day's price per gram of its group (purity), rounded up to the rupiah. */
export function priceGoldPart(netMg: Milligrams, hargaPerGram: Rupiah): Rupiah {
  return roundFractionToUnit(whole('Berat', netMg) * whole('Harga per gram', hargaPerGram), 1000n, 1, false);
}

export const DIAMOND_PRICE_MODES = ['BANDROL', 'GRID'] as const;
export type DiamondPriceMode = (typeof DIAMOND_PRICE_MODES)[number];

export type DiamondSellInput =
  | { mode: 'BANDROL'; /** the tag price */ harga_jual: Rupiah }
  | {
      mode: 'GRID';
      netMg: Milligrams;
      /** the group's sell price per gram on the store's business date */
      hargaPerGram: Rupiah;
      stones: readonly PricedStone[];
      /** the making charge, its own line */
      ongkos: Rupiah;
      /** rounding unit of the total (PEMBULATAN) */
      unit: number;
    };

/** The price of a piece and its lines (the receipt prints them apart). */
export type DiamondSellPrice = { emas: Rupiah; batu: Rupiah; ongkos: Rupiah; pembulatan: Rupiah; total: Rupiah };

/**
 * The sell price of a diamond piece, as the item says:
 * - BANDROL: the tag price, as it is (one line);
 * - GRID: emas = ceil(net mg x harga per gram / 1000); batu = ceil(sum karat x harga per karat x (1 + margin));
 *   ongkos as given; total = emas + batu + ongkos rounded UP to the unit (never down: the price never drops below
 *   its gold part, whatever the store's rounding module says for plain gold).
 */
export function priceDiamondPiece(input: DiamondSellInput): DiamondSellPrice {
  if (input.mode === 'BANDROL') {
    const tag = Number(whole('Harga jual', input.harga_jual));
    return { emas: 0, batu: 0, ongkos: 0, pembulatan: 0, total: tag };
  }
  const emas = priceGoldPart(input.netMg, input.hargaPerGram);
  const batu = priceStones(input.stones);
  const ongkos = Number(whole('Ongkos', input.ongkos));
  const sum = emas + batu + ongkos;
  const total = roundFractionToUnit(BigInt(sum), 1n, input.unit, false);
  return { emas, batu, ongkos, pembulatan: total - sum, total };
}
