import { CICILAN_MESSAGES, formatRupiah, MESSAGES, type CicilanPlanAnswer } from '@emas/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField, emptyPayment, paymentBodies, PaymentFigure, paymentProblem, PaymentRows, paymentTotal, type PaymentDraft } from '../../kit/counter';
import { QueryStatus } from '../../kit/QueryStatus';
import { useSubmissionKey } from '../../kit/submission-key';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { CICILAN_KEYS, fetchSettlement, settleCicilan } from './cicilan-api';

/**
 * Pelunasan Cepat: the server's quote first (what remains, the unearned margin and the part of it waived, the late
 * fees, the total), then the total in any payment mix, confirmed, sent with the total shown (refused when it changed).
 */
export function PelunasanCicilanForm({ plan, onDone, onCancel }: { plan: CicilanPlanAnswer; onDone: (plan: CicilanPlanAnswer) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const quote = useQuery({ queryKey: CICILAN_KEYS.settlement(plan.no_faktur_cicil), queryFn: () => fetchSettlement(plan.no_faktur_cicil), staleTime: 0 });
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const total = quote.data?.total ?? 0;
  const paid = paymentTotal(payments);

  useEffect(() => {
    if (quote.data) setPayments([emptyPayment('CASH', quote.data.total)]);
  }, [quote.data]);

  const submit = async () => {
    if (saving || !quote.data) return;
    const problem = paymentProblem(payments) ?? (paid !== total ? CICILAN_MESSAGES.paymentMixMismatch : null);
    if (problem) return notify.warning(problem);
    if (!(await confirmDialog(t('cicilan.pelunasan.confirm', { no: plan.no_faktur_cicil, total: formatRupiah(total), potongan: formatRupiah(quote.data.potongan) })))) return;
    setSaving(true);
    try {
      const res = await settleCicilan(plan.no_faktur_cicil, { idempotency_key: submission.current(), total, pembayaran: paymentBodies(payments) });
      submission.renew();
      notify.success(res.message || CICILAN_MESSAGES.settled);
      onDone(res.data);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
      void quote.refetch();
    } finally {
      setSaving(false);
    }
  };

  const f = (key: string) => t(`cicilan.fields.${key}`);
  return (
    <Stack data-testid="cicilan-pelunasan">
      <Text fw={600}>{t('cicilan.pelunasan.title', { no: plan.no_faktur_cicil })}</Text>
      <QueryStatus query={quote} failureText={t('cicilan.common.failed')} />
      {quote.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <DetailField label={f('sisaBayar')}>{formatRupiah(quote.data.sisa_bayar)}</DetailField>
            <DetailField label={f('marginBelumDiakui')}>{formatRupiah(quote.data.margin_belum_diakui)}</DetailField>
            <DetailField label={f('potonganPelunasan')} testId="pelunasan-potongan">{formatRupiah(quote.data.potongan)}</DetailField>
            <DetailField label={f('pelunasanCepat')}>{formatRupiah(quote.data.pelunasan)}</DetailField>
            <DetailField label={f('denda')}>{formatRupiah(quote.data.denda)}</DetailField>
            <DetailField label={f('totalBayar')} testId="pelunasan-total">{formatRupiah(quote.data.total)}</DetailField>
          </SimpleGrid>
          <PaymentRows rows={payments} onChange={setPayments} fillTo={total}>
            <PaymentFigure label={t('salesHistory.payment.harusBayar')} value={total} testId="payment-due" />
            <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={paid} testId="payment-paid" color={paid !== total ? 'red' : undefined} />
          </PaymentRows>
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cicilan.common.back')}
        </Button>
        <Button loading={saving} disabled={!quote.data} leftSection={<IconCash size={16} />} onClick={() => void submit()} data-testid="cicilan-pelunasan-simpan">
          {t('cicilan.pelunasan.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
