import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PurchaseListScreen } from './PurchaseListScreen';
import { PurchaseReceiptModal } from './PurchaseReceiptModal';

/** /lihat-pembelian: the store's buy-back receipts; a row opens the receipt with reprint and WhatsApp. */
export function LihatPembelianPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <PurchaseListScreen
        title={t('purchases.history.lihatTitle')}
        testId="lihat-pembelian"
        initialStatus="ALL"
        action={(r) => (
          <Button size="compact-xs" variant="light" leftSection={<IconEye size={14} />} aria-label={`${t('purchases.history.detail')} ${r.no_faktur_group}`} onClick={() => setOpened(r.no_faktur_group)}>
            {t('purchases.history.detail')}
          </Button>
        )}
      />
      <PurchaseReceiptModal no={opened} onClose={() => setOpened(null)} />
    </>
  );
}
