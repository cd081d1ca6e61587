import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Connectivity = 'online' | 'offline' | 'back';

/**
 * Going offline blocks the screen with a dialog that cannot be dismissed (work typed meanwhile
 * could not be saved); coming back offers a reload to pick up anything missed.
 */
export function ConnectivityDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((s) => (s === 'offline' ? 'back' : s));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <>
      <Modal
        opened={state === 'offline'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        size="sm"
        title={t('shell.offlineTitle')}
        data-testid="offline-dialog"
      >
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="red" variant="light">
            <IconWifiOff size={28} />
          </ThemeIcon>
          <Text ta="center">{t('shell.offline')}</Text>
        </Stack>
      </Modal>
      <Modal
        opened={state === 'back'}
        onClose={() => setState('online')}
        closeOnClickOutside={false}
        centered
        size="sm"
        title={t('shell.onlineTitle')}
        data-testid="online-dialog"
      >
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconWifi size={28} />
          </ThemeIcon>
          <Text ta="center">{t('shell.backOnline')}</Text>
          <Group justify="center">
            <Button variant="default" onClick={() => setState('online')}>
              {t('shell.later')}
            </Button>
            <Button onClick={reload} data-autofocus>
              {t('shell.reload')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
