import { formatBusinessDate, formatNumber, SERVICE_STATUSES, type ServiceListRow } from '@emas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { detailColumn, DocumentList, OPEN_WORK_LOOK_BACK_DAYS, useDocumentSearch } from '../../kit/counter';
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
    detailColumn(t, (r) => r.no_service, setOpened, 'services.common'),
  ];

  return (
    <Panel title={t('services.list.title')} removable={false} onReload={() => void (filter && list.refetch())} testId="lihat-services">
      <DocumentList
        search={search}
        labelOf={(v) => t(`services.common.statuses.${v}`)}
        statuses={STATUSES}
        columns={columns}
        rowKey={(r) => r.no_service}
        emptyText={t('services.common.empty')}
        csvFileName="LIHAT SERVICES"
        minWidth={900}
        caption={t('services.list.title')}
        testId="service-list"
      />
      <ServiceDetailModal noService={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
