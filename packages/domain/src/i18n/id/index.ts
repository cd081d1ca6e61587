import { coupons } from './coupons';
import { cicilan } from './cicilan';
import { accounting } from './accounting';
import { auth } from './auth';
import { authorization } from './authorization';
import { cash } from './cash';
import { closing } from './closing';
import { common } from './common';
import { dashboard } from './dashboard';
import { members } from './members';
import { kirimUang } from './kirim-uang';
import { kit } from './kit';
import { labels } from './labels';
import { masters } from './masters';
import { messages } from './messages';
import { pawn } from './pawn';
import { points } from './points';
import { resources } from './resources';
import { manualStock, rfid } from './manual-stock';
import { purchases } from './purchases';
import { receiving } from './receiving';
import { reports } from './reports';
import { reportsStock } from './reports-stock';
import { reportsSales } from './reports-sales';
import { reportsCicilan } from './reports-cicilan';
import { berlianStock } from './berlian-stock';
import { routes } from './routes';
import { sales } from './sales';
import { services } from './services';
import { gifts } from './gifts';
import { cashback } from './cashback';
import { memberPage } from './member-page';
import { salesHistory } from './sales-history';
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { stockCount } from './stock-count';
import { users } from './users';
import { orders } from './orders';
import { news, promo, whatsappSetting } from './promo';
import { catalogue } from './catalogue';

/**
 * The id dictionary is the reference (the specification's Indonesian texts, byte for byte); every
 * other language has the same keys. One file per area so areas do not collide. The web's login page
 * starts with its part of it (`id-first-load`) and loads the whole with the signed-in shell (issue 19).
 */
import { sepuhan } from './sepuhan';
import { webExternal } from './web-external';
import { marketplace } from './marketplace';
export const id = { coupons, cicilan, accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, labels, sales, salesHistory, stockCount, authorization, receiving, purchases, cash, kirimUang, messages, closing, orders, reportsStock, promo, whatsappSetting, news, pawn, catalogue, reportsSales, reportsCicilan, berlianStock, services, dashboard, points, members, gifts, cashback, memberPage, resources, manualStock, rfid, sepuhan, webExternal, marketplace } as const;
