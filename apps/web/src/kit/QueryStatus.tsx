import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';

/** Loading spinner, or the failure with a retry button, for a screen that waits on one query. */
export function QueryStatus({ query, failureText }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>; failureText: string }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!query.isError) return null;
  return (
    <Alert color="red" title={t('common.errorTitle')}>
      <Group justify="space-between">
        <Text size="sm">{errorMessage(query.error, failureText)}</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
