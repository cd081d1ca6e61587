import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailColumn, DocumentList, useDocumentSearch } from '../../../kit/counter';
import type { DataTableColumn } from '../../../kit/DataTable';
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
  const search = useDocumentSearch<(typeof STATUSES)[number], SaleListRow>(['sales', 'list'], fetchSaleList, 'ALL');
  const { filter, list } = search;
  const [opened, setOpened] = useState<string | null>(null);

  const columns: DataTableColumn<SaleListRow>[] = [...saleListColumns(t, { withDate: true }), detailColumn(t, (r) => r.no_faktur_group, setOpened)];

  return (
    <Panel title={t('salesHistory.lihat.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-penjualan">
      <DocumentList
        search={search}
        statuses={STATUSES}
        columns={columns}
        rowKey={(r) => r.no_faktur_group}
        emptyText={t('salesHistory.common.empty')}
        csvFileName="LIHAT PENJUALAN"
        caption={t('salesHistory.lihat.title')}
        testId="sale-list"
      />
      <ReceiptDetailModal noFakturGroup={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
