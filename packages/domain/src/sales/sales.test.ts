import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROVAL_OPERATIONS, type ApprovalOperation } from '../authorization/index';
import { KEMBALIAN_BEBAS } from './constants';
import { SALES_MESSAGES } from './messages';
import { cardAmount, percentOf, pricePerGram, priceSaleLine, saleFloor, summarizeSale } from './pricing';
import { approvalsNeededForSale, canCancelSale, isDiamondItem, parseApprovalList, whatsappNumber, wrapReceiptText } from './rules';
import { createSaleRequest, settingNota } from './schemas';

const unit = fc.constantFrom(1, 50, 100, 500, 1000, 5000);
const beratMg = fc.integer({ min: 1, max: 1_000_000 });
const perGram = fc.integer({ min: 0, max: 5_000_000 });
const ongkos = fc.integer({ min: 0, max: 5_000_000 });

describe('priceSaleLine', () => {
  it('worked examples of docs/decisions.md', () => {
    // 2.345 g x 1,250,000 = 2,931,250 + ongkos 50,000 = 2,981,250 -> up to 500: 2,981,500
    expect(priceSaleLine({ jenis_harga: 'GRAM', beratMg: 2345, hargaPerGram: 1_250_000, ongkos: 50_000, harga_jual: 0, jumlah: 1, unit: 500, down: false })).toBe(2_981_500);
    // rounding down: 2,981,000
    expect(priceSaleLine({ jenis_harga: 'GRAM', beratMg: 2345, hargaPerGram: 1_250_000, ongkos: 50_000, harga_jual: 0, jumlah: 1, unit: 500, down: true })).toBe(2_981_000);
    // 1.001 g x 1,000,333 = 1,001,333.333 -> up to 1,000: 1,002,000
    expect(priceSaleLine({ jenis_harga: 'GRAM', beratMg: 1001, hargaPerGram: 1_000_333, ongkos: 0, harga_jual: 0, jumlah: 1, unit: 1000, down: false })).toBe(1_002_000);
    // exact multiple stays
    expect(priceSaleLine({ jenis_harga: 'GRAM', beratMg: 2000, hargaPerGram: 1_000_000, ongkos: 0, harga_jual: 0, jumlah: 1, unit: 500, down: false })).toBe(2_000_000);
    expect(priceSaleLine({ jenis_harga: 'BANDROL', beratMg: 2345, hargaPerGram: 1_250_000, ongkos: 9, harga_jual: 750_123, jumlah: 1, unit: 500, down: false })).toBe(750_123);
    expect(priceSaleLine({ jenis_harga: 'AKSESORIS', beratMg: 0, hargaPerGram: 0, ongkos: 0, harga_jual: 35_250, jumlah: 3, unit: 500, down: true })).toBe(105_750);
  });

  it('GRAM: a multiple of the unit, never below the exact value rounding up, never above rounding down, within one unit', () => {
    fc.assert(
      fc.property(beratMg, perGram, ongkos, unit, fc.boolean(), (b, h, o, u, down) => {
        const price = priceSaleLine({ jenis_harga: 'GRAM', beratMg: b, hargaPerGram: h, ongkos: o, harga_jual: 0, jumlah: 1, unit: u, down });
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price % u).toBe(0);
        const exact1000 = BigInt(b) * BigInt(h) + BigInt(o) * 1000n;
        const got1000 = BigInt(price) * 1000n;
        if (down) expect(got1000 <= exact1000 && exact1000 - got1000 < BigInt(u) * 1000n).toBe(true);
        else expect(got1000 >= exact1000 && got1000 - exact1000 < BigInt(u) * 1000n).toBe(true);
      }),
    );
  });

  it('rounding up is never below rounding down, and they differ by 0 or one unit', () => {
    fc.assert(
      fc.property(beratMg, perGram, ongkos, unit, (b, h, o, u) => {
        const base = { jenis_harga: 'GRAM' as const, beratMg: b, hargaPerGram: h, ongkos: o, harga_jual: 0, jumlah: 1, unit: u };
        const up = priceSaleLine({ ...base, down: false });
        const dn = priceSaleLine({ ...base, down: true });
        expect([0, u]).toContain(up - dn);
      }),
    );
  });

  it('BANDROL and AKSESORIS take their fixed price, whatever the gold price and rounding', () => {
    fc.assert(
      fc.property(beratMg, perGram, ongkos, unit, fc.boolean(), fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 500 }), (b, h, o, u, down, hj, n) => {
        expect(priceSaleLine({ jenis_harga: 'BANDROL', beratMg: b, hargaPerGram: h, ongkos: o, harga_jual: hj, jumlah: n, unit: u, down })).toBe(hj);
        expect(priceSaleLine({ jenis_harga: 'AKSESORIS', beratMg: b, hargaPerGram: h, ongkos: o, harga_jual: hj, jumlah: n, unit: u, down })).toBe(hj * n);
      }),
    );
  });
});

