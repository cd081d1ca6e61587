import {
  approvalClient,
  approvalQrText,
  AUTHORIZATION_MESSAGES,
  FINGERPRINT_MODULE,
  formatRupiah,
  isModuleOn,
  QR_CHANNEL_DELAY_MS,
  sameKeystore,
  type ApprovalResult,
  type QrAuthEvent,
  type QrGenerateRequest,
  type QrGenerateResult,
} from '@emas/domain';
import { Alert, Button, Center, Divider, Group, Loader, Modal, PasswordInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useAppSocket } from '../../lib/socket';
import { newKeystore } from './approval-key';
import { FingerprintApproval } from './FingerprintApproval';
import type { ApprovalRequestInput } from './approval-types';

type QrState = { status: 'loading' } | { status: 'ready'; keystore: string; id: string; client: string } | { status: 'failed' };

/** Enter never submits the dialog (spec 000 §2): a barcode scanner's Enter must not approve anything. */
function stopEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The store's AUTH_TYPE parameter (para-system), else the runtime configuration's. */
function useAuthType(fallback: string): string {
  const query = useQuery({
    queryKey: ['para-system', 'key', 'AUTH_TYPE'],
    queryFn: async () => (await api.get<{ key: string; value: string }>('para-system/key/AUTH_TYPE')).data.value,
    staleTime: 60_000,
    retry: false,
  });
  return (query.data || fallback || 'MANUAL').toUpperCase();
}

export type AuthorizationDialogProps = {
  request: ApprovalRequestInput;
  /** the approval, or null when the dialog closes without one; called once */
  onResolve: (result: ApprovalResult | null) => void;
};

/**
 * Supervisor approval (spec 000 §2, §4, §8, §9): a QR request created when the dialog opens
 * (otorisasi-qr/generate) and removed when it closes, the live channel ('qr-auth') opened 2 s after,
 * and the manual form (user id + password of an SPV/OWN; keterangan when asked; Enter does not submit).
 * When the store's fingerprint module is on, a toggle switches the manual form to fingerprint mode
 * (FingerprintApproval: the supervisor's WebAuthn fingerprint sensor).
 */
