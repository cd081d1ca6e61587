import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIRIM_UANG_MAX } from './constants';
import { KIRIM_UANG_MESSAGES } from './messages';
import { inTransit, accountLedgerBalance, sendRefusal } from './rules';
import { diffRows, IMPORT_LIST_KEYS, importDataRequest, importOrder } from './import';
import { kirimUangRequest, nomorReferensiParams } from './schemas';

const rupiah = fc.integer({ min: 0, max: 50_000_000_000 });
const movement = fc.oneof(
  rupiah.map((v) => ({ jumlah_in: v, jumlah_out: 0 })),
  rupiah.map((v) => ({ jumlah_in: 0, jumlah_out: v })),
);

describe('money sent to head office', () => {
  it('the balance is what came in minus what went out, in any order, to the rupiah', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (rows) => {
        const expected = rows.reduce((t, r) => t + r.jumlah_in - r.jumlah_out, 0);
        expect(accountLedgerBalance(rows)).toBe(expected);
        expect(accountLedgerBalance([...rows].reverse())).toBe(expected);
        expect(accountLedgerBalance(rows.map((r) => ({ jumlah_in: String(r.jumlah_in), jumlah_out: String(r.jumlah_out) })))).toBe(expected);
      }),
    );
  });

  it('an amount may be sent only when it is above 0, within the limit and the balance; what is left is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: KIRIM_UANG_MAX + 1_000_000 }), rupiah, (jumlah, saldo) => {
        const refusal = sendRefusal(jumlah, saldo);
        const allowed = jumlah > 0 && jumlah <= KIRIM_UANG_MAX && jumlah <= saldo;
        expect(refusal === null).toBe(allowed);
        if (allowed) expect(accountLedgerBalance([{ jumlah_in: saldo, jumlah_out: jumlah }])).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(sendRefusal(0, 10)).toBe(KIRIM_UANG_MESSAGES.jumlahZero);
    expect(sendRefusal(1.5, 10)).toBe(KIRIM_UANG_MESSAGES.jumlahInvalid);
    expect(sendRefusal(11, 10)).toBe('Jumlah Rp melebihi saldo (saldo Rp 10)');
  });

  it('money in transit is the sum of the open transfers; receiving one moves it out of transit, the total of the chain stays', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ jumlah_rp: fc.integer({ min: 1, max: 1_000_000_000 }), received: fc.boolean() }), { maxLength: 20 }), (sends) => {
        const transfers = sends.map((s) => ({ jumlah_rp: s.jumlah_rp, status: s.received ? 'DONE' : 'OPEN' }));
        const sent = sends.reduce((t, s) => t + s.jumlah_rp, 0);
        const received = sends.filter((s) => s.received).reduce((t, s) => t + s.jumlah_rp, 0);
        const open = inTransit(transfers);
        expect(open.count).toBe(sends.filter((s) => !s.received).length);
        // sender's out = receiver's in + in transit: no rupiah appears or disappears
        expect(received + open.jumlah_rp).toBe(sent);
      }),
    );
  });

  it('the form refuses text, zero, negatives, fractions and huge amounts with Indonesian messages', () => {
    const base = { tujuan: 'pst', keterangan: 'setor', no_reff: '' };
    const messageOf = (jumlah: unknown) => {
      const r = kirimUangRequest.safeParse({ ...base, jumlah_rp: jumlah });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(messageOf(undefined)).toBe(KIRIM_UANG_MESSAGES.jumlahRequired);
    expect(messageOf('')).toBe(KIRIM_UANG_MESSAGES.jumlahRequired);
    expect(messageOf('abc')).toBe(KIRIM_UANG_MESSAGES.jumlahInvalid);
    expect(messageOf(12.5)).toBe(KIRIM_UANG_MESSAGES.jumlahInvalid);
    expect(messageOf(0)).toBe(KIRIM_UANG_MESSAGES.jumlahZero);
    expect(messageOf(-5)).toBe(KIRIM_UANG_MESSAGES.jumlahZero);
    expect(messageOf('-5')).toBe(KIRIM_UANG_MESSAGES.jumlahZero);
    expect(messageOf(KIRIM_UANG_MAX + 1)).toBe(KIRIM_UANG_MESSAGES.jumlahTooLarge);
    expect(messageOf('5000000')).toBeNull();
    const ok = kirimUangRequest.parse({ ...base, jumlah_rp: 5_000_000 });
    expect(ok).toMatchObject({ tujuan: 'PST', keterangan: 'SETOR', asal: 'CASH', no_reff: '' });
    const bank = kirimUangRequest.safeParse({ ...base, jumlah_rp: 1, asal: 'BANK' });
    expect(bank.success ? null : bank.error.issues[0]!.message).toBe(KIRIM_UANG_MESSAGES.rekeningRequired);
    const ref = nomorReferensiParams.safeParse({ nomor_referensi: '  ' });
    expect(ref.success ? null : ref.error.issues[0]!.message).toBe(KIRIM_UANG_MESSAGES.referenceRequired);
  });
});

describe('import of head office data', () => {
  it('every head-office row is added, changed or unchanged; the counts add up; rows only the store has are left out', () => {
    const row = fc.record({ kode: fc.constantFrom('A', 'B', 'C', 'D', 'E'), nama: fc.constantFrom('X', 'Y') });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.kode }), fc.uniqueArray(row, { selector: (r) => r.kode }), (head, own) => {
        const diff = diffRows(head, own, 'kode', ['nama']);
        expect(diff.map((d) => d.code)).toEqual(head.map((h) => h.kode));
        for (const d of diff) {
          const mine = own.find((o) => o.kode === d.code);
          const theirs = head.find((h) => h.kode === d.code)!;
          expect(d.status).toBe(!mine ? 'ADDED' : mine.nama === theirs.nama ? 'UNCHANGED' : 'CHANGED');
        }
      }),
    );
  });

  it('lists come after the lists they refer to; the store keeps its own places, people and accounts', () => {
    const order = importOrder(['group', 'kelompok-harga', 'jenis', 'kategori']).map((m) => m.key);
    expect(order.indexOf('kategori')).toBeLessThan(order.indexOf('jenis'));
    expect(order.indexOf('kelompok-harga')).toBeLessThan(order.indexOf('group'));
    for (const own of ['gudang', 'baki', 'sales', 'tukang', 'rekening']) expect(IMPORT_LIST_KEYS).not.toContain(own);
    expect(IMPORT_LIST_KEYS).toContain('harga-emas');
    const none = importDataRequest.safeParse({ lists: [] });
    expect(none.success ? null : none.error.issues[0]!.message).toBe('Pilih minimal satu daftar');
    const unknown = importDataRequest.safeParse({ lists: ['gudang'] });
    expect(unknown.success ? null : unknown.error.issues[0]!.message).toBe('Daftar tidak dikenal');
  });
});
