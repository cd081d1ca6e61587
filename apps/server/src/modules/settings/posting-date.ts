import { previousDateHold, toBusinessDate } from '@emas/domain';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';

/**
 * Spec 000 §6, the previous-date rule, for every writer of money or stock: while the store's active
 * date is before today's (the day was not closed), a user whose previous-date flag is on is held with
 * the spec's message until a supervisor closes it. A closed day is refused by the ledger triggers.
 */
export function assertMayPost(auth: Pick<AuthContext, 'level' | 'modules'>, tglSystem: string): void {
  const hold = previousDateHold(auth.level, auth.modules, tglSystem, toBusinessDate(new Date()));
  if (hold) throw badRequest(hold);
}
