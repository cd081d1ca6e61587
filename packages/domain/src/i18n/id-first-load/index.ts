import { auth } from '../id/auth';
import { common } from '../id/common';
import { messages } from '../id/messages';
import { routes } from '../id/routes';

/**
 * The part of the id dictionary the login page shows (issue 19: first load): its own texts, the common
 * ones, the page titles and the server's messages. The web starts with it and adds the whole dictionary
 * (`@emas/domain/i18n/id`) with the signed-in shell and the public pages.
 */
export const idFirstLoad = { auth, common, messages, routes } as const;
