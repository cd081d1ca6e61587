import { MESSAGES, type Redemption } from '@emas/domain';
import { useCallback } from 'react';
import { printReceipt, useSaleReceiptPrinting } from '../../kit/receipt';
import { notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { redemptionReceiptModel } from './gift-receipt';

/** Prints a redemption receipt with the store's receipt settings, as the signed-in user. */
export function useGiftPrinting(): (r: Redemption) => Promise<void> {
  const { settings } = useSaleReceiptPrinting();
  const userId = useSession().user?.user_id ?? '';
  return useCallback(
    async (r) => {
      try {
        await printReceipt(redemptionReceiptModel(r, { settings, printedBy: userId }));
      } catch (error) {
        notifyApiError(error, MESSAGES.sendError);
      }
    },
    [settings, userId],
  );
}
