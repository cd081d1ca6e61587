import { isHeadOffice, REPORT_ALL_STORES, type TokoRow } from '@emas/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { DataTable, type DataTableColumn } from './DataTable';
import type { ReportChoice, ReportColumn, ReportDefinition } from './report-types';
import { reportTotalOf, reportTotalsOf, type ReportStoreGroup } from './report-values';
import type { StoreHeader } from './use-current-store';

export type ReportStores = {
  /** the picker is shown (a head-office user on a report that takes it) */
  enabled: boolean;
  options: readonly ReportChoice[];
  /** the store the user works on, or every store when at home */
  defaultValue: string | null;
  /** a store's name and address for the printed header */
  headerOf: (kodeToko: string) => StoreHeader | null;
};

/** The head-office store picker of a report (spec 000 §6): 'Semua Toko' and every store of the chain. */
export function useReportStores<Row>(report: ReportDefinition<Row>): ReportStores {
  const { t } = useTranslation();
  const session = useSession();
  const headOffice = session.access !== null && isHeadOffice(session.access);
  const enabled = report.storePicker === true && headOffice;
  const tokos = useQuery({
    queryKey: ['kit', 'current-store', 'tokos'],
    queryFn: async () => (await api.get<TokoRow[]>('tokos')).data,
    enabled: session.isLoggedIn && enabled,
    staleTime: 5 * 60_000,
  });
  const stores = tokos.data ?? [];
  const atHome = session.kodeToko === session.user?.kode_toko;
  return {
    enabled,
    options: [{ value: REPORT_ALL_STORES, label: t('kit.report.allStores') }, ...stores.map((s) => ({ value: s.kode_toko, label: `${s.kode_toko} - ${s.nama_toko}` }))],
    defaultValue: enabled ? (atHome ? REPORT_ALL_STORES : session.kodeToko) : null,
    headerOf: (kodeToko) => {
      const found = stores.find((s) => s.kode_toko === kodeToko);
      return found ? { kode_toko: found.kode_toko, nama_toko: found.nama_toko, alamat_toko: found.alamat_toko } : null;
    },
  };
}

type GroupedProps<Row> = {
  report: ReportDefinition<Row>;
  groups: readonly ReportStoreGroup<Row>[];
  columns: readonly DataTableColumn<Row>[];
  storeName: (kodeToko: string) => string;
  /** the last line's label ('Total Semua Toko' for stores) */
  totalLabel: string;
};

/** A grouped answer (by store, or the report's group by): one table per group with its subtotals, then the total of all. */
export function GroupedReportTables<Row>({ report, groups, columns, storeName, totalLabel }: GroupedProps<Row>) {
  const reportColumns: readonly ReportColumn<Row>[] = report.columns;
  const all = groups.flatMap((g) => g.rows);
  const grand = reportTotalsOf(reportColumns, all, totalLabel);
  return (
    <Stack gap="lg" data-testid="report-store-groups">
      {groups.map((group) => (
        <Stack key={group.kodeToko} gap="xs" data-testid={`report-store-${group.kodeToko}`}>
          <Title order={5}>{storeName(group.kodeToko)}</Title>
          <DataTable rows={group.rows} columns={columns} rowKey={report.rowKey} caption={`${report.title} ${group.kodeToko}`} testId={`report-table-${group.kodeToko}`} />
        </Stack>
      ))}
      {grand && (
        <Table withTableBorder withColumnBorders aria-label={totalLabel} data-testid="report-grand-total">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {reportColumns.map((c) => (c.total ? <Table.Th key={c.key}>{c.header}</Table.Th> : null))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text fw={700}>{totalLabel}</Text>
              </Table.Td>
              {reportColumns.map((c, i) =>
                c.total ? (
                  <Table.Td key={c.key} style={{ textAlign: 'right' }}>
                    <Text fw={700}>{i === 0 ? reportTotalOf(c, all)?.text : grand[i]?.text}</Text>
                  </Table.Td>
                ) : null,
              )}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
