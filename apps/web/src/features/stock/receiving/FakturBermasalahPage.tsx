import { FAKTUR_BERMASALAH_STATUSES, FAKTUR_SELESAI_LEVELS, formatBusinessDate, MESSAGES, type FakturBermasalahRow, type MasalahJenis } from '@emas/domain';
import { Badge, Button, Card, Group, Modal, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../kit/DateField';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useReceivingKeys, weightText } from './receiving-shared';

type Filter = { tgl_from: string | null; tgl_to: string | null; status: string };

const STATUS_COLOR: Record<string, string> = { OPEN: 'red', SELESAI: 'teal', BATAL: 'gray' };

/**
 * /faktur-bermasalah (spec 000 §2 "Stock"): problem invoices raised by receipts (missing, unexpected
 * items and weight differences), filtered by date and status; a supervisor or the owner resolves one
 * with a note.
 */
export function FakturBermasalahPage() {
  const { t } = useTranslation();
  const session = useSession();
  const keys = useReceivingKeys();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filter>({ tgl_from: null, tgl_to: null, status: 'OPEN' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [resolving, setResolving] = useState<FakturBermasalahRow | null>(null);
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canResolve = (FAKTUR_SELESAI_LEVELS as readonly string[]).includes(session.user?.level ?? '');
  const list = useQuery({
    queryKey: [...keys.faktur, filter],
    queryFn: async () =>
      (await api.get<FakturBermasalahRow[]>('faktur-bermasalah', { tgl_from: filter.tgl_from ?? undefined, tgl_to: filter.tgl_to ?? undefined, status: filter.status })).data,
  });
  const jenisLabel: Record<MasalahJenis, string> = {
    TIDAK_ADA: t('receiving.bermasalah.tidakAda'),
    TIDAK_TERDAFTAR: t('receiving.bermasalah.tidakTerdaftar'),
    SELISIH_BERAT: t('receiving.bermasalah.selisihBerat'),
  };

  const resolve = async () => {
    if (!resolving) return;
    if (!catatan.trim()) {
      setError(t('receiving.bermasalah.catatanRequired'));
      return;
    }
    setSaving(true);
    try {
      const { message } = await api.post<FakturBermasalahRow>(`faktur-bermasalah/${encodeURIComponent(resolving.no_faktur)}/selesai`, { catatan: catatan.trim() });
      notify.success(message ?? resolving.no_faktur);
      setResolving(null);
      setCatatan('');
      await queryClient.invalidateQueries({ queryKey: keys.faktur });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  const rows = list.data ?? [];
  return (
    <Panel title={t('receiving.bermasalah.title')} removable={false} testId="faktur-bermasalah">
      <Stack>
        <Group align="flex-end" grow>
          <DateField label={t('receiving.bermasalah.tglFrom')} value={draft.tgl_from} onChange={(v) => setDraft({ ...draft, tgl_from: v })} today={session.tglSystem || undefined} />
          <DateField label={t('receiving.bermasalah.tglTo')} value={draft.tgl_to} onChange={(v) => setDraft({ ...draft, tgl_to: v })} today={session.tglSystem || undefined} />
          <NativeSelect
            label={t('receiving.common.status')}
            data={[{ value: 'ALL', label: t('receiving.bermasalah.all') }, ...FAKTUR_BERMASALAH_STATUSES.map((s) => ({ value: s, label: t(`receiving.bermasalah.statuses.${s}`) }))]}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value })}
          />
          <Button leftSection={<IconSearch size={16} />} onClick={() => setFilter(draft)}>
            {t('receiving.bermasalah.search')}
          </Button>
        </Group>
        {!list.isLoading && rows.length === 0 && (
          <Text c="dimmed" data-testid="faktur-empty">
            {t('receiving.bermasalah.empty')}
          </Text>
        )}
        {rows.map((f) => (
          <Card key={f.no_faktur} withBorder data-testid="faktur-row">
            <Group justify="space-between" mb="xs">
              <Stack gap={0}>
                <Text fw={600}>
                  {f.no_faktur} <Badge color={STATUS_COLOR[f.status] ?? 'gray'}>{t(`receiving.bermasalah.statuses.${f.status}`, { defaultValue: f.status })}</Badge>
                </Text>
                <Text size="sm">
                  {t('receiving.common.noKirim')}: {f.no_kirim} · {t('receiving.common.noTerima')}: {f.no_terima} · {t('receiving.common.pengirim')}: {f.kode_toko_asal ?? ''}{' '}
                  {f.nama_pengirim} · {t('receiving.common.tanggal')}: {formatBusinessDate(f.tgl_system)}
                </Text>
                {f.status === 'SELESAI' && (
                  <Text size="sm" c="teal">
                    {t('receiving.bermasalah.resolvedBy', { by: f.selesai_by ?? '' })}: {f.catatan}
                  </Text>
                )}
              </Stack>
              {canResolve && f.status === 'OPEN' && (
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  aria-label={t('receiving.bermasalah.resolveLabel', { no: f.no_faktur })}
                  onClick={() => {
                    setResolving(f);
                    setCatatan('');
                    setError(null);
                  }}
                >
                  {t('receiving.bermasalah.resolve')}
                </Button>
              )}
            </Group>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('receiving.bermasalah.jenis')}</Table.Th>
                  <Table.Th>{t('receiving.common.kodeBarcode')}</Table.Th>
                  <Table.Th>{t('receiving.common.namaBarang')}</Table.Th>
                  <Table.Th ta="right">{t('receiving.common.beratKirim')}</Table.Th>
                  <Table.Th ta="right">{t('receiving.common.beratTerima')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {f.detail.map((d) => (
                  <Table.Tr key={`${d.jenis}-${d.kode_barcode}`}>
                    <Table.Td>{jenisLabel[d.jenis]}</Table.Td>
                    <Table.Td>{d.kode_barcode}</Table.Td>
                    <Table.Td>{d.nama_barang || '-'}</Table.Td>
                    <Table.Td ta="right">{weightText(d.berat_kirim)}</Table.Td>
                    <Table.Td ta="right">{weightText(d.berat_terima)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))}
      </Stack>
      <Modal opened={resolving !== null} onClose={() => setResolving(null)} title={t('receiving.bermasalah.resolveTitle', { no: resolving?.no_faktur ?? '' })} centered>
        <Stack>
          <Textarea
            label={t('receiving.bermasalah.catatan')}
            value={catatan}
            error={error}
            onChange={(e) => {
              setCatatan(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setResolving(null)}>
              {t('receiving.bermasalah.cancel')}
            </Button>
            <Button loading={saving} onClick={() => void resolve()}>
              {t('receiving.bermasalah.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
