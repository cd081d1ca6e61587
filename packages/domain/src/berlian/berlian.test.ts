import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDiamondBuyBack, stonesBuyBack, type StoneBuyBackRule } from './buyback';
import { caratMctToMg, mctToCaratString, mgToCaratMct, netGoldMg, parseCaratToMct, sumCaratsMct } from './carat';
import { BERLIAN_MESSAGES } from './messages';
import { findGridRow, gridInForce, priceDiamondPiece, priceStones, type DiamondGridRow } from './pricing';
import { addStonesRequest, caratInput, stoneLineInput } from './schemas';

const mct = fc.integer({ min: 0, max: 50_000_000 });

describe('carats in milli-carats', () => {
  it('reads and writes 3 decimals', () => {
    expect(parseCaratToMct('0.505')).toBe(505);
    expect(parseCaratToMct('1,25')).toBe(1250);
    expect(parseCaratToMct(2)).toBe(2000);
    expect(parseCaratToMct(0.1 + 0.2)).toBe(300);
    expect(parseCaratToMct('0.0005')).toBeNull();
    expect(parseCaratToMct('-1')).toBeNull();
    expect(parseCaratToMct('abc')).toBeNull();
    expect(mctToCaratString(505)).toBe('0.505');
    expect(mctToCaratString(12_000)).toBe('12.000');
  });

  it('worked example: 0.305 + 0.200 + 0.003 ct = 0.508 ct = 102 mg (1 ct = 0.2 g)', () => {
    const total = sumCaratsMct(['0.305', '0.200', '0.003'].map((t) => parseCaratToMct(t)!));
    expect(mctToCaratString(total)).toBe('0.508');
    expect(caratMctToMg(1000)).toBe(200);
    expect(caratMctToMg(total)).toBe(102);
    expect(mgToCaratMct(200)).toBe(1000);
    expect(netGoldMg(3500, 620)).toBe(3376);
    expect(netGoldMg(100, 1000)).toBeNull();
  });

  it('round-trips text and sums exactly (no float drift)', () => {
    fc.assert(fc.property(mct, (v) => parseCaratToMct(mctToCaratString(v)) === v));
    fc.assert(
      fc.property(fc.array(mct, { maxLength: 50 }), (vs) => {
        const viaText = sumCaratsMct(vs.map((v) => parseCaratToMct(mctToCaratString(v))!));
        return viaText === vs.reduce((a, b) => a + b, 0) && Number.isSafeInteger(viaText);
      }),
    );
  });

  it('milligrams to carats is exact, carats to milligrams within half a milligram', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (mg) => caratMctToMg(mgToCaratMct(mg)) === mg));
    fc.assert(fc.property(mct, (v) => Math.abs(caratMctToMg(v) * 5 - v) <= 2.5));
  });
});

