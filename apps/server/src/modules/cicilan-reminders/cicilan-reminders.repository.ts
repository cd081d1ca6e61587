import type { CicilanReminderKind } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export type ReminderKey = { kode_toko: string; no_faktur_cicil: string; ke: number; jenis: CicilanReminderKind };

/** Claims a reminder: true when this call is the first for that plan, instalment and kind (the sent-log's key). */
export async function claimReminder(db: Db, row: ReminderKey & { tgl_jatuh_tempo: string; no_hp: string; pesan: string; tgl_system: string }): Promise<boolean> {
  const r = await sql<{ ke: number }>`
    insert into cicilan_pengingat (kode_toko, no_faktur_cicil, ke, jenis, tgl_jatuh_tempo, no_hp, pesan, tgl_system)
    values (${row.kode_toko}, ${row.no_faktur_cicil}, ${row.ke}, ${row.jenis}, ${row.tgl_jatuh_tempo}::date, ${row.no_hp}, ${row.pesan}, ${row.tgl_system}::date)
    on conflict (kode_toko, no_faktur_cicil, ke, jenis) do nothing
    returning ke`.execute(db);
  return r.rows.length > 0;
}

/** Gives a claim back when the message could not be sent, so a later run tries again. */
export async function releaseReminder(db: Db, key: ReminderKey): Promise<void> {
  await sql`delete from cicilan_pengingat where kode_toko = ${key.kode_toko} and no_faktur_cicil = ${key.no_faktur_cicil} and ke = ${key.ke} and jenis = ${key.jenis}`.execute(db);
}

/** The reminders sent for a store, newest first (what /lihat-cicilan and the tests read). */
export async function listSent(db: Db, kodeToko: string, limit: number) {
  const r = await sql<{ no_faktur_cicil: string; ke: number; jenis: CicilanReminderKind; tgl_jatuh_tempo: string; no_hp: string; pesan: string; tgl_system: string; sent_at: string }>`
    select no_faktur_cicil, ke, jenis, to_char(tgl_jatuh_tempo, 'YYYY-MM-DD') as tgl_jatuh_tempo, no_hp, pesan, to_char(tgl_system, 'YYYY-MM-DD') as tgl_system, sent_at
    from cicilan_pengingat where kode_toko = ${kodeToko}
    order by sent_at desc, no_faktur_cicil, ke, jenis limit ${limit}`.execute(db);
  return r.rows;
}

/** The stores, each with its modules, business date, name and reminder parameters (the worker's round). */
export async function storesWithSettings(db: Db, kodeToko: string | null = null) {
  const r = await sql<{ kode_toko: string; nama_toko: string; tgl_system: string; modules: { key: string; aktif: boolean }[]; params: { key: string; value: string }[] }>`
    select t.kode_toko, t.nama_toko, to_char(t.tgl_system, 'YYYY-MM-DD') as tgl_system,
      coalesce((select json_agg(json_build_object('key', m.key, 'aktif', m.aktif)) from para_module m where m.kode_toko = t.kode_toko), '[]') as modules,
      coalesce((select json_agg(json_build_object('key', p.key, 'value', p.value)) from para_system p where p.kode_toko = t.kode_toko and p.key like 'PENGINGAT_CICILAN%'), '[]') as params
    from toko t where (${kodeToko}::text is null or t.kode_toko = ${kodeToko}) order by t.kode_toko`.execute(db);
  return r.rows;
}

/** The store's reminder parameters as stored (PENGINGAT_CICILAN_*), key -> value. */
export async function reminderParams(db: Db, kodeToko: string): Promise<Map<string, string>> {
  const r = await sql<{ key: string; value: string }>`select key, value from para_system where kode_toko = ${kodeToko} and key like 'PENGINGAT_CICILAN%'`.execute(db);
  return new Map(r.rows.map((row) => [row.key, row.value]));
}

/** Writes the store's reminder parameters (one row per key, replaced), in one statement. */
export async function saveReminderParams(db: Db, kodeToko: string, rows: readonly { key: string; value: string }[], by: string): Promise<void> {
  await db
    .insertInto('para_system')
    .values(rows.map((r) => ({ kode_toko: kodeToko, key: r.key, value: r.value, updated_by: by })))
    .onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_by: eb.ref('excluded.updated_by'), updated_at: sql<string>`now()` })))
    .execute();
}
