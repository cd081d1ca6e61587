import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DataTableButton } from './DataTable';
import type { DateLevel } from './date-text';
import type { TextFilter } from './input-filters';
import type { DataTableColumn } from './table-data';

/** Values of a CRUD form, by field name. */
export type CrudValues = Record<string, unknown>;
export type CrudMode = 'add' | 'edit';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type CrudOption = { value: string; label: string };

/** Choices read from an endpoint: the list at `path`, each item turned into a choice. */
export type OptionsSource = {
  path: string;
  query?: QueryParams;
  toOption: (item: unknown) => CrudOption;
};

/** Builds an options source with a typed item (the endpoint's row type). */
export function optionsFrom<I>(path: string, toOption: (item: I) => CrudOption, query?: QueryParams): OptionsSource {
  return { path, query, toOption: toOption as (item: unknown) => CrudOption };
}

type FieldBase = {
  name: string;
  label: string;
  placeholder?: string;
  description?: string;
  /** shows the asterisk; the zod schema does the checking */
  required?: boolean;
  /** read-only when editing (code keys; the resource's code field always is) */
  readOnlyInEdit?: boolean;
  /** always read-only: a display-only value the server computes (never sent) */
  readOnly?: boolean;
  /** shown only when adding or only when editing (a password only when adding) */
  only?: CrudMode;
  /** width in a 12-column grid (6 unless told; 12 on narrow screens) */
  span?: number;
  /** value of a new record */
  defaultValue?: unknown;
};

/**
 * A form field. What the form holds per type: text, textarea, password, number, weight and
 * percent a string (filtered as typed); money an integer or null; select a string or null;
 * checkbox a boolean; date 'YYYY-MM-DD' or null. The zod schema turns them into the request body.
 */
export type CrudField =
  | (FieldBase & { type: 'text'; filter?: TextFilter; upper?: boolean; maxLength?: number })
  | (FieldBase & { type: 'textarea'; upper?: boolean; maxLength?: number; rows?: number })
  | (FieldBase & { type: 'number'; decimals?: number; signed?: boolean })
  | (FieldBase & { type: 'money' })
  | (FieldBase & { type: 'weight' })
  | (FieldBase & { type: 'percent' })
  | (FieldBase & { type: 'password' })
  | (FieldBase & { type: 'checkbox' })
  | (FieldBase & { type: 'date'; level?: DateLevel })
  /** a picture: the URL of the stored one, or a data URL of a newly chosen file (at most `maxBytes`) */
  | (FieldBase & { type: 'image'; maxBytes?: number; tooLargeMessage?: string })
  /** several choices: a list of values (at most `maxValues`) */
  | (FieldBase & { type: 'multiselect'; options: readonly (string | CrudOption)[]; maxValues?: number })
  /** tags typed as '#a, #b'; the form holds the text, the schema turns it into a list */
  | (FieldBase & { type: 'tags' })
  /** a colour '#rrggbb' */
  | (FieldBase & { type: 'color' })
  | (FieldBase & {
      type: 'select';
      /** fixed choices (a plain string is its own label) */
      options?: readonly (string | CrudOption)[];
      /** choices read from an endpoint */
      optionsFrom?: OptionsSource;
      searchable?: boolean;
      clearable?: boolean;
    });

export type CrudFieldType = CrudField['type'];

export type CrudActionContext = {
  /** reloads the list */
  refetch: () => Promise<unknown>;
};

/** An extra button on each row (reset password, end session...). */
export type CrudAction<Row> = {
  id: string;
  label: string;
  icon: ReactNode;
  color?: string;
  visible?: (row: Row) => boolean;
  onClick: (row: Row, ctx: CrudActionContext) => void | Promise<void>;
};

export type CrudMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** the delete question for a code; 'Apakah Anda Yakin Ingin Menghapus Kode {code} ?' by default */
  deleteConfirm: (code: string) => string;
};

/** What a save answered: the server's message and its `warnings` (field -> text, saved anyway). */
export type CrudSaveResult = { message?: string; warnings?: Record<string, string> };

/** A write: the path under /api, ':name' parts filled from the row being edited. */
export type CrudWrite = { path: string; method?: 'POST' | 'PUT' | 'PATCH' };

export type CrudSchema = z.ZodType<CrudValues, unknown>;

/**
 * A CRUD screen as data: where the list comes from, its columns, the form's fields and schemas, the
 * writes, and the messages. <CrudPage resource={...}/> builds the screen.
 */
export type CrudResource<Row> = {
  /** identity: TanStack Query key and test-id prefix ('users', 'gudang') */
  key: string;
  /** screen title */
  title: string;
  /** what one record is called in the modal title ('Tambah User'); the title when absent */
  recordName?: string;
  /** the code key: read-only in edit, named in the delete question, part of row button names */
  codeField: string;
  /** GET path of the list; `select` turns the answer's data into rows (an array by default) */
  list: string | { path: string; query?: QueryParams; select?: (data: unknown) => Row[] };
  columns: readonly DataTableColumn<Row>[];
  fields: readonly CrudField[];
  /** zod schemas from packages/domain; `update` defaults to `create` */
  schema: { create: CrudSchema; update?: CrudSchema };
  /** false: no add button */
  create: CrudWrite | false;
  /** false: no edit button; ':code' style placeholders are filled from the row */
  update: CrudWrite | false;
  /** absent or false: no delete button (some resources have none) */
  remove?: { path: string } | false;
  /** form values of a row; every field's value from the row by default */
  toForm?: (row: Row) => CrudValues;
  /** request body from the schema's output; the output itself by default */
  toBody?: (values: CrudValues, mode: CrudMode, row: Row | null) => unknown;
  messages?: Partial<CrudMessages>;
  emptyText?: string;
  /** CSV export file name; the key by default, false for none */
  csvFileName?: string | false;
  actions?: readonly CrudAction<Row>[];
  /** more toolbar buttons (with the add button, five at most) */
  toolbar?: readonly DataTableButton[];
  canEdit?: (row: Row) => boolean;
  canDelete?: (row: Row) => boolean;
  pageSize?: number;
  /** Enter in a text field does not submit (spec 001 §5, item form) */
  preventEnterSubmit?: boolean;
  /** the `warnings` of a save's answer as warning toasts after the success toast; true unless false */
  showWarnings?: boolean;
  /** shown under the form's fields, from the values being typed (the catalogue's chat preview) */
  preview?: (values: CrudValues) => ReactNode;
};
