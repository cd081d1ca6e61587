import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropRupiahDecimals, formatDecimals, formatNumber, formatRate, formatRupiah, formatWeight, maskRupiah, splitAddressLines, unmaskRupiah } from './number';

const rupiah = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

/** How an amount is written: grouped with ',' and decimals after '.', or the Indonesian way round. */
const locales = [
  { name: 'ko', group: ',', decimal: '.' },
  { name: 'id', group: '.', decimal: ',' },
] as const;
const locale = fc.constantFrom(...locales);

function groupIn(n: number, group: string): string {
  return formatNumber(n).replace(/,/g, group);
}

/** What may come around a pasted amount: 'Rp', 'Rp. ', the mask's ' ,-', spaces. */
const prefix = fc.constantFrom('', 'Rp ', 'Rp. ', 'Rp.', ' ');
const suffix = fc.constantFrom('', ' ', ',-', ' ,-');

describe('formatNumber (Korean-locale grouping)', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('1234')).toBe('1,234');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows 0 for nothing or for text that is not a number', () => {
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
  });

  it('writes every whole rupiah amount exactly, grouped by three', () => {
    fc.assert(
      fc.property(rupiah, (n) => {
        const text = formatNumber(n);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(text.replace(/,/g, '')).toBe(String(n));
      }),
    );
  });

  it('labels money with Rp', () => {
    expect(formatRupiah(1500000)).toBe('Rp 1,500,000');
  });
});

describe('maskRupiah / unmaskRupiah', () => {
  it('masks as Rp. 1,234 ,-', () => {
    expect(maskRupiah(1234)).toBe('Rp. 1,234 ,-');
    expect(maskRupiah('2500000')).toBe('Rp. 2,500,000 ,-');
    expect(maskRupiah(null)).toBe('Rp. 0 ,-');
  });

  it('reads the mask back', () => {
    expect(unmaskRupiah('Rp. 1,234 ,-')).toBe(1234);
    expect(unmaskRupiah('Rp. 0 ,-')).toBe(0);
    expect(unmaskRupiah('1,234,567')).toBe(1234567);
    expect(unmaskRupiah('1.234.567')).toBe(1234567);
    expect(unmaskRupiah('-500')).toBe(-500);
    expect(unmaskRupiah('')).toBe(0);
    expect(unmaskRupiah('Rp. ,-')).toBe(0);
  });

  it('round trips every whole rupiah amount', () => {
    fc.assert(
      fc.property(rupiah, (n) => {
        expect(unmaskRupiah(maskRupiah(n))).toBe(n);
        expect(unmaskRupiah(formatRupiah(n))).toBe(n);
        expect(unmaskRupiah(formatNumber(n))).toBe(n);
      }),
    );
  });

  it('drops a pasted decimal part: rupiah has no cents, cut not rounded', () => {
    expect(unmaskRupiah('2.780.000,00')).toBe(2780000);
    expect(unmaskRupiah('2,780,000.50')).toBe(2780000);
    expect(unmaskRupiah('2.780.000,99')).toBe(2780000);
    expect(unmaskRupiah('Rp 2.780.000,5')).toBe(2780000);
    expect(unmaskRupiah('Rp. 2,780,000.00 ,-')).toBe(2780000);
    expect(unmaskRupiah('2.780.000,50,-')).toBe(2780000);
    expect(unmaskRupiah('-1.234,56')).toBe(-1234);
    expect(unmaskRupiah('0,50')).toBe(0);
  });

  it('keeps thousand separators, the mask and a separator with no digit before it as they were', () => {
    expect(unmaskRupiah('2.780.000')).toBe(2780000);
    expect(unmaskRupiah('2,780,000')).toBe(2780000);
    expect(unmaskRupiah('Rp 2.780.000,-')).toBe(2780000);
    expect(unmaskRupiah('2.780')).toBe(2780);
    expect(unmaskRupiah('2,780')).toBe(2780);
    expect(unmaskRupiah('Rp.50')).toBe(50);
    expect(unmaskRupiah('Rp. 50 ,-')).toBe(50);
    expect(unmaskRupiah('2780000')).toBe(2780000);
  });

  it('reads every whole amount grouped either way, with or without Rp and the mask', () => {
    fc.assert(
      fc.property(rupiah, locale, prefix, suffix, (n, { group }, before, after) => {
        const grouped = groupIn(n, group);
        expect(unmaskRupiah(grouped)).toBe(n);
        // a sign goes before 'Rp'
        const signed = n < 0 ? `-${before}${grouped.slice(1)}${after}` : `${before}${grouped}${after}`;
        expect(unmaskRupiah(signed)).toBe(n);
      }),
    );
  });

  it('reads any amount with one or two decimals, either way, as its whole rupiah', () => {
    const decimals = fc.stringMatching(/^[0-9]{1,2}$/);
    fc.assert(
      fc.property(rupiah, locale, decimals, prefix, suffix, (n, { group, decimal }, cents, before, after) => {
        const grouped = groupIn(n, group);
        expect(unmaskRupiah(`${grouped}${decimal}${cents}`)).toBe(n);
        const signed = n < 0 ? `-${before}${grouped.slice(1)}` : `${before}${grouped}`;
        expect(unmaskRupiah(`${signed}${decimal}${cents}${after}`)).toBe(n);
      }),
    );
  });
});

