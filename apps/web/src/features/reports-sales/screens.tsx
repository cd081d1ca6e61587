import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';
import { api } from '../../lib/api';
import { otorisasiReport, perubahanHargaReport } from './control-reports';
import {
  batalPembelianReport,
  pembelianPerFakturReport,
  rekapPembelianReport,
  rekapTransaksiPembelianReport,
  selisihPembelianReport,
  transaksiPembelianReport,
} from './pembelian-reports';
import { batalPenjualanReport, batalTitipReport, laporanPenjualanReport, rekapPenjualanReport, rekapSalesReport, stokJualReport, titipanReport } from './penjualan-reports';

type Row = Record<string, unknown>;

/** A master list as select options (value: the code; label: code - name). */
function useChoices(path: string, code: string, name: string): readonly ReportChoice[] {
  const query = useQuery({ queryKey: ['reports-sales', 'choices', path], queryFn: async () => (await api.get<Row[]>(path)).data, staleTime: 5 * 60_000 });
  return useMemo(
    () =>
      (Array.isArray(query.data) ? query.data : []).map((r) => {
        const value = String(r[code] ?? '');
        const label = name && r[name] ? `${value} - ${String(r[name])}` : value;
        return { value, label };
      }),
    [query.data, code, name],
  );
}

/** A report page from a definition built with the current language. */
function page<Row>(build: (t: ReturnType<typeof useTranslation>['t']) => ReportDefinition<Row>) {
  return function ReportScreen() {
    const { t } = useTranslation();
    const report = useMemo(() => build(t), [t]);
    return <ReportPage report={report} />;
  };
}

/** /laporan-penjualan */
export function LaporanPenjualanPage() {
  const { t } = useTranslation();
  const groups = useChoices('group/get/all', 'kode_group', 'nama_group');
  const report = useMemo(() => laporanPenjualanReport(t, groups), [t, groups]);
  return <ReportPage key={groups.length} report={report} />;
}
export const RekapPenjualanPage = page(rekapPenjualanReport);
export const RekapSalesPage = page(rekapSalesReport);
export const StokJualPage = page(stokJualReport);
export const BatalPenjualanPage = page(batalPenjualanReport);
export const BatalTitipPage = page(batalTitipReport);
export const TitipanPage = page(titipanReport);

/** /laporan-pembelian-per-faktur */
export function PembelianPerFakturPage() {
  const { t } = useTranslation();
  const kelompokHarga = useChoices('kelompok-harga', 'kelompok_harga', 'keterangan');
  const groups = useChoices('group/get/all', 'kode_group', 'nama_group');
  const kondisi = useChoices('parabeli/get/all', 'kode_kondisi_beli', 'nama_kondisi_beli');
  const report = useMemo(() => pembelianPerFakturReport(t, { kelompokHarga, groups, kondisi }), [t, kelompokHarga, groups, kondisi]);
  return <ReportPage key={`${kelompokHarga.length}-${groups.length}-${kondisi.length}`} report={report} />;
}
export const TransaksiPembelianPage = page(transaksiPembelianReport);
export const RekapPembelianPage = page(rekapPembelianReport);
export const BatalPembelianPage = page(batalPembelianReport);
export const SelisihPembelianPage = page(selisihPembelianReport);
export const RekapTransaksiPembelianPage = page(rekapTransaksiPembelianReport);

export const OtorisasiPage = page(otorisasiReport);
/** /laporan-perubahan-harga-emas */
export function PerubahanHargaPage() {
  const { t } = useTranslation();
  const groups = useChoices('group/get/all', 'kode_group', 'nama_group');
  const report = useMemo(() => perubahanHargaReport(t, groups), [t, groups]);
  return <ReportPage key={groups.length} report={report} />;
}
