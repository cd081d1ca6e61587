import { kadarTextToHundredths, mgToWeightString, SEPUHAN_MESSAGES as M, type SepuhanDocument, type SepuhanRow } from '@emas/domain';
import { mgOf } from '../../db/columns';
import { badRequest } from '../../http/errors';
import type { CandidateRow, PieceRow } from './sepuhan.repository';

/** A piece waiting for the sorting area, as the screens show it. */
export function candidateRow(r: CandidateRow): SepuhanRow {
  return {
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    no_faktur_group: r.no_faktur_group,
    no_faktur_beli: r.no_faktur_beli,
    tgl_beli: r.tgl_beli,
    berat: mgToWeightString(mgOf(r.berat)),
    kadar: kadarTextToHundredths(r.kadar) / 100,
    harga_beli: Number(r.harga),
    status: 'MENUNGGU',
    kelas: null,
    sortir_by: null,
    no_terima: null,
    no_pindah: null,
    berat_kembali: null,
  };
}

/** A piece of the sorting area, as the screens show it (the weight as received). */
export function pieceRow(r: PieceRow): SepuhanRow {
  return {
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    no_faktur_group: r.no_faktur_group,
    no_faktur_beli: r.no_faktur_beli,
    tgl_beli: r.tgl_beli,
    berat: mgToWeightString(mgOf(r.berat_terima)),
    kadar: kadarTextToHundredths(r.kadar) / 100,
    harga_beli: Number(r.harga_beli),
    status: r.status,
    kelas: r.kelas,
    sortir_by: r.sortir_by,
    no_terima: r.no_terima,
    no_pindah: r.no_pindah,
    berat_kembali: r.berat_kembali === null ? null : mgToWeightString(mgOf(r.berat_kembali)),
  };
}

/** A sorting document's answer. */
export function documentOf(no: string, tglSystem: string, rows: readonly PieceRow[], totalMg: number, refs: { no_kirim?: string | null; no_hancur?: string | null } = {}): SepuhanDocument {
  return {
    no,
    tgl_system: tglSystem,
    total_qty: rows.length,
    total_berat: mgToWeightString(totalMg),
    no_kirim: refs.no_kirim ?? null,
    no_hancur: refs.no_hancur ?? null,
    barang: rows.map(pieceRow),
  };
}

/** Refuses the same barcode twice in one request (400 on the second). */
export function assertDistinct(codes: readonly string[], field: (i: number) => string): void {
  const seen = new Set<string>();
  codes.forEach((c, i) => {
    if (seen.has(c)) throw badRequest(M.barcodeTwice, { [field(i)]: M.barcodeTwice });
    seen.add(c);
  });
}

/** Answers 400 with the first error's message when any line was refused. */
export function throwIfAny(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}
