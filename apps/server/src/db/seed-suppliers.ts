import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Issue 35's demo lists: three suppliers of goods per store, and a purchase price per purity of the groups. */
const SUPPLIERS = [
  ['SP01', 'PT SUMBER EMAS MURNI', '021-6001234', 'JL. PASAR BARU NO. 21, JAKARTA PUSAT'],
  ['SP02', 'CV KILAU PERHIASAN', '031-5351234', 'JL. KEMBANG JEPUN NO. 8, SURABAYA'],
  ['SP03', 'UD LOGAM MULIA JAYA', '022-4201234', 'JL. OTISTA NO. 45, BANDUNG'],
] as const;

/**
 * The purchase gold price parameter is dated on the seed's business date, one row per purity the store's groups
 * carry, at the highest buy price of those groups (so turning PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE on prices a
 * buy-back at once, and near what the group prices would have paid).
 */
export async function seedSuppliers(db: Kysely<Database>, stores: readonly string[], today: string): Promise<void> {
  await db
    .insertInto('supplier_barang')
    .values(stores.flatMap((kode_toko) => SUPPLIERS.map(([kode, nama, hp, alamat]) => ({ kode_toko, kode_supplier: kode, nama_supplier: nama, no_hp: hp, alamat, created_by: 'SEED', updated_by: 'SEED' }))))
    .execute();
  await sql`
    insert into parameter_harga_emas_pembelian (kode_toko, kode_parameter, tgl_berlaku, kadar, harga_per_gram, created_by, updated_by)
    select g.kode_toko, 'HB' || lpad((row_number() over (partition by g.kode_toko order by g.kadar))::text, 3, '0'), ${today}::date, g.kadar,
           max(h.harga_beli), 'SEED', 'SEED'
      from group_barang g
      join harga_emas h on h.kode_toko = g.kode_toko and h.kode_group = g.kode_group
     where g.kode_toko in (${sql.join(stores)})
     group by g.kode_toko, g.kadar`.execute(db);
}
