import type { PurchaseListRow } from '@emas/domain';
import { Button, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { DateField } from '../../../kit/DateField';
import { Panel } from '../../../kit/Panel';
import { useDocumentSearch } from '../../sales/history/use-document-search';
import { fetchPurchaseList } from '../purchases-api';
import { purchaseListColumns } from './purchase-columns';

const STATUSES = ['ALL', 'AKTIF', 'BATAL'] as const;
type Status = (typeof STATUSES)[number];

/**
 * A list of buy-back receipts by date range (the active date first), text and status, with one
 * action per row: Lihat Pembelian opens the receipt, Batal Pembelian cancels it.
 */
export function PurchaseListScreen({ title, testId, initialStatus, action }: { title: string; testId: string; initialStatus: Status; action: (row: PurchaseListRow, refetch: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const { tglAwal, setTglAwal, tglAkhir, setTglAkhir, q, setQ, status, setStatus, filter, list, search, tglSystem } = useDocumentSearch<Status, PurchaseListRow>(
    ['purchases', 'list'],
    fetchPurchaseList,
    initialStatus,
  );
  const refetch = () => void list.refetch();
  const columns: DataTableColumn<PurchaseListRow>[] = [...purchaseListColumns(t), { key: 'action', header: '', exportable: false, render: (r) => action(r, refetch) }];

  return (
    <Panel title={title} removable={false} onReload={() => void (filter && list.refetch())} testId={testId}>
      <Stack>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, md: 2.5 }}>
            <DateField label={t('salesHistory.common.startDate')} value={tglAwal} onChange={setTglAwal} today={tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2.5 }}>
            <DateField label={t('salesHistory.common.endDate')} value={tglAkhir} onChange={setTglAkhir} today={tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('salesHistory.common.searchText')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  search();
                }
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3, md: 2 }}>
            <NativeSelect
              label={t('purchases.history.status')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as Status)}
              data={STATUSES.map((s) => ({ value: s, label: s === 'ALL' ? t('salesHistory.common.all') : s }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3, md: 2 }}>
            <Button fullWidth leftSection={<IconSearch size={16} />} loading={list.isFetching} onClick={search}>
              {t('salesHistory.common.search')}
            </Button>
          </Grid.Col>
        </Grid>
        <DataTable
          rows={list.data ?? []}
          columns={columns}
          rowKey={(r) => r.no_faktur_group}
          loading={list.isLoading}
          emptyText={t('purchases.history.empty')}
          csvFileName={title}
          caption={title}
          testId="purchase-list"
        />
      </Stack>
    </Panel>
  );
}
