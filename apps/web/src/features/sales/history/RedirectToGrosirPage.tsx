import type { RuntimeConfig } from '@emas/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { useSession } from '../../../lib/session';

/** An address as a link: a bare host gets https://. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

/**
 * Where /redirect-to-grosir sends the user: the wholesale app (grosir_domain, or the backend itself
 * when no separate app address is set), or null when the wholesale backend (grosir_backend) is not
 * configured (spec 001 §7: the request is refused with a message that it is not set up).
 */
export function grosirTarget(config: Pick<RuntimeConfig, 'grosir_backend' | 'grosir_domain'>): string | null {
  const backend = config.grosir_backend.trim();
  if (!backend) return null;
  return withScheme(config.grosir_domain.trim() || backend);
}

/**
 * /redirect-to-grosir: opens the wholesale (grosir) app named by the runtime configuration in a new
 * tab with a visible button (a popup opened without a click is blocked by browsers), or says that
 * the wholesale backend is not set up.
 */
export function RedirectToGrosirPage() {
  const { t } = useTranslation();
  const { config } = useSession();
  const target = grosirTarget(config);
  return (
    <Panel title={t('salesHistory.grosir.title')} removable={false} reloadable={false} testId="redirect-to-grosir">
      {target === null ? (
        <Alert color="yellow" title={t('salesHistory.grosir.title')} data-testid="grosir-not-configured">
          {t('messages.sales.grosirNotConfigured')}
        </Alert>
      ) : (
        <Stack align="flex-start">
          <Text size="sm" c="dimmed" data-testid="grosir-target">
            {t('salesHistory.grosir.target', { url: target })}
          </Text>
          <Button
            component="a"
            href={target}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            leftSection={<IconBuildingWarehouse size={18} />}
            rightSection={<IconExternalLink size={16} />}
          >
            {t('salesHistory.grosir.open')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
