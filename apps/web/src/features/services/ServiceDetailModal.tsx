import { formatBusinessDate, formatNumber, formatWeight, type ServiceReceipt } from '@emas/domain';
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { CancelForm, FinishForm, PickUpForm } from './ServiceActions';
import { StoredPhoto } from '../../kit/StoredPhoto';
import { fetchService, servicePhotoPath } from './services-api';
import { useServicePrinting } from './use-service-printing';

type Action = 'finish' | 'pickup' | 'cancel' | null;

export function ServiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = status === 'CANC' ? 'red' : status === 'CLOS' ? 'teal' : status === 'DONE' ? 'orange' : 'blue';
  return (
    <Badge color={color} variant="light" data-testid="service-status">
      {t(`services.common.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** One repair: its pieces (with photos), its bill and money, and what can be done next. */
export function ServiceDetailModal({ noService, onClose }: { noService: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const print = useServicePrinting();
  const [action, setAction] = useState<Action>(null);
  const query = useQuery({ queryKey: ['service', 'one', noService], queryFn: () => fetchService(noService!), enabled: !!noService });
  const r = query.data;
  const done = (receipt: ServiceReceipt) => {
    setAction(null);
    queryClient.setQueryData(['service', 'one', receipt.no_service], receipt);
    void queryClient.invalidateQueries({ queryKey: ['service'] });
  };
  const close = () => {
    setAction(null);
    onClose();
  };
  const figure = (label: string, value: string) => (
    <Text size="sm">
      {label}: <b>{value}</b>
    </Text>
  );
  return (
    <Modal opened={!!noService} onClose={close} size="xl" title={noService ?? ''}>
      {!r && <QueryStatus query={query} failureText={t('services.common.loadFailed')} />}
      {r && (
          <Stack data-testid="service-detail">
            <Group justify="space-between">
              <Group>
                <ServiceStatusBadge status={r.status} />
                <Text size="sm">
                  {r.nama_customer}
                  {r.kode_member ? ` (${r.kode_member})` : ''} · {r.no_hp} · {t('services.common.tukang')}: {r.nama_tukang} · {t('services.common.tglJanji')}: {formatBusinessDate(r.tgl_janji)}
                </Text>
              </Group>
            </Group>
            <Table withTableBorder striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('services.common.namaBarang')}</Table.Th>
                  <Table.Th>{t('services.common.deskripsi')}</Table.Th>
                  <Table.Th ta="right">{t('services.common.beratMasuk')}</Table.Th>
                  <Table.Th ta="right">{t('services.common.beratKeluar')}</Table.Th>
                  <Table.Th ta="right">{t('services.common.selisih')}</Table.Th>
                  <Table.Th>{t('services.common.foto')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.detail.map((l) => (
                  <Table.Tr key={l.urut}>
                    <Table.Td>{`${l.nama_barang} (${l.kode_group} ${l.kadar})`}</Table.Td>
                    <Table.Td>{l.deskripsi.join(', ')}</Table.Td>
                    <Table.Td ta="right">{formatWeight(l.berat_masuk)}</Table.Td>
                    <Table.Td ta="right">{l.berat_keluar ? formatWeight(l.berat_keluar) : '-'}</Table.Td>
                    <Table.Td ta="right">{l.selisih ? formatWeight(l.selisih) : '-'}</Table.Td>
                    <Table.Td>{l.ada_foto && <StoredPhoto path={servicePhotoPath(r.no_service, l.urut)} alt={`foto ${l.urut}`} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {figure(t('services.common.estimasi'), formatNumber(r.ongkos_estimasi))}
              {figure(t('services.common.dp'), formatNumber(r.dp))}
              {r.status !== 'OPEN' && r.status !== 'CANC' && figure(t('services.common.totalBiaya'), formatNumber(r.total_biaya))}
              {r.status !== 'OPEN' && r.status !== 'CANC' && figure(t('services.common.sisa'), formatNumber(r.total_biaya - r.dp))}
              {r.status === 'CANC' && figure(t('services.common.refund'), formatNumber(r.refund))}
            </SimpleGrid>
            <Group gap="xs">
              <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => void print(r, 'SERVICE')}>
                {t('services.list.printService')}
              </Button>
              {r.status === 'CLOS' && (
                <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => void print(r, 'AMBIL')}>
                  {t('services.list.printPickUp')}
                </Button>
              )}
              {r.status === 'OPEN' && (
                <Button size="xs" onClick={() => setAction('finish')}>
                  {t('services.list.finish')}
                </Button>
              )}
              {r.status === 'DONE' && (
                <Button size="xs" color="teal" onClick={() => setAction('pickup')}>
                  {t('services.list.pickUp')}
                </Button>
              )}
              {(r.status === 'OPEN' || r.status === 'DONE') && (
                <Button size="xs" color="red" variant="light" onClick={() => setAction('cancel')}>
                  {t('services.list.cancel')}
                </Button>
              )}
            </Group>
            {action === 'finish' && <FinishForm receipt={r} onDone={done} />}
            {action === 'pickup' && <PickUpForm receipt={r} onDone={done} />}
            {action === 'cancel' && <CancelForm receipt={r} onDone={done} />}
          </Stack>
        )}
    </Modal>
  );
}
