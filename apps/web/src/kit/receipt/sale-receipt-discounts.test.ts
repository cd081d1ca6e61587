import { dictionaries } from '@emas/domain/i18n/all';
import { DEFAULT_SETTING_NOTA } from '@emas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { saleReceiptFixture } from './receipt-fixtures';
import { saleReceiptModel } from './sale-receipt';

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

const options = { settings: DEFAULT_SETTING_NOTA, duplicate: false, printedBy: 'KASIRBDG', printedAt: new Date('2026-11-22T08:45:10.000Z') };

describe('the sale receipt: automatic discounts', () => {
  it('prints the cashier discount, the category discount and the coupon each on its own line', () => {
    const receipt = saleReceiptFixture({ total_harga: 3_000_000, diskon: 95_000, diskon_kategori: 20_000, diskon_kupon: 50_000, kode_kupon: 'EMAS50', grand_total: 2_905_000 });
    const totals = saleReceiptModel(receipt, options).totals.map((p) => [p.label, p.value]);
    expect(totals).toContainEqual(['Diskon', 'Rp 25,000']);
    expect(totals).toContainEqual(['Potongan Kategori', 'Rp 20,000']);
    expect(totals).toContainEqual(['Potongan Kupon EMAS50', 'Rp 50,000']);
  });

  it('a receipt without them prints as before', () => {
    const totals = saleReceiptModel(saleReceiptFixture({ diskon: 10_000 }), options).totals.map((p) => p.label);
    expect(totals.filter((l) => l.startsWith('Potongan'))).toEqual([]);
    expect(totals).toContain('Diskon');
  });
});
