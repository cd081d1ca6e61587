import {
  isModuleOn,
  PRICE_MESSAGES,
  priceFromGlobal,
  priceRefusal,
  roundingUnitOf,
  unknownCodeMessage,
  type GlobalPriceRow,
  type HargaEmasGroupRow,
  type HargaEmasRow,
  type ModuleFlags,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { MasterWriteHook } from '../masters/masters.service';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './prices.repository';

type Db = Kysely<Database>;

const GLOBAL_KEY = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE';

type PriceDbRow = Awaited<ReturnType<typeof repo.findPriceInForce>> & {};

function toPriceRow(row: PriceDbRow): HargaEmasRow {
  return {
    id: Number(row.id),
    kode_group: row.kode_group,
    nama_group: row.nama_group,
    kadar: Number(row.kadar),
    harga_jual: Number(row.harga_jual),
    harga_beli: Number(row.harga_beli),
    tgl_berlaku: row.tgl_berlaku,
    sumber: row.sumber,
    nominal_global: row.nominal_global === null ? null : Number(row.nominal_global),
    input_by: row.input_by,
    input_date: new Date(row.input_date).toISOString(),
  };
}

function toGlobalRow(row: { id: number; nominal: number; tgl_berlaku: string; input_by: string; input_date: string }): GlobalPriceRow {
  return { id: Number(row.id), nominal: Number(row.nominal), tgl_berlaku: row.tgl_berlaku, input_by: row.input_by, input_date: new Date(row.input_date).toISOString() };
}

/** The store's business date (tgl_system). */
export async function activeDateOf(db: Db, kodeToko: string): Promise<string> {
  const toko = await settingsRepo.findToko(db, kodeToko);
  if (!toko) throw notFound();
  return toko.tgl_system;
}

export async function listPrices(app: FastifyInstance, auth: AuthContext, tanggal?: string): Promise<{ tanggal: string; groups: HargaEmasGroupRow[] }> {
  const date = tanggal ?? (await activeDateOf(app.db, auth.kodeToko));
  const rows = await repo.listPricesInForce(app.db, auth.kodeToko, date);
  return {
    tanggal: date,
    groups: rows.map((r) => ({
      kode_group: r.kode_group,
      nama_group: r.nama_group,
      kadar: Number(r.kadar),
      ikut_harga_global: r.ikut_harga_global,
      persen_harga_beli: Number(r.persen_harga_beli),
      harga:
        r.id === null || r.id === undefined
          ? null
          : toPriceRow({
              id: r.id,
              kode_group: r.kode_group,
              nama_group: r.nama_group,
              kadar: r.kadar,
              harga_jual: r.harga_jual!,
              harga_beli: r.harga_beli!,
              tgl_berlaku: r.tgl_berlaku!,
              sumber: r.sumber!,
              nominal_global: r.nominal_global ?? null,
              input_by: r.input_by!,
              input_date: r.input_date!,
            }),
    })),
  };
}

export async function priceHistory(app: FastifyInstance, auth: AuthContext, filter: repo.PriceHistoryFilter): Promise<HargaEmasRow[]> {
  return (await repo.listPriceHistory(app.db, auth.kodeToko, filter)).map(toPriceRow);
}

/**
 * New prices for several groups, appended as history rows holding from `tgl_berlaku` (the active
 * date by default). A date before the active date is refused: what documents already used stays.
 */
export async function savePrices(
  app: FastifyInstance,
  auth: AuthContext,
  input: { tgl_berlaku?: string; detail: { kode_group: string; harga_jual: number; harga_beli: number }[] },
): Promise<HargaEmasRow[]> {
  return app.db.transaction().execute(async (trx) => {
    const active = await activeDateOf(trx, auth.kodeToko);
    const tgl = input.tgl_berlaku ?? active;
    if (tgl < active) throw badRequest(PRICE_MESSAGES.tglBerlakuBeforeActive, { tgl_berlaku: PRICE_MESSAGES.tglBerlakuBeforeActive });
    const groups = new Set((await repo.listGroups(trx, auth.kodeToko)).map((g) => g.kode_group));
    const errors: Record<string, string> = {};
    input.detail.forEach((d, i) => {
      if (!groups.has(d.kode_group)) errors[`detail.${i}.kode_group`] = unknownCodeMessage('Kode Group', d.kode_group);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    const ids = await repo.insertPrices(
      trx,
      input.detail.map((d) => ({
        kode_toko: auth.kodeToko,
        kode_group: d.kode_group,
        harga_jual: d.harga_jual,
        harga_beli: d.harga_beli,
        tgl_berlaku: tgl,
        sumber: 'MANUAL' as const,
        nominal_global: null,
        created_by: auth.userId,
      })),
    );
    return (await repo.findPricesByIds(trx, auth.kodeToko, ids)).map(toPriceRow);
  });
}

export async function currentGlobal(app: FastifyInstance, auth: AuthContext) {
  const [param, latest] = await Promise.all([settingsRepo.findParam(app.db, auth.kodeToko, GLOBAL_KEY), repo.listGlobalPrices(app.db, auth.kodeToko, 1)]);
  return { nominal: Number(param?.value ?? 0) || 0, current: latest[0] ? toGlobalRow(latest[0]) : null, harga: [] as HargaEmasRow[] };
}

export async function globalHistory(app: FastifyInstance, auth: AuthContext): Promise<GlobalPriceRow[]> {
  return (await repo.listGlobalPrices(app.db, auth.kodeToko, 1000)).map(toGlobalRow);
}

type GroupForPrice = Awaited<ReturnType<typeof repo.listGroups>>[number];

/**
 * The global price rule (priceFromGlobal in packages/domain/src/prices) for the groups that follow
 * the global price, with the store's rounding: a GLOBAL price row each, holding from `tgl`.
 */
async function insertGlobalPrices(trx: Db, auth: AuthContext, nominal: number, tgl: string, groups: readonly GroupForPrice[]): Promise<number[]> {
  const unit = roundingUnitOf((await settingsRepo.findParam(trx, auth.kodeToko, 'PEMBULATAN'))?.value);
  return repo.insertPrices(
    trx,
    groups
      .filter((g) => g.ikut_harga_global)
      .map((g) => {
        const price = priceFromGlobal({
          global: nominal,
          kadar: g.kadar,
          persenBeli: g.persen_harga_beli,
          unit,
          sellDown: isModuleOn(auth.modules, 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE'),
          buyDown: isModuleOn(auth.modules, 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE'),
        });
        return {
          kode_toko: auth.kodeToko,
          kode_group: g.kode_group,
          harga_jual: price.harga_jual,
          harga_beli: price.harga_beli,
          tgl_berlaku: tgl,
          sumber: 'GLOBAL' as const,
          nominal_global: nominal,
          created_by: auth.userId,
        };
      }),
  );
}

/**
 * Saves the 24-carat price per gram: a history row, the store parameter
 * PARAMETER_HARGA_EMAS_GLOBAL_VALUE, and a new price from the active date for every group that
 * follows the global price (priceFromGlobal in packages/domain/src/prices). One transaction.
 */
export async function saveGlobal(app: FastifyInstance, auth: AuthContext, nominal: number) {
  return app.db.transaction().execute(async (trx) => {
    const active = await activeDateOf(trx, auth.kodeToko);
    const global = await repo.insertGlobalPrice(trx, { kode_toko: auth.kodeToko, nominal, tgl_berlaku: active, created_by: auth.userId });
    await settingsRepo.upsertParams(trx, auth.kodeToko, [{ key: GLOBAL_KEY, value: String(nominal) }], auth.userId);
    const ids = await insertGlobalPrices(trx, auth, nominal, active, await repo.listGroups(trx, auth.kodeToko));
    const harga = (await repo.findPricesByIds(trx, auth.kodeToko, ids)).map(toPriceRow);
    return { nominal, current: toGlobalRow(global), harga };
  });
}

/**
 * Locks the store's global price parameter for the rest of the transaction, in the order saving the
 * global price takes it (before any group row), so a group write and a global save run one after
 * the other and neither misses the other.
 */
export async function lockGlobalPrice(trx: Db, kodeToko: string): Promise<void> {
  await repo.lockParam(trx, kodeToko, GLOBAL_KEY);
}

/**
 * Prices one group from the current global price, as saving the global price does, when it
 * follows it (the group master calls it inside its transaction when a group starts following the
 * global price or its purity or buying percentage changes). Nothing when no global price is set.
 */
export async function priceGroupFromGlobal(trx: Db, auth: AuthContext, kodeGroup: string): Promise<number[]> {
  const nominal = Number((await repo.lockParam(trx, auth.kodeToko, GLOBAL_KEY))?.value ?? 0);
  if (!Number.isSafeInteger(nominal) || nominal <= 0) return [];
  const groups = await repo.listGroups(trx, auth.kodeToko, kodeGroup);
  return insertGlobalPrices(trx, auth, nominal, await activeDateOf(trx, auth.kodeToko), groups);
}

/**
 * The group master's write hook (added to the masters machinery by prices.routes.ts): a group that follows the global
 * price gets its price from the current one at once, by the rule saving the global price uses; else it has none until
 * the global price is saved again.
 */
export const groupFollowsGlobalPrice: MasterWriteHook = {
  before: (trx, auth) => lockGlobalPrice(trx, auth.kodeToko),
  after: async (trx, auth, previous, row) => {
    if (row.ikut_harga_global !== true) return;
    const repriced =
      !previous ||
      previous.ikut_harga_global !== true ||
      String(previous.kadar) !== String(row.kadar) ||
      String(previous.persen_harga_beli) !== String(row.persen_harga_beli);
    if (repriced) await priceGroupFromGlobal(trx, auth, String(row.kode_group));
  },
};

/**
 * The price of a group for a document dated `tanggal` (the store's active date for a sale or a
 * loan made now). With the stale-price setting on (the default) a price set before that date is
 * refused with 409, so a counter never sells on yesterday's price by accident. Other areas (sales,
 * loans) call this inside their own transaction.
 */
export async function priceForDocument(
  db: Db,
  ctx: { kodeToko: string; kodeGroup: string; tanggal: string; modules: ModuleFlags },
): Promise<HargaEmasRow> {
  const row = await repo.findPriceInForce(db, ctx.kodeToko, ctx.kodeGroup, ctx.tanggal);
  const refusal = priceRefusal(ctx.kodeGroup, row?.tgl_berlaku ?? null, ctx.tanggal, ctx.modules);
  if (refusal) throw conflict(refusal, { kode_group: refusal });
  return toPriceRow(row!);
}

export async function priceInForceFor(app: FastifyInstance, auth: AuthContext, kodeGroup: string, tanggal?: string) {
  const groups = await repo.listGroups(app.db, auth.kodeToko);
  if (!groups.some((g) => g.kode_group === kodeGroup)) {
    const message = unknownCodeMessage('Kode Group', kodeGroup);
    throw badRequest(message, { kode_group: message });
  }
  const date = tanggal ?? (await activeDateOf(app.db, auth.kodeToko));
  const row = await priceForDocument(app.db, { kodeToko: auth.kodeToko, kodeGroup, tanggal: date, modules: auth.modules });
  return { ...row, tanggal: date };
}
