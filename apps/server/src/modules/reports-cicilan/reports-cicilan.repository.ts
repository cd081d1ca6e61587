import { CICILAN_KAS_KATEGORI as K } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A period of business dates of one store (null: every store). */
export type Period = { kodeToko: string | null; from: string; to: string };

/** A plan header as the rules and the reports read it, with its store's business date (`hari_ini`). */
export type PlanHeaderRow = {
  kode_toko: string;
  no_faktur_cicil: string;
  tgl_system: string;
  hari_ini: string;
  nama_customer: string;
  no_hp: string;
  tenor_bulan: number;
  harga_jual_cicil: number;
  margin: number;
  dp_rp: number;
  cicilan_terbayar: number;
  sisa_bayar: number;
  nilai_angsuran: number;
  status: string;
  denda_jenis: string;
  denda_persen: string;
  denda_maks_persen: string;
  masa_tenggang: number;
  gagal_setelah: number;
  potongan_pelunasan_persen: string;
};

export type JadwalRow = { kode_toko: string; no_faktur_cicil: string; ke: number; tgl_jatuh_tempo: string; nilai: number };
export type BayarRow = { kode_toko: string; no_faktur_cicil: string; tgl_system: string; pokok: number; denda: number };

/**
 * The open plans (AKTIF: paying; LUNAS: paid, pieces not yet handed over) of a store (null: every store), oldest
 * first, with the store's business date.
 */
export async function openPlanHeaders(db: Db, kodeToko: string | null, kodeMember: string | null = null): Promise<PlanHeaderRow[]> {
  const r = await sql<PlanHeaderRow>`
    select c.kode_toko, c.no_faktur_cicil, to_char(c.tgl_system, 'YYYY-MM-DD') as tgl_system, to_char(t.tgl_system, 'YYYY-MM-DD') as hari_ini,
      c.nama_customer, c.no_hp, c.tenor_bulan, c.harga_jual_cicil::bigint as harga_jual_cicil, c.margin::bigint as margin, c.dp_rp::bigint as dp_rp,
      c.cicilan_terbayar::bigint as cicilan_terbayar, c.sisa_bayar::bigint as sisa_bayar, c.nilai_angsuran::bigint as nilai_angsuran, c.status,
      c.denda_jenis, c.denda_persen::text as denda_persen, c.denda_maks_persen::text as denda_maks_persen, c.masa_tenggang, c.gagal_setelah,
      c.potongan_pelunasan_persen::text as potongan_pelunasan_persen
    from cicilan c join toko t on t.kode_toko = c.kode_toko
    where c.status in ('AKTIF', 'LUNAS') and (${kodeToko}::text is null or c.kode_toko = ${kodeToko})
      and (${kodeMember}::text is null or c.kode_member = ${kodeMember})
    order by c.kode_toko, c.tgl_system, c.no_faktur_cicil`.execute(db);
  return r.rows;
}

/** The schedules of the open plans of a store (null: every store), by plan and instalment. */
export async function openPlanJadwal(db: Db, kodeToko: string | null, kodeMember: string | null = null): Promise<JadwalRow[]> {
  const r = await sql<JadwalRow>`
    select j.kode_toko, j.no_faktur_cicil, j.ke, to_char(j.tgl_jatuh_tempo, 'YYYY-MM-DD') as tgl_jatuh_tempo, j.nilai::bigint as nilai
    from cicilan_jadwal j join cicilan c on c.kode_toko = j.kode_toko and c.no_faktur_cicil = j.no_faktur_cicil
    where c.status in ('AKTIF', 'LUNAS') and (${kodeToko}::text is null or c.kode_toko = ${kodeToko})
      and (${kodeMember}::text is null or c.kode_member = ${kodeMember})
    order by j.kode_toko, j.no_faktur_cicil, j.ke`.execute(db);
  return r.rows;
}

/** The instalment payments (BAYAR events) of the open plans, in the order they were taken. */
export async function openPlanPayments(db: Db, kodeToko: string | null, kodeMember: string | null = null): Promise<BayarRow[]> {
  const r = await sql<BayarRow>`
    select x.kode_toko, x.no_faktur_cicil, to_char(x.tgl_system, 'YYYY-MM-DD') as tgl_system, x.pokok::bigint as pokok, x.denda::bigint as denda
    from cicilan_transaksi x join cicilan c on c.kode_toko = x.kode_toko and c.no_faktur_cicil = x.no_faktur_cicil
    where x.jenis = 'BAYAR' and c.status in ('AKTIF', 'LUNAS') and (${kodeToko}::text is null or c.kode_toko = ${kodeToko})
      and (${kodeMember}::text is null or c.kode_member = ${kodeMember})
    order by x.kode_toko, x.no_faktur_cicil, x.id`.execute(db);
  return r.rows;
}

/**
 * The instalment money per store and business day from the cash ledger, one column per kategori (in less out; the
 * refunds of BATAL CICILAN out less in, positive): the query (no cap; read through a cursor).
 */
