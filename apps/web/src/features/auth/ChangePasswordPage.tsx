import { changePasswordRequest, type ChangePasswordRequest } from '@emas/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';

const EMPTY: ChangePasswordRequest = { password: '', new_password: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ChangePasswordRequest)[];

/** Ganti Password (spec 000 §2): old and new password, each with a show/hide toggle. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [showOld, setShowOld] = useState(false);
  const [showNew, setShowNew] = useState(false);
  const form = useForm({ resolver: zodResolver(changePasswordRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await api.put<null>('users/change-password', values);
      notify.success(message ?? t('auth.passwordUpdated'));
      form.reset(EMPTY);
      setShowOld(false);
      setShowNew(false);
    } catch (error) {
      // the server names the field it refused (a wrong old password), so show it there too
      if (error instanceof ApiError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) form.setError(field, { message });
        }
      }
      notifyApiError(error, t('auth.passwordUpdateFailed'));
    }
  });

  return (
    <Paper withBorder p="lg" maw={480}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>{t('auth.changePasswordTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('auth.changePasswordHint')}
          </Text>
          <PasswordInput
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            visible={showOld}
            onVisibilityChange={setShowOld}
            visibilityToggleButtonProps={{ 'aria-label': showOld ? t('auth.hideOldPassword') : t('auth.showOldPassword') }}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            visible={showNew}
            onVisibilityChange={setShowNew}
            visibilityToggleButtonProps={{ 'aria-label': showNew ? t('auth.hideNewPassword') : t('auth.showNewPassword') }}
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('auth.changePasswordButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
