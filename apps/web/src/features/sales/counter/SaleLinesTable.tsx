import { formatNumber, formatWeight } from '@emas/domain';
import { ActionIcon, Card, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PriceNote } from '../../../kit/counter';
import stickyActions from '../../../kit/DataTable.module.css';
import { MoneyInput } from '../../../kit/Inputs';
import type { CounterLine } from './sale-lines-model';

/**
 * The items on the counter: name, barcode, group and purity, weight, today's price per gram, labour
 * and the price charged, which the cashier may change (a supervisor approves it on save) or take back.
 */
export function SaleLinesTable({
  lines,
  disabled,
  onPrice,
  onRemove,
}: {
  lines: readonly CounterLine[];
  disabled: boolean;
  onPrice: (barcode: string, harga: number | null) => void;
  onRemove: (barcode: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder p={0}>
      {/* fits the counter's column on a 1366 px laptop: the barcode, group and purity stand under the name */}
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="counter-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sales.counter.colNo')}</Table.Th>
              <Table.Th>{t('sales.counter.colNama')}</Table.Th>
              <Table.Th ta="right">{t('sales.counter.colBerat')}</Table.Th>
              <Table.Th ta="right">{t('sales.counter.colHargaGram')}</Table.Th>
              <Table.Th ta="right">{t('sales.counter.colOngkos')}</Table.Th>
              <Table.Th ta="right" className={stickyActions.stickyPrice}>{t('sales.counter.colHarga')}</Table.Th>
              {/* the remove button stays in view on a narrow screen while the lines scroll sideways */}
              <Table.Th className={`${stickyActions.actions} ${stickyActions.narrowActions}`} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.kode_barcode} data-testid="counter-line">
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm">{l.nama_barang}</Text>
                  <Text size="xs" c="dimmed">
                    <span data-testid="counter-line-barcode">{l.kode_barcode}</span> · {l.kode_group} / {formatNumber(l.kadar)}
                  </Text>
                  {l.berlian && (
                    // a diamond piece (issue 34): how the server made its price, and its certificate
                    <Text size="xs" c="dimmed" data-testid="counter-line-berlian">
                      {l.berlian.mode === 'GRID' && t('sales.counter.berlianParts', { emas: formatNumber(l.berlian.emas), batu: formatNumber(l.berlian.batu), ongkos: formatNumber(l.berlian.ongkos) })}
                      {l.berlian.no_sertifikat && ` ${t('sales.counter.berlianSertifikat', { lab: l.berlian.lab_sertifikat ?? '', no: l.berlian.no_sertifikat })}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatWeight(Number(l.berat))}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.harga_per_gram)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.ongkos)}</Table.Td>
                <Table.Td ta="right" w={150} miw={150} className={stickyActions.stickyPrice}>
                  <MoneyInput
                    aria-label={`${t('sales.counter.colHarga')} ${l.kode_barcode}`}
                    size="xs"
                    value={l.harga}
                    disabled={disabled}
                    onChange={(v) => onPrice(l.kode_barcode, v)}
                  />
                  {l.harga !== l.harga_hitung && (
                    <PriceNote text={t('sales.counter.priceChanged', { harga: formatNumber(l.harga_hitung) })} resetLabel={t('sales.counter.priceReset')} onReset={() => onPrice(l.kode_barcode, l.harga_hitung)} />
                  )}
                </Table.Td>
                <Table.Td className={`${stickyActions.actions} ${stickyActions.narrowActions}`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={disabled}
                    aria-label={`${t('sales.counter.remove')} ${l.kode_barcode}`}
                    onClick={() => onRemove(l.kode_barcode)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7} c="dimmed" ta="center">
                  {t('sales.counter.noLines')}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
