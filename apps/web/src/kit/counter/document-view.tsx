import { formatDateTime, type ReceiptPayment } from '@emas/domain';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** 'HH:mm' of an instant, in Asia/Jakarta. */
export function timeOf(iso: string): string {
  return iso ? formatDateTime(iso).slice(11, 16) : '';
}

const PAYMENT_KEYS: Record<string, string> = {
  CASH: 'salesHistory.common.cash',
  CARD: 'salesHistory.common.card',
  TRANSFER: 'salesHistory.common.transfer',
  MARKETPLACE: 'salesHistory.common.marketplace',
  TITIP: 'salesHistory.common.titipDp',
};

/** The label of a payment method (CASH -> TUNAI ...); unknown methods read as they are. */
export function paymentLabel(t: TFunction, jenis: string): string {
  const key = PAYMENT_KEYS[jenis];
  return key ? t(key) : jenis;
}

/** One payment as a line of text: 'KARTU BCA 1234 (2.00%)'. */
export function paymentText(t: TFunction, p: ReceiptPayment): string {
  const parts = [paymentLabel(t, p.jenis)];
  if (p.kode_bank) parts.push(p.kode_bank);
  if (p.no_rekening) parts.push(p.no_rekening);
  if (p.kode_marketplace) parts.push(p.kode_marketplace);
  return parts.join(' ');
}

/** A status as shown in the picked language (AKTIF, LUNAS, BATAL); another status reads as it is. */
export function statusLabel(t: TFunction, status: string): string {
  return t(`salesHistory.statuses.${status}`, { defaultValue: status });
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = status === 'BATAL' ? 'red' : status === 'LUNAS' ? 'teal' : 'blue';
  return (
    <Badge color={color} variant="light" data-testid="status-badge">
      {statusLabel(t, status)}
    </Badge>
  );
}

export function ValidBadge({ t, valid, by }: { t: TFunction; valid: boolean; by?: string | null }) {
  return (
    <Badge color={valid ? 'teal' : 'gray'} variant="light" title={by ?? undefined}>
      {valid ? t('salesHistory.common.validYes') : t('salesHistory.common.validNo')}
    </Badge>
  );
}
