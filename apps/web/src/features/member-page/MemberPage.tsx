import { formatBusinessDate, formatNumber, formatRupiah, type MemberPage as MemberPageData } from '@emas/domain';
import { Alert, Badge, Box, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api, errorMessage } from '../../lib/api';

/**
 * The member's own page (/member/:token, no sign-in), phone-width: the points balance, the gifts the points can
 * take, the open layaways, orders, repairs and pawn loans with their due dates and amounts, and the open instalment
 * plans with their schedule (due dates, amounts, what is paid, what is due now).
 * Reads GET /api/member-page/:token; an expired or revoked link shows the server's message.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const page = useQuery({
    queryKey: ['member-page', token],
    queryFn: async () => (await api.get<MemberPageData>(`member-page/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
  if (page.isLoading) {
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  }
  if (page.isError || !page.data) {
    return (
      <Box maw={480} mx="auto" p="md">
        <Alert color="red" data-testid="member-page-error">
          {errorMessage(page.error, t('memberPage.failed'))}
        </Alert>
      </Box>
    );
  }
  const data = page.data;
  // open instalment plans (none in an answer from before the instalment module)
  const cicilan = data.cicilan ?? [];
  return (
    <Box maw={480} mx="auto" p="sm" style={{ overflowX: 'hidden' }} data-testid="member-page">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {data.nama_member}
          </Title>
          <Text size="sm" c="dimmed">
            {data.kode_member}
          </Text>
        </div>
        <Card withBorder radius="md" data-testid="member-page-saldo">
          <Text size="sm" c="dimmed">
            {t('memberPage.saldo')}
          </Text>
          <Text fw={700} size="xl">
            {formatNumber(data.saldo_poin)} {t('memberPage.poin')}
          </Text>
        </Card>
        <Title order={2} size="h5">
          {t('memberPage.hadiah')}
        </Title>
        {data.hadiah.length === 0 && <Text c="dimmed">{t('memberPage.noHadiah')}</Text>}
        {data.hadiah.map((h) => (
          <Card key={h.kode_hadiah} withBorder padding="sm" data-testid={`member-page-hadiah-${h.kode_hadiah}`}>
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {h.nama_hadiah}
                </Text>
                <Text size="sm">
                  {formatNumber(h.poin)} {t('memberPage.poin')}
                </Text>
              </div>
              <Badge color={h.bisa ? 'teal' : 'gray'}>{h.bisa ? t('memberPage.bisa') : t('memberPage.kurang')}</Badge>
            </Group>
          </Card>
        ))}
        <Title order={2} size="h5">
          {t('memberPage.dokumen')}
        </Title>
        {data.dokumen.length === 0 && <Text c="dimmed">{t('memberPage.noDokumen')}</Text>}
        {data.dokumen.map((d) => (
          <Card key={`${d.jenis}-${d.no}`} withBorder padding="sm" data-testid={`member-page-dokumen-${d.no}`}>
            <Group justify="space-between" wrap="nowrap">
              <Badge variant="light">{t(`memberPage.${d.jenis}`)}</Badge>
              <Text size="sm" c="dimmed">
                {d.no}
              </Text>
            </Group>
            <Group justify="space-between" mt={4}>
              <Text size="sm">{d.jatuh_tempo ? `${t('memberPage.jatuhTempo')} ${formatBusinessDate(d.jatuh_tempo)}` : formatBusinessDate(d.tanggal)}</Text>
              <Text fw={600}>
                {d.jenis === 'HUTANG' ? t('memberPage.hutang') : t('memberPage.sisa')} {formatRupiah(d.jumlah)}
              </Text>
            </Group>
          </Card>
        ))}
        <Title order={2} size="h5">
          {t('memberPage.cicilan')}
        </Title>
        {cicilan.length === 0 && <Text c="dimmed">{t('memberPage.noCicilan')}</Text>}
        {cicilan.map((c) => (
          <Card key={c.no_faktur_cicil} withBorder padding="sm" data-testid={`member-page-cicilan-${c.no_faktur_cicil}`}>
            <Group justify="space-between" wrap="nowrap">
              <Badge variant="light" color={c.state === 'TELAT' || c.state === 'GAGAL_BAYAR' ? 'red' : 'blue'}>
                {t(`memberPage.state.${c.state}`, { defaultValue: c.state })}
              </Badge>
              <Text size="sm" c="dimmed">
                {c.no_faktur_cicil}
              </Text>
            </Group>
            <Group justify="space-between" mt={4}>
              <Text size="sm">
                {t('memberPage.sisa')} {formatRupiah(c.sisa_bayar)}
              </Text>
              <Text fw={600} data-testid={`member-page-cicilan-tagihan-${c.no_faktur_cicil}`}>
                {t('memberPage.tagihan')} {formatRupiah(c.tagihan)}
              </Text>
            </Group>
            <Table mt="xs" fz="xs" verticalSpacing={2} horizontalSpacing={4} data-testid={`member-page-jadwal-${c.no_faktur_cicil}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('memberPage.ke')}</Table.Th>
                  <Table.Th>{t('memberPage.jatuhTempo')}</Table.Th>
                  <Table.Th ta="right">{t('memberPage.angsuran')}</Table.Th>
                  <Table.Th ta="right">{t('memberPage.terbayar')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.jadwal.map((a) => (
                  <Table.Tr key={a.ke} c={a.terbayar < a.nilai && a.tgl_jatuh_tempo < c.hari_ini ? 'red' : undefined}>
                    <Table.Td>{a.ke}</Table.Td>
                    <Table.Td>{formatBusinessDate(a.tgl_jatuh_tempo)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(a.nilai)}</Table.Td>
                    <Table.Td ta="right">{a.terbayar >= a.nilai ? t('memberPage.lunas') : formatNumber(a.terbayar)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))}
        <Text size="xs" c="dimmed" ta="center">
          {t('memberPage.berlaku')} {formatBusinessDate(data.berlaku_sampai.slice(0, 10))}
        </Text>
      </Stack>
    </Box>
  );
}
