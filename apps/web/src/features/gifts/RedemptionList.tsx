import { formatNumber, GIFT_MESSAGES, type Redemption } from '@emas/domain';
import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { RowActionButton } from '../../kit/RowActionButton';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { cancelRedemption } from './gifts-api';

/** The day's redemptions of the store: print again, or cancel one (reason + a supervisor's approval). */
export function RedemptionList({ rows, loading, onPrint, onChanged }: { rows: readonly Redemption[]; loading: boolean; onPrint: (r: Redemption) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<Redemption | null>(null);
  const columns: DataTableColumn<Redemption>[] = [
    { key: 'no_tukar', header: t('gifts.common.noTukar') },
    { key: 'nama_member', header: t('gifts.common.member'), text: (r) => `${r.kode_member} ${r.nama_member}` },
    { key: 'nama_hadiah', header: t('gifts.common.hadiah') },
    { key: 'qty', header: t('gifts.common.qty'), align: 'right' },
    { key: 'total_poin', header: t('gifts.common.totalPoin'), align: 'right', text: (r) => formatNumber(r.total_poin) },
    {
      key: 'status',
      header: t('gifts.common.status'),
      text: (r) => t(`gifts.common.status${r.status}`),
      render: (r) => (
        <Badge color={r.status === 'BATAL' ? 'red' : 'teal'} variant="light">
          {t(`gifts.common.status${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <RowActionButton label={t('gifts.redeem.print')} target={r.no_tukar} icon={<IconPrinter size={14} />} onClick={() => onPrint(r)} />
          <RowActionButton label={t('gifts.redeem.cancel')} target={r.no_tukar} color="red" icon={<IconX size={14} />} disabled={r.status === 'BATAL'} onClick={() => setCancelling(r)} />
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_tukar} loading={loading} emptyText={t('gifts.common.empty')} caption={t('gifts.redeem.listTitle')} testId="redemption-list" />
      <Modal opened={!!cancelling} onClose={() => setCancelling(null)} title={`${t('gifts.redeem.cancelTitle')} ${cancelling?.no_tukar ?? ''}`}>
        {cancelling && (
          <CancelForm
            redemption={cancelling}
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

function CancelForm({ redemption, onDone }: { redemption: Redemption; onDone: () => void }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!alasan.trim()) return setError(GIFT_MESSAGES.alasanRequired);
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => cancelRedemption(redemption.no_tukar, alasan.trim(), otorisasi),
        (operasi) => requestApproval({ operasi, deskripsi: `${t('gifts.redeem.cancelTitle')} ${redemption.no_tukar}`, nilai: redemption.total_poin }),
      );
      if (!result) return;
      notify.success(result.message || GIFT_MESSAGES.cancelled);
      onDone();
    } catch (e) {
      setError(fieldErrorsOf(e)?.alasan ?? null);
      notifyApiError(e, GIFT_MESSAGES.redemptionNotFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="redemption-cancel">
      <Textarea label={t('gifts.common.alasan')} withAsterisk value={alasan} error={error} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end">
        <Button color="red" loading={saving} onClick={() => void save()}>
          {t('gifts.redeem.confirmCancel')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
