import { formatRupiah, type DailyTransactionChartRow } from '@emas/domain';
import { Center, Grid, Group, Loader, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../kit/use-active-store';
import { useDailyBiaya, useDailyTransactions, useNonCash, usePeriod } from './dashboard-queries';
import { CashPanel, DashboardBox, YearPanel } from './DashboardPanels';
import { StoreDayTable } from './StoreDayTable';
import { TodayCards } from './TodayCards';

const TransactionLines = lazy(async () => ({ default: (await import('./DashboardCharts')).TransactionLines }));

/** The date the stores of the answer are on: the total's, else the first store's. */
const dayOf = (rows: readonly DailyTransactionChartRow[] | undefined) => rows?.[0]?.tgl_system || rows?.[1]?.tgl_system || undefined;

/**
 * /dashboardPusat (head office): the whole chain or one store, picked here without changing the store the
 * rest of the app works on. Today's figures per store with the chain's total (the sum of the stores), the
 * last 30 days, the year by month, every store's cash, the day's expenses and non-cash takings.
 */
export function DashboardPusatPage() {
  const { t } = useTranslation();
  const { stores } = useStores();
  const [scope, setScope] = useState('ALL');
  const day = useDailyTransactions(scope);
  const period = usePeriod(scope, dayOf(day.data));
  const biaya = useDailyBiaya(scope);
  const nonCash = useNonCash(scope);
  const options = [{ value: 'ALL', label: t('dashboard.allStores') }, ...stores.map((s) => ({ value: s.kode_toko, label: `${s.kode_toko} - ${s.nama_toko}` }))];
  const quietPeriod = !period.data || period.data.every((r) => r.penjualan === 0 && r.pembelian === 0);

  return (
    <Stack gap="md" data-testid="dashboard-pusat">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('dashboard.titlePusat')}</Title>
        {options.length <= 6 ? (
          <SegmentedControl value={scope} onChange={setScope} data={options.map((o) => ({ value: o.value, label: o.value === 'ALL' ? o.label : o.value }))} data-testid="dashboard-store-switch" />
        ) : (
          <Select label={t('dashboard.pickStore')} value={scope} onChange={(v) => setScope(v ?? 'ALL')} data={options} allowDeselect={false} w={280} data-testid="dashboard-store-switch" />
        )}
      </Group>
      <TodayCards scope={scope} />
      <DashboardBox title={t('dashboard.storeTotals')} query={day} empty={!day.data?.length} testId="dashboard-store-day">
        <StoreDayTable rows={day.data ?? []} />
      </DashboardBox>
      <DashboardBox title={t('dashboard.period')} query={period} empty={quietPeriod} testId="dashboard-period">
        <Suspense
          fallback={
            <Center h={240}>
              <Loader />
            </Center>
          }
        >
          <TransactionLines data={period.data ?? []} testId="dashboard-period-chart" />
        </Suspense>
      </DashboardBox>
      <YearPanel scope={scope} />
      <CashPanel scope={scope} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DashboardBox title={t('dashboard.expenses')} query={biaya} empty={false} testId="dashboard-biaya">
            {biaya.data?.length ? (
              <Table withTableBorder fz="sm">
                <Table.Tbody>
                  {biaya.data.map((r, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{r.kode_toko}</Table.Td>
                      <Table.Td>{r.keterangan}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(r.jumlah_rp)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text c="dimmed" size="sm">
                {t('dashboard.noExpenses')}
              </Text>
            )}
          </DashboardBox>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DashboardBox title={t('dashboard.nonCash')} query={nonCash} empty={!nonCash.data?.length} testId="dashboard-noncash">
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.store')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.debet')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.transfer')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.marketplace')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(nonCash.data ?? []).map((r) => (
                  <Table.Tr key={r.kode_toko}>
                    <Table.Td>{r.kode_toko}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(r.debet)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(r.transfer)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(r.marketplace)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(r.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </DashboardBox>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
