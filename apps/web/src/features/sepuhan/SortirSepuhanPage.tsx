import { SEPUHAN_KELAS, type SepuhanKelas, type SepuhanRow } from '@emas/domain';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchSepuhan, SEPUHAN_KEYS, sort } from './sepuhan-api';
import { pieceColumns } from './sepuhan-columns';

/** /sortir-sepuhan: each received piece gets its class (back to sale after sepuh, melt, head office, keep aside). */
export function SortirSepuhanPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: SEPUHAN_KEYS.list('sortir'), queryFn: () => fetchSepuhan('sortir') });
  const [kelas, setKelas] = useState<Record<string, SepuhanKelas | ''>>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const rows = list.data ?? [];
  const chosen = rows.filter((r) => kelas[r.kode_barcode]).map((r) => ({ kode_barcode: r.kode_barcode, kelas: kelas[r.kode_barcode] as SepuhanKelas }));

  const save = async () => {
    if (saving || chosen.length === 0) return;
    setSaving(true);
    try {
      const { message } = await sort(submission.current(), chosen);
      submission.renew();
      notify.success(message ?? t('sepuhan.simpanSortir'));
      setKelas({});
      await list.refetch();
    } catch (e) {
      notifyApiError(e, t('sepuhan.failed'));
    } finally {
      setSaving(false);
    }
  };

  const options = [{ value: '', label: '-' }, ...SEPUHAN_KELAS.map((k) => ({ value: k, label: t(`sepuhan.kelas.${k}`) }))];
  const columns: DataTableColumn<SepuhanRow>[] = [
    ...pieceColumns(t),
    {
      key: 'kelas',
      header: t('sepuhan.cols.kelas'),
      exportable: false,
      render: (r) => (
        <NativeSelect
          aria-label={`${t('sepuhan.cols.kelas')} ${r.kode_barcode}`}
          data={options}
          value={kelas[r.kode_barcode] ?? ''}
          onChange={(e) => setKelas((k) => ({ ...k, [r.kode_barcode]: e.currentTarget.value as SepuhanKelas | '' }))}
        />
      ),
    },
  ];

  return (
    <Panel title={t('sepuhan.titles.sortir')} removable={false} onReload={() => void list.refetch()} testId="sortir-sepuhan">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Text size="sm" c="dimmed" data-testid="sortir-selected">
            {t('sepuhan.dipilih', { n: chosen.length })}
          </Text>
          <Button loading={saving} disabled={chosen.length === 0} onClick={() => void save()} data-testid="sortir-submit">
            {t('sepuhan.simpanSortir')}
          </Button>
        </Group>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_barcode} loading={list.isLoading} emptyText={t('sepuhan.empty')} pageSize={100} caption={t('sepuhan.titles.sortir')} testId="sortir-list" />
      </Stack>
    </Panel>
  );
}
