import type { PawnListRow } from '@emas/domain';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchValidasi, PAWN_KEYS } from './pawn-api';
import { pawnColumns } from './pawn-columns';

/** /validasi-hutang: the supervisor ticks the day's loans and validates them, as sales are validated. */
export function ValidasiHutangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PAWN_KEYS.validasi(null), queryFn: () => fetchValidasi(null) });
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const toggle = (no: string) => setTicked((all) => (all.includes(no) ? all.filter((n) => n !== no) : [...all, no]));
  const validate = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ jumlah: number }>('hutang/validasi', { no_faktur_hutang: ticked });
      notify.success(res.message ?? '');
      setTicked([]);
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
    } catch (e) {
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };
  const columns: DataTableColumn<PawnListRow>[] = [
    {
      key: 'pilih',
      header: '',
      exportable: false,
      render: (r) => <Checkbox checked={r.valid || ticked.includes(r.no_faktur_hutang)} disabled={r.valid} onChange={() => toggle(r.no_faktur_hutang)} aria-label={r.no_faktur_hutang} />,
    },
    ...pawnColumns(t),
    { key: 'valid', header: t('pawn.fields.valid'), text: (r) => (r.valid ? t('pawn.common.ya') : t('pawn.common.tidak')) },
    { key: 'input_by', header: t('pawn.fields.inputBy') },
  ];
  return (
    <Panel title={t('pawn.validasi.title')} removable={false} onReload={() => void list.refetch()} testId="validasi-hutang">
      <Stack>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_faktur_hutang} loading={list.isLoading} emptyText={t('pawn.common.empty')} csvFileName="VALIDASI HUTANG" testId="validasi-hutang-list" />
        <Group justify="flex-end">
          <Button onClick={() => void validate()} loading={busy} disabled={!ticked.length} data-testid="validasi-hutang-simpan">
            {t('pawn.actions.validasi')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
