import { formatBusinessDate, formatNumber, ORDER_STATUSES, type OrderListRow } from '@emas/domain';
import { Badge, Button, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { DocumentSearchBar } from '../sales/history/DocumentSearchBar';
import { OPEN_WORK_LOOK_BACK_DAYS, useDocumentSearch } from '../sales/history/use-document-search';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderStatusBadge } from './order-status';
import { fetchOrders } from './orders-api';

const STATUSES = ['ALL', ...ORDER_STATUSES] as const;
type Status = (typeof STATUSES)[number];

/**
 * /lihat-pesanan (issue 21): the store's orders of a date range (open, done, picked up, cancelled),
 * late ones marked, each with its detail: finish, pick up, cancel, print the order receipt.
 */
export function LihatPesananPage() {
  const { t } = useTranslation();
  const search = useDocumentSearch<Status, OrderListRow>(['pesanan', 'list'], fetchOrders, 'ALL', OPEN_WORK_LOOK_BACK_DAYS);
  const { filter, list } = search;
  const [opened, setOpened] = useState<string | null>(null);
  const columns: DataTableColumn<OrderListRow>[] = [
    { key: 'no_pesanan', header: t('orders.common.noPesanan') },
    { key: 'tgl_system', header: t('salesHistory.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'nama_customer', header: t('salesHistory.common.customer') },
    { key: 'kode_tukang', header: t('orders.common.tukang'), text: (r) => r.nama_tukang || r.kode_tukang },
    {
      key: 'tgl_janji',
      header: t('orders.common.tglJanji'),
      text: (r) => formatBusinessDate(r.tgl_janji),
      render: (r) => (
        <>
          {formatBusinessDate(r.tgl_janji)}{' '}
          {r.terlambat && (
            <Badge color="red" size="xs">
              {t('orders.common.terlambat')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'total_harga', header: t('orders.common.totalHarga'), align: 'right', text: (r) => formatNumber(r.total_harga) },
    { key: 'dp', header: t('orders.common.dp'), align: 'right', text: (r) => formatNumber(r.dp) },
    { key: 'sisa', header: t('orders.common.sisa'), align: 'right', text: (r) => formatNumber(r.sisa) },
    { key: 'status', header: t('salesHistory.common.status'), render: (r) => <OrderStatusBadge status={r.status} /> },
    {
      key: 'action',
      header: t('salesHistory.common.action'),
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" leftSection={<IconEye size={14} />} aria-label={t('salesHistory.common.detailOf', { no: r.no_pesanan })} onClick={() => setOpened(r.no_pesanan)}>
          {t('salesHistory.common.detail')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('orders.lihat.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-pesanan">
      <Stack>
        <DocumentSearchBar search={search} statuses={STATUSES} />
        <DataTable
          rows={list.data ?? []}
          columns={columns}
          rowKey={(r) => r.no_pesanan}
          loading={list.isLoading}
          emptyText={t('salesHistory.common.empty')}
          csvFileName="LIHAT PESANAN"
          minWidth={880}
          caption={t('orders.lihat.title')}
          testId="pesanan-list"
        />
      </Stack>
      <OrderDetailModal noPesanan={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
