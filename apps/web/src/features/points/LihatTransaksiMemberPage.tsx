import { formatNumber, type PoinHistoryRow } from '@emas/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { POINTS_KEYS, pointsApi } from './points-api';

/** /lihat-transaksi-member: a member by code or phone, every points ledger row with the balance after it. */
export function LihatTransaksiMemberPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [cari, setCari] = useState('');
  const history = useQuery({ queryKey: POINTS_KEYS.history(cari), queryFn: () => pointsApi.history(cari), enabled: cari !== '', retry: false });
  const member = history.data?.data.member;
  const columns: DataTableColumn<PoinHistoryRow>[] = [
    { key: 'tanggal', header: t('points.history.tanggal') },
    { key: 'jenis', header: t('points.history.jenis'), text: (r) => t(`points.jenis.${r.jenis}`, { defaultValue: r.jenis }), render: (r) => t(`points.jenis.${r.jenis}`, { defaultValue: r.jenis }) },
    { key: 'poin', header: t('points.history.poin'), align: 'right', text: (r) => formatNumber(r.poin), render: (r) => formatNumber(r.poin) },
    { key: 'saldo', header: t('points.history.saldo'), align: 'right', text: (r) => formatNumber(r.saldo), render: (r) => formatNumber(r.saldo) },
    { key: 'kode_toko', header: t('points.history.toko') },
    { key: 'jenis_ref', header: t('points.history.jenisRef') },
    { key: 'no_ref', header: t('points.history.noRef') },
    { key: 'keterangan', header: t('points.history.keterangan') },
    { key: 'input_by', header: t('points.history.inputBy') },
  ];
  return (
    <Stack>
      <Panel title={t('points.history.title')} reloadable={false} removable={false}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setCari(typed.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput label={t('points.history.cari')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-testid="poin-cari" />
            <Button type="submit" disabled={!typed.trim()} data-testid="poin-cari-submit">
              {t('points.common.cari')}
            </Button>
          </Group>
        </form>
        {history.error ? (
          <Text c="red" mt="sm" data-testid="poin-cari-error">
            {(history.error as Error).message}
          </Text>
        ) : null}
        {member ? (
          <Group mt="md" gap="xl" data-testid="poin-member">
            <Text>
              {t('points.history.member')}: <b translate="no">{member.kode_member} - {member.nama_member}</b>
            </Text>
            <Text>
              {t('points.history.noHp')}: <span translate="no">{member.no_hp}</span>
            </Text>
            <Text>
              {t('points.history.saldoPoin')}: <b data-testid="poin-saldo">{formatNumber(member.saldo)}</b>
            </Text>
          </Group>
        ) : null}
      </Panel>
      {member ? <DataTable rows={history.data?.data.rows ?? []} columns={columns} rowKey={(r) => r.id} csvFileName={`POIN ${member.kode_member}`} emptyText={t('points.history.empty')} testId="poin-rows" /> : null}
    </Stack>
  );
}
