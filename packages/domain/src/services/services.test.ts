import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createServiceRequest, finishServiceRequest } from './schemas';
import { daysLate, pickUpPayment, serviceBill, settleServiceLine } from './rules';
import { SERVICE_MESSAGES as M } from './messages';

const mg = fc.integer({ min: 1, max: 5_000_000 });
const price = fc.integer({ min: 0, max: 20_000_000 });

describe('a repaired piece against what the customer left', () => {
  it('charges gold added at the selling price rounded up, credits gold lost at the buying price rounded down', () => {
    expect(settleServiceLine({ beratMasukMg: 5_000, beratKeluarMg: 5_250, hargaJualPerGram: 1_000_001, hargaBeliPerGram: 900_000 })).toEqual({ selisihMg: 250, nilaiTambah: 250_001, nilaiSusut: 0 });
    expect(settleServiceLine({ beratMasukMg: 5_000, beratKeluarMg: 4_987, hargaJualPerGram: 1_000_000, hargaBeliPerGram: 900_001 })).toEqual({ selisihMg: -13, nilaiTambah: 0, nilaiSusut: 11_700 });
    expect(settleServiceLine({ beratMasukMg: 5_000, beratKeluarMg: 5_000, hargaJualPerGram: 1, hargaBeliPerGram: 1 })).toEqual({ selisihMg: 0, nilaiTambah: 0, nilaiSusut: 0 });
  });

  it('laws: exactly one side is priced, each within a rupiah of the exact value and in the customer disfavour', () => {
    fc.assert(
      fc.property(mg, mg, price, price, (masuk, keluar, jual, beli) => {
        const s = settleServiceLine({ beratMasukMg: masuk, beratKeluarMg: keluar, hargaJualPerGram: jual, hargaBeliPerGram: beli });
        expect(s.selisihMg).toBe(keluar - masuk);
        expect(Number.isSafeInteger(s.nilaiTambah) && Number.isSafeInteger(s.nilaiSusut)).toBe(true);
        expect(s.nilaiTambah === 0 || s.nilaiSusut === 0).toBe(true);
        if (keluar > masuk) {
          const exact = ((keluar - masuk) * jual) / 1000;
          expect(s.nilaiTambah).toBeGreaterThanOrEqual(exact);
          expect(s.nilaiTambah - exact).toBeLessThan(1);
        }
        if (keluar < masuk) {
          const exact = ((masuk - keluar) * beli) / 1000;
          expect(s.nilaiSusut).toBeLessThanOrEqual(exact);
          expect(exact - s.nilaiSusut).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('the bill and the pick-up', () => {
  it('money kept by the shop over a repair equals its total cost, whatever was paid before and at pick-up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.record({ nilaiTambah: fc.integer({ min: 0, max: 3_000_000 }), nilaiSusut: fc.constant(0) }), { maxLength: 4 }),
        fc.array(fc.record({ nilaiTambah: fc.constant(0), nilaiSusut: fc.integer({ min: 0, max: 3_000_000 }) }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (ongkos, added, lost, dp, extraCash) => {
          const bill = serviceBill({ ongkos, lines: [...added, ...lost], dp });
          expect(bill.total_biaya).toBe(ongkos + bill.total_tambah - bill.total_susut);
          expect(bill.sisa).toBe(bill.total_biaya - dp);
          const payments = bill.sisa > 0 ? [{ jenis: 'CASH', jumlah_rp: bill.sisa + extraCash }] : [];
          const r = pickUpPayment(bill.sisa, payments);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(dp + r.bayar - r.kembalian - r.dikembalikan).toBe(bill.total_biaya);
          expect(r.kembalian).toBe(bill.sisa > 0 ? extraCash : 0);
        },
      ),
    );
  });

  it('refuses short, non-cash above the balance, and a payment when nothing is due', () => {
    expect(pickUpPayment(100_000, [{ jenis: 'CASH', jumlah_rp: 99_999 }])).toEqual({ ok: false, message: M.paymentShort });
    expect(pickUpPayment(100_000, [{ jenis: 'CARD', jumlah_rp: 100_001 }])).toEqual({ ok: false, message: M.nonCashOver });
    expect(pickUpPayment(100_000, [])).toEqual({ ok: false, message: M.paymentShort });
    expect(pickUpPayment(-5_000, [{ jenis: 'CASH', jumlah_rp: 1 }])).toEqual({ ok: false, message: M.paymentNotNeeded });
    expect(pickUpPayment(-5_000, [])).toEqual({ ok: true, bayar: 0, kembalian: 0, dikembalikan: 5_000 });
    expect(pickUpPayment(0, [])).toEqual({ ok: true, bayar: 0, kembalian: 0, dikembalikan: 0 });
  });

  it('counts days late from the due date on the business date', () => {
    expect(daysLate('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysLate('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysLate('2026-12-01', '2026-11-26')).toBe(0);
  });
});

describe('requests', () => {
  const piece = { nama_barang: 'cincin', kode_group: 'ka', berat: '3,25', deskripsi: ['poles'] };
  const base = { idempotency_key: 'svc-key-0001', nama_customer: 'siti', kode_tukang: 't01', tgl_janji: '2026-11-30', ongkos_estimasi: 50_000, detail: [piece] };

  it('reads weights as integer milligrams and codes upper-case', () => {
    const r = createServiceRequest.parse({ ...base, pembayaran: [{ jenis: 'CASH', jumlah_rp: 20_000 }] });
    expect(r.detail[0]).toMatchObject({ nama_barang: 'CINCIN', kode_group: 'KA', berat: 3_250, deskripsi: ['POLES'] });
    expect(r.nama_customer).toBe('SITI');
    expect(finishServiceRequest.parse({ ongkos: 40_000, detail: [{ urut: 1, berat_keluar: '3.2' }] }).detail[0]!.berat_keluar).toBe(3_200);
  });

  it('names the field of each refusal', () => {
    const issues = (v: unknown) => {
      const r = createServiceRequest.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ ...base, nama_customer: '' })).toContainEqual(['nama_customer', M.namaCustomerRequired]);
    expect(issues({ ...base, kode_tukang: ' ' })).toContainEqual(['kode_tukang', M.tukangRequired]);
    expect(issues({ ...base, tgl_janji: undefined })).toContainEqual(['tgl_janji', M.tglJanjiRequired]);
    expect(issues({ ...base, detail: [] })).toContainEqual(['detail', M.noLines]);
    expect(issues({ ...base, detail: [{ ...piece, deskripsi: [] }] })).toContainEqual(['detail.0.deskripsi', M.deskripsiRequired]);
    expect(issues({ ...base, detail: [{ ...piece, foto: '../../etc/passwd' }] })).toContainEqual(['detail.0.foto', M.fotoInvalid]);
    expect(issues({ ...base, pembayaran: [{ jenis: 'CASH', jumlah_rp: 50_001 }] })).toContainEqual(['pembayaran', M.dpOverEstimasi]);
    expect(issues({ ...base, detail: [{ ...piece, berat: '0' }] })[0]![0]).toBe('detail.0.berat');
  });
});
