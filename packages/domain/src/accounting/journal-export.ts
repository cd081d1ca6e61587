import { reportQuery } from '../validators/report-query';

/** GET laporan/jurnal/hledger: the journal of a period (one store or every store) as a plain-text hledger / ledger file. */
export const JURNAL_EXPORT_PATH = '/api/laporan/jurnal/hledger';
export const jurnalExportQuery = reportQuery({});

/** One line of the journal as the export reads it (a debit or a credit of one account in one journal). */
export type ExportJournalLine = {
  journal: number;
  kode_toko: string;
  tgl_system: string;
  trx: string;
  type: string;
  no_ref: string;
  keterangan: string;
  nomor_akun: string;
  debet: number;
  kredit: number;
};

/** A store's account balances before the period (debit minus credit), dated the day before it. */
export type ExportOpening = { kode_toko: string; tanggal: string; saldo: readonly { nomor_akun: string; saldo: number }[] };

/** The commodity of every amount (whole rupiah). */
export const JOURNAL_COMMODITY = 'IDR';
/** The description of a store's opening-balance entry. */
export const JOURNAL_OPENING_TEXT = 'SALDO AWAL';

/** Text safe in a description or a tag: one line, no ';' (a comment) and no ',' in a tag value. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/** An account's name in the file: its number and name, one space apart, never ':' (hledger's sub-account mark) nor two spaces. */
export function journalAccountName(nomorAkun: string, namaAkun: string | undefined): string {
  return oneLine(`${nomorAkun} ${namaAkun ?? ''}`.replace(/:/g, '.')).replace(/;/g, ',');
}

function tagValue(text: string): string {
  return oneLine(text).replace(/[,;]/g, ' ').replace(/ {2,}/g, ' ');
}

function amount(value: number): string {
  return `${value} ${JOURNAL_COMMODITY}`;
}

/**
 * The journal as an hledger (and ledger) file, for an accountant to re-add outside the product: the accounts
 * declared, then per store its opening balances (one entry dated the day before the period, when it has any),
 * then every journal of the period in posting order, each an entry whose postings are its lines (debit
 * positive, credit negative) and whose tags name the store, the journal number and the type. Entries of one
 * store are picked with `tag:toko=BDG`; `hledger bal` gives each account's closing balance (the trial
 * balance's saldo_akhir), and `hledger bal -b <tgl_awal>` the period's debit minus credit.
 * Laws: every entry sums to 0 when its journal balances; the sum of an account's postings is its opening
 * plus its debits minus its credits.
 */
export function formatHledgerJournal(input: {
  title: string;
  accounts: ReadonlyMap<string, string>;
  openings: readonly ExportOpening[];
  lines: readonly ExportJournalLine[];
}): string {
  const name = (nomor: string) => journalAccountName(nomor, input.accounts.get(nomor));
  const used = new Set<string>();
  for (const o of input.openings) for (const s of o.saldo) used.add(s.nomor_akun);
  for (const l of input.lines) used.add(l.nomor_akun);
  const out: string[] = [`; ${oneLine(input.title)}`, `commodity 1000. ${JOURNAL_COMMODITY}`, ''];
  for (const nomor of [...used].sort()) out.push(`account ${name(nomor)}`);
  out.push('');

  for (const o of input.openings) {
    const saldo = o.saldo.filter((s) => s.saldo !== 0);
    if (!saldo.length) continue;
    out.push(`${o.tanggal} * ${JOURNAL_OPENING_TEXT}`, `    ; toko:${tagValue(o.kode_toko)}`);
    for (const s of saldo) out.push(`    ${name(s.nomor_akun)}  ${amount(s.saldo)}`);
    out.push('');
  }

  let i = 0;
  while (i < input.lines.length) {
    const first = input.lines[i]!;
    const lines: ExportJournalLine[] = [];
    while (i < input.lines.length && input.lines[i]!.journal === first.journal && input.lines[i]!.kode_toko === first.kode_toko) lines.push(input.lines[i++]!);
    const ref = oneLine(first.no_ref).replace(/[()]/g, '');
    const desc = `${oneLine(first.trx)} | ${oneLine(first.keterangan)}`.replace(/;/g, ',');
    out.push(`${first.tgl_system} *${ref ? ` (${ref})` : ''} ${desc}`);
    out.push(`    ; toko:${tagValue(first.kode_toko)}, jurnal:${first.journal}, type:${tagValue(first.type)}`);
    for (const l of lines) out.push(`    ${name(l.nomor_akun)}  ${amount(l.debet - l.kredit)}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
