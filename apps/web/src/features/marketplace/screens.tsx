import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { masterScreen } from '../../kit/master';
import { ReportPage } from '../../kit/ReportPage';
import type { ReportChoice } from '../../kit/report-types';
import { api } from '../../lib/api';
import { marketplaceFeeReport, marketplaceOutstandingReport, marketplaceSalesReport } from './marketplace-reports';

/** The marketplace module's screens (MARKETPLACE_MODULE), loaded on demand by app/screens.ts. */
export { PenjualanMarketplacePage } from './PenjualanMarketplacePage';
export { PencairanMarketplacePage } from './PencairanMarketplacePage';
export const MarketplaceSettingPage = masterScreen('marketplace-setting');

type Row = Record<string, unknown>;

/** A master list as report choices (value: the code; label: code - name). */
function useChoices(path: string, code: string, name: string): readonly ReportChoice[] {
  const query = useQuery({ queryKey: ['marketplace', 'choices', path], queryFn: async () => (await api.get<Row[]>(path)).data, staleTime: 5 * 60_000 });
  return useMemo(
    () =>
      (Array.isArray(query.data) ? query.data : []).map((r) => {
        const value = String(r[code] ?? '');
        return { value, label: name && r[name] ? `${value} - ${String(r[name])}` : value };
      }),
    [query.data, code, name],
  );
}

export function LaporanPenjualanMarketplacePage() {
  const { t } = useTranslation();
  const marketplaces = useChoices('marketplace', 'kode_marketplace', 'nama_marketplace');
  const groups = useChoices('group/get/all', 'kode_group', 'nama_group');
  const jenisGroups = useChoices('para-jenis-group', 'kode_jenis_group', 'keterangan');
  const report = useMemo(() => marketplaceSalesReport(t, { marketplaces, groups, jenisGroups }), [t, marketplaces, groups, jenisGroups]);
  return <ReportPage key={`${marketplaces.length}-${groups.length}-${jenisGroups.length}`} report={report} />;
}

export function LaporanBiayaMarketplacePage() {
  const { t } = useTranslation();
  const marketplaces = useChoices('marketplace', 'kode_marketplace', 'nama_marketplace');
  const report = useMemo(() => marketplaceFeeReport(t, { marketplaces }), [t, marketplaces]);
  return <ReportPage key={marketplaces.length} report={report} />;
}

export function LaporanPiutangMarketplacePage() {
  const { t } = useTranslation();
  const marketplaces = useChoices('marketplace', 'kode_marketplace', 'nama_marketplace');
  const report = useMemo(() => marketplaceOutstandingReport(t, { marketplaces }), [t, marketplaces]);
  return <ReportPage key={marketplaces.length} report={report} />;
}
