import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-masters';
import * as m0003 from './0003-stock';

/** Every migration, in order. Add new files here; names sort by their number. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-masters': m0002,
  '0003-stock': m0003,
};
