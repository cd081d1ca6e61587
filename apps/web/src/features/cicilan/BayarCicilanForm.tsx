import { CICILAN_MESSAGES, formatRupiah, MESSAGES, paymentOverOwedDetail, type CicilanPlanAnswer } from '@emas/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cicilanMessage } from './cicilan-view';
import { emptyPayment, paymentBodies, PaymentFigure, paymentProblem, PaymentRows, paymentTotal, type PaymentDraft } from '../../kit/counter';
import { MoneyInput } from '../../kit/Inputs';
import { useSubmissionKey } from '../../kit/submission-key';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { payCicilan, paymentPreview } from './cicilan-api';

/** Why a payment of `jumlah` can not be taken, by the rule (at least one instalment, never more than owed), or null. */
export function paymentAmountProblem(plan: Pick<CicilanPlanAnswer, 'tagihan'>, jumlah: number | null): string | null {
  if (!jumlah || jumlah <= 0) return CICILAN_MESSAGES.paymentEmpty;
  if (jumlah > plan.tagihan.total) return paymentOverOwedDetail(plan.tagihan.total);
  if (jumlah < plan.tagihan.minimal) return CICILAN_MESSAGES.paymentUnderMinimum;
  return null;
}

/**
 * Bayar Cicilan: any amount from one instalment (the least) up to everything owed. The screen shows what the amount
 * takes by the rule (instalments due, late fees, later instalments) and what remains; the money comes in any payment
 * mix (the rows follow the amount until edited). Confirmed, then sent once per idempotency key.
 */
export function BayarCicilanForm({ plan, onDone, onCancel }: { plan: CicilanPlanAnswer; onDone: (plan: CicilanPlanAnswer) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const owedToday = plan.tagihan.jatuh_tempo + plan.tagihan.denda;
  const [jumlah, setJumlah] = useState<number | null>(Math.max(plan.tagihan.minimal, Math.min(owedToday, plan.tagihan.total)) || null);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment('CASH', jumlah)]);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();

  useEffect(() => {
    if (!touched) setPayments([emptyPayment('CASH', jumlah)]);
  }, [jumlah, touched]);

  const preview = paymentPreview(plan, jumlah ?? 0);
  const paid = paymentTotal(payments);

  const submit = async () => {
    if (saving) return;
    const problem = paymentAmountProblem(plan, jumlah) ?? paymentProblem(payments) ?? (paid !== jumlah ? CICILAN_MESSAGES.paymentMixMismatch : null);
    setError(problem);
    if (problem) return notify.warning(problem);
    if (!(await confirmDialog(t('cicilan.bayar.confirm', { no: plan.no_faktur_cicil, jumlah: formatRupiah(jumlah ?? 0), sisa: formatRupiah(preview.sisaBayar) })))) return;
    setSaving(true);
    try {
      const res = await payCicilan(plan.no_faktur_cicil, { idempotency_key: submission.current(), jumlah: jumlah ?? 0, pembayaran: paymentBodies(payments), keterangan: '' });
      submission.renew();
      notify.success(res.message || CICILAN_MESSAGES.paid);
      onDone(res.data);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack data-testid="cicilan-bayar">
      <Text fw={600}>{t('cicilan.bayar.title', { no: plan.no_faktur_cicil })}</Text>
      <MoneyInput
        label={t('cicilan.bayar.jumlah')}
        description={t('cicilan.bayar.range', { minimal: formatRupiah(plan.tagihan.minimal), maksimal: formatRupiah(plan.tagihan.total) })}
        value={jumlah}
        onChange={(v) => {
          setJumlah(v);
          setError(null);
        }}
        error={error ? cicilanMessage(error) : undefined}
        data-testid="cicilan-bayar-jumlah"
      />
      <Group gap="lg">
        <PaymentFigure label={t('cicilan.fields.bayarAngsuran')} value={preview.pokok} testId="bayar-pokok" />
        <PaymentFigure label={t('cicilan.fields.bayarDenda')} value={preview.denda} testId="bayar-denda" />
        <PaymentFigure label={t('cicilan.bayar.sisaSetelah')} value={preview.sisaBayar} testId="bayar-sisa" />
        {preview.sisaDenda > 0 && <PaymentFigure label={t('cicilan.bayar.sisaDenda')} value={preview.sisaDenda} testId="bayar-sisa-denda" color="red" />}
      </Group>
      <PaymentRows
        rows={payments}
        onChange={(rows) => {
          setTouched(true);
          setPayments(rows);
        }}
        fillTo={jumlah ?? 0}
      >
        <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={paid} testId="payment-paid" color={paid !== jumlah ? 'red' : undefined} />
      </PaymentRows>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cicilan.common.back')}
        </Button>
        <Button loading={saving} leftSection={<IconCash size={16} />} onClick={() => void submit()} data-testid="cicilan-bayar-simpan">
          {t('cicilan.bayar.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
