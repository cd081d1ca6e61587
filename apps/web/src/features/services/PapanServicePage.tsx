import { formatBusinessDate, type ServiceBoardRow } from '@emas/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { ServiceDetailModal, ServiceStatusBadge } from './ServiceDetailModal';
import { fetchBoard } from './services-api';

/**
 * /papan-service (issue 21): the supervisor's board of every repair and customer order not yet handed
 * back, by craftsman and due date, the late ones first (GET service/board). A repair opens its detail;
 * an order is worked on /lihat-pesanan.
 */
export function PapanServicePage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['service', 'board'], queryFn: fetchBoard, refetchInterval: 60_000 });
  const [opened, setOpened] = useState<string | null>(null);
  const rows = Array.isArray(query.data?.rows) ? query.data.rows : [];
  const columns: DataTableColumn<ServiceBoardRow>[] = [
    {
      key: 'hari_terlambat',
      header: t('services.board.hariTerlambat'),
      text: (r) => String(r.hari_terlambat),
      render: (r) =>
        r.hari_terlambat > 0 ? (
          <Badge color="red" data-testid="late-badge">
            {t('services.board.late', { n: r.hari_terlambat })}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('services.board.onTime')}
          </Badge>
        ),
    },
    { key: 'jenis', header: t('services.board.jenis'), text: (r) => t(`services.board.jenisOf.${r.jenis}`) },
    { key: 'nama_tukang', header: t('services.common.tukang') },
    { key: 'tgl_janji', header: t('services.common.tglJanji'), text: (r) => formatBusinessDate(r.tgl_janji) },
    { key: 'no_dokumen', header: t('services.common.noService'), render: (r) =>
        r.jenis === 'SERVICE' ? (
          <Text size="sm" td="underline" style={{ cursor: 'pointer' }} onClick={() => setOpened(r.no_dokumen)}>
            {r.no_dokumen}
          </Text>
        ) : (
          <Text size="sm">{r.no_dokumen}</Text>
        ),
    },
    { key: 'nama_customer', header: t('services.common.customer') },
    { key: 'no_hp', header: t('services.common.noHp') },
    { key: 'deskripsi', header: t('services.common.deskripsi') },
    { key: 'total_berat', header: t('services.common.beratMasuk'), align: 'right' },
    { key: 'status', header: t('services.common.status'), render: (r) => <ServiceStatusBadge status={r.status} /> },
  ];
  return (
    <Panel title={t('services.board.title')} removable={false} onReload={() => void query.refetch()} testId="papan-service">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('services.board.subtitle')}
        </Text>
        {!query.data && <QueryStatus query={query} failureText={t('services.common.loadFailed')} />}
        {query.data && (
          <>
            <Text size="sm">{t('services.board.count', { n: rows.length })}</Text>
            <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_dokumen} emptyText={t('services.common.empty')} csvFileName="PAPAN SERVICE" minWidth={900} caption={t('services.board.title')} testId="service-board" />
          </>
        )}
      </Stack>
      <ServiceDetailModal noService={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
