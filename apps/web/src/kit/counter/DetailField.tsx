import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a document's header (receipt, layaway, order); '-' when empty. */
export function DetailField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children || '-'}
      </Text>
    </Stack>
  );
}
