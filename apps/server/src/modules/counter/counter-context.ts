import {
  DEFAULT_BATAL_TITIP_POTONGAN_PERSEN,
  DEFAULT_DISKON_MAKSIMAL,
  DEFAULT_TITIP_MIN_DP_PERSEN,
  DIAMOND_MODULE,
  isModuleOn,
  parseApprovalList,
  roundingUnitOf,
  SALES_MESSAGES,
  SALES_SETTING_KEYS,
  SELL_DOWN_MODULE,
  wholeSetting,
  type ApprovalOperation,
  type ModuleFlags,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { assertMayPost } from '../settings/posting-date';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './counter.repository';

type Db = Kysely<Database>;

export type StoreContext = {
  kodeToko: string;
  namaToko: string;
  alamatToko: string;
  tglSystem: string;
  unit: number;
  down: boolean;
  diamondOn: boolean;
  modules: ModuleFlags;
  diskonMaksimal: number;
  required: ApprovalOperation[];
  potonganTitipPersen: string;
  minDpPersen: string;
  /** every para-system value of the store, for rules of other documents (buy-backs) */
  params: ReadonlyMap<string, string>;
};

/**
 * The store's business date, rounding and sales rules, read once per request (inside its transaction)
 * by the writers of the counter (sales, layaway, buy-backs and their cancellations): a user held by the
 * previous-date rule is refused here.
 */
export async function storeContext(db: Db, auth: AuthContext): Promise<StoreContext> {
  const toko = await settingsRepo.findTokoWithParams(db, auth.kodeToko);
  if (!toko) throw notFound();
  assertMayPost(auth, toko.tgl_system);
  return toStoreContext(auth, toko);
}

/** The store's context and the receipt's sales person, read together; an unknown sales person is a 400. */
export async function counterContext(db: Db, auth: AuthContext, kodeSales: string): Promise<StoreContext & { namaSales: string }> {
  return counterContextOf(auth, await settingsRepo.findTokoWithParams(db, auth.kodeToko, kodeSales));
}

/** counterContext from a store row already read (with the sales person's name, null when unknown). */
export function counterContextOf(auth: AuthContext, toko: settingsRepo.TokoWithParams | undefined): StoreContext & { namaSales: string } {
  if (!toko) throw notFound();
  if (toko.nama_sales === null) throw badRequest(SALES_MESSAGES.salesUnknown, { kode_sales: SALES_MESSAGES.salesUnknown });
  assertMayPost(auth, toko.tgl_system);
  return { ...toStoreContext(auth, toko), namaSales: toko.nama_sales };
}

/** The store's context from its row and parameters, without the posting-date check (a price quote writes nothing). */
export function toStoreContext(auth: AuthContext, toko: settingsRepo.TokoWithParams): StoreContext {
  const param = new Map(toko.params.map((p) => [p.key, p.value]));
  const percent = (key: string, fallback: number) => {
    const v = (param.get(key) ?? '').trim();
    return /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100 ? v : String(fallback);
  };
  return {
    kodeToko: auth.kodeToko,
    namaToko: toko.nama_toko,
    alamatToko: toko.alamat_toko,
    tglSystem: toko.tgl_system,
    unit: roundingUnitOf(param.get('PEMBULATAN')),
    down: isModuleOn(auth.modules, SELL_DOWN_MODULE),
    diamondOn: isModuleOn(auth.modules, DIAMOND_MODULE),
    modules: auth.modules,
    diskonMaksimal: wholeSetting(param.get(SALES_SETTING_KEYS.diskonMaksimal), DEFAULT_DISKON_MAKSIMAL),
    required: parseApprovalList(param.has(SALES_SETTING_KEYS.otorisasi) ? param.get(SALES_SETTING_KEYS.otorisasi)! : null),
    potonganTitipPersen: percent(SALES_SETTING_KEYS.batalTitipPotongan, DEFAULT_BATAL_TITIP_POTONGAN_PERSEN),
    minDpPersen: percent(SALES_SETTING_KEYS.titipMinDp, DEFAULT_TITIP_MIN_DP_PERSEN),
    params: param,
  };
}

/** The name of the document's sales person; an unknown one is a 400. */
export async function salesPerson(db: Db, kodeToko: string, kodeSales: string): Promise<string> {
  const s = await repo.findSales(db, kodeToko, kodeSales);
  if (!s) throw badRequest(SALES_MESSAGES.salesUnknown, { kode_sales: SALES_MESSAGES.salesUnknown });
  return s.nama_sales;
}
