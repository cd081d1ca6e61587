import '@mantine/charts/styles.css';
import type { DailyCashRow, TransactionPointRow } from '@emas/domain';
import { formatNumber } from '@emas/domain';
import { BarChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/**
 * The dashboard's charts (@mantine/charts over recharts). This module is loaded on demand
 * (React.lazy in the pages), so recharts is not part of the login page's bundle nor of any other screen.
 */
const money = (v: number) => formatNumber(v);

/** Sales and buy-backs per month (or per day) as grouped bars. */
export function TransactionBars({ data, testId }: { data: readonly TransactionPointRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <BarChart
        h={260}
        data={data.map((r) => ({ periode: r.periode, penjualan: r.penjualan, pembelian: r.pembelian }))}
        dataKey="periode"
        valueFormatter={money}
        withLegend
        series={[
          { name: 'penjualan', label: t('dashboard.chartSales'), color: 'teal.6' },
          { name: 'pembelian', label: t('dashboard.chartPurchases'), color: 'orange.6' },
        ]}
      />
    </div>
  );
}

/** Sales and buy-backs per day of a period as lines. */
export function TransactionLines({ data, testId }: { data: readonly TransactionPointRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <LineChart
        h={240}
        data={data.map((r) => ({ periode: r.periode.slice(5), penjualan: r.penjualan, pembelian: r.pembelian }))}
        dataKey="periode"
        valueFormatter={money}
        withLegend
        curveType="monotone"
        series={[
          { name: 'penjualan', label: t('dashboard.chartSales'), color: 'teal.6' },
          { name: 'pembelian', label: t('dashboard.chartPurchases'), color: 'orange.6' },
        ]}
      />
    </div>
  );
}

/** Each store's drawer today: money in, money out and the closing balance. */
export function CashBars({ data, testId }: { data: readonly DailyCashRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <BarChart
        h={260}
        data={data.map((r) => ({ toko: r.kode_toko, masuk: r.masuk, keluar: r.keluar, saldo: r.saldo_akhir }))}
        dataKey="toko"
        valueFormatter={money}
        withLegend
        series={[
          { name: 'masuk', label: t('dashboard.cashIn'), color: 'teal.6' },
          { name: 'keluar', label: t('dashboard.cashOut'), color: 'red.6' },
          { name: 'saldo', label: t('dashboard.cashClosing'), color: 'blue.6' },
        ]}
      />
    </div>
  );
}
