import { accounting } from './id/accounting';
import { auth } from './id/auth';
import { authorization } from './id/authorization';
import { cash } from './id/cash';
import { closing } from './id/closing';
import { common } from './id/common';
import { dashboard } from './id/dashboard';
import { kirimUang } from './id/kirim-uang';
import { kit } from './id/kit';
import { labels } from './id/labels';
import { masters } from './id/masters';
import { messages } from './id/messages';
import { pawn } from './id/pawn';
import { purchases } from './id/purchases';
import { receiving } from './id/receiving';
import { reports } from './id/reports';
import { reportsStock } from './id/reports-stock';
import { reportsSales } from './id/reports-sales';
import { routes } from './id/routes';
import { sales } from './id/sales';
import { services } from './id/services';
import { salesHistory } from './id/sales-history';
import { settings } from './id/settings';
import { shell } from './id/shell';
import { stock } from './id/stock';
import { stockCount } from './id/stock-count';
import { users } from './id/users';
import { orders } from './id/orders';
import { news, promo, whatsappSetting } from './id/promo';
import { catalogue } from './id/catalogue';
import { resources } from './id/resources';

/**
 * The id dictionary is the reference (the specification's Indonesian texts, byte for byte);
 * every other language has the same keys. One file per area so areas do not collide.
 */
export const id = { accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, labels, sales, salesHistory, stockCount, authorization, receiving, purchases, cash, kirimUang, messages, closing, orders, reportsStock, promo, whatsappSetting, news, pawn, catalogue, reportsSales, services, dashboard, resources } as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof id>;
/** Other languages may leave keys out; i18next falls back to en, then id. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialDictionary = DeepPartial<Dictionary>;

export { LANGUAGES } from './languages';
