import type { PurchaseListRow } from '@emas/domain';
import { api } from '../../../lib/api';
import { fetchValidByOptions, type ValidationRow, ValidationScreen, type ValidationSource } from '../../../kit/counter';

/** A buy-back as a row of the validation screen: the shop's payment out, under its method. */
function rowOf(r: PurchaseListRow): ValidationRow {
  return {
    no: r.no_faktur_group,
    created_at: r.created_at,
    input_by: r.input_by,
    nama_customer: r.nama_customer,
    grand_total: r.total_harga,
    status: r.status,
    valid: r.valid,
    valid_by: r.valid_by,
    pembayaran: [{ jenis: r.jenis_bayar, jumlah_rp: r.total_harga }],
  };
}

const PURCHASE_SOURCE: ValidationSource = {
  titleKey: 'purchases.history.validasiTitle',
  queryKey: 'purchases',
  testId: 'validasi-jual-beli',
  load: async (tanggal, validBy) => (await api.get<PurchaseListRow[]>('pembelian/validasi', { tanggal, valid_by: validBy })).data.map(rowOf),
  options: fetchValidByOptions,
  payments: async () => [],
  validate: async (numbers) => {
    const { data, message } = await api.post<{ validated: number }>('pembelian/validasi', { no_faktur_group: numbers });
    return { validated: data.validated, message };
  },
};

/** /validasi-jual-beli: the supervisor's validation of the day's buy-backs, as for sales. */
export function ValidasiJualBeliPage() {
  return <ValidationScreen source={PURCHASE_SOURCE} />;
}
