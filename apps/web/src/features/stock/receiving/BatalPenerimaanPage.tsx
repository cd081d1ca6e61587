import { MESSAGES, type TerimaRow } from '@emas/domain';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { useReceivingKeys, weightText } from './receiving-shared';

/**
 * /batal-penerimaan-barang (spec 000 §2 "Stock"): undo a receipt of the active business date, after a
 * confirmation. The server refuses when an item received was sold or moved, naming it.
 */
export function BatalPenerimaanPage() {
  const { t } = useTranslation();
  const keys = useReceivingKeys();
  const queryClient = useQueryClient();
  const receipts = useQuery({ queryKey: keys.terima, queryFn: async () => (await api.get<TerimaRow[]>('penerimaan-barang')).data });
  const [chosen, setChosen] = useState<TerimaRow | null>(null);
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = async () => {
    if (!chosen) return;
    if (!alasan.trim()) {
      setError(t('receiving.batal.alasanRequired'));
      return notify.warning(t('receiving.batal.alasanRequired'));
    }
    if (!(await confirmDialog(t('receiving.batal.confirm', { no: chosen.no_terima })))) return;
    setSaving(true);
    try {
      const { message } = await api.post<TerimaRow>('penerimaan-barang/batal', { no_terima: chosen.no_terima, alasan: alasan.trim() });
      notify.success(message ?? chosen.no_terima);
      setChosen(null);
      setAlasan('');
      await queryClient.invalidateQueries({ queryKey: ['receiving'] });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<TerimaRow>[] = [
    { key: 'no_terima', header: t('receiving.common.noTerima') },
    { key: 'no_kirim', header: t('receiving.common.noKirim') },
    { key: 'nama_pengirim', header: t('receiving.common.pengirim') },
    { key: 'kode_baki', header: t('receiving.common.baki'), text: (r) => `${r.kode_gudang} / ${r.kode_baki}` },
    { key: 'total_qty', header: t('receiving.common.totalQty'), align: 'right' },
    { key: 'total_berat', header: t('receiving.common.totalBerat'), align: 'right', text: (r) => weightText(r.total_berat) },
    {
      key: 'status',
      header: t('receiving.common.status'),
      render: (r) => <Badge color={r.status === 'BATAL' ? 'gray' : 'teal'}>{r.status}</Badge>,
    },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) =>
        r.status === 'DITERIMA' ? (
          <Button size="xs" variant="light" aria-label={`${t('receiving.batal.choose')} ${r.no_terima}`} onClick={() => setChosen(r)}>
            {t('receiving.batal.choose')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Panel title={t('receiving.batal.title')} removable={false} testId="batal-penerimaan-barang">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('receiving.batal.sameDayOnly')}
        </Text>
        <DataTable
          rows={receipts.data ?? []}
          columns={columns}
          rowKey={(r) => r.no_terima}
          loading={receipts.isLoading}
          emptyText={t('receiving.batal.empty')}
          caption={t('receiving.batal.list')}
          testId="terima-table"
        />
        {chosen && (
          <Alert color="red" title={t('receiving.batal.chosen', { no: chosen.no_terima })} data-testid="batal-form">
            <Stack gap="xs">
              <Text size="sm">
                {chosen.no_kirim} · {chosen.nama_pengirim} · {chosen.total_qty} · {weightText(chosen.total_berat)} g
              </Text>
              <TextInput
                label={t('receiving.batal.alasan')}
                value={alasan}
                error={error}
                onChange={(e) => {
                  setAlasan(e.currentTarget.value);
                  setError(null);
                }}
              />
              <Group justify="flex-end">
                <Button color="red" leftSection={<IconArrowBackUp size={16} />} loading={saving} onClick={() => void cancel()}>
                  {t('receiving.batal.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}
