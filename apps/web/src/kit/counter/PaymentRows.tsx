import { cardAmount, formatNumber, PAYMENT_METHODS, paysIntoAccount, type PaymentMethod } from '@emas/domain';
import { emptyPayment, paymentTotal, type PaymentDraft } from './counter-model';
import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, PercentInput } from '../Inputs';
import { api } from '../../lib/api';
import { paymentLabel } from './document-view';

type Rekening = { no_rekening: string; nama_rekening: string; kode_bank: string };
type Marketplace = { kode_marketplace: string; nama_marketplace: string };

/** One labelled amount of the totals line under the payment rows. */
export function PaymentFigure({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Text size="sm" c={color}>
      {label}: <b data-testid={testId}>{formatNumber(value)}</b>
    </Text>
  );
}

/**
 * Payment rows of a layaway (down payment, pay-off): the counter's payment model (counter-model),
 * laid out as numbered rows with the caller's totals (`children`) under them. What a layaway's
 * rows must reach differs (a minimum down payment, the rest at pay-off), so the caller says it.
 * A row added starts with what is missing up to `fillTo`.
 */
export function PaymentRows({
  rows,
  onChange,
  fillTo,
  children,
}: {
  rows: PaymentDraft[];
  onChange: (rows: PaymentDraft[]) => void;
  fillTo: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const rekenings = useQuery({
    queryKey: ['masters', 'rekenings'],
    queryFn: async () => (await api.get<Rekening[]>('rekenings')).data,
    staleTime: 5 * 60_000,
  });
  const marketplaces = useQuery({
    queryKey: ['masters', 'marketplace'],
    queryFn: async () => (await api.get<Marketplace[]>('marketplace')).data,
    staleTime: 5 * 60_000,
  });
  const set = (i: number, patch: Partial<PaymentDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const paid = paymentTotal(rows);
  const short = Math.max(0, fillTo - paid);

  return (
    <Stack gap="xs" data-testid="payment-rows">
      <Group justify="space-between">
        <Text fw={600}>{t('salesHistory.payment.title')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, emptyPayment('CASH', short > 0 ? short : null)])}
        >
          {t('salesHistory.payment.add')}
        </Button>
      </Group>
      {rows.map((r, i) => {
        const n = i + 1;
        return (
          <Paper key={i} withBorder p="xs">
            <Group align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs" style={{ flex: 1 }}>
                <NativeSelect
                  label={t('salesHistory.payment.jenis', { n })}
                  value={r.jenis}
                  onChange={(e) => set(i, { ...emptyPayment(e.currentTarget.value as PaymentMethod, r.jumlah_rp) })}
                  data={PAYMENT_METHODS.map((m) => ({ value: m, label: paymentLabel(t, m) }))}
                />
                <MoneyInput label={t('salesHistory.payment.jumlah', { n })} value={r.jumlah_rp} onChange={(v) => set(i, { jumlah_rp: v })} />
                {paysIntoAccount(r.jenis) && (
                  <NativeSelect
                    label={t('salesHistory.payment.noRekening', { n })}
                    value={r.no_rekening}
                    onChange={(e) => {
                      const found = rekenings.data?.find((k) => k.no_rekening === e.currentTarget.value);
                      set(i, { no_rekening: e.currentTarget.value, kode_bank: found?.kode_bank ?? '' });
                    }}
                    data={[
                      { value: '', label: '-' },
                      ...(rekenings.data ?? []).map((k) => ({ value: k.no_rekening, label: `${k.kode_bank} - ${k.no_rekening} - ${k.nama_rekening}` })),
                    ]}
                  />
                )}
                {r.jenis === 'CARD' && (
                  <PercentInput
                    label={t('salesHistory.payment.fee', { n })}
                    value={r.fee_persen}
                    onChange={(v) => set(i, { fee_persen: v })}
                    description={
                      r.jumlah_rp ? t('salesHistory.payment.gesek', { nilai: formatNumber(cardAmount(r.jumlah_rp, r.fee_persen || 0)) }) : undefined
                    }
                  />
                )}
                {r.jenis === 'MARKETPLACE' && (
                  <NativeSelect
                    label={t('salesHistory.payment.kodeMarketplace', { n })}
                    value={r.kode_marketplace}
                    onChange={(e) => set(i, { kode_marketplace: e.currentTarget.value })}
                    data={[
                      { value: '', label: '-' },
                      ...(marketplaces.data ?? []).map((m) => ({ value: m.kode_marketplace, label: `${m.kode_marketplace} - ${m.nama_marketplace}` })),
                    ]}
                  />
                )}
              </SimpleGrid>
              {rows.length > 1 && (
                <ActionIcon variant="subtle" color="red" aria-label={t('salesHistory.payment.remove', { n })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      <Group justify="flex-end" gap="lg">
        {children}
      </Group>
    </Stack>
  );
}
