import type { PawnListRow } from '@emas/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchLelang, PAWN_KEYS, postLoanAction } from './pawn-api';
import { pawnColumns } from './pawn-columns';

/** /lelang-hutang: loans past their due date and grace days; auctioning closes the loan as LELANG at the price it sold for. */
export function LelangHutangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PAWN_KEYS.lelang, queryFn: fetchLelang });
  const [chosen, setChosen] = useState<PawnListRow | null>(null);
  const [harga, setHarga] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const lelang = async () => {
    setBusy(true);
    try {
      const res = await postLoanAction('lelang', { no_faktur_hutang: chosen?.no_faktur_hutang, harga_lelang: harga });
      notify.success(res.message ?? '');
      setChosen(null);
      setHarga(null);
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
    } catch (e) {
      if (e instanceof ApiError) setError(e.errors?.harga_lelang);
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };
  const columns: DataTableColumn<PawnListRow>[] = [
    ...pawnColumns(t),
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" color="orange" variant="light" onClick={() => setChosen(r)} data-testid={`lelang-${r.no_faktur_hutang}`}>
          {t('pawn.actions.lelang')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('pawn.lelang.title')} removable={false} onReload={() => void list.refetch()} testId="lelang-hutang">
      <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_faktur_hutang} loading={list.isLoading} emptyText={t('pawn.common.empty')} csvFileName="LELANG HUTANG" testId="lelang-list" />
      <Modal opened={Boolean(chosen)} onClose={() => setChosen(null)} title={`${t('pawn.actions.lelang')} ${chosen?.no_faktur_hutang ?? ''}`}>
        <Stack>
          <MoneyInput label={t('pawn.fields.hargaLelang')} value={harga} onChange={setHarga} error={error} data-testid="lelang-harga" />
          <Group justify="flex-end">
            <Button color="orange" onClick={() => void lelang()} loading={busy} data-testid="lelang-simpan">
              {t('pawn.actions.simpan')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
