import { ACCOUNTING_REPORT_PATHS } from '../accounting/reports';
import { CASH_REPORT_PATHS } from '../cash/reports';
import { CLOSING_REPORT_PATHS } from '../closing/schemas';
import { COUPON_REPORT_PATHS } from '../coupons/schemas';
import { KIRIM_UANG_REPORT_PATHS } from '../kirim-uang/schemas';
import { POINT_REPORT_PATHS } from '../members/reports';
import { MEMBER_REPORT_PATHS } from '../members/reports';
import { ORDER_REPORT_PATHS } from '../orders/schemas';
import { PAWN_REPORT_PATHS } from '../pawn/reports';
import { SALES_REPORT_PATHS } from '../reports-sales/queries';
import { STOCK_REPORT_PATHS } from '../reports-stock/schemas';
import { AUDIT_REPORT_PATHS } from '../schemas/audit';
import { SERVICE_REPORT_PATHS } from '../services/reports';
import { GIFT_REPORT_PATHS } from '../gifts/reports';
import { CASHBACK_REPORT_PATHS } from '../cashback/reports';
import { CICILAN_REPORT_PATHS } from '../cicilan/reports';
import { BERLIAN_REPORT_PATHS } from '../berlian/stock-schemas';
import { SUPPLIER_REPORT_PATHS } from '../suppliers/reports';
import { MANUAL_REPORT_PATHS } from '../manual-stock/schemas';
import { SEPUHAN_REPORT_PATHS } from '../sepuhan/schemas';
import { MARKETPLACE_REPORT_PATHS } from '../marketplace/constants';

/**
 * Every report's GET path under /api, by family. Each family's paths live beside its query and row schemas; this
 * table gathers them so that the server's report kit registers only a path from here and a test can prove the paths
 * are unique. A path is written without `/api/`, as the web's api client takes it (the server prefixes it).
 */
export const REPORT_PATHS = {
  audit: AUDIT_REPORT_PATHS,
  sales: SALES_REPORT_PATHS,
  stock: STOCK_REPORT_PATHS,
  cash: CASH_REPORT_PATHS,
  kirimUang: KIRIM_UANG_REPORT_PATHS,
  pawn: PAWN_REPORT_PATHS,
  services: SERVICE_REPORT_PATHS,
  orders: ORDER_REPORT_PATHS,
  accounting: ACCOUNTING_REPORT_PATHS,
  closing: CLOSING_REPORT_PATHS,
  coupons: COUPON_REPORT_PATHS,
  points: POINT_REPORT_PATHS,
  members: MEMBER_REPORT_PATHS,
  gifts: GIFT_REPORT_PATHS,
  cashback: CASHBACK_REPORT_PATHS,
  cicilan: CICILAN_REPORT_PATHS,
  berlian: BERLIAN_REPORT_PATHS,
  suppliers: SUPPLIER_REPORT_PATHS,
  manualStock: MANUAL_REPORT_PATHS,
  sepuhan: SEPUHAN_REPORT_PATHS,
  marketplace: MARKETPLACE_REPORT_PATHS,
} as const;

type Families = typeof REPORT_PATHS;
/** One report's path: a value of the table, nothing else. */
export type ReportPath = { [F in keyof Families]: Families[F][keyof Families[F]] }[keyof Families];

/** Every report path of the table, family by family. */
export const REPORT_PATH_LIST: readonly ReportPath[] = Object.values(REPORT_PATHS).flatMap((family) => Object.values(family) as ReportPath[]);

const KNOWN = new Set<string>(REPORT_PATH_LIST);

export function isReportPath(path: string): path is ReportPath {
  return KNOWN.has(path);
}
