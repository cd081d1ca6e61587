import type { OrderListRow } from '@emas/domain';
import { api } from '../../lib/api';
import { fetchValidByOptions, ValidationScreen, type ValidationSource } from '../../kit/counter';
import { fetchOrder } from './orders-api';

const ORDER_SOURCE: ValidationSource = {
  titleKey: 'orders.validasi.title',
  queryKey: 'pesanan',
  testId: 'validasi-pesanan',
  load: async (tanggal, validBy) => {
    const { data } = await api.get<OrderListRow[]>('pesanan/validasi', { tanggal, valid_by: validBy });
    return data.map((r) => ({ ...r, no: r.no_pesanan, grand_total: r.dp }));
  },
  options: fetchValidByOptions,
  payments: async (no) => (await fetchOrder(no)).pembayaran,
  validate: async (numbers) => {
    const { data, message } = await api.post<{ validated: number }>('pesanan/validasi', { no_pesanan: numbers });
    return { validated: data.validated, message };
  },
};

/**
 * /validasi-pesanan (order validation module, spec 000 §6): the day's orders for a supervisor, as
 * /validasi-penjualan (the total is the deposit each one took).
 */
export function ValidasiPesananPage() {
  return <ValidationScreen source={ORDER_SOURCE} />;
}
