import type { ManualDocument } from '@emas/domain';
import { fetchValidByOptions, type ValidationRow, ValidationScreen, type ValidationSource } from '../../kit/counter';
import { api } from '../../lib/api';

/** A manual document as a row of the validation screen: a purchase is the shop's cash out, a sale its payments. */
function rowOf(d: ManualDocument): ValidationRow {
  return {
    no: d.no_faktur,
    created_at: d.created_at,
    input_by: d.input_by,
    nama_customer: `${d.jenis} · ${d.nama_customer || '-'}`,
    grand_total: d.total,
    status: d.status,
    valid: d.valid,
    valid_by: d.valid_by,
    ...(d.jenis === 'BELI' ? { pembayaran: [{ jenis: 'CASH', jumlah_rp: d.total }] } : {}),
  };
}

const MANUAL_SOURCE: ValidationSource = {
  titleKey: 'manualStock.validasi.title',
  queryKey: 'jual-beli-manual',
  testId: 'validasi-jual-beli-manual',
  load: async (tanggal, validBy) => {
    const rows = (await api.get<ManualDocument[]>('jual-beli-manual', { tgl_system: tanggal })).data;
    return rows.filter((r) => validBy === 'ALL' || r.input_by === validBy).map(rowOf);
  },
  options: fetchValidByOptions,
  payments: async () => [],
  validate: async (numbers) => {
    const { data, message } = await api.post<{ validated: number }>('jual-beli-manual/validasi', { no_faktur: numbers });
    return { validated: data.validated, message };
  },
};

/** /validasi-jual-beli-manual (issue 35): the supervisor validates the day's manual sales and purchases. */
export function ValidasiJualBeliManualPage() {
  return <ValidationScreen source={MANUAL_SOURCE} />;
}
