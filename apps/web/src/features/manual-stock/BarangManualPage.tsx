import { formatWeight, type BarangManualRow } from '@emas/domain';
import { Button, Grid, NativeSelect, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { useReference } from '../../lib/reference';

type Filter = { kode_group: string; kode_dept: string; kode_gudang: string };

/** /barang-manual (issue 35): the manual stock's balances by group, jenis, warehouse and tray (GET barang-manual). */
export function BarangManualPage() {
  const { t } = useTranslation();
  const groups = useReference('group');
  const jenis = useReference('jenis');
  const gudang = useReference('gudang');
  const [filter, setFilter] = useState<Filter>({ kode_group: 'ALL', kode_dept: 'ALL', kode_gudang: 'ALL' });
  const [shown, setShown] = useState<Filter>(filter);
  const list = useQuery({ queryKey: ['barang-manual', shown], queryFn: async () => (await api.get<BarangManualRow[]>('barang-manual', shown)).data });
  const all = { value: 'ALL', label: t('manualStock.common.semua') };
  const select = (field: keyof Filter, label: string, rows: readonly Record<string, unknown>[], code: string) => (
    <NativeSelect label={label} value={filter[field]} onChange={(e) => setFilter({ ...filter, [field]: e.currentTarget.value })} data={[all, ...rows.map((r) => ({ value: String(r[code]), label: String(r[code]) }))]} />
  );
  const columns: DataTableColumn<BarangManualRow>[] = [
    { key: 'kode_gudang', header: t('manualStock.common.gudang') },
    { key: 'kode_baki', header: t('manualStock.common.baki') },
    { key: 'kode_group', header: t('manualStock.common.group') },
    { key: 'kode_dept', header: t('manualStock.common.jenis') },
    { key: 'qty', header: t('manualStock.common.qty'), align: 'right', text: (r) => String(r.qty), render: (r) => r.qty },
    { key: 'berat', header: t('manualStock.common.berat'), align: 'right', text: (r) => formatWeight(r.berat), render: (r) => formatWeight(r.berat) },
  ];
  return (
    <Panel title={t('manualStock.stock.title')} removable={false} testId="barang-manual">
      <Stack>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 3 }}>{select('kode_group', t('manualStock.common.group'), groups.data ?? [], 'kode_group')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>{select('kode_dept', t('manualStock.common.jenis'), jenis.data ?? [], 'kode_dept')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>{select('kode_gudang', t('manualStock.common.gudang'), gudang.data ?? [], 'kode_gudang')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Button leftSection={<IconSearch size={16} />} loading={list.isFetching} onClick={() => setShown(filter)}>
              {t('manualStock.common.cari')}
            </Button>
          </Grid.Col>
        </Grid>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => `${r.kode_gudang}|${r.kode_baki}|${r.kode_group}|${r.kode_dept}`} emptyText={t('manualStock.stock.empty')} caption={t('manualStock.stock.title')} testId="barang-manual-table" />
      </Stack>
    </Panel>
  );
}
