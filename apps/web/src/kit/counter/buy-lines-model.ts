import { purchaseLineInput, type NotaLine, type PricedPurchaseLine, type PurchaseLineRequest, type PurchaseTujuan } from '@emas/domain';

/** A piece on the buy-back table, as the cashier typed it. */
export type BuyLineDraft = {
  key: string;
  /** the shop's own receipt line, or null for an outside piece */
  nota: NotaLine | null;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  /** weighed now, as typed ('2.345') */
  berat: string;
  kode_kondisi: string;
  /** '' = the group's buy price of the day */
  kode_harga: string;
  tujuan: PurchaseTujuan;
  /** what the shop pays; null = the computed price */
  harga: number | null;
  /** a diamond piece of the shop's receipt: the certificate number the customer brings (issue 34) */
  no_sertifikat: string;
};

let seq = 0;
const nextKey = () => `b${++seq}`;

export function lineFromNota(nota: NotaLine, kodeKondisi: string): BuyLineDraft {
  return {
    key: nextKey(),
    nota,
    nama_barang: nota.nama_barang,
    kode_group: nota.kode_group,
    kode_dept: nota.kode_dept,
    berat: nota.berat_nota,
    kode_kondisi: kodeKondisi,
    kode_harga: '',
    tujuan: 'STOCK',
    harga: null,
    no_sertifikat: '',
  };
}

export type OutsideDraft = { nama_barang: string; kode_group: string; kode_dept: string; berat: string; kode_kondisi: string };

export function lineFromOutside(o: OutsideDraft): BuyLineDraft {
  return { key: nextKey(), nota: null, ...o, nama_barang: o.nama_barang.trim().toUpperCase(), kode_harga: '', tujuan: 'STOCK', harga: null, no_sertifikat: '' };
}

/** The request line (purchaseLineInput); `withHarga` false asks the server for the computed price only. */
export function lineRequest(d: BuyLineDraft, withHarga: boolean): PurchaseLineRequest {
  const base = d.nota
    ? { no_faktur_jual: d.nota.no_faktur_jual }
    : { nama_barang: d.nama_barang, kode_group: d.kode_group, kode_dept: d.kode_dept };
  return {
    ...base,
    berat: d.berat,
    kode_kondisi: d.kode_kondisi,
    kode_harga: d.kode_harga || undefined,
    tujuan: d.tujuan,
    ...(withHarga && d.harga !== null ? { harga: d.harga } : {}),
    ...(d.nota?.berlian ? { no_sertifikat: d.no_sertifikat } : {}),
  };
}

/** A field of a line and why it is refused ('berat', 'Berat tidak valid'). */
export type LineIssue = { field: string; message: string };

/** The order the cashier reads the fields in: the first refused one is named. */
const FIELD_ORDER = ['no_faktur_jual', 'nama_barang', 'kode_group', 'kode_dept', 'kadar', 'berat', 'kode_kondisi', 'kode_harga', 'harga', 'tujuan', 'kode_baki', 'no_sertifikat'];

/**
 * Why the server would refuse this line by its own schema (purchaseLineInput, the one POST
 * pembelian/hitung and POST pembelian read), or null: a weight of 'abc', -5, 0 or above the limit,
 * a missing name, group or jenis, with the schema's messages.
 */
export function lineProblem(d: BuyLineDraft): LineIssue | null {
  const parsed = purchaseLineInput.safeParse(lineRequest(d, true));
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? '_'), message: i.message }));
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return [...issues].sort((a, b) => rank(a.field) - rank(b.field))[0] ?? null;
}

/** Why an outside piece typed in the form would be refused, or null (checked when Tambah Barang is pressed). */
export function outsideProblem(o: OutsideDraft): LineIssue | null {
  return lineProblem(lineFromOutside(o));
}

/** The price paid for a line: what the cashier typed, else the server's computed price. */
export function paidOf(d: BuyLineDraft, priced: PricedPurchaseLine | undefined): number {
  return d.harga ?? priced?.harga_hitung ?? 0;
}

/** What the buy-back pays in all (integer rupiah). */
export function buyTotal(lines: readonly BuyLineDraft[], priced: readonly (PricedPurchaseLine | undefined)[]): number {
  return lines.reduce((t, l, i) => t + paidOf(l, priced[i]), 0);
}
