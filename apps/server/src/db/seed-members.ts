import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A handful of demo members (issue 32) in the three stores, so the member screens are not empty: one born on
 * the demo's first business date (the dashboard's birthdays show them), one referred by another.
 * Codes follow the rule of packages/domain members/rules.ts (M + store + running number).
 */
export async function seedMembers(db: Kysely<Database>, today: string): Promise<void> {
  // 1992 has 29 February, so any business date makes a real birth date
  const bornToday = `1992${today.slice(4)}`;
  const rows = [
    { kode_member: 'MBDG00001', nama_member: 'RINA KURNIASIH', no_hp: '6281220010001', alamat: 'JL. BRAGA NO. 12 BANDUNG', tgl_lahir: bornToday, kode_toko_daftar: 'BDG', kode_member_referensi: null },
    { kode_member: 'MBDG00002', nama_member: 'DEDI SUPRIADI', no_hp: '6281220010002', alamat: 'JL. DAGO NO. 45 BANDUNG', tgl_lahir: '1985-03-17', kode_toko_daftar: 'BDG', kode_member_referensi: 'MBDG00001' },
    { kode_member: 'MSBY00001', nama_member: 'SITI AMINAH', no_hp: '6281330020001', alamat: 'JL. TUNJUNGAN NO. 8 SURABAYA', tgl_lahir: '1990-11-02', kode_toko_daftar: 'SBY', kode_member_referensi: null },
    { kode_member: 'MSBY00002', nama_member: 'BUDI SANTOSO', no_hp: '6281330020002', alamat: 'JL. DARMO NO. 21 SURABAYA', tgl_lahir: '1978-07-25', kode_toko_daftar: 'SBY', kode_member_referensi: null },
    { kode_member: 'MPST00001', nama_member: 'HENDRA WIJAYA', no_hp: '6281110030001', alamat: 'JL. SUDIRMAN NO. 1 JAKARTA', tgl_lahir: '2000-02-29', kode_toko_daftar: 'PST', kode_member_referensi: null },
  ];
  // the referring member first (the reference is a foreign key)
  for (const row of rows) await db.insertInto('member').values({ ...row, no_identitas: '', input_by: 'SEED' }).execute();
}
