import { formatBusinessDate, formatDateTime, formatNumber, formatRupiah, formatWeight, type ServiceReceipt, type SettingNota } from '@emas/domain';
import i18n from 'i18next';
import { receiptFrame, type ReceiptModel, type ReceiptPair } from '../../kit/receipt';

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`services.${key}`, opts ?? {});

export type ServiceReceiptKind = 'SERVICE' | 'AMBIL';

/**
 * A repair as the receipt kit prints it: the service receipt (at intake: the pieces, their weight in,
 * the repairs, the estimate and the deposit) or the pick-up receipt (the weight out and the difference,
 * the bill, what was paid or given back). The number is printed as CODE128 and QR, as every receipt.
 */
export function serviceReceiptModel(r: ServiceReceipt, kind: ServiceReceiptKind, opts: { settings: SettingNota; printedBy: string; printedAt?: Date }): ReceiptModel {
  const s = opts.settings;
  const pickUp = kind === 'AMBIL';
  const columns = [
    { header: 'No', align: 'center' as const, weight: 0.4 },
    { header: t('common.namaBarang'), weight: 2.2 },
    { header: t('common.kadar'), align: 'center' as const, weight: 0.9 },
    { header: t('common.deskripsi'), weight: 2.2 },
    { header: t('common.beratMasuk'), align: 'right' as const, weight: 1 },
    ...(pickUp ? [{ header: t('common.beratKeluar'), align: 'right' as const, weight: 1 }, { header: t('common.selisih'), align: 'right' as const, weight: 0.9 }] : []),
  ];
  const rows = r.detail.map((l) => [
    String(l.urut),
    l.nama_barang,
    `${l.kode_group} ${formatNumber(l.kadar)}`.trim(),
    l.deskripsi.join(', '),
    formatWeight(l.berat_masuk),
    ...(pickUp ? [l.berat_keluar ? formatWeight(l.berat_keluar) : '-', l.selisih ? formatWeight(l.selisih) : '-'] : []),
  ]);
  const totals: ReceiptPair[] = [{ label: t('common.beratMasuk'), value: `${formatWeight(r.total_berat_masuk)} gr` }];
  if (pickUp) {
    if (r.total_berat_keluar) totals.push({ label: t('common.beratKeluar'), value: `${formatWeight(r.total_berat_keluar)} gr` });
    totals.push({ label: t('common.ongkos'), value: formatRupiah(r.ongkos) });
    if (r.total_tambah) totals.push({ label: t('common.tambah'), value: formatRupiah(r.total_tambah) });
    if (r.total_susut) totals.push({ label: t('common.susut'), value: `-${formatRupiah(r.total_susut)}` });
    totals.push({ label: t('common.totalBiaya'), value: formatRupiah(r.total_biaya), bold: true }, { label: t('common.dp'), value: formatRupiah(r.dp) });
    totals.push({ label: t('common.sisa'), value: formatRupiah(r.total_biaya - r.dp), bold: true });
    if (r.bayar) totals.push({ label: t('common.bayar'), value: formatRupiah(r.bayar) });
    if (r.kembalian) totals.push({ label: t('common.kembalian'), value: formatRupiah(r.kembalian) });
    if (r.dikembalikan) totals.push({ label: t('common.dikembalikan'), value: formatRupiah(r.dikembalikan) });
  } else {
    totals.push({ label: t('common.estimasi'), value: formatRupiah(r.ongkos_estimasi) }, { label: t('common.dp'), value: formatRupiah(r.dp), bold: true });
  }
  const money = r.uang.filter((m) => (pickUp ? m.kategori !== 'SERVICE' : m.kategori === 'SERVICE'));
  const payments: ReceiptPair[] = money.map((m) => ({
    label: [m.kategori, m.jenis === 'CASH' ? 'TUNAI' : m.jenis, m.no_rekening ?? ''].filter(Boolean).join(' '),
    value: m.jumlah_out ? `-${formatRupiah(m.jumlah_out)}` : formatRupiah(m.jumlah_in),
  }));
  return {
    title: t(pickUp ? 'receipt.pickUpTitle' : 'receipt.serviceTitle'),
    number: r.no_service,
    storeName: r.nama_toko,
    storeAddress: r.alamat_toko,
    info: [
      { label: t('common.noService'), value: r.no_service, bold: true },
      { label: t('common.tanggal'), value: formatDateTime(r.created_at) },
      { label: t('common.tglJanji'), value: formatBusinessDate(r.tgl_janji) },
      { label: t('common.tukang'), value: r.nama_tukang },
      { label: t('common.kasir'), value: pickUp ? (r.ambil_by ?? r.input_by) : r.input_by },
    ],
    columns,
    rows,
    totals,
    payments,
    paymentsLabel: t('receipt.uangLabel'),
    texts: [
      ...(r.kode_member ? [{ label: i18n.t('members.receiptMember'), text: r.kode_member }] : []),
      { label: t('common.customer'), text: r.nama_customer },
      { label: t('common.noHp'), text: r.no_hp },
      { label: t('common.alamat'), text: r.alamat_customer },
      { label: t('common.keterangan'), text: r.keterangan },
    ],
    ...receiptFrame(s, s.catatan, opts),
    // the repair receipts' note label is not translated
    note: s.catatan.trim() ? { label: 'Catatan', text: s.catatan } : null,
    copies: [{ label: '', terms: pickUp ? [] : [t('receipt.terms')] }],
  };
}
