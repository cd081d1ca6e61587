import { formatRupiah, type CicilanParameter } from '@emas/domain';
import { Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cicilanMessage } from './cicilan-view';
import { MoneyInput } from '../../kit/Inputs';
import type { CounterQuote } from './cicilan-quote';
import { ScheduleTable } from './ScheduleTable';

/** A figure of the quote; null (no quote: the DP under the least, no tenor) shows a dash, not a misleading Rp 0. */
function Figure({ label, value, testId, strong }: { label: string; value: number | null; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {value === null ? '–' : formatRupiah(value)}
      </Text>
    </Group>
  );
}

/**
 * The plan's terms at the counter: the tenor among those in force, the DP (empty: the least), and the quote by the
 * rules: cash price, margin, instalment price, least DP, admin fee, what the instalments pay, the instalment, what the
 * customer pays today, and the schedule with its due dates. A refusal (DP under the least, no parameters) shows in red.
 */
export function CicilanQuoteCard({
  terms,
  tenor,
  onTenor,
  dp,
  onDp,
  hargaTunai,
  counter,
  disabled,
}: {
  terms: readonly CicilanParameter[];
  tenor: number | null;
  onTenor: (tenor: number | null) => void;
  dp: number | null;
  onDp: (dp: number | null) => void;
  hargaTunai: number;
  counter: CounterQuote;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const q = counter.quote;
  const chosen = terms.find((x) => x.tenorBulan === tenor);
  return (
    <Card withBorder data-testid="cicilan-quote">
      <Stack gap="xs">
        <NativeSelect
          label={t('cicilan.fields.tenor')}
          value={tenor === null ? '' : String(tenor)}
          disabled={disabled || terms.length === 0}
          onChange={(e) => onTenor(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          data={[
            { value: '', label: terms.length === 0 ? t('cicilan.transaksi.noTenor') : t('cicilan.transaksi.pickTenor') },
            ...terms.map((x) => ({ value: String(x.tenorBulan), label: t('cicilan.transaksi.tenorOption', { n: x.tenorBulan, margin: (x.marginHundredths / 100).toFixed(2), dp: (x.minDpHundredths / 100).toFixed(2) }) })),
          ]}
          data-testid="cicilan-tenor"
        />
        <MoneyInput
          label={t('cicilan.fields.dp')}
          description={counter.minDp !== null ? t('cicilan.transaksi.minDpHint', { minimal: formatRupiah(counter.minDp) }) : undefined}
          placeholder={counter.minDp !== null ? String(counter.minDp) : undefined}
          value={dp}
          disabled={disabled}
          onChange={onDp}
          error={counter.problem && counter.minDp !== null ? cicilanMessage(counter.problem) : undefined}
          data-testid="cicilan-dp"
        />
        {counter.problem && counter.minDp === null && (
          <Text c="red" size="sm" data-testid="cicilan-quote-problem">
            {cicilanMessage(counter.problem)}
          </Text>
        )}
        <Figure label={t('cicilan.fields.hargaTunai')} value={hargaTunai} testId="quote-harga-tunai" />
        <Figure label={t('cicilan.fields.margin')} value={q?.margin ?? null} testId="quote-margin" />
        <Figure label={t('cicilan.fields.hargaJualCicil')} value={q?.hargaJualCicil ?? null} testId="quote-harga-jual-cicil" strong />
        <Figure label={t('cicilan.fields.minDp')} value={counter.minDp} testId="quote-min-dp" />
        <Figure label={t('cicilan.fields.sisaBayar')} value={q?.sisaBayar ?? null} testId="quote-sisa-bayar" />
        <Figure label={t('cicilan.fields.nilaiAngsuran')} value={q?.nilaiAngsuran ?? null} testId="quote-nilai-angsuran" />
        <Figure label={t('cicilan.fields.biayaAdmin')} value={chosen?.biayaAdmin ?? 0} testId="quote-biaya-admin" />
        <Figure label={t('cicilan.fields.bayarHariIni')} value={q ? counter.bayarHariIni : null} testId="quote-bayar-hari-ini" strong />
        {q && <ScheduleTable rows={q.jadwal} />}
      </Stack>
    </Card>
  );
}
