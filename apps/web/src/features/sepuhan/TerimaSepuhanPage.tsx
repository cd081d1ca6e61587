import { formatWeight, mgToGrams, parseWeightToMg, type SepuhanRow } from '@emas/domain';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchSepuhan, receive, SEPUHAN_KEYS } from './sepuhan-api';
import { pieceColumns } from './sepuhan-columns';

/** /terima-sepuhan: the store's bought-back pieces not sorted yet; the ticked ones are received into sorting. */
export function TerimaSepuhanPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: SEPUHAN_KEYS.list('terima'), queryFn: () => fetchSepuhan('terima') });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const rows = list.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.kode_barcode));
  const chosenMg = chosen.reduce((s, r) => s + (parseWeightToMg(r.berat) ?? 0), 0);
  const toggle = (code: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const save = async () => {
    if (saving || chosen.length === 0) return;
    setSaving(true);
    try {
      const { message } = await receive(submission.current(), chosen.map((r) => r.kode_barcode));
      submission.renew();
      notify.success(message ?? t('sepuhan.terima'));
      setSelected(new Set());
      await list.refetch();
    } catch (e) {
      notifyApiError(e, t('sepuhan.failed'));
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<SepuhanRow>[] = [
    {
      key: 'pick',
      header: '',
      exportable: false,
      width: 40,
      render: (r) => <Checkbox aria-label={`${t('sepuhan.pilih')} ${r.kode_barcode}`} checked={selected.has(r.kode_barcode)} onChange={(e) => toggle(r.kode_barcode, e.currentTarget.checked)} />,
    },
    ...pieceColumns(t),
  ];

  return (
    <Panel title={t('sepuhan.titles.terima')} removable={false} onReload={() => void list.refetch()} testId="terima-sepuhan">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Checkbox
              label={t('sepuhan.pilihSemua')}
              checked={rows.length > 0 && chosen.length === rows.length}
              indeterminate={chosen.length > 0 && chosen.length < rows.length}
              disabled={rows.length === 0}
              onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.kode_barcode)) : new Set())}
            />
            <Text size="sm" c="dimmed" data-testid="terima-selected">
              {chosen.length} / {formatWeight(mgToGrams(chosenMg))} gr
            </Text>
          </Group>
          <Button loading={saving} disabled={chosen.length === 0} onClick={() => void save()} data-testid="terima-submit">
            {t('sepuhan.terima')}
          </Button>
        </Group>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_barcode} loading={list.isLoading} emptyText={t('sepuhan.empty')} pageSize={100} caption={t('sepuhan.titles.terima')} testId="terima-list" />
      </Stack>
    </Panel>
  );
}
