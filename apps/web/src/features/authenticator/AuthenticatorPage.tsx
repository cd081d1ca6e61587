import { formatDateTime, formatRupiah, type ApprovalQrPayload, type QrDecisionResult, type QrRequestRow } from '@emas/domain';
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconQrcode, IconRefresh, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useSocketEvent } from '../../lib/socket';
import { FingerprintEnrolment } from './FingerprintEnrolment';
import { QrScanModal } from './QrScanModal';

/**
 * Authenticator (issue 4): a phone-sized screen where a supervisor or owner sees the store's open
 * approval requests live, approves or rejects them, or scans the QR of a cashier's dialog.
 */
export function AuthenticatorPage() {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<QrRequestRow | null>(null);
  const [scanning, setScanning] = useState(false);
  const query = useQuery({
    queryKey: ['otorisasi-qr', kodeToko],
    queryFn: async () => (await api.get<QrRequestRow[]>('otorisasi-qr')).data,
    staleTime: 0,
    refetchInterval: 30_000,
  });
  const refetch = () => void query.refetch();
  useSocketEvent('otorisasi-request', refetch);

  const decide = async (keystore: string, approve: boolean, keterangan?: string) => {
    setBusy(keystore);
    try {
      const { message } = await api.post<QrDecisionResult>(`otorisasi-qr/${encodeURIComponent(keystore)}/${approve ? 'approve' : 'reject'}`, keterangan ? { keterangan } : {});
      notify.success(message ?? t(approve ? 'authorization.authenticator.approved' : 'authorization.authenticator.rejected'));
      return true;
    } catch (error) {
      notifyApiError(error, t('authorization.dialog.sendFailed'));
      return false;
    } finally {
      setBusy(null);
      refetch();
    }
  };

  const onScanned = (payload: ApprovalQrPayload) => {
    setScanning(false);
    void decide(payload.keystore, true);
  };

  const rows = query.data ?? [];
  return (
    <Stack maw={480} mx="auto" gap="sm" data-testid="authenticator">
      <Group justify="space-between">
        <div>
          <Title order={3}>{t('authorization.authenticator.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('authorization.authenticator.subtitle', { toko: kodeToko })}
          </Text>
        </div>
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={refetch}>
          {t('authorization.authenticator.refresh')}
        </Button>
      </Group>
      <Button size="lg" leftSection={<IconQrcode />} onClick={() => setScanning(true)} data-testid="scan-qr">
        {t('authorization.authenticator.scan')}
      </Button>
      <QueryStatus query={query} failureText={t('authorization.dialog.sendFailed')} />
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="authenticator-empty">
          {t('authorization.authenticator.empty')}
        </Text>
      )}
      {rows.map((row) => (
        <Card key={row.keystore} withBorder padding="sm" data-testid={`request-${row.keystore}`}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Badge size="lg" variant="light">
                {row.operasi ? t(`authorization.operations.${row.operasi}`) : row.client_notes || row.event}
              </Badge>
              {row.nilai !== null && <Text fw={700}>{formatRupiah(row.nilai)}</Text>}
            </Group>
            {row.deskripsi && <Text size="sm">{row.deskripsi}</Text>}
            <Text size="sm">
              {t('authorization.authenticator.requestedBy')}: <b>{row.requested_by}</b>
            </Text>
            <Text size="xs" c="dimmed">
              {t('authorization.authenticator.at')}: {formatDateTime(row.created_at)}
            </Text>
            {row.no_faktur_group && (
              <Text size="xs">
                {t('authorization.authenticator.document')}: {row.no_faktur_group}
              </Text>
            )}
            {row.alasan && (
              <Text size="xs">
                {t('authorization.authenticator.alasan')}: {row.alasan}
              </Text>
            )}
            <Group grow mt="xs">
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                disabled={busy !== null}
                onClick={() => setRejecting(row)}
                data-testid={`reject-${row.keystore}`}
              >
                {t('authorization.authenticator.reject')}
              </Button>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                loading={busy === row.keystore}
                disabled={busy !== null && busy !== row.keystore}
                onClick={() => void decide(row.keystore, true)}
                data-testid={`approve-${row.keystore}`}
              >
                {t('authorization.authenticator.approve')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <FingerprintEnrolment />
      {rejecting && (
        <RejectModal
          row={rejecting}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            if (await decide(rejecting.keystore, false, reason)) setRejecting(null);
          }}
        />
      )}
      {scanning && <QrScanModal onScanned={onScanned} onClose={() => setScanning(false)} />}
    </Stack>
  );
}

function RejectModal({ row, onClose, onReject }: { row: QrRequestRow; onClose: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened onClose={onClose} title={t('authorization.authenticator.rejectTitle')} size="xl" centered closeOnClickOutside={false} closeOnEscape={false}>
      <Stack gap="sm">
        <Text size="sm">
          {row.operasi ? t(`authorization.operations.${row.operasi}`) : row.client_notes || row.event} — {row.requested_by}
        </Text>
        <Textarea
          label={t('authorization.authenticator.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          data-testid="reject-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('authorization.dialog.cancel')}
          </Button>
          <Button
            color="red"
            loading={saving}
            data-testid="reject-confirm"
            onClick={async () => {
              if (!reason.trim()) return setError(t('authorization.authenticator.reasonRequired'));
              setSaving(true);
              await onReject(reason.trim());
              setSaving(false);
            }}
          >
            {t('authorization.authenticator.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
