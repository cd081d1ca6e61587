import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// The masters every counter document names: its sales person and the accounts and marketplaces it is paid into.

export function findSales(db: Db, kodeToko: string, kodeSales: string) {
  return db.selectFrom('sales').select(['kode_sales', 'nama_sales']).where('kode_toko', '=', kodeToko).where('kode_sales', '=', kodeSales).executeTakeFirst();
}

export function findRekening(db: Db, kodeToko: string, noRekening: string) {
  return db.selectFrom('rekening').select(['no_rekening', 'kode_bank', 'nama_rekening']).where('kode_toko', '=', kodeToko).where('no_rekening', '=', noRekening).executeTakeFirst();
}

export function findMarketplace(db: Db, kodeToko: string, kode: string) {
  return db.selectFrom('marketplace').select(['kode_marketplace', 'nama_marketplace']).where('kode_toko', '=', kodeToko).where('kode_marketplace', '=', kode).executeTakeFirst();
}
