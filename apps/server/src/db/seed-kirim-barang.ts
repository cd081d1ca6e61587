import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The shipping module's demo lists, in every store: the chain's shipping addresses, two couriers and their services. */
const TOKO_KIRIM = [
  ['PST', 'BAGIAN GUDANG PUSAT', '021-3456789', 'JL. HAYAM WURUK NO. 100', 'JAKARTA'],
  ['BDG', 'SUPERVISOR CABANG BANDUNG', '022-4231234', 'JL. ASIA AFRIKA NO. 65', 'BANDUNG'],
  ['SBY', 'SUPERVISOR CABANG SURABAYA', '031-5311234', 'JL. TUNJUNGAN NO. 50', 'SURABAYA'],
] as const;
const LOGISTIK = [
  ['JNE', 'JNE EXPRESS', '021-29278888'],
  ['JNT', 'J&T EXPRESS', '021-80661888'],
] as const;
const EKSPEDISI = [
  ['JNE-REG', 'JNE REGULER', 'JNE'],
  ['JNE-YES', 'JNE YAKIN ESOK SAMPAI', 'JNE'],
  ['JNT-EZ', 'J&T EZ', 'JNT'],
] as const;

export async function seedKirimBarang(db: Kysely<Database>, stores: readonly string[]): Promise<void> {
  const audit = { created_by: 'SEED', updated_by: 'SEED' };
  await db
    .insertInto('toko_kirim')
    .values(stores.flatMap((kode_toko) => TOKO_KIRIM.map(([kode, nama, hp, alamat, kota]) => ({ kode_toko, kode_toko_kirim: kode, nama_penerima: nama, no_hp: hp, alamat_kirim: alamat, kota, ...audit }))))
    .execute();
  await db
    .insertInto('logistik')
    .values(stores.flatMap((kode_toko) => LOGISTIK.map(([kode, nama, hp]) => ({ kode_toko, kode_logistik: kode, nama_logistik: nama, no_hp: hp, ...audit }))))
    .execute();
  await db
    .insertInto('ekspedisi')
    .values(stores.flatMap((kode_toko) => EKSPEDISI.map(([kode, nama, logistik]) => ({ kode_toko, kode_ekspedisi: kode, nama_ekspedisi: nama, kode_logistik: logistik, ...audit }))))
    .execute();
}
