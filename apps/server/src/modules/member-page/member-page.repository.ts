import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function memberOf(db: Db, kodeMember: string) {
  return db.selectFrom('member').select(['kode_member', 'nama_member', 'kode_toko_daftar', 'status']).where('kode_member', '=', kodeMember).executeTakeFirst();
}

export async function insertLink(db: Db, kodeMember: string, expiresAt: Date, createdBy: string): Promise<string> {
  const row = await db.insertInto('member_link').values({ kode_member: kodeMember, expires_at: expiresAt, created_by: createdBy }).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

export function linkById(db: Db, id: string) {
  return db.selectFrom('member_link').select(['id', 'kode_member', 'expires_at', 'revoked_at']).where('id', '=', id).executeTakeFirst();
}

/** Revokes every live link of the member; answers how many. */
export async function revokeLinks(db: Db, kodeMember: string, by: string): Promise<number> {
  const rows = await db.updateTable('member_link').set({ revoked_at: new Date(), revoked_by: by }).where('kode_member', '=', kodeMember).where('revoked_at', 'is', null).returning('id').execute();
  return rows.length;
}

/** The member's open layaways, orders, repairs and pawn loans, by the kode_member stored on each document. */
export async function openDocumentsOf(db: Db, kodeMember: string) {
  const [titip, pesanan, service, hutang] = await Promise.all([
    db.selectFrom('titip').select(['no_titip as no', 'kode_toko', 'tgl_system as tanggal', 'total_harga', 'dp', 'status']).where('kode_member', '=', kodeMember).where('status', '=', 'AKTIF').orderBy('tgl_system').execute(),
    db.selectFrom('pesanan').select(['no_pesanan as no', 'kode_toko', 'tgl_system as tanggal', 'tgl_janji', 'total_harga', 'dp', 'status']).where('kode_member', '=', kodeMember).where('status', 'in', ['OPEN', 'DONE']).orderBy('tgl_janji').execute(),
    db.selectFrom('service').select(['no_service as no', 'kode_toko', 'tgl_system as tanggal', 'tgl_janji', 'ongkos_estimasi', 'dp', 'status']).where('kode_member', '=', kodeMember).where('status', 'in', ['OPEN', 'DONE']).orderBy('tgl_janji').execute(),
    db.selectFrom('hutang').select(['no_faktur_hutang as no', 'kode_toko', 'tgl_hutang as tanggal', 'tgl_jatuh_tempo', 'jumlah_hutang', 'status']).where('kode_member', '=', kodeMember).where('status', '=', 'AKTIF').orderBy('tgl_jatuh_tempo').execute(),
  ]);
  return { titip, pesanan, service, hutang };
}
