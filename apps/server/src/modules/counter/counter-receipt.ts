import { SALES_MESSAGES, type ReceiptApproval, type ReceiptPayment } from '@emas/domain';
import type { UsedApproval } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';

/**
 * The fields every counter document (receipt, layaway, trade-in) takes from its request: store,
 * business date, idempotency key, sales person and customer.
 */
export function counterHeader(
  auth: AuthContext,
  ctx: { tglSystem: string; namaSales: string },
  input: { idempotency_key: string; kode_sales: string; nama_customer: string; alamat_customer: string; no_hp: string; keterangan: string; kode_member?: string | null },
) {
  return {
    kode_toko: auth.kodeToko,
    idempotency_key: input.idempotency_key,
    tgl_system: ctx.tglSystem,
    kode_sales: input.kode_sales,
    nama_sales: ctx.namaSales,
    nama_customer: input.nama_customer,
    alamat_customer: input.alamat_customer,
    no_hp: input.no_hp,
    keterangan: input.keterangan,
    kode_member: input.kode_member ?? null,
  };
}

type StoredHeader = {
  kode_toko: string;
  tgl_system: string;
  created_at: Date | string;
  input_by: string;
  kode_sales: string;
  nama_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  keterangan: string;
  kode_member?: string | null;
  valid: boolean;
  valid_by: string | null;
};

/** What every stored counter document's receipt and history row shows of its header (the kind adds the rest). */
export function storedHeaderFields(h: StoredHeader) {
  return {
    kode_toko: h.kode_toko,
    tgl_system: h.tgl_system,
    created_at: new Date(h.created_at).toISOString(),
    input_by: h.input_by,
    kode_sales: h.kode_sales,
    nama_sales: h.nama_sales,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    keterangan: h.keterangan,
    kode_member: h.kode_member ?? null,
    valid: h.valid,
    valid_by: h.valid_by,
  };
}

/** Duplicate barcodes on one receipt: 'Barcode X sudah ada di tabel'. */
export function assertNoDuplicate(codes: readonly string[], field = 'detail'): void {
  const seen = new Set<string>();
  for (const [i, code] of codes.entries()) {
    if (seen.has(code)) {
      const message = SALES_MESSAGES.barcodeTwice(code);
      throw badRequest(message, { [`${field}.${i}.kode_barcode`]: message });
    }
    seen.add(code);
  }
}

export function toReceiptApprovals(list: readonly UsedApproval[] | null | undefined): ReceiptApproval[] {
  return (list ?? []).map((a) => ({ operasi: a.operasi as ReceiptApproval['operasi'], approved_by: a.approved_by, metode: a.metode as ReceiptApproval['metode'] }));
}

export function toReceiptPayment(p: { jenis: string; jumlah_rp: number; kode_bank: string | null; no_rekening: string | null; fee_persen: string; jumlah_gesek: number; kode_marketplace: string | null }): ReceiptPayment {
  return {
    jenis: p.jenis as ReceiptPayment['jenis'],
    jumlah_rp: Number(p.jumlah_rp),
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening,
    fee_persen: Number(p.fee_persen),
    jumlah_gesek: Number(p.jumlah_gesek),
    kode_marketplace: p.kode_marketplace,
  };
}
