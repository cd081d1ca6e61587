import { coupons } from './coupons';
import { cicilan } from './cicilan';
import { accounting } from './accounting';
import { cash } from './cash';
import { kirimUang } from './kirim-uang';
import { labels } from './labels';
import { salesHistory } from './sales-history';
import { purchases } from './purchases';
import { messages } from './messages';
import { messageTemplates } from './message-templates';
import { authorization } from './authorization';
import { receiving } from './receiving';
import { sales } from './sales';
import { stockCount } from './stock-count';
import { auth } from './auth';
import { closing } from './closing';
import { dashboard } from './dashboard';
import { members } from './members';
import { common } from './common';
import { kit } from './kit';
import { masters } from './masters';
import { reports } from './reports';
import { reportsStock } from './reports-stock';
import { reportsSales } from './reports-sales';
import { reportsCicilan } from './reports-cicilan';
import { berlianStock } from './berlian-stock';
import { routes } from './routes';
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { users } from './users';
import { services } from './services';
import { gifts } from './gifts';
import { cashback } from './cashback';
import { orders } from './orders';
import { news, promo, whatsappSetting } from './promo';
import { catalogue } from './catalogue';
import { pawn } from './pawn';
import { points } from './points';
import { resources } from './resources';
import {manualStock, rfid } from './manual-stock';

/** Malay; ../index.ts checks it against the id dictionary's type. */
export const my = {coupons, cicilan, accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, cash, kirimUang, labels, salesHistory, purchases, messages: { ...messages, ...messageTemplates }, authorization, receiving, sales, stockCount, closing, orders, reportsStock, promo, whatsappSetting, news, pawn, catalogue, reportsSales, reportsCicilan, berlianStock, services, dashboard, points, members, gifts, cashback, resources, manualStock, rfid, sepuhan } from './sepuhan';

/** Malay; ../index.ts checks it against the id dictionary's type. */
export const my = { coupons, sepuhan};
