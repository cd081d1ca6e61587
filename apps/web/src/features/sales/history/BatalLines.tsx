import { Alert, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ItemCells, ItemHeads, StatusBadge } from '../../../kit/counter';
import type { SaleLine } from './sale-types';

/** The kind of a line (NORMAL or TUKAR, issue 5's exchange lines). */
export function lineKind(line: SaleLine): 'NORMAL' | 'TUKAR' {
  return line.jenis === 'TUKAR' ? 'TUKAR' : 'NORMAL';
}

/** The lines of the receipt being cancelled, each ticked to go (a line cancelled before cannot be). */
export function CancelLinesTable({
  lines,
  active,
  selected,
  onSelect,
}: {
  lines: readonly SaleLine[];
  /** the lines not cancelled yet */
  active: readonly SaleLine[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
}) {
  const { t } = useTranslation();
  const chosen = active.filter((l) => selected.has(l.no_faktur_jual));
  const toggle = (no: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(no);
    else next.delete(no);
    onSelect(next);
  };
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped verticalSpacing={4} aria-label={t('salesHistory.batal.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('salesHistory.batal.selectAll')}
                checked={active.length > 0 && chosen.length === active.length}
                indeterminate={chosen.length > 0 && chosen.length < active.length}
                onChange={(e) => onSelect(e.currentTarget.checked ? new Set(active.map((l) => l.no_faktur_jual)) : new Set())}
              />
            </Table.Th>
            <ItemHeads />
            <Table.Th>{t('salesHistory.common.jenis')}</Table.Th>
            <Table.Th>{t('salesHistory.common.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => {
            const cancelled = l.status === 'BATAL';
            return (
              <Table.Tr key={l.no_faktur_jual} data-testid="batal-line">
                <Table.Td>
                  <Checkbox
                    aria-label={t('salesHistory.batal.lineLabel', { code: l.kode_barcode })}
                    checked={!cancelled && selected.has(l.no_faktur_jual)}
                    disabled={cancelled}
                    title={cancelled ? t('salesHistory.batal.alreadyCancelled') : undefined}
                    onChange={(e) => toggle(l.no_faktur_jual, e.currentTarget.checked)}
                  />
                </Table.Td>
                <ItemCells line={l} />
                <Table.Td>{lineKind(l)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={l.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** After a cancellation: the items that went back, each with the tray it went to. */
export function ReturnedLinesAlert({ no, lines }: { no: string; lines: readonly SaleLine[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t('salesHistory.batal.done')} data-testid="batal-returned">
      <Text size="sm" mb="xs">
        {no} — {t('salesHistory.batal.returned')}
      </Text>
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('salesHistory.common.kodeBarcode')}</Table.Th>
            <Table.Th>{t('salesHistory.common.namaBarang')}</Table.Th>
            <Table.Th>{t('salesHistory.batal.baki')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.no_faktur_jual} data-testid="returned-line">
              <Table.Td>{l.kode_barcode}</Table.Td>
              <Table.Td>{l.nama_barang}</Table.Td>
              <Table.Td>{l.kode_baki ? `${l.kode_gudang ?? ''} / ${l.kode_baki}` : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
