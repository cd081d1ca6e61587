import { FINGERPRINT_MESSAGES as F, type ApprovalResult, type FingerprintAuthEvent, type UserFingerprintRow } from '@emas/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSocketEvent } from '../../lib/socket';
import type { ApprovalRequestInput } from './approval-types';

type Status = { color: 'blue' | 'green' | 'red'; text: string } | null;

export type FingerprintApprovalProps = {
  request: ApprovalRequestInput;
  onApproved: (result: ApprovalResult) => void;
};

/**
 * Fingerprint mode of the authorization dialog (spec 000 §4): the supervisor's user id is looked up
 * (GET user-fingerprint: the credentials and a challenge), 'Silahkan Scan Fingerprint' is shown while
 * the device's sensor (WebAuthn platform authenticator, or the supervisor's phone through the
 * browser) signs the challenge, 'Fingerprint Berhasil Di Scan' once it did, and the signed assertion
 * is posted (POST authorization/fingerprint) for the server to verify. The live channel's
 * 'fingerprint-auth' event echoes the server's verdict.
 */
export function FingerprintApproval({ request, onApproved }: FingerprintApprovalProps) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);

  useSocketEvent('fingerprint-auth', (payload: FingerprintAuthEvent) => {
    if (!asked || payload.user_id !== asked || payload.auth_for !== request.operasi) return;
    setStatus(payload.status ? { color: 'green', text: F.scanned } : { color: 'red', text: F.tryAgain });
  });

  const fail = (text: string) => {
    setStatus({ color: 'red', text });
    notify.error(text);
  };

  const scan = async () => {
    const id = userId.trim().toUpperCase();
    if (!id) return setError(F.userIdRequired);
    setError(undefined);
    setBusy(true);
    try {
      let row: UserFingerprintRow | undefined;
      try {
        row = (await api.get<UserFingerprintRow[]>('user-fingerprint', { user_id: id })).data[0];
      } catch {
        row = undefined;
      }
      if (!row?.fingerprints.length) return fail(F.unknownUser);
      setAsked(row.user_id);
      setStatus({ color: 'blue', text: F.scanPrompt });
      let fp;
      try {
        fp = await startAuthentication({ optionsJSON: row.options as PublicKeyCredentialRequestOptionsJSON });
      } catch {
        return fail(F.tryAgain);
      }
      setStatus({ color: 'green', text: F.scanned });
      try {
        const { data } = await api.post<ApprovalResult>('authorization/fingerprint', {
          user_id: row.user_id,
          fp,
          kategori: request.operasi,
          deskripsi: request.deskripsi,
          ...(request.nilai !== undefined ? { nilai: request.nilai } : {}),
          ...(request.no_faktur_group ? { no_faktur_group: request.no_faktur_group } : {}),
          ...(request.alasan ? { alasan: request.alasan } : {}),
        });
        onApproved(data);
      } catch (e) {
        fail(e instanceof ApiError && e.message ? e.message : F.tryAgain);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="fingerprint-approval">
      <Text size="sm" c="dimmed">
        {t('authorization.fingerprint.hint')}
      </Text>
      <TextInput
        label={t('authorization.fingerprint.userId')}
        value={userId}
        onChange={(e) => setUserId(e.currentTarget.value.toUpperCase())}
        error={error}
        autoComplete="off"
        data-testid="fingerprint-user-id"
      />
      {status && (
        <Alert color={status.color} data-testid="fingerprint-status">
          {status.text}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="button" leftSection={<IconFingerprint size={16} />} loading={busy} onClick={() => void scan()} data-testid="fingerprint-scan">
          {t('authorization.fingerprint.scan')}
        </Button>
      </Group>
    </Stack>
  );
}
