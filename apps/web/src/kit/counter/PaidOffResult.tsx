import type { SaleReceipt } from '@emas/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptBody, ReceiptButtons } from './ReceiptBody';

/**
 * The sale receipt a layaway's pay-off or an order's pick-up answered: what happened, the receipt
 * read-only with reprint and WhatsApp, and Tutup.
 */
export function PaidOffResult({ sale, title, testId, onClose, children }: { sale: SaleReceipt; title: string; testId: string; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid={testId}>
      <Alert color="teal" title={title}>
        {children}
      </Alert>
      <ReceiptBody receipt={sale} t={t} />
      <Group justify="space-between">
        <ReceiptButtons bundle={{ receipt: sale, templateWa: '' }} />
        <Button variant="default" onClick={onClose}>
          {t('salesHistory.common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
