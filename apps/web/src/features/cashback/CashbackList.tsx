import { CASHBACK_MESSAGES, formatNumber, formatRupiah, type Cashback } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { DayDocumentList, type DayDocumentKind } from '../../kit/counter';
import { cancelCashback } from './cashback-api';

/** The day's cash-outs of the store: print again, or cancel one (reason + a supervisor's approval). */
export function CashbackList(props: { rows: readonly Cashback[]; loading: boolean; onPrint: (c: Cashback) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const kind: DayDocumentKind<Cashback> = {
    no: (c) => c.no_cashback,
    columns: [
      { key: 'no_cashback', header: t('cashback.common.noCashback') },
      { key: 'nama_member', header: t('cashback.common.member'), text: (c) => `${c.kode_member} ${c.nama_member}` },
      { key: 'poin', header: t('cashback.common.poin'), align: 'right', text: (c) => formatNumber(c.poin) },
      { key: 'jumlah_rp', header: t('cashback.common.jumlahRp'), align: 'right', text: (c) => formatRupiah(c.jumlah_rp) },
    ],
    text: {
      status: (s) => `cashback.common.status${s}`,
      statusHeader: 'cashback.common.status',
      print: 'cashback.page.print',
      cancel: 'cashback.page.cancel',
      cancelTitle: 'cashback.page.cancelTitle',
      confirmCancel: 'cashback.page.confirmCancel',
      alasan: 'cashback.common.alasan',
      empty: 'cashback.common.empty',
      listTitle: 'cashback.page.listTitle',
    },
    messages: { alasanRequired: CASHBACK_MESSAGES.alasanRequired, cancelled: CASHBACK_MESSAGES.cancelled, notFound: CASHBACK_MESSAGES.notFound },
    cancel: (c, alasan, otorisasi) => cancelCashback(c.no_cashback, alasan, otorisasi),
    approvalValue: (c) => c.jumlah_rp,
    testId: 'cashback-list',
  };
  return <DayDocumentList kind={kind} {...props} />;
}
