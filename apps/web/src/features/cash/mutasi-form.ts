import { CASH } from '@emas/domain';

/**
 * The mutasi form's values and rules (spec 000 §4, §5): form fields kategori, asal_mutasi_bank,
 * tujuan_mutasi_bank, their accounts, keterangan and jumlah_rp; sent as asal, asal_rekening, tujuan,
 * tujuan_rekening, jumlah, keterangan, kategori.
 */
export type MutasiKind = 'BANK' | 'CASH';

export type MutasiValues = {
  kategori: string | null;
  asal_mutasi_bank: string | null;
  asal_rekening: string | null;
  tujuan_mutasi_bank: string | null;
  tujuan_rekening: string | null;
  jumlah_rp: number | null;
  keterangan: string;
};

export type MutasiErrors = Partial<Record<keyof MutasiValues, string>>;

export function emptyMutasi(kind: MutasiKind): MutasiValues {
  return { kategori: null, asal_mutasi_bank: kind === 'CASH' ? CASH : null, asal_rekening: null, tujuan_mutasi_bank: null, tujuan_rekening: null, jumlah_rp: null, keterangan: '' };
}

/** The side options: the banks, and for mutasi cash CASH too unless the other side is CASH. */
export function sideOptions(kind: MutasiKind, banks: readonly { kode_bank: string; nama_bank: string }[], otherSide: string | null) {
  const list = banks.map((b) => ({ value: b.kode_bank, label: `${b.kode_bank} - ${b.nama_bank}` }));
  if (kind === 'CASH' && otherSide !== CASH) return [{ value: CASH, label: CASH }, ...list];
  return list;
}

type Texts = { kategoriRequired: string; asalRequired: string; keteranganRequired: string; jumlahRequired: string; rekeningSame: string; rekeningRequired: string };

/** Every field's message at once (the spec's texts, given translated). */
export function validateMutasi(kind: MutasiKind, v: MutasiValues, m: Texts): MutasiErrors {
  const e: MutasiErrors = {};
  if (!v.kategori) e.kategori = m.kategoriRequired;
  if (!v.asal_mutasi_bank) e.asal_mutasi_bank = m.asalRequired;
  if (!v.tujuan_mutasi_bank) e.tujuan_mutasi_bank = m.asalRequired;
  if (!v.keterangan.trim()) e.keterangan = m.keteranganRequired;
  if (!v.jumlah_rp || v.jumlah_rp <= 0) e.jumlah_rp = m.jumlahRequired;
  if (v.asal_mutasi_bank && v.asal_mutasi_bank !== CASH && !v.asal_rekening) e.asal_rekening = m.rekeningRequired;
  if (v.tujuan_mutasi_bank && v.tujuan_mutasi_bank !== CASH && !v.tujuan_rekening) e.tujuan_rekening = m.rekeningRequired;
  if (v.asal_rekening && v.asal_rekening === v.tujuan_rekening) e.tujuan_rekening = m.rekeningSame;
  if (kind === 'CASH' && v.asal_mutasi_bank === CASH && v.tujuan_mutasi_bank === CASH) e.tujuan_mutasi_bank = m.asalRequired;
  return e;
}

/** The request body (spec 000 §7). */
export function mutasiBody(v: MutasiValues) {
  const side = (code: string | null, rekening: string | null) => (code === CASH ? { code, rekening: null } : { code, rekening });
  const asal = side(v.asal_mutasi_bank, v.asal_rekening);
  const tujuan = side(v.tujuan_mutasi_bank, v.tujuan_rekening);
  return { asal: asal.code, asal_rekening: asal.rekening, tujuan: tujuan.code, tujuan_rekening: tujuan.rekening, jumlah: v.jumlah_rp, keterangan: v.keterangan.trim(), kategori: v.kategori };
}

/** Server field errors mapped back onto the form's fields. */
export function formErrorsOf(errors: Record<string, string>): MutasiErrors {
  const map: Record<string, keyof MutasiValues> = { asal: 'asal_mutasi_bank', tujuan: 'tujuan_mutasi_bank', jumlah: 'jumlah_rp' };
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [map[k] ?? k, v]));
}
