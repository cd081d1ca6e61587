import { formatBusinessDate, formatNumber, SERVICE_MESSAGES, type ServiceListRow } from '@emas/domain';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { DocumentSearchBar, useDocumentSearch } from '../../kit/counter';
import { ServiceStatusBadge } from './ServiceDetailModal';
import { fetchServices, type ServiceStatusFilter } from './services-api';

/** /validasi-service (service validation module): a supervisor validates the repairs taken in, as sales are validated. */
export function ValidasiServicePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const search = useDocumentSearch<ServiceStatusFilter, ServiceListRow>(['service', 'validasi'], (f) => fetchServices({ ...f, valid: 'N' } as typeof f), 'ALL');
  const [busy, setBusy] = useState(false);
  const validate = async (nos: string[]) => {
    setBusy(true);
    try {
      const result = await api.post<{ validated: number }>('service/validasi', { no_service: nos });
      notify.success(result.message || SERVICE_MESSAGES.validated);
      void queryClient.invalidateQueries({ queryKey: ['service'] });
    } catch (e) {
      notifyApiError(e, SERVICE_MESSAGES.notFound);
    } finally {
      setBusy(false);
    }
  };
  const rows = search.list.data ?? [];
  // the button validates every repair listed (there is no selection): it says so and asks first
  const validateAll = async () => {
    if (!(await confirmDialog(t('services.validasi.confirmAll', { n: rows.length })))) return;
    await validate(rows.map((r) => r.no_service));
  };
  const columns: DataTableColumn<ServiceListRow>[] = [
    { key: 'no_service', header: t('services.common.noService') },
    { key: 'tgl_system', header: t('services.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'input_by', header: t('services.common.kasir') },
    { key: 'nama_customer', header: t('services.common.customer') },
    { key: 'dp', header: t('services.common.dp'), align: 'right', text: (r) => formatNumber(r.dp) },
    { key: 'status', header: t('services.common.status'), render: (r) => <ServiceStatusBadge status={r.status} /> },
    {
      key: 'action',
      header: t('services.common.action'),
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" loading={busy} onClick={() => void validate([r.no_service])}>
          {t('services.validasi.validate')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('services.validasi.title')} removable={false} testId="validasi-service">
      <Stack>
        <DocumentSearchBar search={search} labelOf={(v) => t(`services.common.statuses.${v}`)} statuses={['ALL', 'OPEN', 'DONE', 'CLOS'] as const} />
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_service} loading={search.list.isLoading} emptyText={t('services.common.empty')} caption={t('services.validasi.title')} testId="service-validasi" />
        <Button disabled={!rows.length} loading={busy} onClick={() => void validateAll()} w={220} data-testid="service-validasi-all">
          {t('services.validasi.validateAll')}
        </Button>
      </Stack>
    </Panel>
  );
}
