import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's hledger (.ci/run installs it): the outside tool an accountant re-adds the exported journal with. */
export const HLEDGER = '/usr/bin/hledger';

export const hledgerInstalled = () => existsSync(HLEDGER);

const nonZero = (m: Map<string, number>) => new Map([...m].filter(([, v]) => v !== 0));

/** hledger's own balance report of a journal file (optionally with a query), by account number (the name's first word). */
export function hledgerBalances(file: string, query: string[] = []): Map<string, number> {
  const csv = execFileSync(HLEDGER, ['-f', file, 'bal', '--flat', '-N', '-O', 'csv', ...query], { encoding: 'utf8' });
  const out = new Map<string, number>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [account, amount] = line.split('","').map((c) => c.replace(/"/g, ''));
    const number = account!.split(' ')[0]!;
    out.set(number, (out.get(number) ?? 0) + Number(amount!.replace(/ IDR$/, '').replace(/,/g, '')));
  }
  return nonZero(out);
}

/** Writes an exported journal to a file, has hledger check its accounts and commodities, and answers its balances. */
export function hledgerCheckedBalances(journal: string, name = 'export'): Map<string, number> {
  const file = join(mkdtempSync(join(tmpdir(), 'hledger-')), `${name}.journal`);
  writeFileSync(file, journal);
  execFileSync(HLEDGER, ['-f', file, 'check', 'accounts', 'commodities'], { encoding: 'utf8' });
  return hledgerBalances(file);
}

/** Each account's closing balance of a Neraca Saldo answer (an all-store answer has a line per store and account). */
export function closingBalances(rows: readonly { nomor_akun: string; saldo_akhir: number }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.nomor_akun, (sums.get(r.nomor_akun) ?? 0) + r.saldo_akhir);
  return nonZero(sums);
}
