/** Diamond pieces priced at the counter (issue 34): the domain's rule fed with the piece's stones and the grid in force. */
import {
  BERLIAN_MESSAGES,
  caratMctToMg,
  findGridRow,
  mctToCarats,
  mgToWeightString,
  parseCaratToMct,
  parseWeightToMg,
  percentToHundredths,
  priceDiamondPiece,
  priceStones,
  sumCaratsMct,
  type DiamondLineInfo,
  type PricedStone,
} from '@emas/domain';
import type { DiamondJson } from './berlian-counter.repository';

export type DiamondPiece = {
  jenis_harga: 'GRAM' | 'BANDROL' | 'AKSESORIS';
  /** gross weight (gold and stones) */
  beratMg: number;
  /** the group's sell price per gram in force (GRAM pieces) */
  hargaPerGram: number;
  ongkos: number;
  harga_jual: number;
};

/** The stones with their grid rows, or the message of the first stone the grid has no price for. */
function gridStones(json: DiamondJson): { stones: PricedStone[] } | { error: string } {
  const grid = json.grid.map((g) => ({
    kode_shape: g.kode_shape,
    kode_color: g.kode_color,
    kode_clarity: g.kode_clarity,
    karatDariMct: parseCaratToMct(g.karat_dari) ?? 0,
    karatSampaiMct: parseCaratToMct(g.karat_sampai) ?? 0,
    hargaPerKarat: Number(g.harga_per_karat),
    marginPersen: percentToHundredths(g.margin_persen) ?? 0,
  }));
  const stones: PricedStone[] = [];
  for (const b of json.batu) {
    const karatMct = parseCaratToMct(b.karat) ?? 0;
    const row = findGridRow(grid, { kode_shape: b.kode_shape, kode_color: b.kode_color, kode_clarity: b.kode_clarity, jumlah: b.jumlah, karatMct });
    if (!row) return { error: BERLIAN_MESSAGES.noGridPrice };
    stones.push({ karatMct, hargaPerKarat: row.hargaPerKarat, marginPersen: row.marginPersen });
  }
  return { stones };
}

/** The stones' carats together (mct) and their weight. */
function stonesWeight(json: DiamondJson) {
  const mct = sumCaratsMct(json.batu.map((b) => parseCaratToMct(b.karat) ?? 0));
  return { mct, mg: caratMctToMg(mct) };
}

/** The stones and certificate as a receipt prints them. */
function infoBase(json: DiamondJson) {
  return {
    stones: json.batu.map((b) => ({ jenis_batu: b.jenis_batu, jumlah: b.jumlah, karat: mctToCarats(parseCaratToMct(b.karat) ?? 0), kode_shape: b.kode_shape, kode_color: b.kode_color, kode_clarity: b.kode_clarity })),
    lab_sertifikat: json.sertifikat?.lab ?? null,
    no_sertifikat: json.sertifikat?.no ?? null,
  };
}

/**
 * The sell price of a diamond piece as the item says (docs/decisions.md "Diamonds: carats, prices"): a GRAM piece
 * is priced on the grid (gold on its net weight + stones + its making charge, `priceDiamondPiece`), a BANDROL
 * piece keeps its tag price. Answers the line's total and its breakdown, or the refusal's message.
 */
export function priceDiamondItem(json: DiamondJson, piece: DiamondPiece, unit: number): { total: number; info: DiamondLineInfo } | { error: string } {
  const weight = stonesWeight(json);
  const netMg = Math.max(0, piece.beratMg - weight.mg);
  if (piece.jenis_harga !== 'GRAM') {
    const p = priceDiamondPiece({ mode: 'BANDROL', harga_jual: piece.harga_jual });
    return { total: p.total, info: { mode: 'BANDROL', berat_emas: mgToWeightString(netMg), emas: 0, batu: 0, ongkos: 0, pembulatan: 0, ...infoBase(json) } };
  }
  const grid = gridStones(json);
  if ('error' in grid) return grid;
  const p = priceDiamondPiece({ mode: 'GRID', netMg, hargaPerGram: piece.hargaPerGram, stones: grid.stones, ongkos: piece.ongkos, unit });
  return { total: p.total, info: { mode: 'GRID', berat_emas: mgToWeightString(netMg), emas: p.emas, batu: p.batu, ongkos: p.ongkos, pembulatan: p.pembulatan, ...infoBase(json) } };
}

/** The stones valued on the grid in force without its margin (the GRID buy-back rule); null when a stone has no grid price. */
export function stonesOnBuyGrid(json: DiamondJson): number | null {
  const grid = gridStones(json);
  if ('error' in grid) return null;
  return priceStones(grid.stones.map((s) => ({ ...s, marginPersen: 0 })));
}

/** The net gold weight of a piece weighed now (gross less its stones). */
export function netGoldOf(json: DiamondJson, grossMg: number): number {
  return Math.max(0, grossMg - stonesWeight(json).mg);
}

/** A stored diamond sale line as its receipt prints it: the parts the line kept, the piece's stones. */
export function storedDiamondInfo(
  line: { berat: string | number; harga_emas: number | string; harga_batu: number | string; ongkos: number | string; harga_hitung: number | string; lab_sertifikat: string | null; no_sertifikat: string | null },
  json: DiamondJson | null,
): DiamondLineInfo {
  const emas = Number(line.harga_emas);
  const batu = Number(line.harga_batu);
  const grid = emas > 0 || batu > 0;
  const ongkos = grid ? Number(line.ongkos) : 0;
  const grossMg = parseWeightToMg(String(line.berat)) ?? 0;
  const base = json ? infoBase(json) : { stones: [] };
  return {
    mode: grid ? 'GRID' : 'BANDROL',
    berat_emas: mgToWeightString(json ? netGoldOf(json, grossMg) : grossMg),
    emas,
    batu,
    ongkos,
    pembulatan: grid ? Number(line.harga_hitung) - emas - batu - ongkos : 0,
    stones: base.stones,
    lab_sertifikat: line.lab_sertifikat,
    no_sertifikat: line.no_sertifikat,
  };
}
