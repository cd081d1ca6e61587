import { formatBusinessDate, formatNumber, formatWeight, type SepuhanLotRow } from '@emas/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchLossLots, recordLoss, SEPUHAN_KEYS } from './sepuhan-api';

/** /susut-sepuhan: move-sort lots whose refurbished pieces came back lighter; the loss is recorded with its reason. */
export function SusutSepuhanPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: SEPUHAN_KEYS.list('susut'), queryFn: fetchLossLots });
  const [alasan, setAlasan] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const submission = useSubmissionKey();

  const save = async (lot: SepuhanLotRow) => {
    if (saving) return;
    setSaving(lot.no_pindah);
    try {
      const { message } = await recordLoss(submission.current(), lot.no_pindah, alasan[lot.no_pindah] ?? '');
      submission.renew();
      notify.success(message ?? t('sepuhan.catat'));
      await list.refetch();
    } catch (e) {
      notifyApiError(e, t('sepuhan.failed'));
    } finally {
      setSaving(null);
    }
  };

  const columns: DataTableColumn<SepuhanLotRow>[] = [
    { key: 'no_pindah', header: t('sepuhan.cols.lot') },
    { key: 'tgl_system', header: t('sepuhan.cols.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'jumlah', header: t('sepuhan.cols.jumlah'), align: 'right' },
    { key: 'berat_terima', header: t('sepuhan.cols.berat'), align: 'right', text: (r) => formatWeight(Number(r.berat_terima)) },
    { key: 'berat_kembali', header: t('sepuhan.cols.beratKembali'), align: 'right', text: (r) => formatWeight(Number(r.berat_kembali)) },
    { key: 'susut', header: t('sepuhan.cols.susut'), align: 'right', text: (r) => formatWeight(Number(r.susut)) },
    { key: 'nilai', header: t('sepuhan.cols.nilai'), align: 'right', text: (r) => formatNumber(r.nilai) },
    {
      key: 'alasan',
      header: t('sepuhan.cols.alasan'),
      exportable: false,
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <TextInput aria-label={`${t('sepuhan.cols.alasan')} ${r.no_pindah}`} value={alasan[r.no_pindah] ?? ''} onChange={(e) => setAlasan((a) => ({ ...a, [r.no_pindah]: e.currentTarget.value }))} />
          <Button size="xs" loading={saving === r.no_pindah} onClick={() => void save(r)} data-testid={`susut-submit-${r.no_pindah}`}>
            {t('sepuhan.catat')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Panel title={t('sepuhan.titles.susut')} removable={false} onReload={() => void list.refetch()} testId="susut-sepuhan">
      <Stack>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_pindah} loading={list.isLoading} emptyText={t('sepuhan.empty')} pageSize={100} caption={t('sepuhan.titles.susut')} testId="susut-list" />
      </Stack>
    </Panel>
  );
}
