import { BANNER_KATALOG, cardDescription, hargaJualStr, imageUrlOf, INFO_KATALOG, splashDisplay, type MasterDef } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import * as repo from './masters.repository';
import type { DbRow } from './masters.repository';

type Db = FastifyInstance['db'];
type Display = Record<string, string | string[]>;

/**
 * The display-only fields of a master's rows (`MasterDef.display`, spec 001 §3): computed when a
 * list or a write answers, from the row and the records it lists; never stored, and a write that
 * sends them has them dropped by the write schemas.
 */
const DISPLAY: Partial<Record<string, (db: Db, kodeToko: string, rows: readonly DbRow[]) => Promise<Display[]>>> = {
  // an item: its price as shown, and what its banners and infos say (in the order it lists them)
  'item-katalog': async (db, kodeToko, rows) => {
    const [banners, infos] = await Promise.all([
      repo.listRows(db, BANNER_KATALOG, kodeToko, {}),
      repo.listRows(db, INFO_KATALOG, kodeToko, {}),
    ]);
    const byCode = (list: DbRow[], code: string) => new Map(list.map((r) => [String(r[code]), r]));
    const banner = byCode(banners, 'kode_banner');
    const info = byCode(infos, 'kode_info');
    const codes = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
    return rows.map((row) => ({
      harga_jual_str: hargaJualStr(row.harga_jual as number | string | null),
      deskripsi_banner: codes(row.kode_banner).map((c) => cardDescription(banner.get(c), c)),
      deskripsi_info: codes(row.kode_info).map((c) => cardDescription(info.get(c), c)),
    }));
  },
  // a splash screen: its fixed name and code, and where its picture is served from
  'splashscreen-katalog': async (_db, _kodeToko, rows) =>
    rows.map((row) => splashDisplay(String(row.screen_name), imageUrlOf(typeof row.image_path === 'string' ? row.image_path : null))),
};

/** The rows with their display fields added (the rows as they are for a master without any). */
export async function withDisplay(db: Db, def: MasterDef, kodeToko: string, rows: DbRow[]): Promise<DbRow[]> {
  const compute = DISPLAY[def.key];
  if (!def.display?.length || !compute) return rows;
  const values = await compute(db, kodeToko, rows);
  return rows.map((row, i) => ({ ...row, ...values[i] }));
}