export function AuthorizationDialog({ request, onResolve }: AuthorizationDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const socket = useAppSocket();
  const authType = useAuthType(session.config.auth_type);
  const [qr, setQr] = useState<QrState>({ status: 'loading' });
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<{ user_id?: string; password?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const fingerprintOn = isModuleOn(session.modules, FINGERPRINT_MODULE);
  const [fingerprintMode, setFingerprintMode] = useState(false);
  const done = useRef(false);
  const latest = useRef({ qr, request, onResolve });
  latest.current = { qr, request, onResolve };

  const finish = (result: ApprovalResult | null) => {
    if (done.current) return;
    done.current = true;
    latest.current.onResolve(result);
  };

  // the QR request: OPEN while the dialog is open, removed (CANCELLED unless decided) when it closes
  useEffect(() => {
    let active = true;
    const keystore = newKeystore();
    const client = approvalClient(session.kodeToko);
    const body: QrGenerateRequest = {
      client,
      keystore,
      client_notes: request.deskripsi,
      status: 'OPEN',
      // the record's event names what is asked (the operation code)
      event: request.operasi,
      input_by: session.user?.user_id ?? '',
      input_date: new Date().toISOString(),
      deskripsi: request.deskripsi,
      ...(request.nilai !== undefined ? { nilai: request.nilai } : {}),
      ...(request.no_faktur_group ? { no_faktur_group: request.no_faktur_group } : {}),
      ...(request.alasan ? { alasan: request.alasan } : {}),
    };
    const created = api
      .post<QrGenerateResult>('otorisasi-qr/generate', body)
      .then(({ data }) => {
        if (active) setQr({ status: 'ready', keystore: data.keystore, id: data.id, client });
        return true;
      })
      .catch(() => {
        if (active) setQr({ status: 'failed' });
        return false;
      });
    return () => {
      active = false;
      void created.then((ok) => {
        if (ok) api.delete(`otorisasi-qr/remove/${encodeURIComponent(client)}/${keystore}`).catch(() => undefined);
      });
    };
    // one request per opening of the dialog (the dialog is mounted afresh for each request)
  }, []);

  // the live channel opens QR_CHANNEL_DELAY_MS after the dialog (spec 000 §4)
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: QrAuthEvent) => {
      const current = latest.current.qr;
      const key = current.status === 'ready' ? current.keystore : '';
      if (payload.cancel) {
        if (!payload.keystore || sameKeystore(payload.keystore, key)) finish(null);
        return;
      }
      if (!sameKeystore(payload.keystore, key) || current.status !== 'ready') return;
      if (payload.status) {
        finish({ id: payload.id || current.id, operasi: latest.current.request.operasi, approved_by: payload.approved_by ?? '', metode: 'QR' });
      } else {
        notify.error(AUTHORIZATION_MESSAGES.qrRejected);
        finish(null);
      }
    };
    // The app's socket is already connected: a supervisor quicker than the 2 s would otherwise be
    // lost. Events are heard at once and acted on when the channel opens.
    const opensAt = Date.now() + QR_CHANNEL_DELAY_MS;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const held = (payload: QrAuthEvent) => {
      const wait = opensAt - Date.now();
      if (wait <= 0) return listener(payload);
      timers.push(setTimeout(() => listener(payload), wait));
    };
    socket.on('qr-auth', held);
    return () => {
      timers.forEach(clearTimeout);
      socket.off('qr-auth', held);
    };
    // finish reads refs only
  }, [socket]);

  const submitManual = async () => {
    const next: typeof errors = {};
    if (!userId.trim()) next.user_id = t('authorization.dialog.userIdRequired');
    if (!password) next.password = t('authorization.dialog.passwordRequired');
    setErrors(next);
    if (next.user_id || next.password) return;
    setSubmitting(true);
    try {
      const { data } = await api.post<ApprovalResult>('otorisasi', {
        operasi: request.operasi,
        user_id: userId.trim().toUpperCase(),
        password,
        deskripsi: request.deskripsi,
        ...(request.nilai !== undefined ? { nilai: request.nilai } : {}),
        ...(request.no_faktur_group ? { no_faktur_group: request.no_faktur_group } : {}),
        ...(request.alasan ? { alasan: request.alasan } : {}),
        ...(request.askKeterangan && keterangan.trim() ? { keterangan: keterangan.trim() } : {}),
      });
      finish(data);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : AUTHORIZATION_MESSAGES.sendFailed;
      setErrors({ form: message, ...(error instanceof ApiError && error.errors?.user_id ? { user_id: error.errors.user_id } : {}) });
      notify.error(message);
      setPassword('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => finish(null)}
      title={t('authorization.dialog.title')}
      size="xl"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="authorization-dialog"
    >
      <Stack gap="sm" onKeyDown={stopEnter}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} data-testid="authorization-operasi">
              {t(`authorization.operations.${request.operasi}`)}
            </Text>
            <Text size="sm">{request.deskripsi}</Text>
          </div>
          {request.nilai !== undefined && (
            <Text fw={700} data-testid="authorization-nilai">
              {formatRupiah(request.nilai)}
            </Text>
          )}
        </Group>

        {authType === 'QR' && (
          <Alert color="blue" data-testid="authorization-qr-type">
            {t('authorization.dialog.qrAuthType')}
          </Alert>
        )}

        {qr.status === 'loading' && (
          <Center>
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('authorization.dialog.qrLoading')}</Text>
            </Group>
          </Center>
        )}
        {qr.status === 'ready' && (
          <Stack align="center" gap={4}>
            <QRCodeSVG value={approvalQrText({ client: qr.client, keystore: qr.keystore, id: qr.id })} level="L" size={192} data-testid="authorization-qr" />
            <Text size="sm" c="dimmed">
              {t('authorization.dialog.scanHint')}
            </Text>
            <Text size="xs" ff="monospace" data-testid="authorization-keystore">
              {qr.keystore}
            </Text>
          </Stack>
        )}
        {qr.status === 'failed' && (
          <Alert color="red" data-testid="authorization-qr-failed">
            {t('authorization.dialog.qrGenerateFailed')}
          </Alert>
        )}

        {fingerprintOn && (
          <Switch
            label={t('authorization.fingerprint.mode')}
            checked={fingerprintMode}
            onChange={(e) => setFingerprintMode(e.currentTarget.checked)}
            data-testid="authorization-fingerprint-toggle"
          />
        )}
        {fingerprintOn && fingerprintMode ? (
          <>
            <FingerprintApproval request={request} onApproved={finish} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => finish(null)} data-testid="authorization-cancel">
                {t('authorization.dialog.cancel')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Divider label={t('authorization.dialog.manualHint')} labelPosition="center" />
            <TextInput
              label={t('authorization.dialog.userId')}
              value={userId}
              onChange={(e) => setUserId(e.currentTarget.value.toUpperCase())}
              error={errors.user_id}
              autoComplete="off"
              data-testid="authorization-user-id"
            />
            <PasswordInput
              label={t('authorization.dialog.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              autoComplete="new-password"
              data-testid="authorization-password"
            />
            {request.askKeterangan && (
              <Textarea
                label={t('authorization.dialog.keterangan')}
                value={keterangan}
                onChange={(e) => setKeterangan(e.currentTarget.value)}
                autosize
                minRows={2}
                data-testid="authorization-keterangan"
              />
            )}
            {errors.form && (
              <Text c="red" size="sm" data-testid="authorization-error">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => finish(null)} data-testid="authorization-cancel">
                {t('authorization.dialog.cancel')}
              </Button>
              <Button type="button" onClick={() => void submitManual()} loading={submitting} data-testid="authorization-submit">
                {t('authorization.dialog.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
