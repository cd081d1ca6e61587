import { CICILAN_KAS_KATEGORI as K } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How many plan numbers a check names. */
const NAMED = 50;

/**
 * Plans with money events of the day (down payment, payment, early settlement, cancellation refund) not yet
 * validated: how many, and their numbers (at most 50, oldest first).
 */
export async function unvalidatedCicilan(db: Db, kodeToko: string, tgl: string): Promise<{ jumlah: number; daftar: string[] }> {
  const r = await sql<{ no_faktur_cicil: string; n: number }>`
    select x.no_faktur_cicil, count(*) over ()::int as n
    from cicilan_transaksi x
    where x.kode_toko = ${kodeToko} and x.tgl_system = ${tgl}::date and x.valid = false
      and x.jenis in ('DP', 'BAYAR', 'PELUNASAN CEPAT', 'BATAL', 'GAGAL BAYAR')
    group by x.no_faktur_cicil
    order by x.no_faktur_cicil
    limit ${NAMED}`.execute(db);
  return { jumlah: Number(r.rows[0]?.n ?? 0), daftar: r.rows.map((row) => row.no_faktur_cicil) };
}

/**
 * The original product's rule over every plan of the store: harga_jual_cicil - sisa_bayar (the plan header) must equal
 * DP CICILAN + BAYAR CICILAN + PELUNASAN CEPAT CICILAN - BATAL CICILAN as the cash ledger holds them for the plan
 * (money in less money out under the four kategori, no_ref = the plan's number). The plans where it does not hold:
 * how many, and their numbers with both sides (at most 50).
 */
export async function cicilanKasMismatches(db: Db, kodeToko: string): Promise<{ jumlah: number; daftar: { no_faktur_cicil: string; header: number; kas: number }[] }> {
  const r = await sql<{ no_faktur_cicil: string; header: number; kas: number; n: number }>`
    select c.no_faktur_cicil, (c.harga_jual_cicil - c.sisa_bayar)::bigint as header, coalesce(k.net, 0)::bigint as kas, count(*) over ()::int as n
    from cicilan c
    left join (
      select m.no_ref, sum(m.jumlah_in - m.jumlah_out) as net
      from kas_mutasi m
      where m.kode_toko = ${kodeToko} and m.kategori in (${K.dp}, ${K.bayar}, ${K.pelunasanCepat}, ${K.batal})
      group by m.no_ref
    ) k on k.no_ref = c.no_faktur_cicil
    where c.kode_toko = ${kodeToko} and (c.harga_jual_cicil - c.sisa_bayar) <> coalesce(k.net, 0)
    order by c.no_faktur_cicil
    limit ${NAMED}`.execute(db);
  return { jumlah: Number(r.rows[0]?.n ?? 0), daftar: r.rows.map(({ no_faktur_cicil, header, kas }) => ({ no_faktur_cicil, header: Number(header), kas: Number(kas) })) };
}
