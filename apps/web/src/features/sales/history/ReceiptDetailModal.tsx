import { formatNumber, type ReceiptPoints } from '@emas/domain';
import { Button, Card, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchReceipt, ReceiptBody, ReceiptButtons } from '../../../kit/counter';
import { QueryStatus } from '../../../kit/QueryStatus';

/**
 * A receipt opened from a list: loaded with POST penjualan/get/bynota/single (spec 001 §7), shown
 * read-only, with Cetak Ulang (the receipt PDF) and Kirim WhatsApp. Opened by the counter right after a
 * member's sale, it also shows `points` from the save's answer: the points earned and the member's balance.
 */
export function ReceiptDetailModal({ noFakturGroup, onClose, points }: { noFakturGroup: string | null; onClose: () => void; points?: ReceiptPoints | null | undefined }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['sales', 'bynota', noFakturGroup],
    queryFn: () => fetchReceipt(noFakturGroup!),
    enabled: noFakturGroup !== null,
  });
  return (
    <Modal
      opened={noFakturGroup !== null}
      onClose={onClose}
      size="xl"
      title={t('salesHistory.common.detailOf', { no: noFakturGroup ?? '' })}
      data-testid="receipt-detail"
    >
      {points && <SaleResultPoints points={points} />}
      <QueryStatus query={query} failureText={t('salesHistory.common.loadFailed')} />
      {query.data && (
        <Stack>
          <ReceiptBody receipt={query.data.receipt} t={t} />
          <Divider />
          <Group justify="space-between">
            <ReceiptButtons bundle={query.data} />
            <Button variant="default" onClick={onClose}>
              {t('salesHistory.common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The points a member's sale earned and the member's balance after it, as the save answered them. */
function SaleResultPoints({ points }: { points: ReceiptPoints }) {
  const { t } = useTranslation();
  const row = (label: string, value: number, testId: string) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder mb="sm" data-testid="sale-result-poin">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('members.receiptMember')}</Text>
          <Text size="sm" fw={600} data-testid="sale-result-poin-member">
            {points.kode_member}
          </Text>
        </Group>
        {row(t('points.receipt.poinDidapat'), points.didapat, 'sale-result-poin-didapat')}
        {row(t('points.receipt.saldoPoin'), points.saldo, 'sale-result-poin-saldo')}
      </Stack>
    </Card>
  );
}
