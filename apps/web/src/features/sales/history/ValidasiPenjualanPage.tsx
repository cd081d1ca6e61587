import { api } from '../../../lib/api';
import { fetchValidByOptions, ValidationScreen, type ValidationRow, type ValidationSource } from '../../../kit/counter';
import { fetchSale } from './sales-api';

type SaleValidationRow = Omit<ValidationRow, 'no'> & { no_faktur_group: string };

const SALE_SOURCE: ValidationSource = {
  titleKey: 'salesHistory.validasi.title',
  queryKey: 'sales',
  testId: 'validasi-penjualan',
  load: async (tanggal, validBy) => {
    const { data } = await api.get<SaleValidationRow[]>('penjualan/validasi', { tanggal, valid_by: validBy });
    return data.map((r) => ({ ...r, no: r.no_faktur_group }));
  },
  options: fetchValidByOptions,
  payments: async (no) => (await fetchSale(no)).pembayaran,
  validate: async (numbers) => {
    const { data, message } = await api.post<{ validated: number }>('penjualan/validasi', { no_faktur_group: numbers });
    return { validated: data.validated, message };
  },
};

/** /validasi-penjualan: the day's sale receipts for SPV/OWN. */
export function ValidasiPenjualanPage() {
  return <ValidationScreen source={SALE_SOURCE} />;
}
