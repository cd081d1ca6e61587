import { type TitipListRow } from '@emas/domain';
import { api } from '../../../lib/api';
import { fetchValidByOptions, type ValidationRow, ValidationScreen, type ValidationSource } from '../../../kit/counter';
import { fetchTitip } from './TitipDetailModal';

type TitipValidationRow = TitipListRow & { pembayaran?: ValidationRow['pembayaran'] };

const TITIP_SOURCE: ValidationSource = {
  titleKey: 'salesHistory.titip.validasiTitle',
  queryKey: 'titip',
  testId: 'validasi-titipan',
  load: async (tanggal, validBy) => {
    const { data } = await api.get<TitipValidationRow[]>('titip/validasi', { tanggal, valid_by: validBy });
    return data.map((r) => ({ ...r, no: r.no_titip, grand_total: r.dp }));
  },
  options: fetchValidByOptions,
  payments: async (no) => (await fetchTitip(no)).pembayaran,
  validate: async (numbers) => {
    const { data, message } = await api.post<{ validated: number }>('titip/validasi', { no_titip: numbers });
    return { validated: data.validated, message };
  },
};

/**
 * /validasi-titipan: the day's layaway deposits for SPV/OWN, like /validasi-penjualan (the total is
 * the down payment each one took).
 */
export function ValidasiTitipanPage() {
  return <ValidationScreen source={TITIP_SOURCE} />;
}
