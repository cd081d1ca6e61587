import type { PurchaseListRow } from '@emas/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { DocumentList, useDocumentSearch } from '../../../kit/counter';
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
  const search = useDocumentSearch<Status, PurchaseListRow>(['purchases', 'list'], fetchPurchaseList, initialStatus);
  const { filter, list } = search;
  const refetch = () => void list.refetch();
  const columns: DataTableColumn<PurchaseListRow>[] = [...purchaseListColumns(t), { key: 'action', header: '', exportable: false, render: (r) => action(r, refetch) }];

  return (
    <Panel title={title} removable={false} onReload={() => void (filter && list.refetch())} testId={testId}>
      <DocumentList
        search={search}
        statuses={STATUSES}
        columns={columns}
        rowKey={(r) => r.no_faktur_group}
        emptyText={t('purchases.history.empty')}
        csvFileName={title}
        caption={title}
        testId="purchase-list"
      />
    </Panel>
  );
}
