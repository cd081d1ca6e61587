import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSchemaOf, updateSchemaOf } from '../masters/schemas';
import { CATALOGUE_MESSAGES as M } from './messages';
import { catalogueItemPrice } from './pricing';
import { HADIAH_KATALOG, ITEM_KATALOG, KONTAK_ADMIN_KATALOG } from './registry';

describe('catalogueItemPrice', () => {
  it('is the weight at the group price in force, rounded up to the unit: never below, less than one unit above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom(1, 100, 500, 1000),
        (beratMg, hargaPerGram, unit) => {
          const price = catalogueItemPrice({ beratMg, hargaPerGram, hargaJual: 7, unit });
          const exactTimes1000 = BigInt(beratMg) * BigInt(hargaPerGram);
          expect(price % unit).toBe(0);
          expect(BigInt(price) * 1000n >= exactTimes1000).toBe(true);
          expect(BigInt(price - unit) * 1000n < exactTimes1000 || price === 0).toBe(true);
        },
      ),
    );
  });

  it('falls back to the item’s own harga_jual without a price in force', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), (beratMg, hargaJual) => {
        expect(catalogueItemPrice({ beratMg, hargaPerGram: null, hargaJual })).toBe(hargaJual);
        expect(catalogueItemPrice({ beratMg, hargaPerGram: 0, hargaJual })).toBe(hargaJual);
      }),
    );
  });

  it('prices 5.125 g at Rp 1,234,567 per gram as Rp 6,327,500 (500 up)', () => {
    expect(catalogueItemPrice({ beratMg: 5125, hargaPerGram: 1_234_567, hargaJual: 0 })).toBe(6_327_500);
  });
});

describe('catalogue schemas (spec 001 §5)', () => {
  it('hashtags typed as "#a, #b" become a list without #; a single banner code becomes a list', () => {
    const parsed = createSchemaOf(ITEM_KATALOG).safeParse({
      kode_barang: 'x1',
      kode_kategori: 'k',
      nama_barang: 'Cincin',
      berat: '1,5',
      harga_jual: 10,
      direct_url: 'https://toko.example/u',
      kode_banner: 'b1',
      hashtag_jenis: '#cincin, #kawin,, ',
      gambar_path: ['data:image/png;base64,iVBORw0KGgo='],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ kode_barang: 'X1', berat: 1.5, kode_banner: ['B1'], hashtag_jenis: ['cincin', 'kawin'], hashtag_lm: [] });
  });

  it('an edit may leave the picture out; a create may not', () => {
    const body = { nama_hadiah: 'Payung', info: 'a', sub_info: 'b', point: 5 };
    expect(updateSchemaOf(HADIAH_KATALOG).safeParse(body).success).toBe(true);
    const created = createSchemaOf(HADIAH_KATALOG).safeParse({ ...body, kode_hadiah: 'H1' });
    expect(created.error?.issues.map((i) => i.message)).toEqual([M.imageRequired]);
  });

  it('a phone of fewer than 11 digits or with letters is refused with the spec’s text', () => {
    const schema = createSchemaOf(KONTAK_ADMIN_KATALOG);
    for (const no_hp of ['0812345678', '08123456789x']) {
      expect(schema.safeParse({ kode_admin: 'A', nama_admin: 'Rina', no_hp }).error?.issues[0]?.message).toBe(M.noHpInvalid);
    }
    expect(schema.safeParse({ kode_admin: 'A', nama_admin: 'Rina', no_hp: '08123456789' }).success).toBe(true);
  });
});
