import { formatBusinessDate, formatDateTime, formatWeight, mgToWeightString, MESSAGES, parseWeightToMg, STOCK_COUNT_MESSAGES, STOCK_MESSAGES, type TimbangRow } from '@emas/domain';
import { useSubmissionKey } from '../../../kit/submission-key';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconScale } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { WeightInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api, ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/message-text';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from '../movements/GudangBakiPicker';

type TimbangData = { data_timbang: TimbangRow[] };

/** A difference in grams, signed: a light tray reads negative. */
const selisihText = (grams: number | null): string => (grams === null ? '-' : grams > 0 ? `+${formatWeight(grams)}` : formatWeight(grams));
/** The scale's weight, '-' while not entered. */
const timbangText = (grams: number | null): string => (grams === null ? '-' : formatWeight(grams));

/** 'HH:mm:ss' in Asia/Jakarta (spec: time zone Asia/Jakarta), whatever zone the PC is set to. */
const jamOf = (createdAt: string): string => formatDateTime(createdAt).split(' ')[1] ?? '';

/**
 * /timbang-baki (spec 001 §3, §5, §7, §8): the cashier puts a tray's items on the scale; each row keeps
 * the tray's system weight (the sum of its items), the scale's weight and the difference, so a light
 * tray shows at once.
 */
export function TimbangBakiPage() {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const queryClient = useQueryClient();
  const key = ['timbang-baki', kodeToko] as const;
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [berat, setBerat] = useState('');
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  /** one weighing at a time: a second click while one is asked or sent opens no second confirmation */
  const sending = useRef(false);

  const list = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return (await api.get<TimbangData>('timbang-baki')).data.data_timbang;
      } catch (e) {
        // spec 001 §8: a failed read is an info toast with the server's text or 'Data Tidak Tersedia'
        notify.info(e instanceof ApiError && e.message ? e.message : STOCK_COUNT_MESSAGES.empty);
        return [];
      }
    },
  });

  const start = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await weigh();
    } finally {
      sending.current = false;
    }
  };

  const weigh = async () => {
    if (!place.kode_gudang) return notify.warning(STOCK_COUNT_MESSAGES.gudangRequired);
    if (!place.kode_baki) return notify.warning(STOCK_COUNT_MESSAGES.bakiRequired);
    if (berat.trim() === '') return notify.warning(STOCK_COUNT_MESSAGES.beratTimbangRequired);
    const mg = parseWeightToMg(berat);
    if (mg === 0) return notify.warning(STOCK_MESSAGES.beratZero);
    // a weighing stays in the history: the cashier checks the tray and the weight before it is recorded
    if (mg === null || !(await confirmDialog(t('stockCount.timbang.confirm', { baki: place.kode_baki, gudang: place.kode_gudang, berat: mgToWeightString(mg) })))) return;
    setBusy(true);
    try {
      // spec 001 §7: the start names the tray; the new row (newest first) carries its system weight
      // one key for the weighing: a double click or a retry records it once
      const idempotency_key = submission.current();
      const started = await api.post<TimbangData>('timbang-baki/start', { kode_gudang: place.kode_gudang, kode_toko: place.kode_baki, idempotency_key });
      queryClient.setQueryData(key, started.data.data_timbang);
      const row = started.data.data_timbang[0];
      if (!row) throw new Error(MESSAGES.sendErrorProper);
      const { data, message } = await api.put<TimbangData>(`timbang-baki/${row.id}`, { berat_timbang: berat, idempotency_key });
      submission.renew();
      queryClient.setQueryData(key, data.data_timbang);
      setBerat('');
      if (message) notify.success(message);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (!(await confirmDialog(t('stockCount.timbang.resetConfirm')))) return;
    setBusy(true);
    try {
      const { data, message } = await api.post<TimbangData>('timbang-baki/reset', {});
      queryClient.setQueryData(key, data.data_timbang);
      if (message) notify.success(message);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<TimbangRow>[] = [
    { key: 'no', header: t('stockCount.timbang.no'), render: (_r, i) => i + 1, exportable: false },
    { key: 'kode_gudang', header: t('stockCount.gudang') },
    { key: 'kode_baki', header: t('stockCount.baki'), text: (r) => `${r.kode_baki} ${r.nama_baki}` },
    { key: 'jumlah', header: t('stockCount.timbang.jumlah'), align: 'right' },
    { key: 'berat_system', header: t('stockCount.timbang.beratSystem'), align: 'right', render: (r) => formatWeight(r.berat_system), text: (r) => formatWeight(r.berat_system) },
    { key: 'berat_timbang', header: t('stockCount.timbang.beratTimbangCol'), align: 'right', render: (r) => timbangText(r.berat_timbang), text: (r) => timbangText(r.berat_timbang) },
    {
      key: 'selisih',
      header: t('stockCount.timbang.selisih'),
      align: 'right',
      text: (r) => selisihText(r.selisih),
      render: (r) =>
        r.selisih !== null && r.selisih < 0 ? (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Text c="red" fw={700} size="sm" data-testid="selisih">
              {selisihText(r.selisih)}
            </Text>
            <Badge color="red" size="sm">
              {t('stockCount.timbang.light')}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c={r.selisih !== null && r.selisih > 0 ? 'orange' : undefined} data-testid="selisih">
            {selisihText(r.selisih)}
          </Text>
        ),
    },
    { key: 'tgl_system', header: t('stockCount.timbang.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'created_at', header: t('stockCount.timbang.jam'), text: (r) => jamOf(r.created_at), render: (r) => jamOf(r.created_at) },
    { key: 'input_by', header: t('stockCount.timbang.inputBy') },
  ];

  return (
    <Panel title={t('stockCount.timbang.title')} removable={false} testId="timbang-baki">
      <Stack>
        <GudangBakiPicker value={place} onChange={setPlace} gudangLabel={t('stockCount.gudang')} bakiLabel={t('stockCount.baki')} disabled={busy} />
        <Group align="flex-end">
          <WeightInput
            style={{ flex: 1 }}
            label={t('stockCount.timbang.beratTimbang')}
            description={t('stockCount.timbang.beratTimbangHint')}
            value={berat}
            onChange={setBerat}
            disabled={busy}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void start();
              }
            }}
          />
          <Button leftSection={<IconScale size={16} />} loading={busy} onClick={() => void start()}>
            {t('stockCount.timbang.start')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} disabled={busy || !list.data?.length} onClick={() => void reset()}>
            {t('stockCount.timbang.reset')}
          </Button>
        </Group>
        <DataTable
          rows={list.data ?? []}
          columns={columns}
          rowKey={(r) => String(r.id)}
          loading={list.isLoading}
          emptyText={messageText(STOCK_COUNT_MESSAGES.empty)}
          csvFileName={t('stockCount.timbang.pdfFile')}
          caption={t('stockCount.timbang.title')}
          testId="timbang-table"
        />
      </Stack>
    </Panel>
  );
}
