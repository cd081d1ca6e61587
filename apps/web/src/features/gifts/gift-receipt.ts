import { formatDateTime, formatNumber, type Redemption, type SettingNota } from '@emas/domain';
import i18n from 'i18next';
import { receiptFrame, type ReceiptModel } from '../../kit/receipt';

const t = (key: string) => i18n.t(`gifts.${key}`);

/** A gift redemption as the receipt kit prints it: member, gift, points taken and the points left. */
export function redemptionReceiptModel(r: Redemption, opts: { settings: SettingNota; printedBy: string; printedAt?: Date }): ReceiptModel {
  return {
    title: t('receipt.title'),
    number: r.no_tukar,
    storeName: r.nama_toko,
    storeAddress: r.alamat_toko,
    info: [
      { label: t('common.noTukar'), value: r.no_tukar, bold: true },
      { label: t('common.tanggal'), value: formatDateTime(r.created_at) },
      { label: t('common.kasir'), value: r.input_by },
      { label: t('common.status'), value: t(`common.status${r.status}`) },
    ],
    columns: [{ header: t('common.hadiah'), weight: 3 }, { header: t('common.qty'), align: 'right', weight: 1 }, { header: t('common.poin'), align: 'right', weight: 1.2 }],
    rows: [[`${r.kode_hadiah} ${r.nama_hadiah}`, formatNumber(r.qty), formatNumber(r.total_poin)]],
    totals: [
      { label: t('common.totalPoin'), value: formatNumber(r.total_poin), bold: true },
      { label: t('common.sisaPoin'), value: formatNumber(r.saldo_poin) },
    ],
    payments: [],
    paymentsLabel: '',
    texts: [
      { label: t('common.member'), text: `${r.kode_member} ${r.nama_member}` },
      { label: t('common.keterangan'), text: r.keterangan },
    ],
    ...receiptFrame(opts.settings, '', opts),
    copies: [{ label: '', terms: [] }],
  };
}
