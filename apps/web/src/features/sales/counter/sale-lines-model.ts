import { saleItemParams, summarizeSale, type CreateSaleRequest, type SaleItemQuote, type SaleSummaryResult } from '@emas/domain';
import { paymentBodies, type CounterCustomer, type PaymentDraft } from '../../../kit/counter';

/** A line on the counter: the server's quote, the price charged, and the approval of a changed price. */
export type CounterLine = SaleItemQuote & {
  /** the price charged; harga_hitung unless the cashier changed it */
  harga: number;
  /** the UBAH_HARGA approval of a changed price */
  approval: { id: string; approved_by: string } | null;
};

export function lineOf(quote: SaleItemQuote): CounterLine {
  return { ...quote, harga: quote.harga_hitung, approval: null };
}

/** The barcode as the server knows it (scanners may send lower case or spaces). */
export function normalizeBarcode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Why the quote route (GET penjualan/barang/:kode_barcode) would refuse this barcode, by its own
 * schema and message ('Kode Barcode maksimal 30 karakter', ...), or null: such a code is refused
 * before any call.
 */
export function barcodeProblem(barcode: string): string | null {
  const parsed = saleItemParams.safeParse({ kode_barcode: barcode });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Totals of the counter (domain summarizeSale), with the payment rows that carry an amount. */
export function counterSummary(lines: readonly CounterLine[], diskon: number | null, payments: readonly PaymentDraft[], automatic = 0): SaleSummaryResult {
  return summarizeSale({
    lines: lines.map((l) => ({ harga: l.harga })),
    // the cashier's own discount plus the automatic ones (category discount, coupon)
    diskon: (diskon ?? 0) + automatic,
    payments: paymentBodies(payments).map((p) => ({ jenis: p.jenis, jumlah_rp: Number(p.jumlah_rp) })),
  });
}

/** POST penjualan body (createSaleRequest). */
export function saleRequestOf(input: {
  idempotencyKey: string;
  customer: CounterCustomer;
  lines: readonly CounterLine[];
  diskon: number | null;
  payments: readonly PaymentDraft[];
  otorisasi: readonly string[];
}): CreateSaleRequest {
  const ids = [...input.lines.map((l) => l.approval?.id).filter((id): id is string => Boolean(id)), ...input.otorisasi];
  return {
    idempotency_key: input.idempotencyKey,
    kode_sales: input.customer.kode_sales,
    nama_customer: input.customer.nama_customer,
    alamat_customer: input.customer.alamat_customer,
    no_hp: input.customer.no_hp,
    tgl_lahir: input.customer.tgl_lahir,
    kode_member: input.customer.kode_member || undefined,
    keterangan: input.customer.keterangan,
    diskon: input.diskon ?? 0,
    detail: input.lines.map((l) => ({ kode_barcode: l.kode_barcode, harga: l.harga, jumlah: 1 })),
    pembayaran: paymentBodies(input.payments),
    otorisasi: [...new Set(ids)],
  };
}
