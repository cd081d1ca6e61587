import { resetPasswordRequest } from '@emas/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';

type ResetValues = z.input<typeof resetPasswordRequest>;

function ResetPasswordForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ResetValues>({ resolver: zodResolver(resetPasswordRequest), defaultValues: { new_password: '' } });
  const saving = form.formState.isSubmitting;

  const save = async (values: ResetValues) => {
    try {
      const result = await api.put(`users/${encodeURIComponent(userId)}/reset-password`, values);
      notify.success(result.message ?? t('kit.crud.updated'));
      onClose();
    } catch (error) {
      notifyApiError(error, t('users.data.actionFailed'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate data-testid="reset-password-form">
      <Stack gap="md">
        <PasswordInput
          label={t('users.data.newPassword')}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          {...form.register('new_password')}
          readOnly={saving}
          error={form.formState.errors.new_password?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving} leftSection={saving ? <Loader size="xs" /> : undefined} data-testid="reset-password-save">
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The small dialog of 'Reset Password': a new password for the user (PUT users/:id/reset-password). */
export function DataUsersResetPasswordModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={userId !== null} onClose={onClose} size="sm" closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false} title={t('users.data.resetPasswordTitle', { user: userId ?? '' })}>
      {userId !== null && <ResetPasswordForm userId={userId} onClose={onClose} />}
    </Modal>
  );
}
