import { accounting } from './accounting';
import { cash } from './cash';
import { kirimUang } from './kirim-uang';
import { labels } from './labels';
import { salesHistory } from './sales-history';
import { messages } from './messages';
import { authorization } from './authorization';
import { receiving } from './receiving';
import { auth } from './auth';
import { closing } from './closing';
import { dashboard } from './dashboard';
import { common } from './common';
import { kit } from './kit';
import { masters } from './masters';
import { purchases } from './purchases';
import { reports } from './reports';
import { reportsStock } from './reports-stock';
import { routes } from './routes';
import { sales } from './sales';
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { stockCount } from './stock-count';
import { users } from './users';
import { orders } from './orders';
import { news, promo, whatsappSetting } from './promo';

/** English, the fallback language; ../index.ts checks it against the id dictionary's type. */
export const en = { accounting, common, routes, shell, kit, auth, users, settings, reports, masters, stock, sales, stockCount, purchases, cash, kirimUang, labels, salesHistory, messages, authorization, receiving, closing, orders, reportsStock, promo, whatsappSetting, news, dashboard };
