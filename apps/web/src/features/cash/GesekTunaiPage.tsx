import { formatDateTime, formatRupiah, gesekSplit, type GesekRow } from '@emas/domain';
import { useSubmissionKey } from '../../kit/submission-key';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { printReceipt } from '../../kit/receipt';
import { useCurrentStore } from '../../kit/use-current-store';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { CASH_KEYS, fetchGesek, type RekeningRow } from './cash-api';
import { gesekReceiptModel } from './gesek-receipt';

type Errors = Partial<Record<'no_rekening' | 'jumlah', string>>;

function feeOf(r: RekeningRow | undefined): string {
  return String(r?.fee_gesek_persen ?? '0');
}

/**
 * /gesek-tunai: card cash-out. The card is charged `jumlah` into the chosen account; the account's fee
 * gives fee_rp (rounded up); the drawer pays out the rest. The receipt prints after saving; the day's
 * cash-outs (GET non-cash/gesek-histories) can be printed again.
 */
export function GesekTunaiPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const session = useSession();
  const rekening = useReference<RekeningRow[]>('rekening');
  const history = useQuery({ queryKey: CASH_KEYS.gesek, queryFn: fetchGesek });
  const [noRekening, setNoRekening] = useState<string | null>(null);
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [nama, setNama] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const chosen = rekening.data?.find((r) => r.no_rekening === noRekening);
  const split = jumlah && jumlah > 0 ? gesekSplit(jumlah, feeOf(chosen)) : null;
  const print = (g: GesekRow) => void printReceipt(gesekReceiptModel(g, store, session.user?.user_id ?? ''));

  const submit = async () => {
    const next: Errors = {};
    if (!noRekening) next.no_rekening = t('cash.gesek.rekeningRequired');
    if (!jumlah || jumlah <= 0) next.jumlah = t('cash.mutasi.jumlahRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const res = await api.post<GesekRow>('non-cash/gesek-tunai', {
        no_rekening: noRekening,
        jumlah,
        nama_customer: nama.trim(),
        keterangan: keterangan.trim(),
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(res.message ?? '');
      setJumlah(null);
      setNama('');
      setKeterangan('');
      void queryClient.invalidateQueries({ queryKey: CASH_KEYS.all });
      print(res.data);
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors as Errors);
      notifyApiError(e, t('cash.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<GesekRow>[] = [
    { key: 'created_at', header: t('cash.common.jam'), text: (r) => formatDateTime(r.created_at) },
    { key: 'no_ref', header: t('cash.common.noRef') },
    { key: 'no_rekening', header: t('cash.common.rekening'), text: (r) => `${r.kode_bank ?? ''} ${r.no_rekening ?? ''}` },
    { key: 'jumlah', header: t('cash.gesek.jumlahGesek'), align: 'right', text: (r) => formatRupiah(r.jumlah) },
    { key: 'fee_rp', header: t('cash.gesek.fee'), align: 'right', text: (r) => formatRupiah(r.fee_rp) },
    { key: 'dibayar', header: t('cash.gesek.dibayar'), align: 'right', text: (r) => formatRupiah(r.dibayar) },
    { key: 'keterangan', header: t('cash.common.keterangan') },
    { key: 'input_by', header: t('cash.common.inputBy') },
    {
      key: 'print',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => print(r)}>
          {t('cash.gesek.cetak')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('cash.gesek.title')} removable={false} onReload={() => void history.refetch()} testId="gesek-tunai">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('cash.common.rekening')}
            data={(rekening.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.kode_bank} - ${r.no_rekening} - ${r.nama_rekening} (${feeOf(r)}%)` }))}
            value={noRekening}
            onChange={setNoRekening}
            error={errors.no_rekening}
            data-testid="gesek-rekening"
          />
          <MoneyInput label={t('cash.gesek.jumlahGesek')} value={jumlah} onChange={setJumlah} error={errors.jumlah} data-testid="gesek-jumlah" />
          <TextInput label={t('cash.gesek.namaCustomer')} value={nama} onChange={(e) => setNama(e.currentTarget.value.toUpperCase())} data-testid="gesek-nama" />
          <TextInput label={t('cash.common.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Group justify="space-between">
            <Text>
              {t('cash.gesek.fee')} ({feeOf(chosen)}%): <b data-testid="gesek-fee">{formatRupiah(split?.fee_rp ?? 0)}</b>
            </Text>
            <Text>
              {t('cash.gesek.dibayar')}: <b data-testid="gesek-dibayar">{formatRupiah(split?.dibayar ?? 0)}</b>
            </Text>
            <Button onClick={() => void submit()} loading={saving} data-testid="gesek-simpan">
              {t('cash.gesek.simpan')}
            </Button>
          </Group>
        </Paper>
        <DataTable rows={history.data ?? []} columns={columns} rowKey={(r) => r.no_ref} loading={history.isLoading} emptyText={t('cash.common.empty')} caption={t('cash.gesek.history')} csvFileName="GESEK TUNAI" testId="gesek-history" />
      </Stack>
    </Panel>
  );
}
