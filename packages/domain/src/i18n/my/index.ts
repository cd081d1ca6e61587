import { accounting } from './accounting';
import { cash } from './cash';
import { kirimUang } from './kirim-uang';
import { labels } from './labels';
import { salesHistory } from './sales-history';
import { purchases } from './purchases';
import { messages } from './messages';
import { authorization } from './authorization';
import { receiving } from './receiving';
import { sales } from './sales';
import { stockCount } from './stock-count';
import { auth } from './auth';
import { closing } from './closing';
import { dashboard } from './dashboard';
import { common } from './common';
import { kit } from './kit';
import { masters } from './masters';
import { reports } from './reports';
import { reportsStock } from './reports-stock';
import { routes } from './routes';
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { users } from './users';
import { orders } from './orders';
import { news, promo, whatsappSetting } from './promo';

/** Malay; ../index.ts checks it against the id dictionary's type. */
export const my = { accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, cash, kirimUang, labels, salesHistory, purchases, messages, authorization, receiving, sales, stockCount, closing, orders, reportsStock, promo, whatsappSetting, news, dashboard };
