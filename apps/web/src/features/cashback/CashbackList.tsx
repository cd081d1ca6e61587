import { CASHBACK_MESSAGES, formatNumber, formatRupiah, type Cashback } from '@emas/domain';
import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { RowActionButton } from '../../kit/RowActionButton';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { cancelCashback } from './cashback-api';

/** The day's cash-outs of the store: print again, or cancel one (reason + a supervisor's approval). */
export function CashbackList({ rows, loading, onPrint, onChanged }: { rows: readonly Cashback[]; loading: boolean; onPrint: (c: Cashback) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<Cashback | null>(null);
  const columns: DataTableColumn<Cashback>[] = [
    { key: 'no_cashback', header: t('cashback.common.noCashback') },
    { key: 'nama_member', header: t('cashback.common.member'), text: (c) => `${c.kode_member} ${c.nama_member}` },
    { key: 'poin', header: t('cashback.common.poin'), align: 'right', text: (c) => formatNumber(c.poin) },
    { key: 'jumlah_rp', header: t('cashback.common.jumlahRp'), align: 'right', text: (c) => formatRupiah(c.jumlah_rp) },
    {
      key: 'status',
      header: t('cashback.common.status'),
      text: (c) => t(`cashback.common.status${c.status}`),
      render: (c) => (
        <Badge color={c.status === 'BATAL' ? 'red' : 'teal'} variant="light">
          {t(`cashback.common.status${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <RowActionButton label={t('cashback.page.print')} target={c.no_cashback} icon={<IconPrinter size={14} />} onClick={() => onPrint(c)} />
          <RowActionButton label={t('cashback.page.cancel')} target={c.no_cashback} color="red" icon={<IconX size={14} />} disabled={c.status === 'BATAL'} onClick={() => setCancelling(c)} />
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable rows={rows} columns={columns} rowKey={(c) => c.no_cashback} loading={loading} emptyText={t('cashback.common.empty')} caption={t('cashback.page.listTitle')} testId="cashback-list" />
      <Modal opened={!!cancelling} onClose={() => setCancelling(null)} title={`${t('cashback.page.cancelTitle')} ${cancelling?.no_cashback ?? ''}`}>
        {cancelling && (
          <CancelForm
            cashback={cancelling}
            onDone={() => {
              setCancelling(null);
              onChanged();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CancelForm({ cashback, onDone }: { cashback: Cashback; onDone: () => void }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!alasan.trim()) return setError(CASHBACK_MESSAGES.alasanRequired);
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => cancelCashback(cashback.no_cashback, alasan.trim(), otorisasi),
        (operasi) => requestApproval({ operasi, deskripsi: `${t('cashback.page.cancelTitle')} ${cashback.no_cashback}`, nilai: cashback.jumlah_rp }),
      );
      if (!result) return;
      notify.success(result.message || CASHBACK_MESSAGES.cancelled);
      onDone();
    } catch (e) {
      setError(fieldErrorsOf(e)?.alasan ?? null);
      notifyApiError(e, CASHBACK_MESSAGES.notFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="cashback-cancel">
      <Textarea label={t('cashback.common.alasan')} withAsterisk value={alasan} error={error} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end">
        <Button color="red" loading={saving} onClick={() => void save()}>
          {t('cashback.page.confirmCancel')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
