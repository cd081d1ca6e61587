import { CASH_MESSAGES, formatNumber, type RefundPreview, type RefundPreviewPart } from '@emas/domain';
import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../../lib/api';
import { RefundChoice, type RefundChoiceValue } from './RefundChoice';

/** The account of a part as the cash book names it ('CASH', 'BCA 0123...'), for the refusal text. */
function ledgerName(p: RefundPreviewPart): string {
  if (p.jenis === 'CASH') return 'CASH';
  if (p.jenis === 'BANK') return `${p.kode_bank ?? ''} ${p.no_rekening ?? ''}`.trim();
  return p.kode_marketplace ?? p.jenis;
}

/** The parts an account cannot pay now (its balance below its part and the card surcharge it gives back): the server would refuse them. */
export function shortParts(plan: RefundPreview): RefundPreviewPart[] {
  return plan.pengembalian.filter((p) => p.saldo !== null && p.jumlah_rp + p.biaya_kartu > p.saldo);
}

/**
 * What a cancellation of the chosen lines gives back, account by account (POST penjualan/batal/rincian:
 * the receipt's own payment lines, the cash part from the drawer, a card or transfer part back to its
 * account), with each account's balance now; an account that cannot pay its part is named with the
 * server's refusal text before the supervisor is asked.
 */
export function RefundSplit({ noFakturGroup, lines, onChoose }: { noFakturGroup: string; lines: readonly string[] | null; onChoose?: (value: RefundChoiceValue) => void }) {
  const { t } = useTranslation();
  const plan = useQuery({
    queryKey: ['sales', 'refund-plan', noFakturGroup, lines?.join(',') ?? 'ALL'],
    queryFn: async () => (await api.post<RefundPreview>('penjualan/batal/rincian', { no_faktur_group: noFakturGroup, ...(lines ? { no_faktur_jual: lines } : {}) })).data,
  });
  if (plan.isLoading) return <Loader size="sm" />;
  if (plan.error) return <Alert color="red">{errorMessage(plan.error)}</Alert>;
  if (!plan.data) return null;
  const short = shortParts(plan.data);
  const label = (p: RefundPreviewPart) => (p.jenis === 'CASH' ? t('salesHistory.batal.refundCash') : ledgerName(p));
  return (
    <Stack gap={6} data-testid="batal-refund">
      <Text fw={600}>{t('salesHistory.batal.refundTitle')}</Text>
      <Text size="xs" c="dimmed">
        {t('salesHistory.batal.refundHint')}
      </Text>
      <Table withTableBorder verticalSpacing={4} aria-label={t('salesHistory.batal.refundTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('salesHistory.batal.refundAccount')}</Table.Th>
            <Table.Th ta="right">{t('salesHistory.batal.refundAmount')}</Table.Th>
            <Table.Th ta="right">{t('salesHistory.batal.refundBalance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.data.pengembalian.map((p) => (
            <Table.Tr key={`${p.jenis}-${p.no_rekening ?? ''}-${p.kode_marketplace ?? ''}`} data-testid="refund-part">
              <Table.Td>{label(p)}</Table.Td>
              <Table.Td ta="right">
                {formatNumber(p.jumlah_rp)}
                {p.biaya_kartu > 0 && (
                  <Text size="xs" c="dimmed" data-testid="refund-surcharge">
                    {t('salesHistory.batal.refundSurcharge', { jumlah: formatNumber(p.biaya_kartu) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" c={short.includes(p) ? 'red' : undefined}>
                {p.saldo === null ? '-' : formatNumber(p.saldo)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('salesHistory.batal.refundTotal')}</Table.Th>
            <Table.Th ta="right">{formatNumber(plan.data.jumlah_rp)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {onChoose && <RefundChoice plan={plan.data} onChange={onChoose} />}
      {short.map((p) => (
        <Alert key={ledgerName(p)} color="red" data-testid="batal-refund-short">
          {CASH_MESSAGES.saldoKurang(ledgerName(p), p.saldo ?? 0)}
        </Alert>
      ))}
    </Stack>
  );
}
