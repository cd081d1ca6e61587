import { formatBusinessDate, formatRupiah, type CouponCheck, type CouponUseRow } from '@emas/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { api, errorMessage } from '../../lib/api';

const fetchUses = async () => (await api.get<CouponUseRow[]>('transaksi-kupon')).data;

/**
 * /transaksi-kupon: the coupon check (is this code usable now in this store, for whom, for what purchase total, how
 * much discount; a refusal shows its reason) and the store's coupon uses (GET transaksi-kupon).
 */
export function TransaksiKuponPage() {
  const { t } = useTranslation();
  const [kode, setKode] = useState('');
  const [member, setMember] = useState('');
  const [total, setTotal] = useState<number | null>(null);
  const [result, setResult] = useState<CouponCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const uses = useQuery({ queryKey: ['transaksi-kupon'], queryFn: fetchUses });

  const check = async () => {
    if (!kode.trim()) return setRefusal(t('coupons.check.kodeRequired'));
    setChecking(true);
    try {
      const r = await api.post<CouponCheck>('transaksi-kupon/cek', { kode_kupon: kode, kode_member: member || undefined, total_belanja: total ?? 0 });
      setResult(r.data);
      setRefusal(null);
    } catch (e) {
      setResult(null);
      setRefusal(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };

  const columns: DataTableColumn<CouponUseRow>[] = [
    { key: 'tanggal', header: t('coupons.fields.tanggal'), text: (r) => formatBusinessDate(r.tanggal) },
    { key: 'kode_kupon', header: t('coupons.fields.kode_kupon') },
    { key: 'no_faktur_group', header: t('coupons.fields.no_faktur_group') },
    { key: 'kode_member', header: t('coupons.fields.kode_member'), text: (r) => r.kode_member ?? '-' },
    { key: 'total_belanja', header: t('coupons.fields.total_belanja'), align: 'right', text: (r) => formatRupiah(r.total_belanja) },
    { key: 'potongan', header: t('coupons.fields.potongan'), align: 'right', text: (r) => formatRupiah(r.potongan) },
    { key: 'status', header: t('coupons.fields.status'), text: (r) => t(`coupons.status.${r.status}`) },
  ];

  return (
    <Panel title={t('coupons.check.title')} testId="transaksi-kupon">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('coupons.fields.kode_kupon')}
            value={kode}
            onChange={(e) => setKode(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => e.key === 'Enter' && void check()}
            data-testid="cek-kode-kupon"
          />
          <TextInput label={t('coupons.fields.kode_member')} value={member} onChange={(e) => setMember(e.currentTarget.value.toUpperCase())} data-testid="cek-kode-member" />
          <MoneyInput label={t('coupons.fields.total_belanja')} value={total} onChange={setTotal} data-testid="cek-total" />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void check()} loading={checking} data-testid="cek-kupon">
            {t('coupons.check.submit')}
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" data-testid="cek-refusal">
            {refusal}
          </Alert>
        )}
        {result && (
          <Card withBorder data-testid="cek-result">
            <Text fw={700}>{t('coupons.check.usable', { kode: result.kode_kupon, nama: result.nama_kupon })}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm">
              <Text>{t('coupons.fields.potongan')}</Text>
              <Text fw={700} data-testid="cek-potongan">
                {formatRupiah(result.potongan)}
              </Text>
              <Text>{t('coupons.check.setelah')}</Text>
              <Text>{formatRupiah(result.total_setelah_potongan)}</Text>
              <Text>{t('coupons.check.terpakai')}</Text>
              <Text>
                {result.terpakai} / {result.kuota}
              </Text>
            </SimpleGrid>
          </Card>
        )}
        <DataTable rows={uses.data ?? []} columns={columns} rowKey={(r) => `${r.kode_toko}-${r.no_faktur_group}-${r.status}`} loading={uses.isLoading} caption={t('coupons.check.uses')} emptyText={t('coupons.check.empty')} testId="kupon-uses" />
      </Stack>
    </Panel>
  );
}
