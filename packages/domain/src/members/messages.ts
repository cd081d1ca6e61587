/** Messages of the member calls (issue 32, MEMBER_MODULE). */
export const MEMBER_MESSAGES = {
  found: 'Data Member Tersedia',
  empty: 'Data Member Kosong',
  created: 'Member Berhasil Didaftarkan',
  updated: 'Data Member Berhasil Diubah',
  deactivated: 'Member Berhasil Dinonaktifkan',
  notFound: 'Member tidak ditemukan',
  phoneNotFound: 'No HP belum terdaftar sebagai member',
  inactive: 'Member tidak aktif',
  moduleOff: 'Modul member tidak aktif',
  namaRequired: 'Nama Member Tidak Boleh Kosong',
  noHpRequired: 'No HP Tidak Boleh Kosong',
  noHpInvalid: 'No HP harus 9 sampai 15 angka',
  referensiUnknown: 'Member referensi tidak ditemukan',
  referensiSelf: 'Member referensi tidak boleh member itu sendiri',
} as const;

/** 'No HP sudah terdaftar sebagai member MBDG00001': the phone is already someone's (unique across the chain). */
export function phoneTakenMessage(kodeMember: string): string {
  return `No HP sudah terdaftar sebagai member ${kodeMember}`;
}
