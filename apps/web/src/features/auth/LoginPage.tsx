import { checkLoginForm, MESSAGES, type LoginFormValues } from '@emas/domain/first-load';
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

type Field = keyof LoginFormValues;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Sign-in: user id and password; wrong ones, a user in use and connection failures each say so. The
 * form checks with the domain's `checkLoginForm` (the login schema's rules and messages without zod, so
 * the first load stays small, issue 19): on submit every field, then, once submitted, a field again as
 * it changes; the first field in error takes the focus.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const userId = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const current = (): LoginFormValues => ({ user_id: userId.current?.value ?? '', password: password.current?.value ?? '' });

  const recheck = (field: Field) => {
    if (!submitted) return;
    const check = checkLoginForm(current());
    setErrors((previous) => ({ ...previous, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkLoginForm(current());
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.user_id ? userId : password).current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    try {
      await session.login(check.values.user_id, check.values.password);
      navigate('/home', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.loginRequestError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-1)" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w={380} maw="100%">
        <form onSubmit={(event) => void submit(event)} noValidate>
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
              ref={userId}
              name="user_id"
              label={t('auth.userId')}
              autoFocus
              autoComplete="username"
              onInput={(e) => (e.currentTarget.value = e.currentTarget.value.toUpperCase())}
              onChange={() => recheck('user_id')}
              error={errors.user_id}
            />
            <PasswordInput
              ref={password}
              name="password"
              label={t('auth.password')}
              autoComplete="current-password"
              onChange={() => recheck('password')}
              error={errors.password}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('auth.loginButton')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
