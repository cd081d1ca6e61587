import { barcodeNotFoundMessage, scanStatusRefusal, type BarangRow, type ItemStatus, type ScanPurpose } from '@emas/domain';
import { ActionIcon, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useScanQueue } from '../../../kit/scan-queue';
import { useTranslation } from 'react-i18next';
import { api, ApiError, errorMessage } from '../../../lib/api';
import { messageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { duplicateMessage, normalizeBarcode, scanTotals, weightText, type ScannedItem } from './scan-list';

export type ScanListProps = {
  items: readonly ScannedItem[];
  onChange: (items: ScannedItem[]) => void;
  disabled?: boolean;
  testId?: string;
  /** what the screen will do with the items and the statuses it takes: others are refused at the scan */
  accept?: { purpose: ScanPurpose; statuses: readonly ItemStatus[] };
};

/**
 * The scan list of the stock movement screens: a barcode field (the scanner types the code and
 * presses Enter; the field empties at once and scans are queued) that looks the item up with GET
 * barang/:kode_barcode, refuses a code already in the table ('Barcode X sudah ada di tabel', spec 000
 * §5), an unknown code with the server's message and an item in a state the screen cannot take (sold,
 * melted...: `accept`); a message stays under the field until the next good scan; rows with a remove
 * button; totals of count and weight (summed in milligrams).
 */
export function ScanList({ items, onChange, disabled = false, testId = 'scan-list', accept }: ScanListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // the rows as the scans before this one left them (a queued scan runs before the next render)
  const rows = useRef(items);
  rows.current = items;
  const totals = scanTotals(items);

  const refuse = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const lookUp = async (code: string) => {
    const twice = duplicateMessage(rows.current, code);
    if (twice) return refuse(twice);
    try {
      const { data } = await api.get<BarangRow>(`barang/${encodeURIComponent(code)}`);
      const again = duplicateMessage(rows.current, data.kode_barcode);
      const refusal = again ?? (accept ? scanStatusRefusal(data.kode_barcode, data.status, accept.purpose, accept.statuses) : null);
      if (refusal) return refuse(refusal);
      const next = [...rows.current, data];
      rows.current = next;
      onChange(next);
      // a good scan clears the message an earlier one left under the field
      setError(null);
    } catch (e) {
      // an unknown code names itself (the lookup's 404 says only 'Data Tidak Ditemukan')
      refuse(e instanceof ApiError && e.status === 404 ? messageText(barcodeNotFoundMessage(code)) : errorMessage(e));
    }
  };
  const scans = useScanQueue(lookUp);
  const busy = scans.pending;

  // the field empties as Enter is taken: a scanner types the next code at once, and it is queued
  const scan = () => {
    const code = normalizeBarcode(text);
    setText('');
    input.current?.focus();
    if (code) scans.enqueue(code);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      scan();
    }
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      <TextInput
        ref={input}
        label={t('stock.movements.scan.barcode')}
        description={t('stock.movements.scan.barcodeHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
        onKeyDown={onKeyDown}
        error={error}
        disabled={disabled}
        autoComplete="off"
        rightSection={busy ? <Loader size="xs" aria-label={t('stock.movements.scan.looking')} /> : null}
      />
      <Table striped withTableBorder aria-label={t('stock.movements.scan.barcode')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stock.movements.scan.no')}</Table.Th>
            <Table.Th>{t('stock.movements.scan.kodeBarcode')}</Table.Th>
            <Table.Th>{t('stock.movements.scan.namaBarang')}</Table.Th>
            <Table.Th ta="right">{t('stock.movements.scan.berat')}</Table.Th>
            <Table.Th>{t('stock.movements.scan.baki')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm" ta="center">
                  {t('stock.movements.scan.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {items.map((item, i) => (
            <Table.Tr key={item.kode_barcode} data-testid="scan-row">
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{item.kode_barcode}</Table.Td>
              <Table.Td>{item.nama_barang}</Table.Td>
              <Table.Td ta="right">{weightText(item.berat)}</Table.Td>
              <Table.Td>{item.kode_gudang ? `${item.kode_gudang} / ${item.kode_baki}` : item.kode_baki}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  aria-label={t('stock.movements.scan.remove', { code: item.kode_barcode })}
                  onClick={() => onChange(items.filter((x) => x.kode_barcode !== item.kode_barcode))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>
              {t('stock.movements.scan.total')}: <span data-testid="scan-count">{t('stock.movements.scan.totalQty', { count: totals.count })}</span>
            </Table.Th>
            <Table.Th ta="right" data-testid="scan-total-berat">
              {totals.berat}
            </Table.Th>
            <Table.Th colSpan={2}>
              <Group justify="flex-end">
                <Button size="compact-xs" variant="subtle" color="gray" disabled={disabled || items.length === 0} onClick={() => onChange([])}>
                  {t('stock.movements.scan.clear')}
                </Button>
              </Group>
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
