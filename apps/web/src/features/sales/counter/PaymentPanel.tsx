import { formatRupiah, PAYMENT_METHODS, paysIntoAccount, type MasterRow, type PaymentMethod } from '@emas/domain';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, PercentInput } from '../../../kit/Inputs';
import { useReference } from '../../../lib/reference';
import { emptyPayment, expectedCardAmount, type PaymentDraft } from '../../../kit/counter';

export type PaymentPanelProps = {
  rows: PaymentDraft[];
  onChange: (rows: PaymentDraft[]) => void;
  /** what is still to be paid (grand total - paid); the 'Sisa' button fills it in */
  remaining: number;
  disabled?: boolean;
};

const text = (row: MasterRow, key: string) => String(row[key] ?? '');

/**
 * The payment panel of the counter: one row per method used — cash, card (account, fee percent and
 * the amount to swipe jumlah_rp x (1 + fee/100)), transfer (account), marketplace (its code).
 */
export function PaymentPanel({ rows, onChange, remaining, disabled }: PaymentPanelProps) {
  const { t } = useTranslation();
  const rekenings = useReference('rekening');
  const marketplaces = useReference('marketplace');
  const set = (i: number, patch: Partial<PaymentDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const rekeningOptions = (rekenings.data ?? []).map((r) => ({
    value: text(r, 'no_rekening'),
    label: [text(r, 'kode_bank'), text(r, 'no_rekening'), text(r, 'nama_rekening')].filter(Boolean).join(' - '),
  }));
  const marketplaceOptions = (marketplaces.data ?? []).map((m) => ({
    value: text(m, 'kode_marketplace'),
    label: [text(m, 'kode_marketplace'), text(m, 'nama_marketplace')].filter(Boolean).join(' - '),
  }));

  return (
    <Stack gap="xs" data-testid="payment-panel">
      <Group justify="space-between">
        <Text fw={600}>{t('sales.counter.payments')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={disabled}
          onClick={() => onChange([...rows, emptyPayment('CASH', remaining > 0 ? remaining : null)])}
          data-testid="payment-add"
        >
          {t('sales.counter.addPayment')}
        </Button>
      </Group>
      {rows.map((row, i) => {
        const gesek = expectedCardAmount(row);
        return (
          <Paper key={i} withBorder p="xs" data-testid={`payment-row-${i}`}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
                <Select
                  label={t('sales.counter.jenis')}
                  value={row.jenis}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(v) => v && set(i, { ...emptyPayment(v as PaymentMethod, row.jumlah_rp) })}
                  data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`sales.counter.methods.${m}`) }))}
                  data-testid={`payment-jenis-${i}`}
                />
                <MoneyInput
                  label={t('sales.counter.jumlah')}
                  value={row.jumlah_rp}
                  disabled={disabled}
                  onChange={(v) => set(i, { jumlah_rp: v })}
                  rightSectionWidth={48}
                  rightSection={
                    remaining > 0 ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={disabled}
                        onClick={() => set(i, { jumlah_rp: (row.jumlah_rp ?? 0) + remaining })}
                        data-testid={`payment-rest-${i}`}
                      >
                        {t('sales.counter.fillRest')}
                      </Button>
                    ) : undefined
                  }
                  data-testid={`payment-jumlah-${i}`}
                />
                {paysIntoAccount(row.jenis) && (
                  <Select
                    label={t('sales.counter.rekening')}
                    placeholder={t('sales.counter.rekeningPlaceholder')}
                    value={row.no_rekening || null}
                    searchable
                    disabled={disabled}
                    onChange={(v) => {
                      const found = (rekenings.data ?? []).find((r) => text(r, 'no_rekening') === v);
                      set(i, { no_rekening: v ?? '', kode_bank: found ? text(found, 'kode_bank') : '' });
                    }}
                    data={rekeningOptions}
                    data-testid={`payment-rekening-${i}`}
                  />
                )}
                {row.jenis === 'CARD' && (
                  <PercentInput
                    label={t('sales.counter.fee')}
                    value={row.fee_persen}
                    disabled={disabled}
                    onChange={(v) => set(i, { fee_persen: v })}
                    data-testid={`payment-fee-${i}`}
                  />
                )}
                {row.jenis === 'MARKETPLACE' && (
                  <Select
                    label={t('sales.counter.marketplace')}
                    placeholder={t('sales.counter.marketplacePlaceholder')}
                    value={row.kode_marketplace || null}
                    searchable
                    disabled={disabled}
                    onChange={(v) => set(i, { kode_marketplace: v ?? '' })}
                    data={marketplaceOptions}
                    data-testid={`payment-marketplace-${i}`}
                  />
                )}
              </SimpleGrid>
              {rows.length > 1 && (
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  aria-label={t('sales.counter.removePayment')}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  data-testid={`payment-remove-${i}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            {gesek !== null && (
              <Text size="sm" mt={4}>
                {t('sales.counter.gesek')}: <b data-testid={`payment-gesek-${i}`}>{formatRupiah(gesek)}</b>
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
