import { APP_VERSION } from '@emas/domain';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Public pages show only their content, without the app layout. Staff pages (terms, privacy) lead back to the
 * sign-in; a customer's page (catalogue, member page) does not show the staff sign-in at all.
 */
export function PublicLayout({ children, customer = false }: { children: ReactNode; customer?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" py="sm">
          <Group justify="space-between">
            <Text fw={800} c="yellow.8" size="lg">
              {t('common.appName')}
            </Text>
            {!customer && (
              <Anchor component={Link} to="/" size="sm">
                <Group gap={4}>
                  <IconArrowLeft size={14} />
                  {t('shell.backToLogin')}
                </Group>
              </Anchor>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl" component="main">
        {children}
      </Container>
      <Container size="md" pb="lg" component="footer">
        <Text size="xs" c="dimmed">
          {t('common.appName')} {t('shell.version', { version: APP_VERSION })}
        </Text>
      </Container>
    </Box>
  );
}
