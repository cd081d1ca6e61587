import {
  BUYBACK_MONTHS,
  formatNumber,
  formatRupiah,
  formatWeight,
  type ReceiptPayment,
  type SaleReceipt,
  type SettingNota,
  paysIntoAccount,
} from '@emas/domain';
import i18n from 'i18next';
import { customerTexts, receiptFrame, receiptHead } from './receipt-parts';
import type { ReceiptColumn, ReceiptCopy, ReceiptModel, ReceiptPair } from './receipt-types';

export { printedByText } from './receipt-parts';

/** What a printed sale receipt needs besides the receipt: the store's receipt settings and who prints. */
export type SaleReceiptPrintOptions = {
  settings: SettingNota;
  /** DUPLICATE_NOTA_MODULE: print the receipt twice */
  duplicate: boolean;
  /** the user printing (footer) */
  printedBy: string;
  /** when it is printed (footer); now by default */
  printedAt?: Date;
  /** a member's receipt: the member page link, printed as a QR (none: no QR) */
  memberUrl?: string | null;
};

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`sales.receipt.${key}`, options ?? {});

/** The label of a payment line: 'TUNAI', 'KARTU BCA 1234567890', 'MARKETPLACE TOKOPEDIA'. */
export function paymentLineLabel(p: Pick<ReceiptPayment, 'jenis' | 'kode_bank' | 'no_rekening' | 'kode_marketplace'>, noTitip?: string | null): string {
  const method = i18n.t(`sales.counter.methods.${p.jenis}`);
  const detail =
    paysIntoAccount(p.jenis)
      ? [p.kode_bank, p.no_rekening]
      : p.jenis === 'MARKETPLACE'
        ? [p.kode_marketplace]
        : p.jenis === 'TITIP'
          ? [noTitip]
          : p.jenis === 'PESANAN'
            ? [p.no_rekening]
            : [];
  return [method, ...detail.filter(Boolean)].join(' ');
}

/** A sale paid (partly) through a marketplace prints an internal copy and a customer copy with the buy-back terms. */
export function isMarketplaceSale(receipt: Pick<SaleReceipt, 'pembayaran'>): boolean {
  return receipt.pembayaran.some((p) => p.jenis === 'MARKETPLACE');
}

/** The copies of a sale receipt (spec 001 §9). */
export function saleReceiptCopies(receipt: Pick<SaleReceipt, 'pembayaran'>, duplicate: boolean): ReceiptCopy[] {
  if (isMarketplaceSale(receipt)) {
    return [
      { label: t('copyInternal'), terms: [] },
      { label: t('copyCustomer'), terms: [t('buyback', { months: BUYBACK_MONTHS })] },
    ];
  }
  if (duplicate) {
    return [
      { label: t('copyCustomer'), terms: [] },
      { label: t('copyToko'), terms: [] },
    ];
  }
  return [{ label: '', terms: [] }];
}

/** A sale receipt (saleReceipt of the API) as the generic receipt model of the PDF builder. */
export function saleReceiptModel(receipt: SaleReceipt, options: SaleReceiptPrintOptions): ReceiptModel {
  const s = options.settings;
  const columns: ReceiptColumn[] = [
    { header: t('colNo'), align: 'center', weight: 0.4 },
    { header: t('colBarcode'), weight: 1.4 },
    { header: t('colNama'), weight: 2.6 },
    { header: t('colKadar'), align: 'center', weight: 0.8 },
    { header: t('colBerat'), align: 'right', weight: 0.9 },
  ];
  if (s.tampil_harga_per_gram) columns.push({ header: t('colHargaGram'), align: 'right', weight: 1.1 });
  if (s.tampil_ongkos) columns.push({ header: t('colOngkos'), align: 'right', weight: 1 });
  columns.push({ header: t('colHarga'), align: 'right', weight: 1.3 });

  const rows = receipt.detail.flatMap((line, i) => {
    // a line cancelled while the rest stays sold is printed, marked, but not in the totals
    const nama = line.status === 'BATAL' && receipt.status === 'AKTIF' ? t('lineBatal', { nama: line.nama_barang }) : line.nama_barang;
    const row = [String(i + 1), line.kode_barcode, nama, `${line.kode_group} ${formatNumber(line.kadar)}`.trim(), formatWeight(line.berat)];
    if (s.tampil_harga_per_gram) row.push(line.harga_per_gram > 0 ? formatNumber(line.harga_per_gram) : '-');
    if (s.tampil_ongkos) row.push(formatNumber(line.ongkos));
    row.push(formatNumber(line.harga));
    return [row, ...diamondRows(line.berlian, row.length)];
  });
  // a trade-in: the pieces traded in, under the pieces sold, their value taken off
  for (const piece of receipt.tukar?.detail ?? []) {
    const row = ['', piece.no_faktur_beli, i18n.t('purchases.receipt.tukarRow', { nama: piece.nama_barang }), `${piece.kode_group} ${formatNumber(piece.kadar)}`.trim(), formatWeight(piece.berat)];
    if (s.tampil_harga_per_gram) row.push('');
    if (s.tampil_ongkos) row.push('');
    row.push(`-${formatNumber(piece.harga)}`);
    rows.push(row);
  }

  const totals: ReceiptPair[] = [
    { label: t('totalBerat'), value: `${formatWeight(receipt.total_berat)} gr` },
    { label: t('totalHarga'), value: formatRupiah(receipt.total_harga) },
  ];
  // the automatic discounts inside diskon, each its own line: the cashier's own discount, the category discount, the coupon
  const kategori = receipt.diskon_kategori ?? 0;
  const kupon = receipt.diskon_kupon ?? 0;
  const own = receipt.diskon - kategori - kupon;
  if (own > 0) totals.push({ label: t('diskon'), value: formatRupiah(own) });
  if (kategori > 0) totals.push({ label: i18n.t('coupons.receipt.kategori'), value: formatRupiah(kategori) });
  if (kupon > 0) totals.push({ label: i18n.t('coupons.receipt.kupon', { kode: receipt.kode_kupon ?? '' }), value: formatRupiah(kupon) });
  if (receipt.tukar) totals.push({ label: i18n.t('purchases.receipt.nilaiTukar'), value: formatRupiah(receipt.tukar.total) });
  totals.push(
    { label: t('grandTotal'), value: formatRupiah(receipt.grand_total), bold: true },
    { label: t('totalBayar'), value: formatRupiah(receipt.total_bayar) },
  );
  if (receipt.total_batal > 0) totals.push({ label: t('totalBatal'), value: formatRupiah(receipt.total_batal) });
  totals.push({ label: t('kembalian'), value: formatRupiah(receipt.kembalian) });
  // a member's receipt: what it earned and the member's balance (issue 32)
  if (receipt.poin) {
    totals.push(
      { label: i18n.t('points.receipt.poinDidapat'), value: formatNumber(receipt.poin.didapat) },
      { label: i18n.t('points.receipt.saldoPoin'), value: formatNumber(receipt.poin.saldo) },
    );
  }

  const payments: ReceiptPair[] = [];
  for (const p of receipt.pembayaran) {
    payments.push({ label: paymentLineLabel(p, receipt.titip?.no_titip), value: formatRupiah(p.jumlah_rp) });
    if (p.jenis === 'CARD' && p.fee_persen > 0) payments.push({ label: `  ${t('fee', { fee: p.fee_persen, gesek: formatRupiah(p.jumlah_gesek) })}`, value: '' });
  }

  return {
    ...receiptHead(receipt, t('title'), { label: t('noNota'), value: receipt.no_faktur_group }),
    columns,
    rows,
    totals,
    payments,
    paymentsLabel: t('payments'),
    texts: customerTexts(receipt),
    ...receiptFrame(s, s.catatan, options),
    copies: saleReceiptCopies(receipt, options.duplicate),
    memberLink: (receipt.kode_member ?? receipt.poin?.kode_member) && options.memberUrl ? { caption: i18n.t('members.link.receiptLink'), url: options.memberUrl } : null,
  };
}

