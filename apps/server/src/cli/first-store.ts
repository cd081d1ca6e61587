import type { Db } from '../db/database';
import * as settingsRepo from '../modules/settings/settings.repository';

/** A store created from the command line, with the module defaults (nothing switched on). */
export async function createFirstStore(
  db: Db,
  toko: { kode_toko: string; nama_toko: string; alamat_toko: string; type: 'PUSAT' | 'CABANG'; tgl_system: string },
) {
  await settingsRepo.insertToko(db, toko);
}
