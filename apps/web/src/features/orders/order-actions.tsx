import { formatNumber, MESSAGES, ORDER_MESSAGES, SALES_MESSAGES, summarizeSale, type OrderReceipt, type SaleReceipt } from '@emas/domain';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconBan, IconCash, IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { WeightInput } from '../../kit/Inputs';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { emptyPayment, newIdempotencyKey, paymentBodies, type PaymentDraft, PaymentFigure, paymentProblem, PaymentRows, paymentTotal } from '../../kit/counter';
import type { Baki } from './orders-api';

type Done<T> = (result: T, message: string) => void;

/** The piece came back: the real weight of each piece and the tray the made items go to (POST pesanan/:no/selesai). */
export function FinishOrderForm({ order, onDone }: { order: OrderReceipt; onDone: Done<OrderReceipt> }) {
  const { t } = useTranslation();
  const baki = useReference<Baki[]>('baki');
  const [kodeBaki, setKodeBaki] = useState('');
  const [weights, setWeights] = useState<string[]>(order.detail.map(() => ''));
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    if (!kodeBaki) return notify.warning(ORDER_MESSAGES.bakiRequired);
    if (weights.some((w) => !w)) return notify.warning(ORDER_MESSAGES.lineCount);
    setSaving(true);
    try {
      const { data, message } = await api.post<OrderReceipt>(`pesanan/${encodeURIComponent(order.no_pesanan)}/selesai`, {
        kode_baki: kodeBaki,
        detail: order.detail.map((l, i) => ({ urut: l.urut, berat: weights[i] })),
      });
      onDone(data, message || ORDER_MESSAGES.done);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="order-finish">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {order.detail.map((l, i) => (
          <WeightInput
            key={l.urut}
            label={t('orders.detail.beratAktual', { n: l.urut, deskripsi: l.deskripsi })}
            withAsterisk
            value={weights[i] ?? ''}
            onChange={(v) => setWeights((ws) => ws.map((w, j) => (j === i ? v : w)))}
          />
        ))}
        <NativeSelect
          label={t('orders.detail.kodeBaki')}
          withAsterisk
          value={kodeBaki}
          onChange={(e) => setKodeBaki(e.currentTarget.value)}
          data={[{ value: '', label: '-' }, ...(baki.data ?? []).map((b) => ({ value: b.kode_baki, label: `${b.kode_baki} - ${b.nama_baki}` }))]}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button leftSection={<IconCheck size={16} />} loading={saving} onClick={() => void submit()} data-testid="order-finish-submit">
          {t('orders.detail.selesai')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Pick-up: the rest paid (POST pesanan/:no/ambil); answers the sale receipt. */
export function PickUpOrderForm({ order, onDone }: { order: OrderReceipt; onDone: Done<SaleReceipt> }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment('CASH', order.sisa || null)]);
  const [saving, setSaving] = useState(false);
  const key = useRef(newIdempotencyKey());
  const used = payments.filter((p) => p.jumlah_rp);
  const paid = paymentTotal(used);
  const summary = summarizeSale({ lines: [{ harga: order.sisa }], diskon: 0, payments: paymentBodies(used).map((p) => ({ jenis: p.jenis, jumlah_rp: Number(p.jumlah_rp) })) });
  const submit = async () => {
    if (saving) return;
    const problem = used.length ? paymentProblem(used) : null;
    if (problem) return notify.warning(problem);
    if (paid < order.sisa) return notify.warning(ORDER_MESSAGES.payShort);
    if (order.sisa > 0 && summary.error) return notify.warning(summary.error.message);
    if (!(await confirmDialog(t('orders.detail.ambilConfirm', { no: order.no_pesanan, nilai: formatNumber(order.sisa) })))) return;
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => api.post<SaleReceipt>(`pesanan/${encodeURIComponent(order.no_pesanan)}/ambil`, { idempotency_key: key.current, pembayaran: used.length ? paymentBodies(used) : [], otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('orders.detail.ambil'), nilai: order.sisa }),
      );
      if (result) onDone(result.data, result.message || SALES_MESSAGES.saleSaved);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="order-pickup">
      <PaymentRows rows={payments} onChange={setPayments} fillTo={order.sisa}>
        <PaymentFigure label={t('orders.common.sisa')} value={order.sisa} testId="order-pickup-sisa" />
        <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={paid} testId="order-pickup-paid" />
        <PaymentFigure label={t('salesHistory.payment.kembalian')} value={summary.kembalian} testId="order-pickup-change" />
      </PaymentRows>
      <Group justify="flex-end">
        <Button leftSection={<IconCash size={16} />} loading={saving} onClick={() => void submit()} data-testid="order-pickup-submit">
          {t('orders.detail.ambil')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}

/** Cancel: a reason, a confirmation and the supervisor's approval BATAL_PESANAN (POST pesanan/:no/batal). */
export function CancelOrderForm({ order, onDone }: { order: OrderReceipt; onDone: Done<OrderReceipt> }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const reason = alasan.trim();
    if (!reason) {
      setError(ORDER_MESSAGES.alasanRequired);
      return notify.warning(ORDER_MESSAGES.alasanRequired);
    }
    if (!(await confirmDialog(t('orders.detail.batalConfirm', { no: order.no_pesanan })))) return;
    const approval = await requestApproval({
      operasi: 'BATAL_PESANAN',
      deskripsi: t('orders.detail.batalApproval', { no: order.no_pesanan, dp: formatNumber(order.dp), alasan: reason }),
      nilai: order.dp,
      alasan: reason,
      askKeterangan: true,
    });
    if (!approval) return;
    setSaving(true);
    try {
      const { data, message } = await api.post<OrderReceipt>(`pesanan/${encodeURIComponent(order.no_pesanan)}/batal`, { alasan: reason, otorisasi: [approval.id] });
      onDone(data, message || ORDER_MESSAGES.cancelled);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendError);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="order-cancel">
      <Text size="sm">{t('orders.detail.batalRule')}</Text>
      <Textarea label={t('orders.detail.alasan')} withAsterisk autosize minRows={2} value={alasan} error={error} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end">
        <Button color="red" leftSection={<IconBan size={16} />} loading={saving} onClick={() => void submit()} data-testid="order-cancel-submit">
          {t('orders.detail.batal')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
