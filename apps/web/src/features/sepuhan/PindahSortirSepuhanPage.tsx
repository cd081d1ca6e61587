import { type SepuhanRow } from '@emas/domain';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { fetchSepuhan, move, SEPUHAN_KEYS, type MoveLine } from './sepuhan-api';
import { pieceColumns } from './sepuhan-columns';

type Draft = { pick: boolean; berat: string; kadar: string; kode_baki: string };

/**
 * /pindah-sortir-sepuhan: sorted pieces moved on by class. A refurbished piece (SEPUH) comes back on sale with its new
 * weight, purity and a sale tray; melt goes to the melting warehouse; head office leaves in a shipment to PUSAT.
 */
export function PindahSortirSepuhanPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: SEPUHAN_KEYS.list('pindah'), queryFn: () => fetchSepuhan('pindah') });
  const gudang = useReference('gudang');
  const baki = useReference('baki');
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const rows = list.data ?? [];
  const saleTrays = useMemo(() => {
    const jual = new Set((gudang.data ?? []).filter((g) => g.jenis_gudang === 'JUAL').map((g) => String(g.kode_gudang)));
    return (baki.data ?? []).filter((b) => jual.has(String(b.kode_gudang))).map((b) => ({ value: String(b.kode_baki), label: `${b.kode_baki} - ${b.nama_baki}` }));
  }, [gudang.data, baki.data]);
  const draftOf = (r: SepuhanRow): Draft => drafts[r.kode_barcode] ?? { pick: false, berat: '', kadar: String(r.kadar), kode_baki: '' };
  const edit = (r: SepuhanRow, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [r.kode_barcode]: { ...draftOf(r), ...patch } }));
  const chosen = rows.filter((r) => r.kelas !== 'SIMPAN' && draftOf(r).pick);

  const save = async () => {
    if (saving || chosen.length === 0) return;
    const detail: MoveLine[] = chosen.map((r) => {
      const d = draftOf(r);
      return r.kelas === 'SEPUH' ? { kode_barcode: r.kode_barcode, berat: d.berat, kadar: d.kadar, kode_baki: d.kode_baki } : { kode_barcode: r.kode_barcode };
    });
    setSaving(true);
    try {
      const { message } = await move(submission.current(), detail);
      submission.renew();
      notify.success(message ?? t('sepuhan.proses'));
      setDrafts({});
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
      render: (r) => <Checkbox aria-label={`${t('sepuhan.pilih')} ${r.kode_barcode}`} disabled={r.kelas === 'SIMPAN'} checked={draftOf(r).pick} onChange={(e) => edit(r, { pick: e.currentTarget.checked })} />,
    },
    ...pieceColumns(t),
    { key: 'kelas', header: t('sepuhan.cols.kelas'), text: (r) => (r.kelas ? t(`sepuhan.kelas.${r.kelas}`) : '') },
    {
      key: 'berat_kembali',
      header: t('sepuhan.cols.beratKembali'),
      exportable: false,
      render: (r) =>
        r.kelas === 'SEPUH' ? <TextInput aria-label={`${t('sepuhan.cols.beratKembali')} ${r.kode_barcode}`} w={100} value={draftOf(r).berat} onChange={(e) => edit(r, { berat: e.currentTarget.value, pick: true })} /> : null,
    },
    {
      key: 'kadar_baru',
      header: t('sepuhan.cols.kadar'),
      exportable: false,
      render: (r) => (r.kelas === 'SEPUH' ? <TextInput aria-label={`${t('sepuhan.cols.kadar')} ${r.kode_barcode}`} w={80} value={draftOf(r).kadar} onChange={(e) => edit(r, { kadar: e.currentTarget.value })} /> : null),
    },
    {
      key: 'baki',
      header: t('sepuhan.cols.baki'),
      exportable: false,
      render: (r) =>
        r.kelas === 'SEPUH' ? (
          <NativeSelect aria-label={`${t('sepuhan.cols.baki')} ${r.kode_barcode}`} data={[{ value: '', label: '-' }, ...saleTrays]} value={draftOf(r).kode_baki} onChange={(e) => edit(r, { kode_baki: e.currentTarget.value, pick: true })} />
        ) : null,
    },
  ];

  return (
    <Panel title={t('sepuhan.titles.pindah')} removable={false} onReload={() => void list.refetch()} testId="pindah-sortir-sepuhan">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Text size="sm" c="dimmed" data-testid="pindah-selected">
            {t('sepuhan.dipilih', { n: chosen.length })}
          </Text>
          <Button loading={saving} disabled={chosen.length === 0} onClick={() => void save()} data-testid="pindah-submit">
            {t('sepuhan.proses')}
          </Button>
        </Group>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_barcode} loading={list.isLoading} emptyText={t('sepuhan.empty')} pageSize={100} caption={t('sepuhan.titles.pindah')} testId="pindah-list" />
      </Stack>
    </Panel>
  );
}
