import { coupons } from './coupons';
import { cicilan } from './cicilan';
import { accounting } from './accounting';
import { cash } from './cash';
import { kirimUang } from './kirim-uang';
import { labels } from './labels';
import { salesHistory } from './sales-history';
import { messages } from './messages';
import { messageTemplates } from './message-templates';
import { pawn } from './pawn';
import { authorization } from './authorization';
import { receiving } from './receiving';
import { auth } from './auth';
import { closing } from './closing';
import { dashboard } from './dashboard';
import { members } from './members';
import { common } from './common';
import { kit } from './kit';
import { masters } from './masters';
import { purchases } from './purchases';
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
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { stockCount } from './stock-count';
import { users } from './users';
import { orders } from './orders';
import { news, promo, whatsappSetting } from './promo';
import { catalogue } from './catalogue';
import { points } from './points';
import { resources } from './resources';
import {manualStock, rfid } from './manual-stock';

/** English, the fallback language; ../index.ts checks it against the id dictionary's type. */
export const en = {coupons, cicilan, accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, sales, stockCount, purchases, cash, kirimUang, labels, salesHistory, messages: { ...messages, ...messageTemplates }, authorization, receiving, closing, orders, reportsStock, promo, whatsappSetting, news, pawn, catalogue, reportsSales, reportsCicilan, berlianStock, services, dashboard, points, members, gifts, cashback, memberPage, resources, manualStock, rfid, sepuhan } from './sepuhan';

/** English, the fallback language; ../index.ts checks it against the id dictionary's type. */
export const en = { coupons, sepuhan};
