import { formatBusinessDate, formatNumber, TITIP_STATUSES, type TitipListRow } from '@emas/domain';
import { Tabs } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailColumn, DocumentList, StatusBadge, timeOf, useDocumentSearch, ValidBadge, type DocumentFilter } from '../../../kit/counter';
import type { DataTableColumn } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { TitipBaruForm } from './TitipBaruForm';
import { TitipDetailModal } from './TitipDetailModal';

const STATUSES = ['ALL', ...TITIP_STATUSES] as const;
type Status = (typeof STATUSES)[number];
type Filter = DocumentFilter<Status>;

export async function fetchTitipList(filter: Filter): Promise<TitipListRow[]> {
  return (await api.get<TitipListRow[]>('titip', filter)).data;
}

/**
 * /lihat-titipan (issue 4, layaway deposits): the store's deposits of a date range (active, paid off,
 * cancelled) with their detail, paying off and cancelling; and the 'Titip Baru' form that takes one.
 */
export function LihatTitipanPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('list');
  const search = useDocumentSearch<Status, TitipListRow>(['titip', 'list'], fetchTitipList, 'ALL');
  const { filter, list } = search;
  const [opened, setOpened] = useState<string | null>(null);

  const columns: DataTableColumn<TitipListRow>[] = [
    { key: 'no_titip', header: t('salesHistory.titip.noTitip') },
    // date and time in one column, as the buy-back list: the list keeps Sisa, Status and Valid on the page
    { key: 'tgl_system', header: t('salesHistory.common.tanggal'), text: (r) => `${formatBusinessDate(r.tgl_system)} ${timeOf(r.created_at)}` },
    { key: 'input_by', header: t('salesHistory.common.kasir') },
    { key: 'nama_customer', header: t('salesHistory.common.customer') },
    { key: 'jumlah_item', header: t('salesHistory.common.jumlahItem'), align: 'right' },
    { key: 'total_harga', header: t('salesHistory.titip.totalHarga'), align: 'right', text: (r) => formatNumber(r.total_harga) },
    { key: 'dp', header: t('salesHistory.titip.dp'), align: 'right', text: (r) => formatNumber(r.dp) },
    { key: 'sisa', header: t('salesHistory.titip.sisa'), align: 'right', text: (r) => formatNumber(r.sisa) },
    { key: 'status', header: t('salesHistory.common.status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'valid',
      header: t('salesHistory.common.valid'),
      text: (r) => (r.valid ? t('salesHistory.common.validYes') : t('salesHistory.common.validNo')),
      render: (r) => <ValidBadge t={t} valid={r.valid} by={r.valid_by} />,
    },
    detailColumn(t, (r) => r.no_titip, setOpened),
  ];

  return (
    <Panel title={t('salesHistory.titip.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-titipan">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list" leftSection={<IconList size={16} />}>
            {t('salesHistory.titip.list')}
          </Tabs.Tab>
          <Tabs.Tab value="baru" leftSection={<IconPlus size={16} />}>
            {t('salesHistory.titip.baru')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <DocumentList
            search={search}
            statuses={STATUSES}
            columns={columns}
            rowKey={(r) => r.no_titip}
            emptyText={t('salesHistory.common.empty')}
            csvFileName="LIHAT TITIPAN"
            minWidth={880}
            caption={t('salesHistory.titip.list')}
            testId="titip-list"
          />
        </Tabs.Panel>
        <Tabs.Panel value="baru">
          <TitipBaruForm />
        </Tabs.Panel>
      </Tabs>
      <TitipDetailModal noTitip={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
