import { formatBusinessDate, formatRupiah, type PawnLoan } from '@emas/domain';
import i18n from 'i18next';
import { printedByText, type ReceiptModel } from '../../kit/receipt';
import type { StoreHeader } from '../../kit/use-current-store';

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(key, opts);

/**
 * A loan (or its redemption) as the receipt kit's model: the terms, the due date, the pieces, the loan
 * number as bars and as a QR; the store's pawn terms printed under the totals.
 */
export function pawnReceiptModel(loan: PawnLoan, store: StoreHeader, printedBy: string, kind: 'HUTANG' | 'TEBUS' = 'HUTANG'): ReceiptModel {
  const redeemed = kind === 'TEBUS';
  const tebus = loan.pembayaran.filter((p) => p.jenis === 'TEBUS' && p.status === 'AKTIF').at(-1);
  return {
    title: redeemed ? t('pawn.receipt.titleTebus') : t('pawn.receipt.title'),
    number: loan.no_faktur_hutang,
    storeName: store.nama_toko,
    storeAddress: store.alamat_toko,
    info: [
      { label: t('pawn.fields.noHutang'), value: loan.no_faktur_hutang, bold: true },
      { label: t('pawn.fields.tglHutang'), value: formatBusinessDate(loan.tgl_hutang) },
      { label: t('pawn.fields.jatuhTempo'), value: formatBusinessDate(loan.tgl_jatuh_tempo), bold: true },
      { label: t('pawn.fields.customer'), value: loan.nama_customer },
      ...(loan.kode_member ? [{ label: t('members.receiptMember'), value: loan.kode_member }] : []),
      { label: t('pawn.fields.sales'), value: loan.kode_sales },
    ],
    columns: [
      { header: t('pawn.fields.namaBarang'), weight: 3 },
      { header: t('pawn.fields.kadar'), align: 'right' },
      { header: t('pawn.fields.berat'), align: 'right' },
      { header: t('pawn.fields.taksiran'), align: 'right', weight: 1.4 },
    ],
    rows: loan.detail_barang.map((p) => [p.nama_barang, p.kadar.toFixed(2), p.berat, formatRupiah(p.taksiran)]),
    totals: redeemed && tebus
      ? [
          { label: t('pawn.fields.pokok'), value: formatRupiah(tebus.pokok) },
          { label: t('pawn.fields.bunga'), value: formatRupiah(tebus.bunga) },
          { label: t('pawn.fields.biayaAdmin'), value: formatRupiah(tebus.biaya) },
          { label: t('pawn.fields.totalBayar'), value: formatRupiah(tebus.total), bold: true },
        ]
      : [
          { label: t('pawn.fields.jumlahHutang'), value: formatRupiah(loan.jumlah_hutang), bold: true },
          { label: t('pawn.fields.bungaPersen'), value: t('pawn.receipt.rate', { bunga: loan.bunga.toFixed(2), hari: loan.hari_periode }) },
          { label: t('pawn.fields.biayaAdmin'), value: formatRupiah(loan.biaya_admin) },
        ],
    payments: [],
    paymentsLabel: '',
    texts: [{ label: t('pawn.fields.alamat'), text: loan.alamat_customer }],
    note: redeemed ? null : { label: t('pawn.receipt.termsLabel'), text: t('pawn.receipt.terms', { hari: loan.lama_pinjam, tanggal: formatBusinessDate(loan.tgl_jatuh_tempo) }) },
    notePosition: 'DEPAN',
    platform: 'Desktop',
    showBarcode: true,
    showQr: true,
    printedBy: printedByText(printedBy),
    copies: [
      { label: 'COPY CUSTOMER', terms: [] },
      { label: 'COPY TOKO', terms: [] },
    ],
  };
}