describe('saleFloor', () => {
  it('GRAM: the buy-back value rounded up to the rupiah; BANDROL/AKSESORIS: the fixed price', () => {
    expect(saleFloor({ jenis_harga: 'GRAM', beratMg: 2345, hargaBeliPerGram: 1_100_001, harga_jual: 0, jumlah: 1 })).toBe(2_579_503); // 2,579,502.345
    expect(saleFloor({ jenis_harga: 'BANDROL', beratMg: 2345, hargaBeliPerGram: 1, harga_jual: 750_000, jumlah: 1 })).toBe(750_000);
    expect(saleFloor({ jenis_harga: 'AKSESORIS', beratMg: 0, hargaBeliPerGram: 1, harga_jual: 10_000, jumlah: 4 })).toBe(40_000);
    fc.assert(
      fc.property(beratMg, perGram, (b, h) => {
        const f = saleFloor({ jenis_harga: 'GRAM', beratMg: b, hargaBeliPerGram: h, harga_jual: 0, jumlah: 1 });
        const exact = BigInt(b) * BigInt(h);
        expect(BigInt(f) * 1000n >= exact && BigInt(f) * 1000n - exact < 1000n).toBe(true);
      }),
    );
  });
});

describe('cardAmount', () => {
  it('jumlah x (1 + fee/100) rounded up to the rupiah, exact in hundredths', () => {
    expect(cardAmount(1_000_000, 2.5)).toBe(1_025_000);
    expect(cardAmount(999_999, '1.75')).toBe(1_017_499); // 1,017,498.9825
    expect(cardAmount(500_000, 0)).toBe(500_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (j, feeH) => {
        const got = cardAmount(j, feeH / 100);
        const exact = BigInt(j) * BigInt(10_000 + feeH);
        expect(BigInt(got) * 10_000n >= exact && BigInt(got) * 10_000n - exact < 10_000n).toBe(true);
        expect(got).toBeGreaterThanOrEqual(j);
      }),
    );
  });

  it('refuses a fee with more than 2 decimals or over 100', () => {
    expect(() => cardAmount(1000, 1.234)).toThrow();
    expect(() => cardAmount(1000, 100.01)).toThrow();
  });

  it('percentOf rounds down', () => {
    expect(percentOf(333_333, 10)).toBe(33_333);
    expect(percentOf(100_000, 0)).toBe(0);
  });
});