/** Under a diamond piece: its price's parts (grid-priced), each stone line, the certificate number (issue 34). */
function diamondRows(info: SaleReceipt['detail'][number]['berlian'], width: number): string[][] {
  if (!info) return [];
  const under = (text: string) => ['', '', text, ...Array<string>(width - 3).fill('')];
  const rows: string[][] = [];
  if (info.mode === 'GRID') rows.push(under(t('berlianParts', { emas: formatNumber(info.emas), batu: formatNumber(info.batu), ongkos: formatNumber(info.ongkos) })));
  for (const b of info.stones) {
    rows.push(under(t('berlianStone', { jumlah: b.jumlah, jenis: b.jenis_batu, karat: b.karat.toFixed(3), grade: `${b.kode_shape} ${b.kode_color} ${b.kode_clarity}` })));
  }
  if (info.no_sertifikat) rows.push(under(t('berlianSertifikat', { lab: info.lab_sertifikat ?? '', no: info.no_sertifikat })));
  return rows;
}

/**
 * The WhatsApp text of a receipt: the store's template with {nama_customer} {no_faktur} {total} {nama_toko} {tanggal},
 * and for a member {poin} (earned by this receipt) and {saldo_poin}; a template that does not name them gets a
 * line with both added (issue 32: the invoice tells the member the points earned and the balance). With `memberUrl` (the
 * member page link) {link_member} is filled, or a line carrying the link is added.
 */
export function fillWaTemplate(
  template: string,
  r: Pick<SaleReceipt, 'nama_customer' | 'no_faktur_group' | 'grand_total' | 'nama_toko' | 'tgl_system'> & { poin?: SaleReceipt['poin'] },
  memberUrl?: string | null,
): string {
  const text = fillWaText(template, r);
  if (!memberUrl) return text;
  if (template.includes('{link_member}')) return text.replace(/\{link_member\}/g, memberUrl);
  return `${text}\n${i18n.t('members.link.waLink', { url: memberUrl })}`;
}

function fillWaText(
  template: string,
  r: Pick<SaleReceipt, 'nama_customer' | 'no_faktur_group' | 'grand_total' | 'nama_toko' | 'tgl_system'> & { poin?: SaleReceipt['poin'] },
): string {
  const values: Record<string, string> = {
    nama_customer: r.nama_customer || 'Customer',
    no_faktur: r.no_faktur_group,
    total: formatRupiah(r.grand_total),
    nama_toko: r.nama_toko,
    tanggal: r.tgl_system,
  };
  if (r.poin) {
    values.poin = formatNumber(r.poin.didapat);
    values.saldo_poin = formatNumber(r.poin.saldo);
  }
  const text = template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
  if (!r.poin || /\{poin\}|\{saldo_poin\}/.test(template)) return text;
  return `${text}\n${i18n.t('points.receipt.waLine', { poin: values.poin, saldo: values.saldo_poin })}`;
}
