import { Button, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentSearch } from './use-document-search';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { DateField } from '../../../kit/DateField';
import { Panel } from '../../../kit/Panel';
import { ReceiptDetailModal } from './ReceiptDetailModal';
import { fetchSaleList } from './sales-api';
import { saleListColumns } from './sale-view';
import type { SaleListRow } from './sale-types';

const STATUSES = ['ALL', 'AKTIF', 'BATAL'] as const;

/**
 * /lihat-penjualan (issue 4): the store's receipts of a date range (the active date by default),
 * searched by text and status on the server; a row opens the receipt with reprint and WhatsApp.
 */
export function LihatPenjualanPage() {
  const { t } = useTranslation();
  const { tglAwal, setTglAwal, tglAkhir, setTglAkhir, q, setQ, status, setStatus, filter, list, search, tglSystem } = useDocumentSearch<
    (typeof STATUSES)[number],
    SaleListRow
  >(['sales', 'list'], fetchSaleList, 'ALL');
  const [opened, setOpened] = useState<string | null>(null);

  const columns: DataTableColumn<SaleListRow>[] = [
    ...saleListColumns(t, { withDate: true }),
    {
      key: 'action',
      header: t('salesHistory.common.action'),
      exportable: false,
      render: (r) => (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          aria-label={t('salesHistory.common.detailOf', { no: r.no_faktur_group })}
          onClick={() => setOpened(r.no_faktur_group)}
        >
          {t('salesHistory.common.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('salesHistory.lihat.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-penjualan">
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
              label={t('salesHistory.common.status')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as (typeof STATUSES)[number])}
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
          emptyText={t('salesHistory.common.empty')}
          csvFileName="LIHAT PENJUALAN"
          caption={t('salesHistory.lihat.title')}
          testId="sale-list"
        />
      </Stack>
      <ReceiptDetailModal noFakturGroup={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
