import type { PawnAuctionWay, PawnListRow } from '@emas/domain';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { useReference } from '../../lib/reference';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchLelang, PAWN_KEYS, postLoanAction } from './pawn-api';
import { pawnColumns } from './pawn-columns';

/**
 * /lelang-hutang: loans past their due date and grace days; auctioning closes the loan as LELANG, either sold at the
 * price it fetched (cash in) or moved into the shop's stock as new items (new barcodes, at their appraisal) in the
 * tray picked, else the first tray of the first sales warehouse.
 */
export function LelangHutangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PAWN_KEYS.lelang, queryFn: fetchLelang });
  const [chosen, setChosen] = useState<PawnListRow | null>(null);
  const [harga, setHarga] = useState<number | null>(null);
  const [cara, setCara] = useState<PawnAuctionWay>('JUAL');
  const [baki, setBaki] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [bakiError, setBakiError] = useState<string | undefined>();
  const trays = useReference('baki', undefined, { enabled: cara === 'STOK' });
  const close = () => {
    setChosen(null);
    setHarga(null);
    setCara('JUAL');
    setBaki(null);
    setError(undefined);
    setBakiError(undefined);
  };
  const [busy, setBusy] = useState(false);
  const lelang = async () => {
    setBusy(true);
    try {
      const body = cara === 'STOK' ? { no_faktur_hutang: chosen?.no_faktur_hutang, cara, kode_baki: baki ?? undefined } : { no_faktur_hutang: chosen?.no_faktur_hutang, cara, harga_lelang: harga };
      const res = await postLoanAction('lelang', body);
      notify.success(res.message ?? '');
      close();
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.errors?.harga_lelang);
        setBakiError(e.errors?.kode_baki ?? Object.entries(e.errors ?? {}).find(([k]) => k.endsWith('.kode_baki'))?.[1]);
      }
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
      <Modal opened={Boolean(chosen)} onClose={close} title={`${t('pawn.actions.lelang')} ${chosen?.no_faktur_hutang ?? ''}`}>
        <Stack>
          <SegmentedControl
            aria-label={t('pawn.lelang.cara')}
            value={cara}
            onChange={(v) => setCara(v as PawnAuctionWay)}
            data={[
              { value: 'JUAL', label: t('pawn.lelang.jual') },
              { value: 'STOK', label: t('pawn.lelang.stok') },
            ]}
            data-testid="lelang-cara"
          />
          {cara === 'JUAL' ? (
            <MoneyInput label={t('pawn.fields.hargaLelang')} value={harga} onChange={setHarga} error={error} data-testid="lelang-harga" />
          ) : (
            <>
              <Select
                label={t('pawn.lelang.baki')}
                placeholder={t('pawn.lelang.bakiDefault')}
                clearable
                searchable
                value={baki}
                onChange={setBaki}
                error={bakiError}
                data={(trays.data ?? []).map((r) => ({ value: String(r.kode_baki), label: `${String(r.kode_baki)} ${String(r.nama_baki ?? '')}`.trim() }))}
                data-testid="lelang-baki"
              />
              <Text size="sm" c="dimmed">
                {t('pawn.lelang.stokHint')}
              </Text>
            </>
          )}
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
