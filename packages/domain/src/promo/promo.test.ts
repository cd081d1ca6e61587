import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, progressOf, sendIntervalMs, shouldRetry } from './outbox';
import { DEFAULT_PROMO_TEXT, fillPromoTemplate, previewPromo, PROMO_UNKNOWN_VALUE } from './template';
import { promoWablasRequest, whatsappSettingRequest } from './schemas';
import { PROMO_MESSAGES } from './messages';

const customer = fc.record({
  kode_customer: fc.string({ maxLength: 20 }),
  nama_customer: fc.string({ maxLength: 40 }),
  tgl_lahir: fc.string({ maxLength: 10 }),
});

describe('promo template', () => {
  it('fills the three placeholders per customer and leaves no placeholder behind', () => {
    expect(fillPromoTemplate('Halo {nama_customer} ({kode_customer}), lahir {tgl_lahir}', { kode_customer: '62812', nama_customer: 'RINA', tgl_lahir: '' })).toBe(
      `Halo RINA (62812), lahir ${PROMO_UNKNOWN_VALUE}`,
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('{kode_customer}', '{nama_customer}', '{tgl_lahir}', 'teks ', '{50%}', '{x}')), customer, (parts, c) => {
        const noBraces = { kode_customer: c.kode_customer.replace(/[{}]/g, ''), nama_customer: c.nama_customer.replace(/[{}]/g, ''), tgl_lahir: c.tgl_lahir.replace(/[{}]/g, '') };
        const out = fillPromoTemplate(parts.join(''), noBraces);
        expect(out).not.toMatch(/\{(kode_customer|nama_customer|tgl_lahir)\}/);
        // text outside the placeholders is kept
        expect(out.split('{50%}').length).toBe(parts.join('').split('{50%}').length);
      }),
    );
  });

  it('a value holding a placeholder is not filled a second time', () => {
    expect(fillPromoTemplate('{nama_customer}', { kode_customer: 'A', nama_customer: '{kode_customer}', tgl_lahir: '' })).toBe('{kode_customer}');
  });

  it('the default text is a discount promo with the name placeholder, up to 50%, valid in March 2025 (spec 000 §9)', () => {
    expect(DEFAULT_PROMO_TEXT).toContain('{nama_customer}');
    expect(DEFAULT_PROMO_TEXT).toContain('50%');
    expect(DEFAULT_PROMO_TEXT).toContain('Maret 2025');
    expect(previewPromo(DEFAULT_PROMO_TEXT)).toContain('BUDI SANTOSO');
  });
});

describe('outbox rules', () => {
  it('the wait grows with each failure, stays between base and cap, and never shrinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000_000 }), (n, base, cap) => {
        const w = backoffMs(n, base, cap);
        expect(Number.isInteger(w)).toBe(true);
        expect(w).toBeGreaterThanOrEqual(base);
        expect(w).toBeLessThanOrEqual(Math.max(base, cap));
        expect(backoffMs(n + 1, base, cap)).toBeGreaterThanOrEqual(w);
      }),
    );
    expect([1, 2, 3].map((n) => backoffMs(n, 1000, 60_000))).toEqual([1000, 2000, 4000]);
  });

  it('retries until the last attempt', () => {
    expect([1, 2, 3].map((n) => shouldRetry(n, 3))).toEqual([true, true, false]);
  });

  it('progress: sent + failed + left = total', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000), (p, s, ok, f) => {
        const r = progressOf({ PENDING: p, SENDING: s, SENT: ok, FAILED: f });
        expect(r.sent + r.failed + r.left).toBe(r.total);
        expect(r.left).toBe(p + s);
      }),
    );
  });

  it('rate limit: the interval between messages', () => {
    expect(sendIntervalMs(20)).toBe(3000);
    expect(sendIntervalMs(0)).toBe(0);
  });
});

describe('schemas', () => {
  it('POST promo-wablas: template and date required with their messages, image defaults to "-"', () => {
    const bad = promoWablasRequest.safeParse({ template: ' ', tgl_kirim: '2026-02-30' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain(PROMO_MESSAGES.templateRequired);
    expect(messages).toContain(PROMO_MESSAGES.dateInvalid);
    expect(promoWablasRequest.parse({ template: 'x', tgl_kirim: '2026-11-26' }).image_url).toBe('-');
    expect(promoWablasRequest.safeParse({ template: 'x', tgl_kirim: '2026-11-26', image_url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('gateway address: http(s) or empty', () => {
    expect(whatsappSettingRequest.safeParse({ base_url: 'ftp://x' }).success).toBe(false);
    expect(whatsappSettingRequest.parse({ base_url: '' }).base_url).toBe('');
  });
});
