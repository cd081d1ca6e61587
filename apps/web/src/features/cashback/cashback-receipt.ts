import { formatDateTime, formatNumber, formatRupiah, type Cashback, type SettingNota } from '@emas/domain';
import i18n from 'i18next';
import { receiptFrame, type ReceiptModel } from '../../kit/receipt';

const t = (key: string) => i18n.t(`cashback.${key}`);

/** A points cash-out as the receipt kit prints it: member, points, rupiah per point, rupiah paid, points left. */
export function cashbackReceiptModel(c: Cashback, opts: { settings: SettingNota; printedBy: string; printedAt?: Date }): ReceiptModel {
  return {
    title: t('receipt.title'),
    number: c.no_cashback,
    storeName: c.nama_toko,
    storeAddress: c.alamat_toko,
    info: [
      { label: t('common.noCashback'), value: c.no_cashback, bold: true },
      { label: t('common.tanggal'), value: formatDateTime(c.created_at) },
      { label: t('common.kasir'), value: c.input_by },
      { label: t('common.status'), value: t(`common.status${c.status}`) },
    ],
    columns: [{ header: t('common.poin'), align: 'right', weight: 1 }, { header: t('common.rupiahPerPoin'), align: 'right', weight: 1.2 }, { header: t('common.jumlahRp'), align: 'right', weight: 1.5 }],
    rows: [[formatNumber(c.poin), formatRupiah(c.rupiah_per_poin), formatRupiah(c.jumlah_rp)]],
    totals: [
      { label: t('common.jumlahRp'), value: formatRupiah(c.jumlah_rp), bold: true },
      { label: t('common.sisaPoin'), value: formatNumber(c.saldo_poin) },
    ],
    payments: [],
    paymentsLabel: '',
    texts: [
      { label: t('common.member'), text: `${c.kode_member} ${c.nama_member}` },
      { label: t('common.keterangan'), text: c.keterangan },
    ],
    ...receiptFrame(opts.settings, '', opts),
    copies: [{ label: '', terms: [] }],
  };
}
