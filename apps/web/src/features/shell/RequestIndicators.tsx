import { Box, LoadingOverlay, Progress } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the window while any request loads; fixed, so nothing below moves. */
export function FetchProgressBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching() > 0;
  if (!fetching) return null;
  return (
    <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} data-testid="fetch-progress">
      <Progress value={100} animated striped size={3} radius={0} aria-label={t('shell.loading')} />
    </Box>
  );
}

/** Covers the content area while a save runs, so a second click cannot send it twice. */
export function MutationOverlay() {
  const saving = useIsMutating() > 0;
  return <LoadingOverlay visible={saving} zIndex={150} overlayProps={{ blur: 1, backgroundOpacity: 0.25 }} data-testid="mutation-overlay" />;
}
