import { formatRupiah } from '@emas/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { CASH_KEYS, fetchSaldo, type AccountBalance } from './cash-api';
import { MutasiModal } from './MutasiModal';
import type { MutasiKind } from './mutasi-form';

/** Today's balance of every account of the store (GET cash/saldo), what a move is checked against. */
export function BalancesTable({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const saldo = useQuery({ queryKey: CASH_KEYS.saldo, queryFn: fetchSaldo });
  const columns: DataTableColumn<AccountBalance>[] = [
    { key: 'akun', header: t('cash.common.akun'), text: (r) => (r.jenis === 'CASH' ? 'CASH' : `${r.kode_bank} ${r.akun} ${r.nama_rekening ?? ''}`) },
    { key: 'saldo_awal', header: t('cash.common.saldoAwal'), align: 'right', text: (r) => formatRupiah(r.saldo_awal) },
    { key: 'masuk', header: t('cash.common.masuk'), align: 'right', text: (r) => formatRupiah(r.masuk) },
    { key: 'keluar', header: t('cash.common.keluar'), align: 'right', text: (r) => formatRupiah(r.keluar) },
    { key: 'saldo_akhir', header: t('cash.common.saldoAkhir'), align: 'right', text: (r) => formatRupiah(r.saldo_akhir) },
  ];
  return <DataTable rows={saldo.data?.saldo ?? []} columns={columns} rowKey={(r) => r.akun} loading={saldo.isLoading} searchable={false} caption={t('cash.mutasi.saldoAkun')} testId={testId} />;
}

function MutasiScreen({ kind }: { kind: MutasiKind }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const title = kind === 'BANK' ? t('cash.mutasi.titleBank') : t('cash.mutasi.titleCash');
  const testId = kind === 'BANK' ? 'mutasi-uang-bank' : 'mutasi-uang-cash';
  return (
    <Panel title={title} removable={false} testId={testId}>
      <Stack>
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)} data-testid="mutasi-tambah">
            {t('cash.mutasi.tambah')}
          </Button>
        </Group>
        <BalancesTable testId={`${testId}-saldo`} />
      </Stack>
      <MutasiModal kind={kind} opened={opened} onClose={() => setOpened(false)} />
    </Panel>
  );
}

/** /mutasi-uang-bank: moving money between the store's bank accounts (modal form, spec 000 §2). */
export function MutasiUangBankPage() {
  return <MutasiScreen kind="BANK" />;
}

/** /mutasi-uang-cash: moving money between the drawer and a bank account (modal form, spec 000 §2, §4). */
export function MutasiUangCashPage() {
  return <MutasiScreen kind="CASH" />;
}
