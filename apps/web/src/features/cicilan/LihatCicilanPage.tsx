import { formatBusinessDate, formatNumber, type CicilanListRow } from '@emas/domain';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { CICILAN_KEYS, searchCicilan } from './cicilan-api';
import { CICILAN_SEARCH_STATES, CicilanStateBadge, type CicilanSearchState } from './cicilan-view';
import { CicilanDetailModal } from './CicilanDetailModal';

/** The columns of a list of plans (/lihat-cicilan, /lelang-cicilan): what is due today beside what remains. */
export function cicilanColumns(t: (key: string) => string): DataTableColumn<CicilanListRow>[] {
  return [
    { key: 'no_faktur_cicil', header: t('cicilan.fields.noCicilan') },
    { key: 'tgl_system', header: t('cicilan.fields.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'nama_customer', header: t('cicilan.fields.customer') },
    { key: 'no_hp', header: t('cicilan.fields.noHp') },
    { key: 'tenor_bulan', header: t('cicilan.fields.tenor'), align: 'right' },
    { key: 'harga_jual_cicil', header: t('cicilan.fields.hargaJualCicil'), align: 'right', text: (r) => formatNumber(r.harga_jual_cicil) },
    { key: 'sisa_bayar', header: t('cicilan.fields.sisaBayar'), align: 'right', text: (r) => formatNumber(r.sisa_bayar) },
    { key: 'jatuh_tempo_berikut', header: t('cicilan.fields.jatuhTempoBerikut'), text: (r) => (r.jatuh_tempo_berikut ? formatBusinessDate(r.jatuh_tempo_berikut) : '-') },
    { key: 'tagihan_hari_ini', header: t('cicilan.fields.tagihanHariIni'), align: 'right', text: (r) => formatNumber(r.tagihan_hari_ini) },
    { key: 'denda', header: t('cicilan.fields.denda'), align: 'right', text: (r) => formatNumber(r.denda) },
    { key: 'state', header: t('cicilan.fields.status'), text: (r) => t(`cicilan.states.${r.state}`), render: (r) => <CicilanStateBadge state={r.state} testId={`cicilan-state-${r.no_faktur_cicil}`} /> },
  ];
}

/**
 * /lihat-cicilan (issue 33): plans by number, customer, phone or member and by state on the business date (active,
 * due soon, late, paid, handed over, cancelled, default), each with what is due today; Lihat opens the plan, its
 * schedule, payments and late fees, and its actions (pay, settle early, hand over).
 */
export function LihatCicilanPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [state, setState] = useState<CicilanSearchState>('ALL');
  const [query, setQuery] = useState({ q: '', status: 'ALL' as CicilanSearchState });
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({ queryKey: CICILAN_KEYS.list(query), queryFn: () => searchCicilan({ q: query.q || undefined, status: query.status }) });
  useEffect(() => {
    if (list.isError) notify.error(errorMessage(list.error, t('cicilan.common.failed')));
  }, [list.isError, list.error, t]);
  const search = () => setQuery({ q: text.trim(), status: state });

  const columns: DataTableColumn<CicilanListRow>[] = [
    ...cicilanColumns(t),
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => setOpen(r.no_faktur_cicil)} data-testid={`cicilan-buka-${r.no_faktur_cicil}`}>
          {t('cicilan.actions.buka')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('cicilan.lihat.title')} removable={false} onReload={() => void list.refetch()} testId="lihat-cicilan">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={t('cicilan.lihat.cari')}
            placeholder={t('cicilan.lihat.cariHint')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
            data-testid="cicilan-cari"
          />
          <NativeSelect
            label={t('cicilan.fields.status')}
            value={state}
            onChange={(e) => setState(e.currentTarget.value as CicilanSearchState)}
            data={CICILAN_SEARCH_STATES.map((s) => ({ value: s, label: t(`cicilan.states.${s}`) }))}
            data-testid="cicilan-status-filter"
          />
          <Button leftSection={<IconSearch size={16} />} loading={list.isFetching} onClick={search} data-testid="cicilan-cari-btn">
            {t('cicilan.actions.cari')}
          </Button>
        </Group>
        {list.data?.tgl_system && (
          <Text size="sm" c="dimmed">
            {t('cicilan.lihat.perTanggal', { tanggal: formatBusinessDate(list.data.tgl_system) })}
          </Text>
        )}
        <DataTable rows={list.data?.rows ?? []} columns={columns} rowKey={(r) => r.no_faktur_cicil} loading={list.isLoading} emptyText={t('cicilan.common.empty')} csvFileName="LIHAT CICILAN" testId="cicilan-list" />
      </Stack>
      <CicilanDetailModal no={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}
