import { formatBusinessDate, formatDateTime, formatRate, formatRupiah, type HargaEmasGroupRow, type HargaEmasRow } from '@emas/domain';
import { Badge, Button, Divider, Group, Modal, Select, Stack } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { DateField } from '../../kit/DateField';
import { Panel } from '../../kit/Panel';
import { RowActionButton } from '../../kit/RowActionButton';
import { api } from '../../lib/api';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { GlobalPriceForm } from './GlobalPriceForm';
import { HargaEmasUpdateModal } from './HargaEmasUpdateModal';
import { PRICE_OWNER, type HargaEmasList } from './price-types';

const ALL = '__ALL__';

/** The price history of one group (or all), newest first as the server answers it. */
function HistoryModal({ opened, kodeGroup, groups, onClose }: { opened: boolean; kodeGroup: string | null; groups: readonly HargaEmasGroupRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const [picked, setPicked] = useState<string | null>(null);
  const group = picked ?? kodeGroup ?? ALL;
  const history = useQuery({
    queryKey: [PRICE_OWNER, 'history', group, kodeToko],
    queryFn: async () => (await api.get<HargaEmasRow[]>('parameter-harga-emas/history', group === ALL ? {} : { kode_group: group })).data,
    enabled: opened,
  });
  const columns: DataTableColumn<HargaEmasRow>[] = [
    { key: 'tgl_berlaku', header: t('masters.hargaEmas.tglBerlaku'), text: (r) => formatBusinessDate(r.tgl_berlaku) },
    { key: 'kode_group', header: t('masters.hargaEmas.kodeGroup') },
    { key: 'harga_jual', header: t('masters.hargaEmas.hargaJual'), align: 'right', text: (r) => formatRupiah(r.harga_jual) },
    { key: 'harga_beli', header: t('masters.hargaEmas.hargaBeli'), align: 'right', text: (r) => formatRupiah(r.harga_beli) },
    { key: 'sumber', header: t('masters.hargaEmas.sumber') },
    { key: 'nominal_global', header: t('masters.hargaEmas.nominalGlobal'), align: 'right', text: (r) => (r.nominal_global === null ? '' : formatRupiah(r.nominal_global)) },
    { key: 'input_by', header: t('masters.hargaEmas.inputBy') },
    { key: 'input_date', header: t('masters.hargaEmas.inputDate'), text: (r) => formatDateTime(r.input_date) },
  ];
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} size="xl" title={t('masters.hargaEmas.historyTitle')}>
      <Stack gap="sm">
        <Select
          label={t('masters.hargaEmas.historyGroup')}
          data={[{ value: ALL, label: t('masters.hargaEmas.historyAll') }, ...groups.map((g) => ({ value: g.kode_group, label: `${g.kode_group} - ${g.nama_group}` }))]}
          value={group}
          onChange={(v) => setPicked(v ?? ALL)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          w={320}
          data-testid="history-group"
        />
        <DataTable
          rows={history.data ?? []}
          columns={columns}
          rowKey={(r) => String(r.id)}
          loading={history.isLoading}
          emptyText={t('masters.hargaEmas.historyEmpty')}
          csvFileName={t('masters.hargaEmas.historyCsvFileName')}
          caption={t('masters.hargaEmas.historyTitle')}
          testId="harga-history"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /master-parameter-harga-emas: the global price (24 carat per gram), the sell and buy price per
 * gram of every group in force on a date with the date it holds from, new prices from a date,
 * and each group's history. Prices are never overwritten (docs/api.md "Gold prices").
 */
export function HargaEmasPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { tglSystem } = useSession();
  const [tanggal, setTanggal] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const [historyOf, setHistoryOf] = useState<string | null | undefined>(undefined);
  const list = useReference<HargaEmasList>('harga-emas', tanggal ? { tanggal } : {});
  const groups = list.data?.groups ?? [];
  const activeDate = tglSystem || (tanggal ? '' : (list.data?.tanggal ?? ''));

  const columns: DataTableColumn<HargaEmasGroupRow>[] = [
    { key: 'kode_group', header: t('masters.hargaEmas.kodeGroup') },
    { key: 'nama_group', header: t('masters.hargaEmas.namaGroup') },
    { key: 'kadar', header: t('masters.hargaEmas.kadar'), align: 'right', text: (r) => formatRate(r.kadar) },
    { key: 'harga_jual', header: t('masters.hargaEmas.hargaJual'), align: 'right', text: (r) => (r.harga ? formatRupiah(r.harga.harga_jual) : t('masters.hargaEmas.notSet')) },
    { key: 'harga_beli', header: t('masters.hargaEmas.hargaBeli'), align: 'right', text: (r) => (r.harga ? formatRupiah(r.harga.harga_beli) : '') },
    { key: 'tgl_berlaku', header: t('masters.hargaEmas.tglBerlaku'), text: (r) => (r.harga ? formatBusinessDate(r.harga.tgl_berlaku) : '') },
    { key: 'sumber', header: t('masters.hargaEmas.sumber'), text: (r) => r.harga?.sumber ?? '' },
    {
      key: 'ikut_harga_global',
      header: t('masters.hargaEmas.ikutGlobal'),
      align: 'center',
      text: (r) => (r.ikut_harga_global ? t('common.yes') : t('common.no')),
      render: (r) => (
        <Badge variant="light" color={r.ikut_harga_global ? 'yellow' : 'gray'}>
          {r.ikut_harga_global ? t('common.yes') : t('common.no')}
        </Badge>
      ),
    },
    {
      key: '__actions',
      header: t('kit.table.actions'),
      align: 'center',
      exportable: false,
      render: (r) => (
        <RowActionButton
          label={t('masters.hargaEmas.history')}
          target={r.kode_group}
          icon={<IconHistory size={16} />}
          testId={`row-history-${r.kode_group}`}
          onClick={() => setHistoryOf(r.kode_group)}
        />
      ),
    },
  ];

  return (
    <Panel
      title={t('masters.hargaEmas.title')}
      removable={false}
      onReload={() => void queryClient.invalidateQueries({ queryKey: [PRICE_OWNER] })}
      testId="master-parameter-harga-emas"
    >
      <Stack gap="md">
        <GlobalPriceForm />
        <Divider />
        <Group align="flex-end" gap="sm">
          <DateField
            label={t('masters.hargaEmas.tanggal')}
            value={tanggal ?? list.data?.tanggal ?? null}
            onChange={setTanggal}
            today={tglSystem || undefined}
            name="tanggal"
            testId="field-tanggal"
          />
        </Group>
        <DataTable
          rows={groups}
          columns={columns}
          rowKey={(r) => r.kode_group}
          loading={list.isLoading}
          emptyText={t('masters.hargaEmas.empty')}
          csvFileName={t('masters.hargaEmas.csvFileName')}
          caption={t('masters.hargaEmas.title')}
          buttons={[
            { label: t('masters.hargaEmas.update'), icon: <IconPencil size={16} />, onClick: () => setUpdating(true), disabled: groups.length === 0, testId: 'harga-emas-update' },
            { label: t('masters.hargaEmas.history'), icon: <IconHistory size={16} />, variant: 'light', onClick: () => setHistoryOf(null), testId: 'harga-emas-history' },
          ]}
          testId="harga-emas-table"
        />
      </Stack>
      <HargaEmasUpdateModal opened={updating} groups={groups} activeDate={activeDate} onClose={() => setUpdating(false)} />
      <HistoryModal opened={historyOf !== undefined} kodeGroup={historyOf ?? null} groups={groups} onClose={() => setHistoryOf(undefined)} />
    </Panel>
  );
}
