import { dictionaries } from '@emas/domain/i18n/all';
import { DEFAULT_SETTING_NOTA } from '@emas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { receiptLine, saleReceiptFixture } from './receipt-fixtures';
import { saleReceiptModel } from './sale-receipt';

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

const options = { settings: DEFAULT_SETTING_NOTA, duplicate: false, printedBy: 'KASIRBDG', printedAt: new Date('2026-11-22T08:45:10.000Z') };
const berlian = {
  mode: 'GRID' as const,
  berat_emas: '3.376',
  emas: 3_544_800,
  batu: 27_171_000,
  ongkos: 750_000,
  pembulatan: 200,
  stones: [
    { jenis_batu: 'BERLIAN', jumlah: 1, karat: 0.5, kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' },
    { jenis_batu: 'BERLIAN', jumlah: 12, karat: 0.12, kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' },
  ],
  lab_sertifikat: 'GIA',
  no_sertifikat: '2141438171',
};

describe('the sale receipt: a diamond piece (issue 34)', () => {
  it("prints the price's parts, each stone line and the certificate number under the piece", () => {
    const receipt = saleReceiptFixture({ detail: [receiptLine('BDG0000041', { nama_barang: 'CINCIN BERLIAN HALO', harga: 31_466_000, berlian }), receiptLine('BDG0000050')] });
    const model = saleReceiptModel(receipt, options);
    const names = model.rows.map((r) => r[2]);
    expect(names.slice(0, 5)).toEqual([
      'CINCIN BERLIAN HALO',
      'Emas 3,544,800 + Batu 27,171,000 + Ongkos 750,000',
      '1 BERLIAN 0.500 ct RD G VS1',
      '12 BERLIAN 0.120 ct RD G VS1',
      'Sertifikat GIA No 2141438171',
    ]);
    // the rows under the piece have no number, barcode or price: the totals are the lines'
    for (const r of model.rows.slice(1, 5)) expect([r[0], r[1], r[r.length - 1]]).toEqual(['', '', '']);
    expect(model.rows).toHaveLength(6);
  });

  it('a tag-priced piece prints its stones and certificate without the parts; a gold piece prints as before', () => {
    const tag = saleReceiptFixture({ detail: [receiptLine('BDG0000041', { berlian: { ...berlian, mode: 'BANDROL', emas: 0, batu: 0, ongkos: 0, pembulatan: 0 } })] });
    expect(saleReceiptModel(tag, options).rows.map((r) => r[2]).slice(1)).toEqual(['1 BERLIAN 0.500 ct RD G VS1', '12 BERLIAN 0.120 ct RD G VS1', 'Sertifikat GIA No 2141438171']);
    expect(saleReceiptModel(saleReceiptFixture(), options).rows).toHaveLength(saleReceiptFixture().detail.length);
  });
});
