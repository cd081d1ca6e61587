import { formatBusinessDate, formatNumber, ORDER_STATUSES, type OrderListRow } from '@emas/domain';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { detailColumn, DocumentList, OPEN_WORK_LOOK_BACK_DAYS, useDocumentSearch } from '../../kit/counter';
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
    detailColumn(t, (r) => r.no_pesanan, setOpened),
  ];
  return (
    <Panel title={t('orders.lihat.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-pesanan">
      <DocumentList
        search={search}
        statuses={STATUSES}
        columns={columns}
        rowKey={(r) => r.no_pesanan}
        emptyText={t('salesHistory.common.empty')}
        csvFileName="LIHAT PESANAN"
        minWidth={880}
        caption={t('orders.lihat.title')}
        testId="pesanan-list"
      />
      <OrderDetailModal noPesanan={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
