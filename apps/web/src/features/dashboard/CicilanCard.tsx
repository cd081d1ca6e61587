import { canOpenRoute, CICILAN_DASHBOARD_PATH, formatBusinessDate, formatNumber, formatRupiah, MESSAGES, type CicilanDashboard } from '@emas/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../kit/QueryStatus';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** The screens whose access shows the card (the server gates cicilan/dashboard the same way). */
const CARD_ROUTES = ['/lihat-cicilan', '/laporan-cicilan-aktif'] as const;
const COLOR = { JATUH_TEMPO_HARI_INI: 'blue', TELAT: 'orange', GAGAL_BAYAR: 'red' } as const;
const LABEL = { JATUH_TEMPO_HARI_INI: 'reportsCicilan.card.jatuhTempoHariIni', TELAT: 'reportsCicilan.card.telat', GAGAL_BAYAR: 'reportsCicilan.card.gagalBayar' } as const;

/** Whether the signed-in user sees the instalment card (instalment module on and one of its screens open to him). */
export function useShowsCicilanCard(): boolean {
  const { access } = useSession();
  return access !== null && CARD_ROUTES.some((path) => canOpenRoute(path, access));
}

/**
 * The dashboard's instalment card (issue 33): the store's plans with an instalment due today, late, or in default by
 * the rules on the store's business date, with the plans themselves (oldest arrears first).
 */
export function CicilanCard() {
  const { t } = useTranslation();
  const { kodeToko } = useSession();
  const q = useQuery({ queryKey: ['dashboard', 'cicilan', kodeToko], queryFn: async () => (await api.get<CicilanDashboard>(CICILAN_DASHBOARD_PATH)).data, staleTime: 30_000 });
  const d = q.data;
  // an answer without its list (an older server, a proxy's page) shows the figures and no list, never a crash
  const rencana = Array.isArray(d?.rencana) ? d.rencana : [];
  const figure = (label: string, value: string, testId: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="dashboard-cicilan">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{t('reportsCicilan.card.title')}</Title>
        <Anchor component={Link} to="/lihat-cicilan" size="sm">
          {t('reportsCicilan.card.open')}
        </Anchor>
      </Group>
      <QueryStatus query={q} failureText={MESSAGES.loginRequestError} />
      {d && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {figure(t('reportsCicilan.card.aktif'), formatNumber(d.aktif), 'cicilan-aktif')}
            {figure(t('reportsCicilan.card.jatuhTempoHariIni'), formatNumber(d.jatuh_tempo_hari_ini), 'cicilan-jatuh-tempo')}
            {figure(t('reportsCicilan.card.telat'), formatNumber(d.telat), 'cicilan-telat')}
            {figure(t('reportsCicilan.card.gagalBayar'), formatNumber(d.gagal_bayar), 'cicilan-gagal-bayar')}
            {figure(t('reportsCicilan.card.tunggakan'), formatRupiah(d.tunggakan), 'cicilan-tunggakan')}
          </SimpleGrid>
          {rencana.length === 0 ? (
            <Text c="dimmed" size="sm" mt="sm" data-testid="dashboard-cicilan-none">
              {t('reportsCicilan.card.none')}
            </Text>
          ) : (
            <Table mt="sm" striped data-testid="dashboard-cicilan-list">
              <Table.Tbody>
                {rencana.map((r) => (
                  <Table.Tr key={r.no_faktur_cicil}>
                    <Table.Td>
                      <Badge color={COLOR[r.keadaan]} variant="light">
                        {t(LABEL[r.keadaan])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.no_faktur_cicil}</Table.Td>
                    <Table.Td>{r.nama_customer}</Table.Td>
                    <Table.Td>{r.no_hp}</Table.Td>
                    <Table.Td>{formatBusinessDate(r.tgl_jatuh_tempo)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(r.jumlah)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Paper>
  );
}
