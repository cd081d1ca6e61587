import { SUPPLIER_REPORT_PATHS, type PenerimaanSupplierRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Supplier (/laporan-supplier-barang): what each supplier delivered in the period (GET laporan/penerimaan-supplier). */
export function supplierReport(t: TFunction): ReportDefinition<PenerimaanSupplierRow> {
  const k = (key: string) => t(`receiving.supplierReport.${key}`);
  return {
    key: 'penerimaan-supplier',
    title: k('title'),
    endpoint: SUPPLIER_REPORT_PATHS.penerimaanSupplier,
    storePicker: true,
    fileName: k('title'),
    rowKey: (r) => `${r.kode_toko}-${r.kode_supplier}-${r.nama_supplier}`,
    extraFields: [{ name: 'kode_supplier', label: k('kodeSupplier'), type: 'text' }],
    messages: { failed: k('failed') },
    columns: [
      { key: 'kode_supplier', header: k('kodeSupplier'), total: 'count' },
      { key: 'nama_supplier', header: k('namaSupplier') },
      { key: 'jumlah_faktur', header: k('jumlahFaktur'), kind: 'number', total: 'sum' },
      { key: 'total_qty', header: k('totalQty'), kind: 'number', total: 'sum' },
      { key: 'total_berat', header: k('totalBerat'), kind: 'weight', total: 'sum' },
      { key: 'total_modal', header: k('totalModal'), kind: 'money', total: 'sum' },
    ],
  };
}
