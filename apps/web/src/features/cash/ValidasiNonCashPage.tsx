import { formatBusinessDate, formatRupiah, type NonCashPendingRow, type NonCashValidation } from '@emas/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { useSubmissionKey } from '../../kit/submission-key';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { CASH_KEYS } from './cash-api';

type Errors = Partial<Record<'no_referensi' | 'jumlah_rp', string>>;
const keyOf = (r: NonCashPendingRow) => `${r.no_ref}|${r.kode_bank ?? ''}|${r.no_rekening ?? ''}`;

/**
 * /validasi-non-cash (VALIDASI_NON_CASH_MODULE on, issue 36): the card and transfer payments waiting for the
 * supervisor. For each, the supervisor types the bank's reference and the amount the bank statement shows; the server
 * accepts only the expected amount, and the payment then counts in the bank balance.
 */
export function ValidasiNonCashPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...CASH_KEYS.all, 'non-cash-pending'], queryFn: async () => (await api.get<NonCashPendingRow[]>('non-cash/pending')).data });
  const [row, setRow] = useState<NonCashPendingRow | null>(null);
  const [referensi, setReferensi] = useState('');
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();

  const open = (r: NonCashPendingRow) => {
    submission.renew();
    setRow(r);
    setReferensi('');
    setJumlah(null);
    setErrors({});
  };

  const submit = async () => {
    if (!row) return;
    const next: Errors = {};
    if (!referensi.trim()) next.no_referensi = t('cash.nonCash.referensiRequired');
    if (!jumlah || jumlah <= 0) next.jumlah_rp = t('cash.nonCash.jumlahRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const res = await api.post<NonCashValidation>('non-cash/validasi', { no_ref: row.no_ref, kode_bank: row.kode_bank, no_rekening: row.no_rekening, no_referensi: referensi.trim(), jumlah_rp: jumlah, idempotency_key: submission.current() });
      submission.renew();
      notify.success(res.message ?? '');
      setRow(null);
      void queryClient.invalidateQueries({ queryKey: CASH_KEYS.all });
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors as Errors);
      notifyApiError(e, t('cash.common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<NonCashPendingRow>[] = [
    { key: 'tgl_system', header: t('cash.common.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'no_ref', header: t('cash.nonCash.noFaktur') },
    { key: 'nama_customer', header: t('cash.nonCash.customer'), text: (r) => r.nama_customer || '-' },
    { key: 'kode_bank', header: t('cash.common.bank'), text: (r) => r.nama_bank ?? r.kode_bank ?? '' },
    { key: 'no_rekening', header: t('cash.common.rekening'), text: (r) => r.no_rekening ?? '' },
    { key: 'jumlah_bayar', header: t('cash.nonCash.jumlahBayar'), align: 'right', text: (r) => formatRupiah(r.jumlah_bayar), footer: (rows) => formatRupiah(rows.reduce((t, r) => t + r.jumlah_bayar, 0)) },
    { key: 'fee_rp', header: t('cash.nonCash.fee'), align: 'right', text: (r) => formatRupiah(r.fee_rp), footer: (rows) => formatRupiah(rows.reduce((t, r) => t + r.fee_rp, 0)) },
    { key: 'jumlah_rp', header: t('cash.nonCash.jumlahGesek'), align: 'right', text: (r) => formatRupiah(r.jumlah_rp), footer: (rows) => formatRupiah(rows.reduce((t, r) => t + r.jumlah_rp, 0)) },
    { key: 'input_by', header: t('cash.common.inputBy') },
    {
      key: 'action',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" color="teal" leftSection={<IconCheck size={14} />} onClick={() => open(r)} data-testid={`validasi-non-cash-${r.no_ref}`}>
          {t('cash.nonCash.validasi')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('cash.nonCash.title')} removable={false} onReload={() => void list.refetch()} testId="validasi-non-cash">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('cash.nonCash.hint')}
        </Text>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={keyOf} loading={list.isLoading} emptyText={t('cash.common.empty')} caption={t('cash.nonCash.title')} testId="validasi-non-cash-list" />
      </Stack>
      <Modal opened={row !== null} onClose={() => setRow(null)} title={t('cash.nonCash.modalTitle', { no: row?.no_ref ?? '' })}>
        <Stack>
          <Text size="sm">{t('cash.nonCash.expected', { bank: row ? `${row.nama_bank ?? row.kode_bank ?? ''} ${row.no_rekening ?? ''}` : '' })}</Text>
          <TextInput label={t('cash.nonCash.noReferensi')} value={referensi} onChange={(e) => setReferensi(e.currentTarget.value.toUpperCase())} error={errors.no_referensi} data-testid="non-cash-referensi" />
          <MoneyInput label={t('cash.nonCash.jumlahRekeningKoran')} value={jumlah} onChange={setJumlah} error={errors.jumlah_rp} data-testid="non-cash-jumlah" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRow(null)}>
              {t('cash.common.batal')}
            </Button>
            <Button onClick={() => void submit()} loading={busy} data-testid="non-cash-simpan">
              {t('cash.nonCash.validasi')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
