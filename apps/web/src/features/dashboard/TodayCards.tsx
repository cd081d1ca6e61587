import { formatNumber, formatRupiah, formatWeight } from '@emas/domain';
import { Group, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../kit/use-active-store';
import { TODAY_KINDS, useToday, type Scope, type TodayKind } from './dashboard-queries';

const LABEL: Record<TodayKind, string> = { penjualan: 'dashboard.sales', pembelian: 'dashboard.purchases', pesanan: 'dashboard.orders', service: 'dashboard.services' };
const COLOR: Record<TodayKind, string> = { penjualan: 'teal', pembelian: 'orange', pesanan: 'blue', service: 'grape' };

function TodayCard({ kind, scope }: { kind: TodayKind; scope: Scope }) {
  const { t } = useTranslation();
  const { stores } = useStores();
  const q = useToday(kind, scope, scope === 'ALL' ? stores.map((s) => s.kode_toko) : []);
  const row = q.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`today-${kind}`} style={{ borderTop: `3px solid var(--mantine-color-${COLOR[kind]}-6)` }}>
      <Group justify="space-between">
        <Text fw={700}>{t(LABEL[kind])}</Text>
        <Text size="xs" c="dimmed">
          {t('dashboard.today')}
        </Text>
      </Group>
      {q.isPending ? (
        <Loader size="sm" mt="sm" />
      ) : q.isError || !row ? (
        <Text c="dimmed" size="sm" mt="sm">
          {t('dashboard.empty')}
        </Text>
      ) : (
        <>
          <Text size="xl" fw={700} mt="xs" data-testid={`today-${kind}-total`}>
            {formatRupiah(row.total)}
          </Text>
          <Group gap="lg" mt={4}>
            <Text size="sm" data-testid={`today-${kind}-nota`}>
              {t('dashboard.receipts')}: {formatNumber(row.jumlah_nota)}
            </Text>
            <Text size="sm">
              {t('dashboard.pieces')}: {formatNumber(row.qty)}
            </Text>
            <Text size="sm" data-testid={`today-${kind}-berat`}>
              {t('dashboard.weight')}: {formatWeight(row.berat)}
            </Text>
          </Group>
        </>
      )}
    </Paper>
  );
}

/** Today's sales, buy-backs, orders and services: receipts, pieces, weight and amount. */
export function TodayCards({ scope }: { scope: Scope }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {TODAY_KINDS.map((kind) => (
        <TodayCard key={kind} kind={kind} scope={scope} />
      ))}
    </SimpleGrid>
  );
}
