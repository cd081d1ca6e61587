import { formatNumber, formatRupiah, formatWeight, type PurchaseReceipt } from '@emas/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../kit/QueryStatus';
import { useSaleReceiptPrinting } from '../../../kit/receipt';
import { fetchPurchase } from '../purchases-api';

/** The lines and totals of a buy-back receipt (read-only), with each deduction shown. */
export function PurchaseReceiptBody({ receipt }: { receipt: PurchaseReceipt }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="purchase-receipt">
      <Group gap="xs">
        <Text fw={700}>{receipt.no_faktur_group}</Text>
        <Badge color={receipt.status === 'BATAL' ? 'red' : 'blue'} variant="light">
          {receipt.status}
        </Badge>
        <Text size="sm" c="dimmed">
          {receipt.nama_customer} {receipt.no_hp}
        </Text>
        {receipt.kode_member && (
          <Badge variant="outline" data-testid="receipt-kode-member">
            {receipt.kode_member}
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('purchases.receipt.colBarang')}</Table.Th>
              <Table.Th>{t('purchases.receipt.colKondisi')}</Table.Th>
              <Table.Th ta="right">{t('purchases.receipt.colBerat')}</Table.Th>
              <Table.Th ta="right">{t('purchases.receipt.colHargaGram')}</Table.Th>
              <Table.Th ta="right">{t('purchases.counter.colPotKondisi')}</Table.Th>
              <Table.Th ta="right">{t('purchases.counter.colPotRugi')}</Table.Th>
              <Table.Th ta="right">{t('purchases.receipt.colHarga')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.detail.map((l) => (
              <Table.Tr key={l.no_faktur_beli}>
                <Table.Td>
                  <Text size="sm">{l.nama_barang}</Text>
                  <Text size="xs" c="dimmed">
                    {l.kode_barcode} {l.no_faktur_jual ? `(${l.no_faktur_jual})` : ''} {l.tujuan}
                  </Text>
                </Table.Td>
                <Table.Td>{l.nama_kondisi}</Table.Td>
                <Table.Td ta="right">{formatWeight(Number(l.berat_dipakai))}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.harga_emas)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.potongan_kondisi)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.potongan_rugi)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.harga)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm">
          {t('purchases.receipt.totalBerat')}: {formatWeight(Number(receipt.total_berat))} gr
        </Text>
        <Text fw={700} data-testid="purchase-receipt-total">
          {t('purchases.receipt.total')}: {formatRupiah(receipt.total_harga)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A buy-back receipt in a modal: its lines, print (the receipt kit's PDF) and WhatsApp. */
export function PurchaseReceiptModal({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const printing = useSaleReceiptPrinting();
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: ['purchases', 'receipt', no], queryFn: () => fetchPurchase(no!), enabled: no !== null });
  const run = async (action: (r: PurchaseReceipt) => Promise<unknown>) => {
    if (!query.data) return;
    setBusy(true);
    try {
      await action(query.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={no !== null} onClose={onClose} size="xl" title={t('purchases.receipt.title')}>
      <QueryStatus query={query} failureText={t('purchases.history.empty')} />
      {query.data && (
          <Stack>
            <PurchaseReceiptBody receipt={query.data} />
            <Group justify="flex-end">
              <Button leftSection={<IconPrinter size={16} />} loading={busy} onClick={() => void run(printing.printPurchase)} data-testid="purchase-print">
                {t('purchases.receipt.print')}
              </Button>
              <Button variant="light" color="green" leftSection={<IconBrandWhatsapp size={16} />} disabled={busy || !query.data.no_hp} onClick={() => void run(printing.sendPurchaseWa)}>
                {t('purchases.receipt.wa')}
              </Button>
              <Button variant="default" onClick={onClose}>
                {t('purchases.receipt.close')}
              </Button>
            </Group>
          </Stack>
      )}
    </Modal>
  );
}
