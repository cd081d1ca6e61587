import { MESSAGES, toBusinessDate } from '@emas/domain';
import { Button, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { DateField } from '../../../kit/DateField';
import { Panel } from '../../../kit/Panel';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ReceiptDetailModal } from './ReceiptDetailModal';
import { fetchSaleList, type SaleListFilter } from './sales-api';
import { saleListColumns } from './sale-view';
import type { SaleListRow } from './sale-types';

const STATUSES = ['ALL', 'AKTIF', 'BATAL'] as const;

/**
 * /lihat-penjualan (issue 4): the store's receipts of a date range (the active date by default),
 * searched by text and status on the server; a row opens the receipt with reprint and WhatsApp.
 */
export function LihatPenjualanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const today = session.tglSystem || toBusinessDate(new Date());
  const [tglAwal, setTglAwal] = useState<string | null>(today);
  const [tglAkhir, setTglAkhir] = useState<string | null>(today);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('ALL');
  // the first search waits for the store's active date (never the wall clock's)
  const [filter, setFilter] = useState<SaleListFilter | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  // the active date arrives after the first render: the range starts on it
  useEffect(() => {
    if (!session.tglSystem) return;
    setTglAwal(session.tglSystem);
    setTglAkhir(session.tglSystem);
    setFilter((f) => ({ q: '', status: 'ALL', ...f, tgl_awal: session.tglSystem, tgl_akhir: session.tglSystem }));
  }, [session.tglSystem]);

  const list = useQuery({ queryKey: ['sales', 'list', filter], queryFn: () => fetchSaleList(filter!), enabled: filter !== null });

  useEffect(() => {
    if (list.isError) notify.error(errorMessage(list.error, t('salesHistory.common.loadFailed')));
  }, [list.isError, list.error, t]);

  const search = () => {
    if (!tglAwal) return notify.warning(MESSAGES.tglAwalRequired);
    if (!tglAkhir) return notify.warning(MESSAGES.tglAkhirRequired);
    if (tglAwal > tglAkhir) return notify.warning(MESSAGES.tglAwalAfterAkhir);
    setFilter({ tgl_awal: tglAwal, tgl_akhir: tglAkhir, q: q.trim(), status });
  };

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
            <DateField label={t('salesHistory.common.startDate')} value={tglAwal} onChange={setTglAwal} today={session.tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2.5 }}>
            <DateField label={t('salesHistory.common.endDate')} value={tglAkhir} onChange={setTglAkhir} today={session.tglSystem || undefined} />
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
