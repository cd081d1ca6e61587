import { type SelisihRow } from '@emas/domain';
import { Badge, Card, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { weightText } from './receiving-shared';

/**
 * /selisih-kirim-barang (the shipping module): the pieces missing from received boxes of shipments sent from or to
 * the store; the sender and the receiver see the same rows (GET kirim-barang/selisih).
 */
export function SelisihKirimPage() {
  const { t } = useTranslation();
  const session = useSession();
  const list = useQuery({ queryKey: ['receiving', 'selisih', session.kodeToko], queryFn: async () => (await api.get<SelisihRow[]>('kirim-barang/selisih')).data });
  const rows = list.data ?? [];
  return (
    <Panel title={t('receiving.selisih.title')} removable={false} testId="selisih-kirim-barang">
      <Stack>
        <Card withBorder>
          <Table striped data-testid="selisih-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receiving.common.noKirim')}</Table.Th>
                <Table.Th>{t('receiving.common.noTerima')}</Table.Th>
                <Table.Th>{t('receiving.kirim.asalTujuan')}</Table.Th>
                <Table.Th>{t('receiving.kirim.logistik')}</Table.Th>
                <Table.Th>{t('receiving.kirim.noResi')}</Table.Th>
                <Table.Th>{t('receiving.common.kodeBarcode')}</Table.Th>
                <Table.Th>{t('receiving.common.namaBarang')}</Table.Th>
                <Table.Th>{t('receiving.common.beratKirim')}</Table.Th>
                <Table.Th>{t('receiving.common.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={9}>{t('receiving.selisih.empty')}</Table.Td>
                </Table.Tr>
              )}
              {rows.map((r) => (
                <Table.Tr key={`${r.no_faktur}-${r.kode_barcode}`} data-testid={`selisih-row-${r.kode_barcode}`}>
                  <Table.Td>{r.no_kirim}</Table.Td>
                  <Table.Td>{r.no_terima}</Table.Td>
                  <Table.Td>
                    {r.kode_toko_asal} → {r.kode_toko_tujuan}
                  </Table.Td>
                  <Table.Td>{r.kode_logistik ?? '-'}</Table.Td>
                  <Table.Td>{r.no_resi || '-'}</Table.Td>
                  <Table.Td>{r.kode_barcode}</Table.Td>
                  <Table.Td>{r.nama_barang}</Table.Td>
                  <Table.Td>{weightText(r.berat_kirim)}</Table.Td>
                  <Table.Td>
                    <Badge color={r.status_faktur === 'OPEN' ? 'red' : 'gray'}>{t(`receiving.bermasalah.statuses.${r.status_faktur}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
    </Panel>
  );
}
