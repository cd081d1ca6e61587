import { formatNumber, formatWeight, type CicilanLine } from '@emas/domain';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The pieces of a plan being opened: barcode, name, purity, weight and today's cash price; each removable. */
export function CicilanPiecesTable({ pieces, disabled, onRemove }: { pieces: readonly CicilanLine[]; disabled?: boolean; onRemove: (barcode: string) => void }) {
  const { t } = useTranslation();
  const total = pieces.reduce((s, p) => s + p.harga, 0);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped verticalSpacing={4} aria-label={t('cicilan.transaksi.pieces')} data-testid="cicilan-pieces">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cicilan.fields.kodeBarcode')}</Table.Th>
            <Table.Th>{t('cicilan.fields.namaBarang')}</Table.Th>
            <Table.Th ta="right">{t('cicilan.fields.kadar')}</Table.Th>
            <Table.Th ta="right">{t('cicilan.fields.berat')}</Table.Th>
            <Table.Th ta="right">{t('cicilan.fields.hargaTunai')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pieces.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text ta="center" c="dimmed" size="sm" data-testid="cicilan-pieces-empty">
                  {t('cicilan.transaksi.noPieces')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            pieces.map((p) => (
              <Table.Tr key={p.kode_barcode} data-testid="cicilan-piece">
                <Table.Td>{p.kode_barcode}</Table.Td>
                <Table.Td>{p.nama_barang}</Table.Td>
                <Table.Td ta="right">{p.kadar}</Table.Td>
                <Table.Td ta="right">{formatWeight(p.berat)}</Table.Td>
                <Table.Td ta="right">{formatNumber(p.harga)}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" disabled={disabled} aria-label={t('cicilan.transaksi.removePiece', { code: p.kode_barcode })} onClick={() => onRemove(p.kode_barcode)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t('cicilan.fields.hargaTunai')}</Table.Th>
            <Table.Th ta="right" data-testid="cicilan-harga-tunai">
              {formatNumber(total)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
