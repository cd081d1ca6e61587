import { APPROVAL_LABELS, APPROVAL_OPERATIONS, type ApprovalOperation } from '@emas/domain';
import { ApiError } from '../../lib/api';

/** The operations a 'Perlu otorisasi supervisor: ...' refusal names (field `otorisasi`), or []. */
export function approvalsAsked(error: unknown): ApprovalOperation[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.idErrors?.otorisasi) return [];
  // the Indonesian texts as sent: the labels of the operations are Indonesian
  const text = `${error.idMessage} ${error.idErrors.otorisasi}`;
  return APPROVAL_OPERATIONS.filter((op) => text.includes(APPROVAL_LABELS[op]));
}

type Ask = (operasi: ApprovalOperation) => Promise<{ id: string } | null>;

/**
 * Sends a document; when the server answers that supervisor approvals are needed, asks for each
 * (the authorization dialog) and sends it once more with their ids. Null when an approval was refused
 * or the dialog closed.
 */
export async function sendWithApprovals<T>(send: (otorisasi: string[]) => Promise<T>, ask: Ask, given: string[] = []): Promise<T | null> {
  try {
    return await send(given);
  } catch (error) {
    const asked = approvalsAsked(error);
    if (asked.length === 0 || given.length > 0) throw error;
    const ids: string[] = [];
    for (const op of asked) {
      const approval = await ask(op);
      if (!approval) return null;
      ids.push(approval.id);
    }
    return send(ids);
  }
}
