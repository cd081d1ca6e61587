import type { JenisTransaksi } from '@emas/domain';
import { Select, Stack } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { CASH_KEYS, fetchBankBook, fetchRekening } from './cash-api';
import { KasBookView } from './KasBookView';
import { KasManualModal } from './KasManualModal';

/**
 * /uang-bank: a bank account's book today (GET cash/history-bank), or every account together; manual
 * money in and out of the chosen account with a transaction code.
 */
export function UangBankPage() {
  const { t } = useTranslation();
  const [rekening, setRekening] = useState<string | null>(null);
  const accounts = useQuery({ queryKey: ['cash', 'rekenings'], queryFn: fetchRekening });
  const book = useQuery({ queryKey: CASH_KEYS.bank(rekening), queryFn: () => fetchBankBook(rekening) });
  const [jenis, setJenis] = useState<JenisTransaksi | null>(null);
  const options = [{ value: '', label: t('cash.common.semuaRekening') }, ...(accounts.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.kode_bank} - ${r.no_rekening} - ${r.nama_rekening}` }))];
  return (
    <Panel title={t('cash.bank.title')} removable={false} onReload={() => void book.refetch()} testId="uang-bank">
      <Stack>
        <Select label={t('cash.bank.pilihRekening')} data={options} value={rekening ?? ''} onChange={(v) => setRekening(v || null)} allowDeselect={false} maw={480} data-testid="bank-rekening" />
        <KasBookView
          book={book.data}
          loading={book.isLoading}
          testId="uang-bank"
          fileName={t('routes./uang-bank')}
          buttons={
            rekening
              ? [
                  { label: t('cash.kas.kasMasuk'), icon: <IconPlus size={16} />, onClick: () => setJenis('MASUK'), testId: 'bank-masuk' },
                  { label: t('cash.kas.kasKeluar'), icon: <IconMinus size={16} />, color: 'red', onClick: () => setJenis('KELUAR'), testId: 'bank-keluar' },
                ]
              : []
          }
        />
      </Stack>
      <KasManualModal jenis={jenis} noRekening={rekening} onClose={() => setJenis(null)} />
    </Panel>
  );
}
