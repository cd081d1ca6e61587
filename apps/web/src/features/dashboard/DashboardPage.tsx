import { isHeadOffice } from '@emas/domain';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveStore } from '../../kit/use-active-store';
import { useSession } from '../../lib/session';
import { CicilanCard, useShowsCicilanCard } from './CicilanCard';
import { BirthdayPanel, CashPanel, GoldPricePanel, YearPanel } from './DashboardPanels';
import { TodayCards } from './TodayCards';

/**
 * /dashboard (spec 000 §2): today's sales, buy-backs, orders and services of the store worked on, the
 * monthly transaction analysis of the year, today's birthdays, the gold prices in force and, for head
 * office, the cash of every store.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const store = useActiveStore();
  const headOffice = access !== null && isHeadOffice(access);
  const cicilan = useShowsCicilanCard();
  return (
    <Stack gap="md" data-testid="dashboard">
      <Group justify="space-between">
        <div>
          <Title order={3}>{t('dashboard.title')}</Title>
          <Text c="dimmed" data-testid="dashboard-store">
            {store.namaToko}
          </Text>
        </div>
        {headOffice && (
          <Button component={Link} to="/dashboardPusat" variant="light" data-testid="dashboard-open-pusat">
            {t('dashboard.openPusat')}
          </Button>
        )}
      </Group>
      <TodayCards scope={undefined} />
      {cicilan && <CicilanCard />}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <YearPanel scope={undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <BirthdayPanel />
            <GoldPricePanel />
          </Stack>
        </Grid.Col>
      </Grid>
      {headOffice && <CashPanel scope="ALL" />}
    </Stack>
  );
}
