import { z } from 'zod';
import { reportCodeOrAll, reportQuery } from '../validators/report-query';

/** Laporan Supplier: what each supplier delivered in a period (receipts in force), count, weight and cost. */
export const SUPPLIER_REPORT_PATHS = {
  penerimaanSupplier: 'laporan/penerimaan-supplier',
} as const;

export const penerimaanSupplierQuery = reportQuery({ extra: { kode_supplier: reportCodeOrAll('Kode Supplier tidak valid') } });

export const penerimaanSupplierRow = z.object({
  kode_toko: z.string(),
  kode_supplier: z.string(),
  nama_supplier: z.string(),
  jumlah_faktur: z.number(),
  total_qty: z.number(),
  /** grams, 3 decimals */
  total_berat: z.number(),
  /** rupiah: each receipt's weight x its cost per gram */
  total_modal: z.number(),
});
export type PenerimaanSupplierRow = z.infer<typeof penerimaanSupplierRow>;
