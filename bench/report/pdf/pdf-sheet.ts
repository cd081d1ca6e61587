import type { ReportSheet } from '../../../apps/web/src/kit/report-types';

/** A Laporan Penjualan sheet of `count` lines with totals, as the report kit builds it (11 columns). */
export function salesSheet(count: number): ReportSheet {
  const headers = ['Tanggal', 'No Faktur', 'Kode Barcode', 'Nama Barang', 'Group', 'Kadar', 'Berat', 'Harga/Gram', 'Ongkos', 'Harga', 'Sales'];
  const align = (i: number) => (i >= 6 && i <= 9 ? 'right' : 'left') as 'right' | 'left';
  const rows = Array.from({ length: count }, (_, i) => {
    const mg = 1000 + ((i * 37) % 9000);
    return [
      '26-11-2026', `FJ-${i + 1}-1`, `BJ${i + 1}-1`, 'CINCIN BENCH EMAS KUNING', 'P17', '75', (mg / 1000).toFixed(3), '1.000.000', '0',
      (mg * 1000).toLocaleString('id-ID'), 'S01 - BENCH',
    ].map((text) => ({ text, value: null }));
  });
  return {
    title: 'LAPORAN PENJUALAN',
    period: 'Periode 01-10-2026 s/d 31-10-2026',
    storeName: 'EMAS BANDUNG',
    storeAddress: 'JL. ASIA AFRIKA NO. 123, BANDUNG, JAWA BARAT 40111, INDONESIA',
    printedBy: 'Printed By OWNER / 26-11-2026 12:00',
    columns: headers.map((header, i) => ({ header, kind: 'text' as const, align: align(i) })),
    rows,
    totals: headers.map((_, i) => ({ text: i === 0 ? 'Total' : i === 6 ? '55.000,000' : i === 9 ? '55.000.000.000' : '', value: null })),
  };
}
