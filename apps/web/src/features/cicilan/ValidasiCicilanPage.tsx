import { CICILAN_FINISH_MESSAGES, formatBusinessDate, formatNumber, MESSAGES, type CicilanValidationRow } from '@emas/domain';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { notify, notifyApiError } from '../../lib/notify';
import { CICILAN_KEYS, fetchValidasi, validateCicilan } from './cicilan-api';

/**
 * /validasi-cicilan (issue 33): the supervisor ticks the day's money events of instalment plans (down payments,
 * payments, early settlements, refunds of a cancel or a take-back) and validates them, as the day's loans are
 * validated; the close of day names the plans still waiting.
 */
export function ValidasiCicilanPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...CICILAN_KEYS.all, 'validasi'], queryFn: () => fetchValidasi() });
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const rows = list.data?.rows ?? [];
  const open = rows.filter((r) => !r.valid).map((r) => r.no_transaksi);
  const toggle = (no: string) => setTicked((all) => (all.includes(no) ? all.filter((n) => n !== no) : [...all, no]));

  const validate = async () => {
    if (!ticked.length) return notify.warning(CICILAN_FINISH_MESSAGES.nothingPicked);
    setBusy(true);
    try {
      const res = await validateCicilan(ticked);
      notify.success(res.message || CICILAN_FINISH_MESSAGES.validated);
      setTicked([]);
      await queryClient.invalidateQueries({ queryKey: CICILAN_KEYS.all });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<CicilanValidationRow>[] = [
    {
      key: 'pilih',
      header: '',
      exportable: false,
      render: (r) => <Checkbox checked={r.valid || ticked.includes(r.no_transaksi)} disabled={r.valid} onChange={() => toggle(r.no_transaksi)} aria-label={r.no_transaksi} data-testid={`validasi-cicilan-pilih-${r.no_transaksi}`} />,
    },
    { key: 'no_transaksi', header: t('cicilan.fields.noTransaksi') },
    { key: 'no_faktur_cicil', header: t('cicilan.fields.noCicilan') },
    { key: 'jenis', header: t('cicilan.validasi.jenis') },
    { key: 'nama_customer', header: t('cicilan.fields.customer') },
    { key: 'jumlah', header: t('cicilan.validasi.jumlah'), align: 'right', text: (r) => formatNumber(r.jumlah) },
    { key: 'input_by', header: t('cicilan.fields.kasir') },
    { key: 'valid', header: t('cicilan.validasi.valid'), text: (r) => (r.valid ? `${t('cicilan.validasi.ya')} (${r.valid_by ?? ''})` : t('cicilan.validasi.belum')) },
  ];

  return (
    <Panel title={t('cicilan.validasi.title')} removable={false} onReload={() => void list.refetch()} testId="validasi-cicilan">
      <Stack>
        <Text size="sm" c="dimmed" data-testid="validasi-cicilan-hint">
          {list.data ? t('cicilan.validasi.hint', { tanggal: formatBusinessDate(list.data.tanggal), jumlah: open.length }) : ''}
        </Text>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_transaksi} loading={list.isLoading} emptyText={t('cicilan.validasi.empty')} csvFileName="VALIDASI CICILAN" testId="validasi-cicilan-list" />
        <Group justify="flex-end">
          <Button variant="default" disabled={!open.length} onClick={() => setTicked(open)} data-testid="validasi-cicilan-semua">
            {t('cicilan.validasi.pilihSemua')}
          </Button>
          <Button onClick={() => void validate()} loading={busy} disabled={!ticked.length} data-testid="validasi-cicilan-simpan">
            {t('cicilan.validasi.submit')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