describe('summarizeSale', () => {
  const lines = [{ harga: 1_000_000 }, { harga: 2_500_000 }];
  it('totals, change from cash', () => {
    const s = summarizeSale({ lines, diskon: 100_000, payments: [{ jenis: 'CARD', jumlah_rp: 3_000_000 }, { jenis: 'CASH', jumlah_rp: 500_000 }] });
    expect(s).toEqual({ total_harga: 3_500_000, diskon: 100_000, grand_total: 3_400_000, total_bayar: 3_500_000, kembalian: 100_000, ok: true, error: null });
  });
  it('refuses discount over total, no payment, short payment, non-cash overpayment', () => {
    expect(summarizeSale({ lines, diskon: 3_500_001, payments: [{ jenis: 'CASH', jumlah_rp: 1 }] }).error).toEqual({ field: 'diskon', message: SALES_MESSAGES.discountOverTotal });
    expect(summarizeSale({ lines, diskon: 0, payments: [] }).error?.message).toBe(SALES_MESSAGES.noPayment);
    expect(summarizeSale({ lines, diskon: 0, payments: [{ jenis: 'CASH', jumlah_rp: 3_499_999 }] }).error?.message).toBe(SALES_MESSAGES.paymentShort);
    expect(summarizeSale({ lines, diskon: 0, payments: [{ jenis: 'TRANSFER', jumlah_rp: 3_500_001 }] }).error?.message).toBe(SALES_MESSAGES.nonCashOver);
  });
  it('refuses change larger than the sale once it is over KEMBALIAN_BEBAS', () => {
    const cash = (jumlah_rp: number) => summarizeSale({ lines, diskon: 0, payments: [{ jenis: 'CASH', jumlah_rp }] });
    expect(cash(7_000_000)).toMatchObject({ ok: true, kembalian: 3_500_000 });
    expect(cash(7_000_001).error).toEqual({ field: 'pembayaran', message: SALES_MESSAGES.changeTooLarge });
    expect(cash(999_999_999_999_999).error?.message).toBe(SALES_MESSAGES.changeTooLarge);
    // a small sale paid with a large note: change above the sale, within the free amount
    const small = (jumlah_rp: number) => summarizeSale({ lines: [{ harga: 20_000 }], diskon: 0, payments: [{ jenis: 'CASH', jumlah_rp }] });
    expect(small(100_000)).toMatchObject({ ok: true, kembalian: 80_000 });
    expect(small(KEMBALIAN_BEBAS + 20_000).ok).toBe(true);
    expect(small(KEMBALIAN_BEBAS + 20_001).error?.message).toBe(SALES_MESSAGES.changeTooLarge);
  });
  it('property: when accepted, total_bayar = grand_total + kembalian and kembalian <= cash', () => {
    const pay = fc.record({ jenis: fc.constantFrom('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE' as const), jumlah_rp: fc.integer({ min: 1, max: 50_000_000 }) });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 60_000_000 }), fc.array(pay, { maxLength: 4 }), (hs, d, ps) => {
        const s = summarizeSale({ lines: hs.map((harga) => ({ harga })), diskon: d, payments: ps });
        const total = hs.reduce((a, b) => a + b, 0);
        expect(s.total_harga).toBe(total);
        if (s.ok) {
          expect(d).toBeLessThanOrEqual(total);
          expect(s.total_bayar).toBe(s.grand_total + s.kembalian);
          const cash = ps.filter((p) => p.jenis === 'CASH').reduce((a, p) => a + p.jumlah_rp, 0);
          expect(s.kembalian).toBeLessThanOrEqual(cash);
          expect(s.kembalian <= s.grand_total || s.kembalian <= KEMBALIAN_BEBAS).toBe(true);
        } else {
          expect(s.error).not.toBeNull();
        }
      }),
    );
  });
});

