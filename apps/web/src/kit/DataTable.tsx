import { Box, Button, Card, Group, Loader, NativeSelect, Pagination, Stack, Table, Text, TextInput, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { saveFile } from './download';
import {
  buildCsv,
  cellText,
  csvBlob,
  csvFileNameOf,
  pageCount,
  pageRows,
  searchRows,
  type DataTableColumn,
} from './table-data';

export type { DataTableColumn } from './table-data';

/** A toolbar button of the table (at most five are shown). */
export type DataTableButton = {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  color?: string;
  variant?: 'filled' | 'light' | 'outline' | 'default' | 'subtle';
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
};

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T, index: number) => string;
  /** first load: a spinner instead of rows */
  loading?: boolean;
  /** the resource's own empty text; 'Tidak Ada Data' by default */
  emptyText?: string;
  /** client-side search over all columns (on unless false) */
  searchable?: boolean;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** CSV export button when set: the file name (with or without .csv) */
  csvFileName?: string;
  /** extra toolbar buttons, at most five */
  buttons?: readonly DataTableButton[];
  /** 'auto' stacks rows as cards below 500 px width */
  layout?: 'auto' | 'table' | 'cards';
  /**
   * Width under which the table scrolls sideways (default 110 px a column). A wide list whose cells are
   * short (codes, amounts, badges) sets less, so that it fits the page and no column hides off-screen.
   */
  minWidth?: number;
  /** accessible name of the table */
  caption?: string;
  testId?: string;
};

const MAX_BUTTONS = 5;
const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_CONTROL = { first: 'kit.table.firstPage', previous: 'kit.table.previousPage', next: 'kit.table.nextPage', last: 'kit.table.lastPage' } as const;

/**
 * Names for a Mantine Pagination's buttons (spread into it): its arrows are icons only, and a button
 * without a name is a critical accessibility failure (axe button-name).
 */
export function usePaginationLabels(): Pick<PaginationProps, 'getControlProps'> {
  const { t } = useTranslation();
  return {
    getControlProps: (control) => ({ 'aria-label': t(PAGE_CONTROL[control]) }),
  };
}
/** narrow-screen cutoff (spec 000 §9, spec 001 §9) */
export const NARROW_QUERY = '(max-width: 499.98px)';

function cellContent<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  return column.render ? column.render(row, index) : cellText(column, row);
}

/**
 * The key of the row actions column, if the table has one: screens put their row buttons (Detail,
 * Pilih, Edit) in a last column kept out of search and CSV (`exportable: false`).
 */
function findActionsKey<T>(columns: readonly DataTableColumn<T>[]): string | null {
  const last = columns[columns.length - 1];
  return last !== undefined && last.exportable === false ? last.key : null;
}

function footerContent<T>(column: DataTableColumn<T>, rows: readonly T[]): ReactNode {
  return typeof column.footer === 'function' ? column.footer(rows) : column.footer;
}

