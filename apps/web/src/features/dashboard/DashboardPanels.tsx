import { formatRupiah, MESSAGES, type TransactionPointRow } from '@emas/domain';
import { Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { useBirthdays, useDailyCash, useGoldPrices, useYear, type Scope } from './dashboard-queries';

// the charts (recharts) load only when a dashboard shows one
const TransactionBars = lazy(async () => ({ default: (await import('./DashboardCharts')).TransactionBars }));
const CashBars = lazy(async () => ({ default: (await import('./DashboardCharts')).CashBars }));

const chartFallback = (
  <Center h={260}>
    <Loader />
  </Center>
);

/** A titled box that shows its query's loading and failure, then its content (or the empty text). */
export function DashboardBox({ title, query, empty, testId, children }: { title: ReactNode; query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>; empty: boolean; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="sm">
        {title}
      </Title>
      <QueryStatus query={query} failureText={MESSAGES.loginRequestError} />
      {!query.isPending && !query.isError && (empty ? <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>{t('dashboard.empty')}</Text> : children)}
    </Paper>
  );
}

const quietYear = (rows: readonly TransactionPointRow[] | undefined) => !rows || rows.every((r) => r.penjualan === 0 && r.pembelian === 0);

/** The monthly transaction analysis of the year (transaction/daily-transaction-get-year). */
export function YearPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const q = useYear(scope);
  const year = q.data?.[0]?.periode.slice(0, 4) ?? '';
  return (
    <DashboardBox title={t('dashboard.yearAnalysis', { year })} query={q} empty={quietYear(q.data)} testId="dashboard-year">
      <Suspense fallback={chartFallback}>
        <TransactionBars data={q.data ?? []} testId="dashboard-year-chart" />
      </Suspense>
    </DashboardBox>
  );
}

/** Today's customer birthdays (member/find-current-birthday). */
export function BirthdayPanel() {
  const { t } = useTranslation();
  const q = useBirthdays();
  const rows = q.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="dashboard-birthdays">
      <Title order={5} mb="sm">
        {t('dashboard.birthdays')}
      </Title>
      <QueryStatus query={q} failureText={MESSAGES.loginRequestError} />
      {q.isSuccess && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('dashboard.noBirthdays')}
        </Text>
      )}
      <Stack gap={4}>
        {rows.map((r) => (
          <Text key={`${r.kode_toko}-${r.kode_member}`} size="sm">
            {r.nama_member} · {r.no_hp}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The gold prices in force on the store's date, per group. */
export function GoldPricePanel() {
  const { t } = useTranslation();
  const q = useGoldPrices();
  const groups = (q.data?.groups ?? []).filter((g) => g.harga);
  return (
    <DashboardBox title={t('dashboard.goldPrices')} query={q} empty={groups.length === 0} testId="dashboard-prices">
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.group')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.kadar')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.sellPrice')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.buyPrice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.kode_group}>
              <Table.Td>{g.nama_group}</Table.Td>
              <Table.Td ta="right">{g.kadar}</Table.Td>
              <Table.Td ta="right">{formatRupiah(g.harga!.harga_jual)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(g.harga!.harga_beli)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardBox>
  );
}

/** Each store's drawer today as bars, with the figures in a table under it (cash-pusat/daily-cash-chart). */
export function CashPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const q = useDailyCash(scope);
  const rows = q.data ?? [];
  return (
    <DashboardBox title={t('dashboard.cashChart')} query={q} empty={rows.length === 0} testId="dashboard-cash">
      <Suspense fallback={chartFallback}>
        <CashBars data={rows} testId="dashboard-cash-chart" />
      </Suspense>
      <Table withTableBorder fz="sm" mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.store')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.cashOpening')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.cashIn')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.cashOut')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.cashClosing')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.bank')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.kode_toko} data-testid={`cash-${r.kode_toko}`}>
              <Table.Td>{r.nama_toko}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.saldo_awal)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.masuk)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.keluar)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.saldo_akhir)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.saldo_bank)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardBox>
  );
}