const GRID: DiamondGridRow[] = [
  { tgl_berlaku: '2025-01-01', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', karatDariMct: 500, karatSampaiMct: 699, hargaPerKarat: 40_000_000, marginPersen: 1500 },
  { tgl_berlaku: '2025-03-01', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', karatDariMct: 500, karatSampaiMct: 699, hargaPerKarat: 45_000_000, marginPersen: 1500 },
  { tgl_berlaku: '2025-03-01', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', karatDariMct: 1, karatSampaiMct: 29, hargaPerKarat: 9_000_000, marginPersen: 2000 },
];

describe('diamond sell price (docs/decisions.md, Diamonds: prices)', () => {
  it('takes the grid in force on the date and the band of one stone', () => {
    const rows = gridInForce(GRID, '2025-03-10');
    expect(rows).toHaveLength(2);
    expect(gridInForce(GRID, '2024-12-31')).toEqual([]);
    expect(findGridRow(rows, { kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', jumlah: 1, karatMct: 500 })?.hargaPerKarat).toBe(45_000_000);
    // 12 stones of 0.010 ct: the 0.001-0.029 band
    expect(findGridRow(rows, { kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', jumlah: 12, karatMct: 120 })?.hargaPerKarat).toBe(9_000_000);
    expect(findGridRow(rows, { kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', jumlah: 1, karatMct: 700 })).toBeNull();
    expect(findGridRow(rows, { kode_shape: 'RD', kode_color: 'H', kode_clarity: 'VS1', jumlah: 1, karatMct: 500 })).toBeNull();
  });

  it('worked example: an 18K ring of 3.500 g with a 0.500 ct centre stone and 12 side stones of 0.120 ct', () => {
    // stones 0.620 ct = 124 mg, net gold 3.376 g; gold 3.376 x 1,050,000 = 3,544,800
    // centre 0.500 x 45,000,000 x 1.15 = 25,875,000; sides 0.120 x 9,000,000 x 1.20 = 1,296,000
    // 3,544,800 + 27,171,000 + ongkos 750,000 = 31,465,800 -> up to 500: 31,466,000
    const price = priceDiamondPiece({
      mode: 'GRID',
      netMg: netGoldMg(3500, 620)!,
      hargaPerGram: 1_050_000,
      stones: [
        { karatMct: 500, hargaPerKarat: 45_000_000, marginPersen: 1500 },
        { karatMct: 120, hargaPerKarat: 9_000_000, marginPersen: 2000 },
      ],
      ongkos: 750_000,
      unit: 500,
    });
    expect(price).toEqual({ emas: 3_544_800, batu: 27_171_000, ongkos: 750_000, pembulatan: 200, total: 31_466_000 });
  });

  it('worked example: a tag price is the price', () => {
    expect(priceDiamondPiece({ mode: 'BANDROL', harga_jual: 35_000_000 }).total).toBe(35_000_000);
  });

  const stone = fc.record({ karatMct: fc.integer({ min: 1, max: 10_000 }), hargaPerKarat: fc.integer({ min: 0, max: 500_000_000 }), marginPersen: fc.integer({ min: 0, max: 10_000 }) });
  const gridInput = fc.record({
    netMg: fc.integer({ min: 0, max: 100_000 }),
    hargaPerGram: fc.integer({ min: 0, max: 5_000_000 }),
    stones: fc.array(stone, { maxLength: 10 }),
    ongkos: fc.integer({ min: 0, max: 10_000_000 }),
    unit: fc.constantFrom(1, 100, 500, 1000),
  });

  it('never prices a piece below its gold part, and its lines add up to the total', () => {
    fc.assert(
      fc.property(gridInput, (input) => {
        const p = priceDiamondPiece({ mode: 'GRID', ...input });
        return p.total >= p.emas && p.total === p.emas + p.batu + p.ongkos + p.pembulatan && p.pembulatan >= 0 && p.pembulatan < input.unit && p.total % input.unit === 0;
      }),
    );
  });

  it('prices stones additively up to rounding, and more carats never cost less', () => {
    fc.assert(
      fc.property(stone, stone, (a, b) => {
        const both = priceStones([a, b]);
        const apart = priceStones([a]) + priceStones([b]);
        return both <= apart && apart - both <= 1 && priceStones([{ ...a, karatMct: a.karatMct + 1 }]) >= priceStones([a]);
      }),
    );
  });
});

describe('diamond buy-back', () => {
  const base = { emas: 3_040_000, batuSaatJual: 27_171_000, batuGrid: 20_000_000, hargaJual: 31_466_000 };
  const rule = (kind: StoneBuyBackRule['kind'], persen = 0, batasHargaJual = true): StoneBuyBackRule => ({ kind, persen, batasHargaJual });

  it('worked examples: 60 % of the stones at sale, the buy grid, or nothing for the stones', () => {
    expect(priceDiamondBuyBack({ ...base, rule: rule('PERSEN', 6000) })).toEqual({ emas: 3_040_000, batu: 16_302_600, total: 19_342_600, dibatasi: false });
    expect(priceDiamondBuyBack({ ...base, rule: rule('GRID') }).total).toBe(23_040_000);
    expect(priceDiamondBuyBack({ ...base, rule: rule('NOL') }).total).toBe(3_040_000);
    // the gold price rose since the sale: capped at what the customer paid
    expect(priceDiamondBuyBack({ ...base, emas: 5_000_000, rule: rule('PERSEN', 10000) })).toEqual({ emas: 5_000_000, batu: 27_171_000, total: 31_466_000, dibatasi: true });
    expect(priceDiamondBuyBack({ ...base, emas: 5_000_000, rule: rule('PERSEN', 10000, false) }).total).toBe(32_171_000);
  });

  const input = fc.record({
    emas: fc.integer({ min: 0, max: 100_000_000 }),
    batuSaatJual: fc.integer({ min: 0, max: 1_000_000_000 }),
    batuGrid: fc.integer({ min: 0, max: 1_000_000_000 }),
    hargaJual: fc.integer({ min: 0, max: 2_000_000_000 }),
    rule: fc.record({ kind: fc.constantFrom('PERSEN', 'GRID', 'NOL' as const), persen: fc.integer({ min: 0, max: 10_000 }), batasHargaJual: fc.boolean() }),
  });

  it('never pays more than the sale price when the rule caps it', () => {
    fc.assert(fc.property(input, (i) => !i.rule.batasHargaJual || priceDiamondBuyBack(i).total <= i.hargaJual));
  });

  it('a percentage of the stones at sale is never more than their price at sale', () => {
    fc.assert(fc.property(input, (i) => i.rule.kind !== 'PERSEN' || stonesBuyBack(i) <= i.batuSaatJual));
  });

  it('refuses a percentage over 100', () => {
    expect(() => stonesBuyBack({ batuSaatJual: 1, batuGrid: 0, rule: rule('PERSEN', 10001) })).toThrow(RangeError);
  });
});

describe('stone schemas', () => {
  const line = { jenis_batu: 'berlian', jumlah: 1, karat: '0.505', size: '5.1 mm', kode_shape: 'rd', kode_color: 'g', kode_clarity: 'vs1' };

  it('reads a stone line with carats as milli-carats', () => {
    const parsed = stoneLineInput.parse(line);
    expect(parsed).toMatchObject({ jenis_batu: 'BERLIAN', karat: 505, kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' });
  });

  it('refuses zero carats, too many decimals, zero stones, a certificate number without its lab', () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(caratInput.safeParse(0))).toBe(BERLIAN_MESSAGES.caratRequired);
    expect(first(caratInput.safeParse('0.0001'))).toBe(BERLIAN_MESSAGES.caratInvalid);
    expect(first(stoneLineInput.safeParse({ ...line, jumlah: 0 }))).toBe(BERLIAN_MESSAGES.countRequired);
    expect(first(addStonesRequest.safeParse({ batu: [] }))).toBe(BERLIAN_MESSAGES.stonesRequired);
    expect(first(addStonesRequest.safeParse({ batu: [line], no_sertifikat: '123' }))).toBe(BERLIAN_MESSAGES.certificateRequired);
    expect(addStonesRequest.parse({ batu: [line], lab_sertifikat: 'gia', no_sertifikat: '2141438171' })).toMatchObject({ lab_sertifikat: 'GIA', no_sertifikat: '2141438171' });
  });
});
