import type { ColumnType, Generated } from 'kysely';

/**
 * The columns every master table has (id, store, audit), shared by schema.ts and the module schema files so none of
 * them imports another (no file cycle).
 */
export type MasterColumns = {
  _id: Generated<string>;
  kode_toko: string;
  created_at: ColumnType<string, Date | string | undefined, never>;
  updated_at: ColumnType<string, Date | string | undefined, Date | string>;
  created_by: Generated<string>;
  updated_by: Generated<string>;
};
