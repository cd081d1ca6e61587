import { formatNumber, type MasterRow, type RefundPreview } from '@emas/domain';
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../kit/Inputs';
import { useReference } from '../../../lib/reference';

/** One part of a refund the cashier chose: out of the drawer or one of the store's bank accounts. */
export type RefundChoicePart = { jenis: 'CASH' | 'BANK'; no_rekening?: string; jumlah_rp: number };

/** What the page sends: the parts, or null for the receipt's own split; `valid` when they add up to the total. */
export type RefundChoiceValue = { parts: RefundChoicePart[]; valid: boolean; total: number } | null;

const text = (r: MasterRow, key: string) => String(r[key] ?? '');

/**
 * Another split than the receipt's payment lines (UBAH_PENGEMBALIAN, a supervisor approves it): the drawer and
 * every bank account of the store, each with the amount to give back from it, starting from the receipt's own
 * split; the parts must add up to what the cancellation gives back (the server refuses otherwise).
 */
export function RefundChoice({ plan, onChange }: { plan: RefundPreview; onChange: (value: RefundChoiceValue) => void }) {
  const { t } = useTranslation();
  const rekenings = useReference('rekening');
  const [on, setOn] = useState(false);
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const accounts = useMemo(
    () => [
      { key: 'CASH', jenis: 'CASH' as const, label: t('salesHistory.batal.refundCash') },
      ...(rekenings.data ?? []).map((r) => ({
        key: text(r, 'no_rekening'),
        jenis: 'BANK' as const,
        no_rekening: text(r, 'no_rekening'),
        label: [text(r, 'kode_bank'), text(r, 'no_rekening')].filter(Boolean).join(' '),
      })),
    ],
    [rekenings.data, t],
  );

  // the receipt's own split is where a change starts
  useEffect(() => {
    const start: Record<string, number | null> = {};
    for (const p of plan.pengembalian) start[p.jenis === 'CASH' ? 'CASH' : (p.no_rekening ?? '')] = p.jumlah_rp;
    setAmounts(start);
  }, [plan]);

  const parts: RefundChoicePart[] = accounts
    .filter((a) => (amounts[a.key] ?? 0) > 0)
    .map((a) => (a.jenis === 'CASH' ? { jenis: 'CASH', jumlah_rp: amounts[a.key]! } : { jenis: 'BANK', no_rekening: a.no_rekening, jumlah_rp: amounts[a.key]! }));
  const chosen = parts.reduce((sum, p) => sum + p.jumlah_rp, 0);
  const valid = parts.length > 0 && chosen === plan.jumlah_rp;

  useEffect(() => {
    onChange(on ? { parts, valid, total: plan.jumlah_rp } : null);
    // parts is derived from amounts and accounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, amounts, accounts, plan.jumlah_rp]);

  return (
    <Stack gap={6} data-testid="batal-refund-choice">
      <Checkbox label={t('salesHistory.batal.refundChoose')} description={t('salesHistory.batal.refundChooseHint')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
      {on && (
        <>
          <Table withTableBorder verticalSpacing={4} aria-label={t('salesHistory.batal.refundChoose')}>
            <Table.Tbody>
              {accounts.map((a) => (
                <Table.Tr key={a.key}>
                  <Table.Td>{a.label}</Table.Td>
                  <Table.Td>
                    <MoneyInput
                      size="xs"
                      aria-label={a.label}
                      data-testid={`refund-choice-${a.key}`}
                      value={amounts[a.key] ?? null}
                      onChange={(v) => setAmounts((prev) => ({ ...prev, [a.key]: v }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm">{t('salesHistory.batal.refundChosen', { chosen: formatNumber(chosen), total: formatNumber(plan.jumlah_rp) })}</Text>
          </Group>
          {!valid && (
            <Text size="sm" c="red" data-testid="batal-refund-choice-error">
              {t('salesHistory.batal.refundChoiceTotal', { total: formatNumber(plan.jumlah_rp) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
