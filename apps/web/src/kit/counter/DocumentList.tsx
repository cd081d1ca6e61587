import { Button, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { DataTable, type DataTableColumn, type DataTableProps } from '../DataTable';
import { DocumentSearchBar } from './DocumentSearchBar';
import type { useDocumentSearch } from './use-document-search';

/**
 * A document list (receipts, layaways, buy-backs, orders, repairs): the search row over the table of
 * what the server found for it.
 */
export function DocumentList<S extends string, R>({
  search,
  statuses,
  labelOf,
  ...table
}: {
  search: ReturnType<typeof useDocumentSearch<S, R>>;
  statuses: readonly S[];
  /** how a status reads (the sales statuses unless told) */
  labelOf?: (status: S) => string;
} & Omit<DataTableProps<R>, 'rows' | 'loading'>) {
  return (
    <Stack>
      <DocumentSearchBar search={search} statuses={statuses} labelOf={labelOf} />
      <DataTable rows={search.list.data ?? []} loading={search.list.isLoading} {...table} />
    </Stack>
  );
}

/**
 * The last column of a document list: Detail opens the document. `keys` names the dictionary part
 * holding `action`, `detail` and `detailOf` ('salesHistory.common', 'services.common').
 */
export function detailColumn<R>(t: TFunction, numberOf: (row: R) => string, onOpen: (no: string) => void, keys = 'salesHistory.common'): DataTableColumn<R> {
  return {
    key: 'action',
    header: t(`${keys}.action`),
    exportable: false,
    render: (r) => (
      <Button size="compact-xs" variant="light" leftSection={<IconEye size={14} />} aria-label={t(`${keys}.detailOf`, { no: numberOf(r) })} onClick={() => onOpen(numberOf(r))}>
        {t(`${keys}.detail`)}
      </Button>
    ),
  };
}
