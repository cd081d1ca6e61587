import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker, StorePicker } from './Pickers';
import { UserSummary } from './UserSummary';
import { useLogout } from './useLogout';

type RightSidebarProps = { opened: boolean; onClose: () => void };

/** The right-hand panel: who is signed in, on which store and date, language and store pickers. */
export function RightSidebar({ opened, onClose }: RightSidebarProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={320} title={t('shell.userPanel')} closeOnEscape>
      <Stack gap="md">
        <UserSummary />
        <Divider />
        <LanguagePicker withLabel />
        <StorePicker withLabel />
        <Divider />
        <Button component={Link} to="/ganti-password" variant="default" leftSection={<IconKey size={16} />} onClick={onClose}>
          {t('shell.changePassword')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {t('shell.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