export function penerimaanQuery(db: Db, p: Period) {
  const net = (kategori: string) => sql<number>`coalesce(sum(k.jumlah_in - k.jumlah_out) filter (where k.kategori = ${kategori}), 0)::bigint`;
  return sql<{ kode_toko: string; tgl_system: string; dp: number; bayar: number; pelunasan_cepat: number; batal: number; denda: number; admin: number; total: number }>`
    select k.kode_toko, to_char(k.tgl_system, 'YYYY-MM-DD') as tgl_system,
      ${net(K.dp)} as dp, ${net(K.bayar)} as bayar, ${net(K.pelunasanCepat)} as pelunasan_cepat, (-${net(K.batal)})::bigint as batal,
      ${net(K.denda)} as denda, ${net(K.admin)} as admin, coalesce(sum(k.jumlah_in - k.jumlah_out), 0)::bigint as total
    from kas_mutasi k
    where k.kategori in (${K.dp}, ${K.bayar}, ${K.pelunasanCepat}, ${K.batal}, ${K.denda}, ${K.admin})
      and k.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or k.kode_toko = ${p.kodeToko})
    group by k.kode_toko, k.tgl_system
    order by k.kode_toko, k.tgl_system`.compile(db);
}

/** Plans taken back (status GAGAL_BAYAR) whose GAGAL BAYAR event falls in the period. */
export async function defaultedPlans(db: Db, p: Period) {
  const r = await sql<{
    kode_toko: string; no_faktur_cicil: string; tgl_system: string; nama_customer: string; no_hp: string; harga_jual_cicil: number; terbayar: number;
    sisa_bayar: number; tgl_gagal: string; refund: number;
  }>`
    select c.kode_toko, c.no_faktur_cicil, to_char(c.tgl_system, 'YYYY-MM-DD') as tgl_system, c.nama_customer, c.no_hp, c.harga_jual_cicil::bigint as harga_jual_cicil,
      (c.dp_rp + c.cicilan_terbayar + c.pelunasan_cepat)::bigint as terbayar, (c.harga_jual_cicil - c.dp_rp - c.cicilan_terbayar - c.pelunasan_cepat)::bigint as sisa_bayar,
      to_char(g.tgl_system, 'YYYY-MM-DD') as tgl_gagal, g.refund::bigint as refund
    from cicilan c
    join lateral (
      select x.tgl_system, x.refund from cicilan_transaksi x
      where x.kode_toko = c.kode_toko and x.no_faktur_cicil = c.no_faktur_cicil and x.jenis = 'GAGAL BAYAR'
      order by x.id desc limit 1
    ) g on true
    where c.status = 'GAGAL_BAYAR' and g.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or c.kode_toko = ${p.kodeToko})
    order by c.kode_toko, g.tgl_system, c.no_faktur_cicil`.execute(db);
  return r.rows;
}

/**
 * Per plan with an event in the period (or still deferring margin): the margin recognised in the period and to date,
 * what is still deferred, and the late and admin fees of the period: the query (no cap; read through a cursor).
 */
export function marginQuery(db: Db, p: Period) {
  return sql<{
    kode_toko: string; no_faktur_cicil: string; tgl_system: string; nama_customer: string; status: string; margin: number; margin_diakui: number;
    margin_diakui_total: number; margin_ditangguhkan: number; denda: number; admin: number; pendapatan: number;
  }>`
    select c.kode_toko, c.no_faktur_cicil, to_char(c.tgl_system, 'YYYY-MM-DD') as tgl_system, c.nama_customer, c.status, c.margin::bigint as margin,
      x.margin_diakui::bigint as margin_diakui, c.margin_diakui::bigint as margin_diakui_total,
      (case when c.status = 'AKTIF' then greatest(0, c.margin - c.potongan_pelunasan - c.margin_diakui) else 0 end)::bigint as margin_ditangguhkan,
      x.denda::bigint as denda, x.admin::bigint as admin, (x.margin_diakui + x.denda + x.admin)::bigint as pendapatan
    from cicilan c
    join (
      select t.kode_toko, t.no_faktur_cicil, sum(t.margin_diakui) as margin_diakui, sum(t.denda) as denda, sum(t.admin) as admin
      from cicilan_transaksi t
      where t.tgl_system between ${p.from}::date and ${p.to}::date and (${p.kodeToko}::text is null or t.kode_toko = ${p.kodeToko})
      group by t.kode_toko, t.no_faktur_cicil
    ) x on x.kode_toko = c.kode_toko and x.no_faktur_cicil = c.no_faktur_cicil
    order by c.kode_toko, c.tgl_system, c.no_faktur_cicil`.compile(db);
}

/** The store's business date. */
export async function storeDate(db: Db, kodeToko: string): Promise<string> {
  const row = await db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirst();
  return row?.tgl_system ?? '';
}