describe('approvalsNeededForSale', () => {
  const all = [...APPROVAL_OPERATIONS] as ApprovalOperation[];
  it('names each operation only when it happens and the store lists it', () => {
    const settings = { diskonMaksimal: 50_000, required: all };
    expect(approvalsNeededForSale({ lines: [{ harga: 100, harga_hitung: 100, floor: 90 }], diskon: 50_000, settings })).toEqual([]);
    expect(approvalsNeededForSale({ lines: [{ harga: 80, harga_hitung: 100, floor: 90 }], diskon: 50_001, settings })).toEqual(['UBAH_HARGA', 'DISKON', 'DIBAWAH_MODAL']);
    expect(approvalsNeededForSale({ lines: [{ harga: 80, harga_hitung: 100, floor: 90 }], diskon: 50_001, settings: { diskonMaksimal: 50_000, required: ['DISKON'] } })).toEqual(['DISKON']);
  });
  it('property: the result is a subset of required, UBAH_HARGA iff a price changed', () => {
    const line = fc.record({ harga: fc.integer({ min: 0, max: 1000 }), harga_hitung: fc.integer({ min: 0, max: 1000 }), floor: fc.integer({ min: 0, max: 1000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.integer({ min: 0, max: 2000 }), fc.subarray(all), (ls, d, req) => {
        const got = approvalsNeededForSale({ lines: ls, diskon: d, settings: { diskonMaksimal: 1000, required: req } });
        for (const op of got) expect(req).toContain(op);
        expect(got.includes('UBAH_HARGA')).toBe(req.includes('UBAH_HARGA') && ls.some((l) => l.harga !== l.harga_hitung));
        expect(got.includes('DISKON')).toBe(req.includes('DISKON') && d > 1000);
        expect(got.includes('DIBAWAH_MODAL')).toBe(req.includes('DIBAWAH_MODAL') && ls.some((l) => l.harga < l.floor));
      }),
    );
  });
  it('parses the store list', () => {
    expect(parseApprovalList('diskon, UBAH_HARGA,,XYZ')).toEqual(['DISKON', 'UBAH_HARGA']);
    expect(parseApprovalList('')).toEqual([]);
    expect(parseApprovalList(null)).toEqual(['UBAH_HARGA', 'DISKON', 'DIBAWAH_MODAL', 'BATAL_PENJUALAN']);
  });
});

describe('canCancelSale', () => {
  it('refuses yesterday and mixed kinds', () => {
    expect(canCancelSale({ tgl_system_sale: '2026-11-22', tgl_aktif: '2026-11-22', kinds: ['NORMAL'] })).toEqual({ ok: true });
    expect(canCancelSale({ tgl_system_sale: '2026-11-21', tgl_aktif: '2026-11-22', kinds: ['NORMAL'] })).toEqual({ ok: false, message: SALES_MESSAGES.yesterdayCancel });
    expect(canCancelSale({ tgl_system_sale: '2026-11-22', tgl_aktif: '2026-11-22', kinds: ['NORMAL', 'TUKAR'] })).toEqual({ ok: false, message: SALES_MESSAGES.mixedCancel });
    expect(canCancelSale({ tgl_system_sale: '2026-11-22', tgl_aktif: '2026-11-22', kinds: ['TUKAR', 'TUKAR'] }).ok).toBe(true);
  });
  it('property: allowed iff same date (or later) and not mixed', () => {
    const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, fc.array(fc.constantFrom('NORMAL' as const, 'TUKAR' as const), { minLength: 1, maxLength: 4 }), (a, b, kinds) => {
        const r = canCancelSale({ tgl_system_sale: a, tgl_aktif: b, kinds });
        expect(r.ok).toBe(a >= b && !(kinds.includes('NORMAL') && kinds.includes('TUKAR')));
      }),
    );
  });
});

describe('whatsappNumber', () => {
  it('0 -> 62, +62 -> 62, separators dropped', () => {
    expect(whatsappNumber('0812-3456 7890')).toBe('6281234567890');
    expect(whatsappNumber('+62 812 3456')).toBe('628123456');
    expect(whatsappNumber('6281234')).toBe('6281234');
  });
  it('property: digits only out, never starts with 0, keeps the national part', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,13}$/), (n) => {
        const phone = `0${n}`;
        const wa = whatsappNumber(phone);
        expect(wa).toBe(`62${n}`);
        expect(/^\d+$/.test(wa)).toBe(true);
      }),
    );
  });
});

