import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';
/** Messages of the master screens and endpoints (Indonesian). */
export const MASTER_MESSAGES = {
  /** default success and failure texts (spec 001 §8 generic CRUD) */
  created: 'Data Berhasil Ditambahkan',
  updated: 'Data Berhasil Dirubah',
  deleted: 'Data Berhasil Di Hapus',
  createFailed: 'Data Gagal disimpan',
  updateFailed: 'Data Gagal Diedit',
  deleteFailed: 'Gagal Menghapus Data',
  /** Master Keterangan Penjualan (spec 001 §8) */
  remarkSaved: 'Data Berhasil Disimpan',
  remarkSaveFailed: 'Data Gagal Disimpan',
  remarkEdited: 'Data Berhasil Edit',
  remarkEditFailed: 'Data Gagal Edit',
  remarkDeleted: 'Data Berhasil Dihapus',
  remarkDeleteFailed: 'Data Gagal Dihapus',
  /** purity (spec 000 §5, spec 001 §5) */
  kadarOver500: 'Kadar tidak boleh lebih dari 500',
  kadarZero: 'Kadar tidak boleh 0',
  percentOver100: 'Tidak Boleh Melebihi 100 !',
} as const;

export function duplicateCodeMessage(label: string, code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.records.duplicateCode, { label, code });
}

export function unknownCodeMessage(label: string, code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.records.unknownCode, { label, code });
}

export function codeNotFoundMessage(label: string, code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.records.codeNotFound, { label, code });
}

/**
 * 'Gudang UTAMA tidak dapat dihapus karena masih dipakai oleh Baki (2 data) dan Data Barang (15 data)';
 * another `action` for a refused change ('Baki B01 tidak dapat dipindah gudang karena ...').
 */
export function inUseMessage(title: string, code: string, users: readonly { label: string; count: number }[], action = 'dihapus'): string {
  const parts = users.map((u) => `${u.label} (${u.count} data)`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `${title} ${code} tidak dapat ${action} karena masih dipakai oleh ${list}`;
}

/** The warning of a description shorter than the minimum (saved anyway). */
export function shortTextWarning(label: string, min: number): string {
  return fillMessage(MESSAGE_TEMPLATES.fields.shortText, { label, min });
}
