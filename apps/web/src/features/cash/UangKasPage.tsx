import type { JenisTransaksi } from '@emas/domain';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { CASH_KEYS, fetchKasBook } from './cash-api';
import { KasBookView } from './KasBookView';
import { KasManualModal } from './KasManualModal';

/**
 * /uang-kas: the drawer today (GET cash/paginated): opening balance, every movement with the running
 * balance, closing; manual cash in and out with a transaction code.
 */
export function UangKasPage() {
  const { t } = useTranslation();
  const book = useQuery({ queryKey: CASH_KEYS.kas, queryFn: fetchKasBook });
  const [jenis, setJenis] = useState<JenisTransaksi | null>(null);
  return (
    <Panel title={t('cash.kas.title')} removable={false} onReload={() => void book.refetch()} testId="uang-kas">
      <KasBookView
        book={book.data}
        loading={book.isLoading}
        testId="uang-kas"
        fileName={t('routes./uang-kas')}
        buttons={[
          { label: t('cash.kas.kasMasuk'), icon: <IconPlus size={16} />, onClick: () => setJenis('MASUK'), testId: 'kas-masuk' },
          { label: t('cash.kas.kasKeluar'), icon: <IconMinus size={16} />, color: 'red', onClick: () => setJenis('KELUAR'), testId: 'kas-keluar' },
        ]}
      />
      <KasManualModal jenis={jenis} onClose={() => setJenis(null)} />
    </Panel>
  );
}
