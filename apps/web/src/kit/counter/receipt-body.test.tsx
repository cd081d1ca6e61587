import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { saleReceiptFixture } from '../receipt/receipt-fixtures';
import { renderScreen, sessionUser } from '../test-app';
import { ReceiptBody } from './ReceiptBody';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

/** Each line of the totals column: its label and value ('Diskon25,000'). */
const totalsText = () => {
  const grand = within(screen.getByTestId('receipt-body')).getByTestId('receipt-grand-total');
  const column = grand.parentElement!.parentElement!;
  return Array.from(column.children).map((row) => row.textContent);
};

describe('the receipt shown on screen: the automatic discounts', () => {
  it('shows the cashier discount, the category discount and the coupon each on its own line, as the printed receipt does', () => {
    const receipt = saleReceiptFixture({ total_harga: 3_000_000, diskon: 95_000, diskon_kategori: 20_000, diskon_kupon: 50_000, kode_kupon: 'EMAS50', grand_total: 2_905_000 });
    renderScreen(<ReceiptBody receipt={receipt} t={i18n.t} />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG') });
    const totals = totalsText();
    expect(totals).toContain('Diskon25,000');
    expect(totals).toContain('Potongan Kategori20,000');
    expect(totals).toContain('Potongan Kupon EMAS5050,000');
    expect(totals.filter((l) => l?.startsWith('Diskon'))).toHaveLength(1);
  });

  it('a receipt without them shows its discount as before', () => {
    renderScreen(<ReceiptBody receipt={saleReceiptFixture({ diskon: 10_000 })} t={i18n.t} />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG') });
    const totals = totalsText();
    expect(totals).toContain('Diskon10,000');
    expect(totals.filter((l) => l?.startsWith('Potongan'))).toEqual([]);
  });
});
