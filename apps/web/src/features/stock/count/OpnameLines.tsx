import { formatWeight, isPresentStatus, MOVABLE_STATUSES, type OpnameDetail, type OpnameLine, type OpnameLineState } from '@emas/domain';
import { Badge, Card, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The parts of a count's screen shared by the barcode count (/stock-opname) and the RFID count (/stock-opname-rfid). */
const STATE_COLOR: Record<OpnameLineState, string> = { FOUND: 'teal', MISSING: 'red', LEFT: 'gray', UNEXPECTED: 'orange', UNKNOWN: 'grape' };

/** Scans answered with these states are shown as warnings: the cashier must notice them. */
export const WARN_STATES: readonly OpnameLineState[] = ['UNEXPECTED', 'UNKNOWN'];

/**
 * Where the line's item is: its tray, or its status when it is no longer in stock (sold, sent...);
 * a stray piece the close moved shows where it came from and the counted tray.
 */
const placeOf = (l: OpnameLine, tray: string | null): string => {
  if (l.dipindah && tray) return `${l.kode_baki ?? '-'} → ${tray}`;
  if ((l.state === 'LEFT' || l.state === 'UNEXPECTED') && l.status_barang && !isPresentStatus(l.status_barang)) return l.status_barang;
  return l.kode_baki ?? '-';
};

/** A stray piece the close could not move into the tray (sold, sent, melted, a sample). */
export const notMovable = (l: OpnameLine): boolean => l.state === 'UNEXPECTED' && !l.dipindah && l.status_barang !== null && !(MOVABLE_STATUSES as readonly string[]).includes(l.status_barang);

function LineCard({ title, state, lines, tray }: { title: string; state: OpnameLineState; lines: readonly OpnameLine[]; tray: string | null }) {
  const { t } = useTranslation();
  const rows = lines.filter((l) => l.state === state);
  const testId = `opname-${state.toLowerCase()}`;
  // pieces, like the summary and the history (an accessory line holds several); unknown codes have none, so codes
  const total = state === 'UNKNOWN' ? rows.length : rows.reduce((sum, l) => sum + l.jumlah, 0);
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <Badge color={STATE_COLOR[state]} data-testid={`${testId}-count`}>
          {total}
        </Badge>
      </Group>
      <Table>
        <Table.Tbody>
          {rows.map((l) => (
            <Table.Tr key={l.kode_barcode}>
              <Table.Td>{l.kode_barcode}</Table.Td>
              <Table.Td>{l.nama_barang || '-'}</Table.Td>
              <Table.Td>{placeOf(l, tray)}</Table.Td>
              <Table.Td ta="right">{formatWeight(l.berat)}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td c="dimmed">{t('stockCount.opname.empty')}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}


/** A count's totals: system, found, missing, left, not belonging here, unknown; in pieces and grams. */
export function OpnameSummary({ current }: { current: OpnameDetail }) {
  const { t } = useTranslation();
  const amount = (a: { jumlah: number; berat: number }) => `${t('stockCount.opname.pieces', { count: a.jumlah })} · ${formatWeight(a.berat)} gr`;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} data-testid="opname-summary">
      <Text size="sm">{t('stockCount.opname.sistem')}: {amount(current.sistem)}</Text>
      <Text size="sm" c="teal">{t('stockCount.opname.found')}: {amount(current.found)}</Text>
      <Text size="sm" c="red">{t('stockCount.opname.missing')}: {amount(current.missing)}</Text>
      <Text size="sm" c="dimmed">{t('stockCount.opname.left')}: {amount(current.left)}</Text>
      <Text size="sm" c="orange">{t('stockCount.opname.unexpected')}: {amount(current.unexpected)}</Text>
      <Text size="sm" c="grape">{t('stockCount.opname.unknown')}: {t('stockCount.opname.codes', { count: current.unknown })}</Text>
    </SimpleGrid>
  );
}

/** The count's lines, one card per state. */
export function OpnameLineCards({ current }: { current: OpnameDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <LineCard title={t('stockCount.opname.found')} state="FOUND" lines={current.detail} tray={current.kode_baki} />
      <LineCard title={t('stockCount.opname.missing')} state="MISSING" lines={current.detail} tray={current.kode_baki} />
      <LineCard title={t('stockCount.opname.left')} state="LEFT" lines={current.detail} tray={current.kode_baki} />
      <LineCard title={t('stockCount.opname.unexpected')} state="UNEXPECTED" lines={current.detail} tray={current.kode_baki} />
      <LineCard title={t('stockCount.opname.unknown')} state="UNKNOWN" lines={current.detail} tray={current.kode_baki} />
    </SimpleGrid>
  );
}
