import { sql, type Kysely } from 'kysely';

/**
 * WhatsApp reminders of instalment plans (issue 33): the sent-log. One row per plan, instalment and kind (SEBELUM:
 * the days before its due date; TELAT: its due date passed unpaid), claimed before the message goes and given back
 * when it could not be sent, so each goes once however often the reminders run and from however many instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cicilan_pengingat (
      kode_toko text not null,
      no_faktur_cicil text not null,
      ke integer not null,
      jenis text not null check (jenis in ('SEBELUM', 'TELAT')),
      tgl_jatuh_tempo date not null,
      no_hp text not null,
      pesan text not null,
      tgl_system date not null,
      sent_at timestamptz not null default now(),
      primary key (kode_toko, no_faktur_cicil, ke, jenis),
      foreign key (kode_toko, no_faktur_cicil) references cicilan (kode_toko, no_faktur_cicil)
    )`.execute(db);
  await sql`create index cicilan_pengingat_tgl on cicilan_pengingat (kode_toko, tgl_system)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cicilan_pengingat`.execute(db);
}
