import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocketEvent } from '../../lib/socket';

type ProgressState = { task: string; done: number; total: number; sent?: number; failed?: number };

/** Blocks the screen while the server reports a batch job's progress over the socket. */
export function ProgressDialog() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ProgressState | null>(null);

  useSocketEvent('progress', (payload) => {
    setProgress(payload.total > 0 && payload.done < payload.total ? payload : null);
  });

  const percent = progress ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <Modal
      opened={progress !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      title={t('shell.progressTitle')}
    >
      {progress && (
        <Stack gap="xs" data-testid="progress-dialog">
          <Text size="sm" c="dimmed">
            {t(`shell.tasks.${progress.task}`, { defaultValue: progress.task })}
          </Text>
          <Progress value={percent} size="lg" animated aria-label={t('shell.progressTitle')} />
          <Text size="sm" ta="right">
            {t('shell.progressCount', { done: progress.done, total: progress.total })}
          </Text>
          {progress.sent !== undefined && (
            <Text size="sm" ta="right" data-testid="progress-detail">
              {t('shell.progressSentFailed', { sent: progress.sent, failed: progress.failed ?? 0, left: progress.total - progress.done })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
