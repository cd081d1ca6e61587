import { MESSAGES, type Cashback } from '@emas/domain';
import { useCallback } from 'react';
import { printReceipt, useSaleReceiptPrinting } from '../../kit/receipt';
import { notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { cashbackReceiptModel } from './cashback-receipt';

/** Prints a cash-out receipt with the store's receipt settings, as the signed-in user. */
export function useCashbackPrinting(): (c: Cashback) => Promise<void> {
  const { settings } = useSaleReceiptPrinting();
  const userId = useSession().user?.user_id ?? '';
  return useCallback(
    async (c) => {
      try {
        await printReceipt(cashbackReceiptModel(c, { settings, printedBy: userId }));
      } catch (error) {
        notifyApiError(error, MESSAGES.sendError);
      }
    },
    [settings, userId],
  );
}
