import { ROUTES } from '../../access/routes';

/** Route titles ('shop | TITLE'), keyed by path; the route table is the source. */
export const routes: Record<string, string> = Object.fromEntries(ROUTES.map((r) => [r.path, r.title]));
