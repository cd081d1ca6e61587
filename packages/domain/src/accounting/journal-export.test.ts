import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHledgerJournal, journalAccountName, type ExportJournalLine } from './journal-export';

const account = fc.constantFrom('1-1100', '1-1200-5270', '3-1100', '4-1100', '4-1200', '6-1100');
const names = new Map([
  ['1-1100', 'KAS'],
  ['1-1200-5270', 'BANK BCA 5270'],
  ['3-1100', 'MODAL'],
  ['4-1100', 'PENJUALAN EMAS'],
  ['4-1200', 'PENDAPATAN FEE'],
  ['6-1100', 'BIAYA OPERASIONAL'],
]);

/** A balanced journal: one account debited the sum of the others' credits. */
const journal = fc
  .record({
    toko: fc.constantFrom('PST', 'BDG'),
    debit: account,
    credits: fc.array(fc.tuple(account, fc.integer({ min: 1, max: 5_000_000_000 })), { minLength: 1, maxLength: 3 }),
    keterangan: fc.string({ maxLength: 30 }),
  })
  .map((j) => j);

function read(text: string) {
  const entries: { tags: string; postings: [string, number][] }[] = [];
  let current: (typeof entries)[number] | null = null;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d{2}-\d{2} /.test(line)) entries.push((current = { tags: '', postings: [] }));
    else if (current && line.startsWith('    ; ')) current.tags = line;
    else if (current && line.startsWith('    ')) {
      const m = /^ {4}(\S(?:.*?\S)?) {2}(-?\d+) IDR$/.exec(line);
      expect(m, JSON.stringify(line)).not.toBeNull();
      current.postings.push([m![1]!, Number(m![2])]);
    } else if (line === '') current = null;
    else expect(line.startsWith(';') || line.startsWith('account ') || line.startsWith('commodity '), JSON.stringify(line)).toBe(true);
  }
  return entries;
}

describe('formatHledgerJournal', () => {
  it('every entry sums to 0 and each account sums to opening + debit - credit, whatever the texts hold', () => {
    fc.assert(
      fc.property(fc.array(journal, { maxLength: 15 }), fc.array(fc.tuple(account, fc.integer({ min: -1e9, max: 1e9 })), { maxLength: 4 }), (journals, opening) => {
        const lines: ExportJournalLine[] = [];
        journals.forEach((j, i) => {
          const total = j.credits.reduce((s, [, v]) => s + v, 0);
          const base = { journal: i + 1, kode_toko: j.toko, tgl_system: '2026-11-28', trx: 'KAS MASUK', type: 'CASH', no_ref: `KM (${i});x`, keterangan: j.keterangan };
          lines.push({ ...base, nomor_akun: j.debit, debet: total, kredit: 0 });
          for (const [a, v] of j.credits) lines.push({ ...base, nomor_akun: a, debet: 0, kredit: v });
        });
        // an opening that balances: the accounts' sum put against 3-1200
        const saldo: { nomor_akun: string; saldo: number }[] = opening.map(([nomor_akun, s]) => ({ nomor_akun, saldo: s }));
        saldo.push({ nomor_akun: '3-1200', saldo: -saldo.reduce((s, x) => s + x.saldo, 0) });
        const text = formatHledgerJournal({ title: 'uji', accounts: names, openings: [{ kode_toko: 'BDG', tanggal: '2026-11-27', saldo }], lines });
        const entries = read(text);
        for (const e of entries) expect(e.postings.reduce((s, [, v]) => s + v, 0)).toBe(0);
        const sums = new Map<string, number>();
        for (const e of entries) for (const [a, v] of e.postings) sums.set(a, (sums.get(a) ?? 0) + v);
        const expected = new Map<string, number>();
        for (const s of saldo) if (s.saldo !== 0) expected.set(journalAccountName(s.nomor_akun, names.get(s.nomor_akun)), (expected.get(journalAccountName(s.nomor_akun, names.get(s.nomor_akun))) ?? 0) + s.saldo);
        for (const l of lines) {
          const n = journalAccountName(l.nomor_akun, names.get(l.nomor_akun));
          expected.set(n, (expected.get(n) ?? 0) + l.debet - l.kredit);
        }
        expect(sums).toEqual(expected);
        expect(entries.length).toBe(journals.length + (saldo.some((s) => s.saldo !== 0) ? 1 : 0));
      }),
    );
  });

  it('an account name never holds a colon or two spaces; a journal is tagged with its store, number and type', () => {
    expect(journalAccountName('1-1700', 'PIUTANG / HUTANG:PUSAT  X')).toBe('1-1700 PIUTANG / HUTANG.PUSAT X');
    const text = formatHledgerJournal({
      title: 'Jurnal BDG',
      accounts: names,
      openings: [],
      lines: [
        { journal: 7, kode_toko: 'BDG', tgl_system: '2026-11-28', trx: 'FEE KARTU', type: 'BANK', no_ref: 'PJ-BDG-1', keterangan: 'FEE KARTU 1.5%\nPENJUALAN', nomor_akun: '1-1200-5270', debet: 168_750, kredit: 0 },
        { journal: 7, kode_toko: 'BDG', tgl_system: '2026-11-28', trx: 'FEE KARTU', type: 'BANK', no_ref: 'PJ-BDG-1', keterangan: 'FEE KARTU 1.5%\nPENJUALAN', nomor_akun: '4-1200', debet: 0, kredit: 168_750 },
      ],
    });
    expect(text).toBe(
      [
        '; Jurnal BDG',
        'commodity 1000. IDR',
        '',
        'account 1-1200-5270 BANK BCA 5270',
        'account 4-1200 PENDAPATAN FEE',
        '',
        '2026-11-28 * (PJ-BDG-1) FEE KARTU | FEE KARTU 1.5% PENJUALAN',
        '    ; toko:BDG, jurnal:7, type:BANK',
        '    1-1200-5270 BANK BCA 5270  168750 IDR',
        '    4-1200 PENDAPATAN FEE  -168750 IDR',
        '',
        '',
      ].join('\n'),
    );
  });
});
