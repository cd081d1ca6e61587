import { formatRupiah } from '@emas/domain';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaleDiscounts } from './use-sale-discounts';

/**
 * The automatic discounts in a counter's totals: the category discount (when there is one) and the coupon field
 * (KUPON_MODULE): the cashier types a code and presses Enter; the server answers the discount or why not.
 */
export function CouponField({ state, disabled }: { state: SaleDiscounts; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {state.kategori > 0 && (
        <Group justify="space-between">
          <Text>{t('coupons.counter.kategori')}</Text>
          <Text data-testid="potongan-kategori">{formatRupiah(state.kategori)}</Text>
        </Group>
      )}
      {state.couponOn &&
        (state.applied ? (
          <Group justify="space-between" wrap="nowrap">
            <Text data-testid="kupon-applied">{t('coupons.counter.applied', { kode: state.applied.kode_kupon })}</Text>
            <Group gap={4} wrap="nowrap">
              <Text data-testid="potongan-kupon">{formatRupiah(state.applied.potongan)}</Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('coupons.counter.remove')} onClick={state.remove} disabled={disabled} data-testid="kupon-remove">
                <IconX size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ) : (
          <TextInput
            label={t('coupons.counter.label')}
            placeholder={t('coupons.counter.placeholder')}
            leftSection={<IconTicket size={16} />}
            value={state.code}
            disabled={disabled || state.checking}
            error={state.refusal}
            onChange={(e) => state.setCode(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void state.check();
              }
            }}
            data-testid="counter-kupon"
          />
        ))}
    </>
  );
}
