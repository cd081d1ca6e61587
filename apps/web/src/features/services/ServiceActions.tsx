import { formatNumber, formatWeight, SERVICE_MESSAGES, type ServiceReceipt } from '@emas/domain';
import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { MoneyInput, WeightInput } from '../../kit/Inputs';
import { api } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { emptyPayment, newIdempotencyKey, paymentBodies, type PaymentDraft, PaymentFigure, PaymentRows, paymentTotal } from '../../kit/counter';

type Done = (receipt: ServiceReceipt) => void;
const errorsOf = (e: unknown) => fieldErrorsOf(e) ?? {};

/** Selesai: the weight out of every piece and the final labour cost (POST service/:no/selesai). */
export function FinishForm({ receipt, onDone }: { receipt: ServiceReceipt; onDone: Done }) {
  const { t } = useTranslation();
  const [weights, setWeights] = useState<Record<number, string>>({});
  const [ongkos, setOngkos] = useState<number | null>(receipt.ongkos_estimasi);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const result = await api.post<ServiceReceipt>(`service/${receipt.no_service}/selesai`, {
        ongkos: ongkos ?? 0,
        detail: receipt.detail.map((l) => ({ urut: l.urut, berat_keluar: weights[l.urut] ?? '' })),
      });
      notify.success(result.message || SERVICE_MESSAGES.finished);
      if (result.data.whatsapp === 'TERKIRIM') notify.success(t('services.list.whatsappSent'));
      if (result.data.whatsapp === 'GAGAL') notify.warning(t('services.list.whatsappFailed'));
      onDone(result.data);
    } catch (e) {
      setErrors(errorsOf(e));
      notifyApiError(e, SERVICE_MESSAGES.notFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="service-finish">
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('services.common.namaBarang')}</Table.Th>
            <Table.Th ta="right">{t('services.common.beratMasuk')}</Table.Th>
            <Table.Th>{t('services.common.beratKeluar')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.detail.map((l, i) => (
            <Table.Tr key={l.urut}>
              <Table.Td>{l.nama_barang}</Table.Td>
              <Table.Td ta="right">{formatWeight(l.berat_masuk)}</Table.Td>
              <Table.Td>
                <WeightInput
                  aria-label={`${t('services.common.beratKeluar')} ${l.urut}`}
                  value={weights[l.urut] ?? ''}
                  error={errors[`detail.${i}.berat_keluar`]}
                  onChange={(v) => setWeights((w) => ({ ...w, [l.urut]: v }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.detail && <Text c="red" size="sm">{errors.detail}</Text>}
      <MoneyInput label={t('services.common.ongkos')} value={ongkos} error={errors.ongkos} onChange={setOngkos} w={260} />
      <Group justify="flex-end">
        <Button loading={saving} onClick={() => void save()}>
          {t('services.list.confirmFinish')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Ambil: the customer pays what is left, or gets the excess deposit back (POST service/:no/ambil). */
export function PickUpForm({ receipt, onDone }: { receipt: ServiceReceipt; onDone: Done }) {
  const { t } = useTranslation();
  const sisa = receipt.total_biaya - receipt.dp;
  const [payments, setPayments] = useState<PaymentDraft[]>(sisa > 0 ? [emptyPayment('CASH', sisa)] : []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const key = useRef(newIdempotencyKey());
  const save = async () => {
    setSaving(true);
    try {
      const result = await api.post<ServiceReceipt>(`service/${receipt.no_service}/ambil`, { idempotency_key: key.current, pembayaran: paymentBodies(payments) });
      notify.success(result.message || SERVICE_MESSAGES.pickedUp);
      onDone(result.data);
    } catch (e) {
      setError(errorsOf(e).pembayaran ?? null);
      notifyApiError(e, SERVICE_MESSAGES.notFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="service-pickup">
      <Group gap="lg">
        <PaymentFigure label={t('services.common.totalBiaya')} value={receipt.total_biaya} testId="pickup-total" />
        <PaymentFigure label={t('services.common.dp')} value={receipt.dp} testId="pickup-dp" />
        <PaymentFigure label={t('services.common.sisa')} value={sisa} testId="pickup-sisa" color={sisa < 0 ? 'orange' : undefined} />
      </Group>
      {sisa > 0 ? (
        <PaymentRows rows={payments} onChange={setPayments} fillTo={sisa}>
          <PaymentFigure label={t('services.common.bayar')} value={paymentTotal(payments)} testId="pickup-paid" />
          <PaymentFigure label={t('services.common.kembalian')} value={Math.max(0, paymentTotal(payments) - sisa)} testId="pickup-change" />
        </PaymentRows>
      ) : (
        sisa < 0 && (
          <Text size="sm">
            {t('services.common.dikembalikan')}: <b>{formatNumber(-sisa)}</b>
          </Text>
        )
      )}
      {error && <Text c="red" size="sm">{error}</Text>}
      <Group justify="flex-end">
        <Button loading={saving} onClick={() => void save()}>
          {t('services.list.confirmPickUp')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Batal: a reason and a supervisor's approval (the one approval dialog); the deposit goes back. */
export function CancelForm({ receipt, onDone }: { receipt: ServiceReceipt; onDone: Done }) {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!alasan.trim()) return setError(SERVICE_MESSAGES.alasanRequired);
    setSaving(true);
    try {
      const result = await sendWithApprovals(
        (otorisasi) => api.post<ServiceReceipt>(`service/${receipt.no_service}/batal`, { alasan: alasan.trim(), otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: `${t('services.list.cancelTitle')} ${receipt.no_service}`, nilai: receipt.dp }),
      );
      if (!result) return;
      notify.success(result.message || SERVICE_MESSAGES.cancelled);
      onDone(result.data);
    } catch (e) {
      setError(errorsOf(e).alasan ?? null);
      notifyApiError(e, SERVICE_MESSAGES.notFound);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack data-testid="service-cancel">
      <PaymentFigure label={t('services.common.refund')} value={receipt.dp} testId="cancel-refund" />
      <Textarea label={t('services.common.alasan')} withAsterisk value={alasan} error={error} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end">
        <Button color="red" loading={saving} onClick={() => void save()}>
          {t('services.list.confirmCancel')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}
