import { formatNumber, GIFT_MESSAGES, type Redemption } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { DayDocumentList, type DayDocumentKind } from '../../kit/counter';
import { cancelRedemption } from './gifts-api';

/** The day's redemptions of the store: print again, or cancel one (reason + a supervisor's approval). */
export function RedemptionList(props: { rows: readonly Redemption[]; loading: boolean; onPrint: (r: Redemption) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const kind: DayDocumentKind<Redemption> = {
    no: (r) => r.no_tukar,
    columns: [
      { key: 'no_tukar', header: t('gifts.common.noTukar') },
      { key: 'nama_member', header: t('gifts.common.member'), text: (r) => `${r.kode_member} ${r.nama_member}` },
      { key: 'nama_hadiah', header: t('gifts.common.hadiah') },
      { key: 'qty', header: t('gifts.common.qty'), align: 'right' },
      { key: 'total_poin', header: t('gifts.common.totalPoin'), align: 'right', text: (r) => formatNumber(r.total_poin) },
    ],
    text: {
      status: (s) => `gifts.common.status${s}`,
      statusHeader: 'gifts.common.status',
      print: 'gifts.redeem.print',
      cancel: 'gifts.redeem.cancel',
      cancelTitle: 'gifts.redeem.cancelTitle',
      confirmCancel: 'gifts.redeem.confirmCancel',
      alasan: 'gifts.common.alasan',
      empty: 'gifts.common.empty',
      listTitle: 'gifts.redeem.listTitle',
    },
    messages: { alasanRequired: GIFT_MESSAGES.alasanRequired, cancelled: GIFT_MESSAGES.cancelled, notFound: GIFT_MESSAGES.redemptionNotFound },
    cancel: (r, alasan, otorisasi) => cancelRedemption(r.no_tukar, alasan, otorisasi),
    testId: 'redemption-list',
  };
  return <DayDocumentList kind={kind} {...props} />;
}
