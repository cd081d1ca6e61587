import { CASH, formatDateTime, formatRupiah, PENGALIHAN_STATUSES, PENGALIHAN_VALIDATOR_LEVELS, type PengalihanRow } from '@emas/domain';
import { useSubmissionKey } from '../../kit/submission-key';
import { Badge, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproval } from '../../kit/authorization';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { api, ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { CASH_KEYS, fetchPengalihan, type RekeningRow } from './cash-api';
import { BalancesTable } from './MutasiPage';

const STATUSES = ['ALL', ...PENGALIHAN_STATUSES] as const;
type Errors = Partial<Record<'asal' | 'tujuan' | 'jumlah' | 'keterangan', string>>;

/** 'CASH' or 'kode_bank|no_rekening' (one select per side) to the request's fields. */
function sideOf(value: string | null) {
  if (!value || value === CASH) return { code: CASH, rekening: null as string | null };
  const [code, rekening] = value.split('|');
  return { code: code ?? '', rekening: rekening ?? null };
}

/**
 * /pengalihan-saldo-uang (under Validasi): a cashier asks to move a balance (the drawer to the bank at the
 * end of the day); an SPV/OWN validates or refuses it; a cashier may validate with a supervisor's
 * approval through the dialog. The ledger rows are written when validated.
 */
export function PengalihanSaldoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const { requestApproval, dialog } = useApproval();
  const supervisor = (PENGALIHAN_VALIDATOR_LEVELS as readonly string[]).includes(session.user?.level ?? '');
  const [status, setStatus] = useState<string>('OPEN');
  const list = useQuery({ queryKey: CASH_KEYS.pengalihan(status), queryFn: () => fetchPengalihan(status) });
  const rekening = useReference<RekeningRow[]>('rekening');
  const [asal, setAsal] = useState<string | null>(CASH);
  const [tujuan, setTujuan] = useState<string | null>(null);
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const options = [{ value: CASH, label: CASH }, ...(rekening.data ?? []).map((r) => ({ value: `${r.kode_bank}|${r.no_rekening}`, label: `${r.kode_bank} - ${r.no_rekening} - ${r.nama_rekening}` }))];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CASH_KEYS.all });

  const submit = async () => {
    const next: Errors = {};
    if (!asal) next.asal = t('cash.mutasi.asalRequired');
    if (!tujuan) next.tujuan = t('cash.mutasi.asalRequired');
    if (asal && asal === tujuan) next.tujuan = t('cash.mutasi.rekeningSame');
    if (!jumlah || jumlah <= 0) next.jumlah = t('cash.mutasi.jumlahRequired');
    if (!keterangan.trim()) next.keterangan = t('cash.mutasi.keteranganRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const a = sideOf(asal);
      const b = sideOf(tujuan);
      const res = await api.post<PengalihanRow>('cash/pengalihan-saldo', { asal: a.code, asal_rekening: a.rekening, tujuan: b.code, tujuan_rekening: b.rekening, jumlah, keterangan: keterangan.trim(), idempotency_key: submission.current() });
      submission.renew();
      notify.success(res.message ?? '');
      setJumlah(null);
      setKeterangan('');
      refresh();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors as Errors);
      notifyApiError(e, t('cash.common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const decide = async (row: PengalihanRow, decision: 'validasi' | 'tolak') => {
    const text = decision === 'validasi' ? t('cash.pengalihan.konfirmasiValidasi', { no: row.no_pengalihan, jumlah: formatRupiah(row.jumlah) }) : t('cash.pengalihan.konfirmasiTolak', { no: row.no_pengalihan });
    if (!(await confirmDialog(text))) return;
    let otorisasi: string[] = [];
    if (!supervisor) {
      const approval = await requestApproval({ operasi: 'PENGALIHAN_SALDO', deskripsi: `${row.no_pengalihan} ${formatRupiah(row.jumlah)}`, nilai: row.jumlah });
      if (!approval) return;
      otorisasi = [approval.id];
    }
    try {
      const res = await api.post<PengalihanRow>(`cash/pengalihan-saldo/${encodeURIComponent(row.no_pengalihan)}/${decision}`, { otorisasi });
      notify.success(res.message ?? '');
      refresh();
    } catch (e) {
      notifyApiError(e, t('cash.common.saveFailed'));
    }
  };

  const sideText = (code: string, rek: string | null) => (code === CASH ? CASH : `${code} ${rek ?? ''}`);
  const columns: DataTableColumn<PengalihanRow>[] = [
    { key: 'no_pengalihan', header: t('cash.pengalihan.noPengalihan') },
    { key: 'created_at', header: t('cash.common.jam'), text: (r) => formatDateTime(r.created_at) },
    { key: 'asal', header: t('cash.mutasi.asal'), text: (r) => sideText(r.asal, r.asal_rekening) },
    { key: 'tujuan', header: t('cash.mutasi.tujuan'), text: (r) => sideText(r.tujuan, r.tujuan_rekening) },
    { key: 'jumlah', header: t('cash.common.jumlahRp'), align: 'right', text: (r) => formatRupiah(r.jumlah) },
    { key: 'keterangan', header: t('cash.common.keterangan') },
    { key: 'input_by', header: t('cash.common.inputBy') },
    { key: 'status', header: t('cash.pengalihan.status'), text: (r) => t(`cash.pengalihan.statuses.${r.status}`), render: (r) => <Badge color={r.status === 'VALID' ? 'teal' : r.status === 'TOLAK' ? 'red' : 'yellow'}>{t(`cash.pengalihan.statuses.${r.status}`)}</Badge> },
    { key: 'valid_by', header: t('cash.pengalihan.validBy'), text: (r) => r.valid_by ?? '' },
    {
      key: 'action',
      header: '',
      exportable: false,
      render: (r) =>
        r.status === 'OPEN' ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" color="teal" leftSection={<IconCheck size={14} />} onClick={() => void decide(r, 'validasi')} data-testid={`validasi-${r.no_pengalihan}`}>
              {t('cash.pengalihan.validasi')}
            </Button>
            {supervisor && (
              <Button size="compact-xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={() => void decide(r, 'tolak')}>
                {t('cash.pengalihan.tolak')}
              </Button>
            )}
          </Group>
        ) : null,
    },
  ];

  return (
    <Panel title={t('cash.pengalihan.title')} removable={false} onReload={() => void list.refetch()} testId="pengalihan-saldo-uang">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('cash.mutasi.asal')} data={options.filter((o) => o.value !== tujuan)} value={asal} onChange={setAsal} error={errors.asal} data-testid="pengalihan-asal" />
          <Select label={t('cash.mutasi.tujuan')} data={options.filter((o) => o.value !== asal)} value={tujuan} onChange={setTujuan} error={errors.tujuan} data-testid="pengalihan-tujuan" />
          <MoneyInput label={t('cash.common.jumlahRp')} value={jumlah} onChange={setJumlah} error={errors.jumlah} data-testid="pengalihan-jumlah" />
          <TextInput label={t('cash.common.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} error={errors.keterangan} data-testid="pengalihan-keterangan" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={busy} data-testid="pengalihan-minta">
            {t('cash.pengalihan.minta')}
          </Button>
        </Group>
        <SegmentedControl value={status} onChange={setStatus} data={STATUSES.map((s) => ({ value: s, label: t(`cash.pengalihan.statuses.${s}`) }))} />
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_pengalihan} loading={list.isLoading} emptyText={t('cash.common.empty')} caption={t('cash.pengalihan.title')} testId="pengalihan-list" />
        <BalancesTable testId="pengalihan-saldo" />
      </Stack>
      {dialog}
    </Panel>
  );
}
