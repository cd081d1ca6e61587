import { formatNumber } from '@emas/domain';
import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One amount of a document's summary: its label and value; `testId` marks the value, `strong` sets it bold. */
export type Figure = { label: string; value: string; testId?: string; strong?: boolean };

/**
 * A document's amounts in a line under a title: a deposit taken (total, deposit, rest), a deposit
 * cancelled (deposit, deduction, refund). `children` follow the figures (a print button).
 */
export function FigureAlert({ color, title, testId, figures, children }: { color: string; title: string; testId: string; figures: readonly Figure[]; children?: ReactNode }) {
  return (
    <Alert color={color} title={title} data-testid={testId}>
      <Group gap="lg">
        {figures.map((f) => (
          <Text key={f.label} size="sm" fw={f.strong ? 700 : undefined}>
            {f.label}: {f.testId ? <span data-testid={f.testId}>{f.value}</span> : f.value}
          </Text>
        ))}
        {children}
      </Group>
    </Alert>
  );
}

/** A deposit taken (a layaway, an order): its total, the deposit and what is left. `keys` names the dictionary part holding `totalHarga`, `dp` and `sisa`. */
export function depositFigures(t: TFunction, keys: string, deposit: { total_harga: number; dp: number; sisa: number }): Figure[] {
  return [
    { label: t(`${keys}.totalHarga`), value: formatNumber(deposit.total_harga) },
    { label: t(`${keys}.dp`), value: formatNumber(deposit.dp) },
    { label: t(`${keys}.sisa`), value: formatNumber(deposit.sisa) },
  ];
}

/**
 * A deposit cancelled (a layaway, an order): the deposit, what the store keeps and what goes back.
 * `keys` names the dictionary part holding `dp`, `potongan` and `refund`; the refund is marked `<testId>-value`.
 */
export function DepositRefundAlert({ deposit, title, keys, testId }: { deposit: { dp: number; potongan: number; refund: number }; title: string; keys: string; testId: string }) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    { label: t(`${keys}.dp`), value: formatNumber(deposit.dp) },
    { label: t(`${keys}.potongan`), value: formatNumber(deposit.potongan) },
    { label: t(`${keys}.refund`), value: formatNumber(deposit.refund), testId: `${testId}-value`, strong: true },
  ];
  return <FigureAlert color="orange" title={title} testId={testId} figures={figures} />;
}
