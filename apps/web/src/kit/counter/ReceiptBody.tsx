import { formatBusinessDate, formatDateTime, formatNumber, formatWeight, type SaleReceipt } from '@emas/domain';
import { Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField as Field } from './DetailField';
import { paymentText, StatusBadge, ValidBadge } from './document-view';
import { ItemCells, ItemHeads } from './ItemCells';
import { useReceiptActions } from './receipt-actions';
import type { ReceiptBundle } from './receipt-data';

/** The body of a receipt: header fields, lines, payments and totals (read-only). */
export function ReceiptBody({ receipt, t }: { receipt: SaleReceipt; t: TFunction }) {
  const total = (label: string, value: number, testId?: string) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Group>
  );
  // the automatic discounts inside diskon, each its own line as on the printed receipt: the cashier's own, the category discount, the coupon
  const kategori = receipt.diskon_kategori ?? 0;
  const kupon = receipt.diskon_kupon ?? 0;
  const own = receipt.diskon - kategori - kupon;
  return (
    <Stack gap="sm" data-testid="receipt-body">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Field label={t('salesHistory.common.noFaktur')}>{receipt.no_faktur_group}</Field>
        <Field label={t('salesHistory.common.tanggal')}>
          {formatBusinessDate(receipt.tgl_system)} {receipt.created_at ? formatDateTime(receipt.created_at).slice(11, 16) : ''}
        </Field>
        <Field label={t('salesHistory.common.kasir')}>{receipt.input_by}</Field>
        <Field label={t('salesHistory.common.sales')}>{receipt.nama_sales || receipt.kode_sales}</Field>
        {receipt.kode_member && (
          <Field label={t('members.receiptMember')}>
            <span data-testid="receipt-kode-member">{receipt.kode_member}</span>
          </Field>
        )}
        <Field label={t('salesHistory.common.customer')}>{receipt.nama_customer}</Field>
        <Field label={t('salesHistory.common.noHp')}>{receipt.no_hp}</Field>
        <Field label={t('salesHistory.common.alamat')}>{receipt.alamat_customer}</Field>
        <Field label={t('salesHistory.common.keterangan')}>{receipt.keterangan}</Field>
        <Field label={t('salesHistory.common.status')}>
          <StatusBadge status={receipt.status} />
        </Field>
        <Field label={t('salesHistory.common.valid')}>
          <ValidBadge t={t} valid={receipt.valid} by={receipt.valid_by} />
        </Field>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing={4} aria-label={t('salesHistory.common.namaBarang')}>
          <Table.Thead>
            <Table.Tr>
              <ItemHeads withKadar />
              <Table.Th>{t('salesHistory.common.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.detail.map((l) => (
              <Table.Tr key={l.no_faktur_jual} data-testid="receipt-line">
                <ItemCells line={l} withKadar />
                <Table.Td>
                  <StatusBadge status={l.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('salesHistory.common.pembayaran')}
          </Text>
          {receipt.pembayaran.map((p, i) => (
            <Group key={i} justify="space-between" gap="xs" data-testid="receipt-payment">
              <Text size="sm">{paymentText(t, p)}</Text>
              <Text size="sm">{formatNumber(p.jumlah_rp)}</Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('salesHistory.common.totalBerat')}</Text>
            <Text size="sm" fw={600}>
              {formatWeight(receipt.total_berat)}
            </Text>
          </Group>
          {total(t('salesHistory.common.total'), receipt.total_harga)}
          {(own > 0 || (kategori === 0 && kupon === 0)) && total(t('salesHistory.common.diskon'), own)}
          {kategori > 0 && total(t('coupons.receipt.kategori'), kategori)}
          {kupon > 0 && total(t('coupons.receipt.kupon', { kode: receipt.kode_kupon ?? '' }), kupon)}
          {total(t('salesHistory.common.grandTotal'), receipt.grand_total, 'receipt-grand-total')}
          {total(t('salesHistory.common.totalBayar'), receipt.total_bayar)}
          {receipt.total_batal > 0 && total(t('salesHistory.common.totalBatal'), receipt.total_batal)}
          {total(t('salesHistory.common.kembalian'), receipt.kembalian)}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** Reprint and WhatsApp buttons of a loaded receipt. */
export function ReceiptButtons({ bundle }: { bundle: ReceiptBundle }) {
  const { t } = useTranslation();
  const actions = useReceiptActions();
  const [busy, setBusy] = useState<'print' | 'wa' | null>(null);
  const run = async (kind: 'print' | 'wa') => {
    setBusy(kind);
    try {
      if (kind === 'print') await actions.reprint(bundle);
      else await actions.sendWa(bundle);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button leftSection={<IconPrinter size={16} />} loading={busy === 'print'} disabled={busy !== null} onClick={() => void run('print')}>
        {t('salesHistory.common.reprint')}
      </Button>
      <Button
        color="green"
        variant="light"
        leftSection={<IconBrandWhatsapp size={16} />}
        loading={busy === 'wa'}
        disabled={busy !== null}
        onClick={() => void run('wa')}
      >
        {t('salesHistory.common.sendWa')}
      </Button>
    </Group>
  );
}
