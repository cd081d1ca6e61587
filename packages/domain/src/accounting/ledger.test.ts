import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBalancedParameter, postMovement, runningBalance, trialBalance, unbalancedJournals, type ParameterLine } from './ledger';
import { saveParaAkunRequest } from './schemas';

const rupiah = fc.integer({ min: 0, max: 5_000_000_000 });
const movement = fc.record({ jumlah_in: rupiah, jumlah_out: rupiah });
const account = fc.constantFrom('1-1100', '1-1200', '4-1100', '5-1100', '9-9999');
const parameter = fc.tuple(account, account).map(([uang, lawan]): ParameterLine[] => [
  { kode_akun: 'KAS', nomor_akun: uang, uang: true },
  { kode_akun: 'LAWAN', nomor_akun: lawan, uang: false },
]);

describe('postMovement', () => {
  it('a sale paid in cash debits Kas and credits Penjualan; the change given back the reverse', () => {
    const lines: ParameterLine[] = [
      { kode_akun: 'KAS', nomor_akun: '1-1100', uang: true },
      { kode_akun: 'PENJUALAN', nomor_akun: '4-1100', uang: false },
    ];
    expect(postMovement({ jumlah_in: 3_000_000, jumlah_out: 0 }, lines)).toEqual([
      { kode_akun: 'KAS', nomor_akun: '1-1100', jenis_akun: 'DEBET', debet: 3_000_000, kredit: 0 },
      { kode_akun: 'PENJUALAN', nomor_akun: '4-1100', jenis_akun: 'KREDIT', debet: 0, kredit: 3_000_000 },
    ]);
    expect(postMovement({ jumlah_in: 0, jumlah_out: 20_000 }, lines)).toEqual([
      { kode_akun: 'KAS', nomor_akun: '1-1100', jenis_akun: 'KREDIT', debet: 0, kredit: 20_000 },
      { kode_akun: 'PENJUALAN', nomor_akun: '4-1100', jenis_akun: 'DEBET', debet: 20_000, kredit: 0 },
    ]);
    expect(postMovement({ jumlah_in: 0, jumlah_out: 0 }, lines)).toEqual([]);
  });

  it('every journal balances, and the money account moves by exactly in - out', () => {
    fc.assert(
      fc.property(movement, parameter, (m, lines) => {
        const posted = postMovement(m, lines);
        const debet = posted.reduce((s, l) => s + l.debet, 0);
        const kredit = posted.reduce((s, l) => s + l.kredit, 0);
        expect(debet).toBe(kredit);
        if (posted.length) expect(posted[0]!.debet - posted[0]!.kredit).toBe(m.jumlah_in - m.jumlah_out);
        expect(unbalancedJournals(posted.map((l) => ({ journal: 1, ...l })))).toEqual([]);
      }),
    );
  });
});

describe('trialBalance and runningBalance', () => {
  it('the balances of balanced journals add up to 0 and total debit equals total credit', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(movement, parameter), { maxLength: 40 }), (moves) => {
        const lines = moves.flatMap(([m, p]) => postMovement(m, p));
        const rows = trialBalance(lines);
        expect(rows.reduce((s, r) => s + r.saldo, 0)).toBe(0);
        expect(rows.reduce((s, r) => s + r.debet, 0)).toBe(rows.reduce((s, r) => s + r.kredit, 0));
        expect(rows.map((r) => r.nomor_akun)).toEqual([...rows.map((r) => r.nomor_akun)].sort());
      }),
    );
  });

  it("an account's last running balance is the opening plus debits minus credits", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.array(fc.record({ debet: rupiah, kredit: rupiah }), { maxLength: 30 }), (opening, lines) => {
        const run = runningBalance(opening, lines);
        const expected = lines.reduce((s, l) => s + l.debet - l.kredit, opening);
        expect(run.length ? run[run.length - 1]!.saldo : opening).toBe(expected);
      }),
    );
  });

  it('finds a journal whose debit and credit differ', () => {
    expect(
      unbalancedJournals([
        { journal: 1, nomor_akun: 'A', debet: 10, kredit: 0 },
        { journal: 1, nomor_akun: 'B', debet: 0, kredit: 10 },
        { journal: 2, nomor_akun: 'A', debet: 10, kredit: 0 },
        { journal: 2, nomor_akun: 'B', debet: 0, kredit: 9 },
      ]),
    ).toEqual([2]);
  });
});

describe('isBalancedParameter and the PUT body', () => {
  it('a parameter posts balanced journals only with one money line, one DEBET and one KREDIT', () => {
    const d = { kode_akun: 'KAS', nomor_akun: '1-1100', uang: true, jenis_akun: 'DEBET' as const };
    const k = { kode_akun: 'PENJUALAN', nomor_akun: '4-1100', uang: false, jenis_akun: 'KREDIT' as const };
    expect(isBalancedParameter([d, k])).toBe(true);
    expect(isBalancedParameter([d, { ...k, jenis_akun: 'DEBET' }])).toBe(false);
    expect(isBalancedParameter([d, { ...k, uang: true }])).toBe(false);
    expect(isBalancedParameter([d])).toBe(false);
  });

  it("an empty account number is refused with 'Nomor Akun Tidak Boleh Kosong'", () => {
    const r = saveParaAkunRequest.safeParse({ detail_akun: [{ kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: ' ' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Nomor Akun Tidak Boleh Kosong');
    expect(saveParaAkunRequest.safeParse({ detail_akun: [] }).error?.issues[0]?.message).toBe('Detail Akun Tidak Boleh Kosong');
  });
});