/**
 * The product's data table: client-side search over all columns, pagination, optional CSV export,
 * up to five extra buttons, an empty text, a loading state, and stacked cards on narrow screens.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  loading = false,
  emptyText,
  searchable = true,
  pageSize: initialPageSize = 10,
  pageSizes = DEFAULT_PAGE_SIZES,
  csvFileName,
  buttons = [],
  layout = 'auto',
  minWidth,
  caption,
  testId = 'data-table',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const narrow = useMediaQuery(NARROW_QUERY) === true;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);

  const filtered = useMemo(() => searchRows(rows, columns, query), [rows, columns, query]);
  const pages = pageCount(filtered.length, pageSize);
  const current = Math.min(page, pages);
  const visible = pageRows(filtered, current, pageSize);
  const firstIndex = (current - 1) * pageSize;
  const hasFooter = columns.some((c) => c.footer !== undefined);
  const actionsKey = findActionsKey(columns);
  const stickyClass = (c: DataTableColumn<T>) => (c.key === actionsKey ? classes.actions : undefined);
  const asCards = layout === 'cards' || (layout === 'auto' && narrow);
  const empty = emptyText ?? t('kit.table.empty');
  const sizes = Array.from(new Set([...pageSizes, initialPageSize])).sort((a, b) => a - b);

  const exportCsv = () => {
    if (!csvFileName) return;
    saveFile(csvBlob(buildCsv(columns, filtered)), csvFileNameOf(csvFileName));
  };

  const toolbarButtons = buttons.slice(0, MAX_BUTTONS);
  const showToolbar = toolbarButtons.length > 0 || csvFileName !== undefined || searchable;

  const status = loading ? (
    <Group gap="xs" justify="center" py="md" data-testid={`${testId}-loading`}>
      <Loader size="sm" />
      <Text size="sm">{t('kit.table.loading')}</Text>
    </Group>
  ) : visible.length === 0 ? (
    <Text ta="center" py="md" c="dimmed" data-testid={`${testId}-empty`}>
      {empty}
    </Text>
  ) : null;

  return (
    <Stack gap="sm" data-testid={testId}>
      {showToolbar && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {toolbarButtons.map((b) => (
              <Button
                key={b.label}
                leftSection={b.icon}
                color={b.color}
                variant={b.variant ?? 'filled'}
                disabled={b.disabled}
                loading={b.loading}
                onClick={b.onClick}
                data-testid={b.testId}
              >
                {b.label}
              </Button>
            ))}
            {csvFileName !== undefined && (
              <Button variant="light" leftSection={<IconFileTypeCsv size={16} />} onClick={exportCsv} disabled={loading} data-testid={`${testId}-csv`}>
                {t('kit.table.exportCsv')}
              </Button>
            )}
          </Group>
          {searchable && (
            <TextInput
              aria-label={t('kit.table.search')}
              placeholder={t('kit.table.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(e) => {
                setQuery(e.currentTarget.value);
                setPage(1);
              }}
              w={asCards ? '100%' : 260}
              data-testid={`${testId}-search`}
            />
          )}
        </Group>
      )}

      {asCards ? (
        <Stack gap="xs" role="list" aria-label={caption}>
          {status}
          {!loading &&
            visible.map((row, i) => (
              <Card key={rowKey(row, firstIndex + i)} withBorder padding="sm" role="listitem">
                {columns.map((c) => (
                  <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed">
                      {c.header}
                    </Text>
                    <Box ta="right">{cellContent(c, row, firstIndex + i)}</Box>
                  </Group>
                ))}
              </Card>
            ))}
          {hasFooter && !loading && filtered.length > 0 && (
            <Card withBorder padding="sm" bg="var(--mantine-color-gray-light)">
              {columns
                .filter((c) => c.footer !== undefined)
                .map((c) => (
                  <Group key={c.key} justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {c.header}
                    </Text>
                    <Text fw={600}>{footerContent(c, filtered)}</Text>
                  </Group>
                ))}
            </Card>
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={minWidth ?? Math.max(480, columns.length * 110)}>
          <Table striped highlightOnHover withTableBorder withColumnBorders verticalSpacing="xs" aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} ta={c.align} w={c.width} className={stickyClass(c)}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>{status}</Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row, i) => (
                  <Table.Tr key={rowKey(row, firstIndex + i)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.align} className={stickyClass(c)}>
                        {cellContent(c, row, firstIndex + i)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
            {hasFooter && !loading && filtered.length > 0 && (
              <Table.Tfoot>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key} ta={c.align} className={stickyClass(c)}>
                      {footerContent(c, filtered)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}

      {!loading && filtered.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid={`${testId}-info`}>
              {t('kit.table.showing', {
                from: firstIndex + 1,
                to: firstIndex + visible.length,
                total: filtered.length,
              })}
            </Text>
            <NativeSelect
              size="xs"
              aria-label={t('kit.table.pageSize')}
              data={sizes.map(String)}
              value={String(pageSize)}
              onChange={(e) => {
                setPageSize(Number(e.currentTarget.value));
                setPage(1);
              }}
            />
          </Group>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              siblings={asCards ? 0 : 1}
              aria-label={t('kit.table.pagination')}
              {...paginationLabels}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
