import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingStore,
  IconCash,
  IconPackage,
  IconReportAnalytics,
  IconShieldLock,
  IconShoppingCart,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const FEATURES: readonly { key: string; icon: Icon }[] = [
  { key: 'penjualan', icon: IconShoppingCart },
  { key: 'stok', icon: IconPackage },
  { key: 'hutang', icon: IconCash },
  { key: 'laporan', icon: IconReportAnalytics },
  { key: 'pusat', icon: IconBuildingStore },
  { key: 'akses', icon: IconShieldLock },
];

/** A short page about the product. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} c="yellow.8">
            {t('shell.landing.title')}
          </Title>
          <Text size="xl" fw={600}>
            {t('shell.landing.tagline')}
          </Text>
          <Text c="dimmed" maw={640}>
            {t('shell.landing.intro')}
          </Text>
          <Button component={Link} to="/home" size="md" mt="sm" rightSection={<IconArrowRight size={18} />}>
            {t('shell.landing.start')}
          </Button>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {FEATURES.map(({ key, icon: FeatureIcon }) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                <FeatureIcon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600}>{t(`shell.landing.features.${key}.title`)}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`shell.landing.features.${key}.body`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
