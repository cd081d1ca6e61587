import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Unknown paths and screens the user may not open look the same (docs/decisions.md, Web). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={480}>
        <Text fz={72} fw={800} c="yellow.7" lh={1} aria-hidden>
          {t('shell.notFoundCode')}
        </Text>
        <Title order={2} ta="center" data-testid="not-found">
          {t('shell.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('shell.notFoundText')}
        </Text>
        <Button component={Link} to="/home" leftSection={<IconHome size={16} />} mt="sm">
          {t('shell.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