describe('dropRupiahDecimals', () => {
  it('cuts a final separator with one or two digits after a digit, and nothing else', () => {
    expect(dropRupiahDecimals('2.780.000,00')).toBe('2.780.000');
    expect(dropRupiahDecimals('12.5 ,-')).toBe('12');
    expect(dropRupiahDecimals('2.780')).toBe('2.780');
    expect(dropRupiahDecimals('2,7800')).toBe('2,7800');
    expect(dropRupiahDecimals(',50')).toBe(',50');
    expect(dropRupiahDecimals('Rp. 1,234 ,-')).toBe('Rp. 1,234 ,-');
    expect(dropRupiahDecimals('')).toBe('');
  });
});

describe('formatWeight and formatRate', () => {
  it('shows weights with 3 decimals and rates with 2', () => {
    expect(formatWeight(1.5)).toBe('1.500');
    expect(formatWeight('2')).toBe('2.000');
    expect(formatWeight(1234.5)).toBe('1,234.500');
    expect(formatWeight(null)).toBe('0.000');
    expect(formatRate(2.5)).toBe('2.50');
    expect(formatRate('3.14159')).toBe('3.14');
    expect(formatRate(100)).toBe('100.00');
  });

  it('formatDecimals shows a field with its declared decimals: the smallest carat band is 0.001, not 0.00', () => {
    expect(formatDecimals('0.001', 3)).toBe('0.001');
    expect(formatDecimals('0.029', 3)).toBe('0.029');
    expect(formatDecimals(12.5, 2)).toBe('12.50');
    expect(formatDecimals(1234, 0)).toBe('1,234');
  });

  it('always shows exactly three decimals for any weight in milligrams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (mg) => {
        const text = formatWeight(mg / 1000);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{3}$/);
        const digits = text.replace(/[,.]/g, '');
        expect(Number(digits)).toBe(mg);
      }),
    );
  });
});

describe('splitAddressLines', () => {
  it('cuts characters 0-48 and 48-90', () => {
    const alamat = 'JL. JENDERAL SUDIRMAN NO. 128, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA 12190';
    const [first, second] = splitAddressLines(alamat);
    expect(first).toBe('JL. JENDERAL SUDIRMAN NO. 128, KEBAYORAN BARU, J');
    expect(first).toHaveLength(48);
    expect(second).toBe('AKARTA SELATAN, DKI JAKARTA 12190');
    expect(splitAddressLines('JL. PENDEK')).toEqual(['JL. PENDEK', '']);
    expect(splitAddressLines(null)).toEqual(['', '']);
  });

  it('keeps the first 90 characters in order and nothing more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const [first, second] = splitAddressLines(text);
        expect(first.length).toBeLessThanOrEqual(48);
        expect(second.length).toBeLessThanOrEqual(42);
        expect(first + second).toBe(text.slice(0, 90));
        if (second) expect(first).toHaveLength(48);
      }),
    );
  });
});
