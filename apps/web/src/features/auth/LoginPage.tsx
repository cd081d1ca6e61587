import { loginRequest, MESSAGES } from '@emas/domain';
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

type LoginValues = { user_id: string; password: string };

/** Sign-in: user id and password; wrong ones, a user in use and connection failures each say so. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginRequest), defaultValues: { user_id: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await session.login(values.user_id, values.password);
      navigate('/home', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.loginRequestError);
    }
  });

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-1)" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w={380} maw="100%">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Box>
              <Title order={2}>{t('auth.loginTitle')}</Title>
              <Text c="dimmed" size="sm">
                {t('auth.loginSubtitle')}
              </Text>
            </Box>
            {failure && (
              <Alert color="red" title={t('common.errorTitle')} data-testid="login-error">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('auth.userId')}
              autoFocus
              autoComplete="username"
              {...form.register('user_id', { setValueAs: (v: string) => v.toUpperCase() })}
              onInput={(e) => (e.currentTarget.value = e.currentTarget.value.toUpperCase())}
              error={form.formState.errors.user_id?.message}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              {...form.register('password')}
              error={form.formState.errors.password?.message}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t('auth.loginButton')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
