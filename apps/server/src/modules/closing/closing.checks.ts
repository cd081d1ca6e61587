import {
  APPROVAL_MAX_AGE_MINUTES,
  CLOSING_MODULES,
  closingCheckMessage,
  isModuleOn,
  type ClosingCheckLevel,
  type ClosingCheckResult,
  type ModuleFlags,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { moneyInTransit } from '../kirim-uang/kirim-uang.service';
import { unvalidatedManualCount } from '../manual-stock/manual-stock.service';
import { pendingCount } from '../non-cash/non-cash.service';
import { cicilanKasRule, unvalidatedCicilan } from './cicilan-checks';
import * as repo from './closing.repository';

/** What a pre-close check reads: the store, the day being closed and the store's module flags. */
export type ClosingCheckContext = { db: Kysely<Database>; kodeToko: string; tglSystem: string; modules: ModuleFlags };

/** One pre-close check: small, one question, one answer with a link to where it is resolved; null when it does not apply to the store. */
export type ClosingCheck = (ctx: ClosingCheckContext) => Promise<ClosingCheckResult | null>;

const result = (key: string, level: ClosingCheckLevel, jumlah: number, link: string): ClosingCheckResult => ({
  key,
  level,
  jumlah,
  link,
  pesan: closingCheckMessage(key, jumlah),
});

const validationLevel = (ctx: ClosingCheckContext): ClosingCheckLevel => (isModuleOn(ctx.modules, CLOSING_MODULES.validasiWajib) ? 'BLOCK' : 'WARN');

export const unvalidatedSales: ClosingCheck = async (ctx) =>
  result('VALIDASI_PENJUALAN', validationLevel(ctx), await repo.countUnvalidatedSales(ctx.db, ctx.kodeToko, ctx.tglSystem), '/validasi-penjualan');

export const unvalidatedTitip: ClosingCheck = async (ctx) =>
  result('VALIDASI_TITIPAN', validationLevel(ctx), await repo.countUnvalidatedTitip(ctx.db, ctx.kodeToko, ctx.tglSystem), '/validasi-titipan');

/** Pawn loans written on the day not yet validated: as the sales (a warning; a block with the store's validation module). */
export const unvalidatedLoans: ClosingCheck = async (ctx) =>
  result('VALIDASI_HUTANG', validationLevel(ctx), await repo.countUnvalidatedLoans(ctx.db, ctx.kodeToko, ctx.tglSystem), '/validasi-hutang');

/** Orders of the day not yet validated, only where the order validation module makes a supervisor validate them (/validasi-pesanan). */
export const unvalidatedOrders: ClosingCheck = async (ctx) =>
  isModuleOn(ctx.modules, 'VALIDASI_PESANAN_MODULE')
    ? result('VALIDASI_PESANAN', validationLevel(ctx), await repo.countUnvalidatedDocuments(ctx.db, 'pesanan', ctx.kodeToko, ctx.tglSystem), '/validasi-pesanan')
    : null;

/** Repairs of the day not yet validated, only where the service validation module makes a supervisor validate them (/validasi-service). */
export const unvalidatedServices: ClosingCheck = async (ctx) =>
  isModuleOn(ctx.modules, 'VALIDASI_SERVICE_MODULE')
    ? result('VALIDASI_SERVICE', validationLevel(ctx), await repo.countUnvalidatedDocuments(ctx.db, 'service', ctx.kodeToko, ctx.tglSystem), '/validasi-service')
    : null;

/** Manual sales and purchases (issue 35) of the day not yet validated: as the sales (a warning; a block with the validation module). */
export const unvalidatedManual: ClosingCheck = async (ctx) =>
  result('VALIDASI_JUAL_BELI_MANUAL', validationLevel(ctx), await unvalidatedManualCount(ctx.db, ctx.kodeToko, ctx.tglSystem), '/validasi-jual-beli-manual');

/** Instalment plans with payments of the day not yet validated (/validasi-cicilan), named: as the loans. */
export const unvalidatedInstalments: ClosingCheck = async (ctx) => unvalidatedCicilan(ctx, validationLevel(ctx));

/**
 * Card and transfer payments still waiting for the supervisor (VALIDASI_NON_CASH_MODULE on, /validasi-non-cash): a
 * warning only, since a bank's settlement may come a day or two later; the money stays out of the bank balance meanwhile.
 */
export const pendingNonCash: ClosingCheck = async (ctx) =>
  isModuleOn(ctx.modules, 'VALIDASI_NON_CASH_MODULE') ? result('VALIDASI_NON_CASH', 'WARN', await pendingCount(ctx.db, ctx.kodeToko), '/validasi-non-cash') : null;

/** The original's cash rule over every instalment plan of the store (header against cash ledger): a mismatch blocks. */
export const instalmentCashRule: ClosingCheck = async (ctx) => cicilanKasRule(ctx);

/** A stock count still open would count items that moved to the next day: it blocks. */
export const openStockOpname: ClosingCheck = async (ctx) => result('STOCK_OPNAME', 'BLOCK', await repo.countOpenOpname(ctx.db, ctx.kodeToko), '/stock-opname');

/** No tray weighed on the day: found = 1 (blocks when the store's module says so). */
export const noTrayWeighing: ClosingCheck = async (ctx) =>
  result(
    'TIMBANG_BAKI',
    isModuleOn(ctx.modules, CLOSING_MODULES.timbangWajib) ? 'BLOCK' : 'WARN',
    (await repo.countTrayWeighings(ctx.db, ctx.kodeToko, ctx.tglSystem)) === 0 ? 1 : 0,
    '/timbang-baki',
  );

/** Approval requests still waiting in the authenticator: a warning. */
export const openApprovals: ClosingCheck = async (ctx) =>
  result('OTORISASI', 'WARN', await repo.countOpenApprovals(ctx.db, ctx.kodeToko, APPROVAL_MAX_AGE_MINUTES), '/authenticator');

/** Money this store sent to head office that head office has not received yet: a warning (it is in transit, not lost). */
export const moneySentNotReceived: ClosingCheck = async (ctx) => result('KIRIM_UANG', 'WARN', (await moneyInTransit(ctx.db, ctx.kodeToko)).count, '/kirim-uang-pusat');

/**
 * The checks run before a close, in the order the screen lists them. Another area adds its check here
 * (pawn and orders later).
 */
export const CLOSING_CHECKS: readonly ClosingCheck[] = [unvalidatedSales, unvalidatedTitip, openStockOpname, noTrayWeighing, openApprovals, moneySentNotReceived, unvalidatedLoans, unvalidatedInstalments, instalmentCashRule, unvalidatedManual, unvalidatedOrders, unvalidatedServices, pendingNonCash];

/** Every check's answer, one after another (inside a close they share its transaction). */
export async function runClosingChecks(ctx: ClosingCheckContext, checks: readonly ClosingCheck[] = CLOSING_CHECKS): Promise<ClosingCheckResult[]> {
  const results: ClosingCheckResult[] = [];
  for (const check of checks) {
    const answer = await check(ctx);
    if (answer) results.push(answer);
  }
  return results;
}
