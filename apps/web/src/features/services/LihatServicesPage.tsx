import { formatBusinessDate, formatNumber, SERVICE_STATUSES, type ServiceListRow } from '@emas/domain';
import { Button, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { DocumentSearchBar } from '../sales/history/DocumentSearchBar';
import { OPEN_WORK_LOOK_BACK_DAYS, useDocumentSearch } from '../sales/history/use-document-search';
import { ServiceDetailModal, ServiceStatusBadge } from './ServiceDetailModal';
import { fetchServices, type ServiceStatusFilter } from './services-api';

const STATUSES = ['ALL', ...SERVICE_STATUSES] as const;

/**
 * /lihat-services (issue 21): the store's repairs taken in over a date range, by status; the detail of
 * one opens its receipts and what comes next: Selesai (weight out), Ambil (pay and hand back), Batal
 * (with a supervisor's approval).
 */
export function LihatServicesPage() {
  const { t } = useTranslation();
  const search = useDocumentSearch<ServiceStatusFilter, ServiceListRow>(['service', 'list'], fetchServices, 'ALL', OPEN_WORK_LOOK_BACK_DAYS);
  const { filter, list } = search;
  const [opened, setOpened] = useState<string | null>(null);

  const columns: DataTableColumn<ServiceListRow>[] = [
    { key: 'no_service', header: t('services.common.noService') },
    { key: 'tgl_system', header: t('services.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'nama_customer', header: t('services.common.customer') },
    { key: 'nama_tukang', header: t('services.common.tukang') },
    { key: 'tgl_janji', header: t('services.common.tglJanji'), text: (r) => formatBusinessDate(r.tgl_janji) },
    { key: 'deskripsi', header: t('services.common.deskripsi') },
    { key: 'total_berat_masuk', header: t('services.common.beratMasuk'), align: 'right' },
    { key: 'dp', header: t('services.common.dp'), align: 'right', text: (r) => formatNumber(r.dp) },
    { key: 'sisa', header: t('services.common.sisa'), align: 'right', text: (r) => formatNumber(r.sisa) },
    { key: 'status', header: t('services.common.status'), text: (r) => t(`services.common.statuses.${r.status}`), render: (r) => <ServiceStatusBadge status={r.status} /> },
    {
      key: 'action',
      header: t('services.common.action'),
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" leftSection={<IconEye size={14} />} aria-label={t('services.common.detailOf', { no: r.no_service })} onClick={() => setOpened(r.no_service)}>
          {t('services.common.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('services.list.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-services">
      <Stack>
        <DocumentSearchBar search={search} labelOf={(v) => t(`services.common.statuses.${v}`)} statuses={STATUSES} />
        <DataTable
          rows={list.data ?? []}
          columns={columns}
          rowKey={(r) => r.no_service}
          loading={list.isLoading}
          emptyText={t('services.common.empty')}
          csvFileName="LIHAT SERVICES"
          minWidth={900}
          caption={t('services.list.title')}
          testId="service-list"
        />
      </Stack>
      <ServiceDetailModal noService={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