describe('wrapReceiptText', () => {
  it('cuts into 20-character lines, at most 5', () => {
    expect(wrapReceiptText('JL. MERDEKA NO 123 BANDUNG JAWA BARAT')).toEqual(['JL. MERDEKA NO 123 B', 'ANDUNG JAWA BARAT']);
    expect(wrapReceiptText('')).toEqual([]);
    expect(wrapReceiptText('x'.repeat(500))).toHaveLength(5);
  });
  it('property: every line <= width, at most max lines, the lines are the text in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 8 }), (t, w, m) => {
        const lines = wrapReceiptText(t, w, m);
        expect(lines.length).toBeLessThanOrEqual(m);
        for (const l of lines) expect(Array.from(l).length).toBeLessThanOrEqual(w);
        const flat = t.replace(/\r\n?/g, '\n').split('\n').map((p) => p.trim()).join('');
        expect(flat.startsWith(lines.join(''))).toBe(true);
        if (Array.from(flat).length <= w) expect(lines.join('')).toBe(flat);
      }),
    );
  });
});

describe('schemas', () => {
  it('createSaleRequest: defaults, upper-case, card and marketplace details', () => {
    const r = createSaleRequest.safeParse({
      idempotency_key: 'abcdef12',
      kode_sales: 's01',
      detail: [{ kode_barcode: 'bdg0000001', harga: 1000 }],
      pembayaran: [{ jenis: 'CARD', jumlah_rp: 1000, no_rekening: '123', fee_persen: '2.5' }],
    });
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.kode_sales).toBe('S01');
      expect(r.data.detail[0]).toEqual({ kode_barcode: 'BDG0000001', harga: 1000, jumlah: 1 });
      expect(r.data.pembayaran[0]?.fee_persen).toBe(2.5);
      expect(r.data.diskon).toBe(0);
      expect(r.data.otorisasi).toEqual([]);
    }
    const bad = createSaleRequest.safeParse({ idempotency_key: 'abcdef12', kode_sales: 'S01', detail: [{ kode_barcode: 'X', harga: 1 }], pembayaran: [] });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues.map((i) => i.message)).toContain(SALES_MESSAGES.noPayment);
    const mp = createSaleRequest.safeParse({ idempotency_key: 'abcdef12', kode_sales: 'S01', detail: [{ kode_barcode: 'X', harga: 1 }], pembayaran: [{ jenis: 'MARKETPLACE', jumlah_rp: 1 }] });
    expect(mp.success).toBe(false);
    if (!mp.success) expect(mp.error.issues[0]?.message).toBe(SALES_MESSAGES.marketplaceRequired);
  });
  it('settingNota fills defaults', () => {
    expect(settingNota.parse({})).toMatchObject({ platform: 'Desktop', posisi: 'DEPAN', tampil_qr: true });
  });
  it('isDiamondItem', () => {
    expect(isDiamondItem({ kode_dept: 'BRL01' })).toBe(true);
    expect(isDiamondItem({ kode_dept: 'CIN', nama_dept: 'Cincin Berlian' })).toBe(true);
    expect(isDiamondItem({ kode_dept: 'CB', nama_dept: 'CINCIN', kode_kategori: 'BRL' })).toBe(true);
    expect(isDiamondItem({ kode_dept: 'CIN', nama_dept: 'CINCIN', kode_kategori: 'PHS', nama_kategori: 'PERHIASAN' })).toBe(false);
  });
});

describe('pricePerGram', () => {
  it('is the price over the weight rounded half up, exact for any whole rupiah and milligram', () => {
    expect(pricePerGram(1_930_500, 1_000)).toBe(1_930_500);
    expect(pricePerGram(1_000, 3_000)).toBe(333);
    expect(pricePerGram(1_000, 2_000)).toBe(500);
    expect(pricePerGram(5, 2_000)).toBe(3); // 2.5 rounds up
    expect(pricePerGram(1_000_000, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (harga, mg) => {
        const g = pricePerGram(harga, mg);
        // |g - harga / (mg / 1000)| <= 1/2, checked in integers: |2 g mg - 2000 harga| <= mg
        expect(Math.abs(2 * g * mg - 2000 * harga)).toBeLessThanOrEqual(mg);
      }),
    );
  });
});
