import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchReceipt, ReceiptBody, ReceiptButtons } from '../../../kit/counter';
import { QueryStatus } from '../../../kit/QueryStatus';

/**
 * A receipt opened from a list: loaded with POST penjualan/get/bynota/single (spec 001 §7), shown
 * read-only, with Cetak Ulang (the receipt PDF) and Kirim WhatsApp.
 */
export function ReceiptDetailModal({ noFakturGroup, onClose }: { noFakturGroup: string | null; onClose: () => void }) {
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
