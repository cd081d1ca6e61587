import { formatBusinessDate, formatNumber } from '@emas/domain';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One instalment as the tables show it; `terbayar`, `denda` and `lunas` only once the plan is open. */
export type ScheduleRow = { ke: number; tgl_jatuh_tempo: string; nilai: number; terbayar?: number; denda?: number; lunas?: boolean };

/**
 * The schedule of a plan: each instalment's due date and amount; for an open plan also what it has been paid, its
 * late fee and whether it is paid, late (past its due date on `asOf`) or still to come.
 */
export function ScheduleTable({ rows, asOf, testId = 'cicilan-jadwal' }: { rows: readonly ScheduleRow[]; asOf?: string; testId?: string }) {
  const { t } = useTranslation();
  const open = rows.some((r) => r.terbayar !== undefined);
  const total = rows.reduce((s, r) => s + r.nilai, 0);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t('cicilan.jadwal.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={open ? 560 : 320}>
      <Table withTableBorder striped verticalSpacing={4} aria-label={t('cicilan.jadwal.title')} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cicilan.jadwal.ke')}</Table.Th>
            <Table.Th>{t('cicilan.jadwal.jatuhTempo')}</Table.Th>
            <Table.Th ta="right">{t('cicilan.jadwal.nilai')}</Table.Th>
            {open && <Table.Th ta="right">{t('cicilan.jadwal.terbayar')}</Table.Th>}
            {open && <Table.Th ta="right">{t('cicilan.jadwal.denda')}</Table.Th>}
            {open && <Table.Th>{t('cicilan.jadwal.keadaan')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const paid = r.lunas ?? (r.terbayar !== undefined && r.terbayar >= r.nilai);
            const late = !paid && asOf !== undefined && r.tgl_jatuh_tempo < asOf;
            return (
              <Table.Tr key={r.ke} data-testid={`${testId}-row`}>
                <Table.Td>{r.ke}</Table.Td>
                <Table.Td>{formatBusinessDate(r.tgl_jatuh_tempo)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.nilai)}</Table.Td>
                {open && <Table.Td ta="right">{formatNumber(r.terbayar ?? 0)}</Table.Td>}
                {open && <Table.Td ta="right">{formatNumber(r.denda ?? 0)}</Table.Td>}
                {open && (
                  <Table.Td>
                    <Badge size="sm" variant="light" color={paid ? 'teal' : late ? 'red' : 'gray'}>
                      {paid ? t('cicilan.jadwal.lunas') : late ? t('cicilan.jadwal.telat') : t('cicilan.jadwal.belum')}
                    </Badge>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('cicilan.jadwal.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(total)}</Table.Th>
            {open && <Table.Th colSpan={3} />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
