import { auth } from './auth';
import { closing } from './closing';
import { common } from './common';
import { kit } from './kit';
import { masters } from './masters';
import { reports } from './reports';
import { routes } from './routes';
import { settings } from './settings';
import { shell } from './shell';
import { stock } from './stock';
import { users } from './users';

/** Italian; ../index.ts checks it against the id dictionary's type. */
export const it = { common, closing, routes, shell, kit, auth, users, settings, reports, masters, stock };
