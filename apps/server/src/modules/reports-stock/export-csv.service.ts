import { csvLine, type ExportTable } from '@emas/domain';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { Database } from '../../db/schema';
import * as repo from './export-csv.repository';

const PAGE = 2000;

/**
 * A store's table as CSV, streamed page by page (keyset order, PAGE rows a query), so a table of a
 * million rows never sits in memory: the header (column names), then one line per row. A BOM first so
 * a spreadsheet reads the text as UTF-8.
 */
export async function exportCsv(db: Kysely<Database>, table: ExportTable, kodeToko: string): Promise<Readable> {
  const columns = await repo.columnsOf(db, table);
  const keys = repo.EXPORT_KEYS[table];
  async function* lines() {
    yield `\uFEFF${csvLine(columns)}`;
    let after: unknown[] | null = null;
    for (;;) {
      const rows = await repo.pageOf(db, table, kodeToko, after, PAGE);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(columns.map((c) => row[c]))).join('');
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = keys.map((k) => last[k]);
    }
  }
  return Readable.from(lines());
}
