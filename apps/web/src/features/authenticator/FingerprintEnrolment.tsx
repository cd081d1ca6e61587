import { APPROVER_LEVELS, FINGERPRINT_MESSAGES as F, formatDateTime, type FingerprintCredential } from '@emas/domain';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';

/**
 * 'Fingerprint Saya' (spec 000 §3, §6): an SPV or OWN enrols the fingerprint sensor of the phone or
 * laptop they carry (a WebAuthn platform credential of their own user) once; the authorization
 * dialog's fingerprint mode then asks that sensor.
 */
export function FingerprintEnrolment() {
  const { t } = useTranslation();
  const session = useSession();
  const level = session.user?.level ?? '';
  const allowed = (APPROVER_LEVELS as readonly string[]).includes(level);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['user-fingerprint', 'me', session.user?.user_id],
    queryFn: async () => (await api.get<FingerprintCredential[]>('user-fingerprint/me')).data,
    enabled: allowed,
  });
  if (!allowed) return null;

  const enrol = async () => {
    setBusy(true);
    try {
      const { data: options } = await api.post<PublicKeyCredentialCreationOptionsJSON>('user-fingerprint/register/options', {});
      let response;
      try {
        response = await startRegistration({ optionsJSON: options });
      } catch {
        notify.error(F.tryAgain);
        return;
      }
      const { message } = await api.post<FingerprintCredential[]>('user-fingerprint/register', { response });
      notify.success(message ?? F.enrolled);
      await query.refetch();
    } catch (error) {
      notifyApiError(error, F.tryAgain);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    if (!(await confirmDialog(t('authorization.fingerprint.removeConfirm')))) return;
    try {
      const { message } = await api.delete<FingerprintCredential[]>(`user-fingerprint/${encodeURIComponent(id)}`);
      notify.success(message ?? F.removed);
      await query.refetch();
    } catch (error) {
      notifyApiError(error, F.tryAgain);
    }
  };

  const rows = query.data ?? [];
  return (
    <Card withBorder padding="sm" data-testid="fingerprint-enrolment">
      <Stack gap="xs">
        <Title order={5}>{t('authorization.fingerprint.enrolTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('authorization.fingerprint.enrolHint')}
        </Text>
        {query.isSuccess && rows.length === 0 && (
          <Text size="sm" data-testid="fingerprint-none">
            {t('authorization.fingerprint.none')}
          </Text>
        )}
        {rows.map((row, i) => (
          <Group key={row.id} justify="space-between" wrap="nowrap" data-testid="fingerprint-credential">
            <Text size="sm">
              #{i + 1} · {t('authorization.fingerprint.registeredAt')}: {formatDateTime(row.created_at)}
              {row.last_used_at ? ` · ${t('authorization.fingerprint.lastUsed')}: ${formatDateTime(row.last_used_at)}` : ''}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={t('authorization.fingerprint.remove')} onClick={() => void remove(row.id)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button leftSection={<IconFingerprint size={16} />} loading={busy} onClick={() => void enrol()} data-testid="fingerprint-enrol">
          {t('authorization.fingerprint.enrol')}
        </Button>
      </Stack>
    </Card>
  );
}
