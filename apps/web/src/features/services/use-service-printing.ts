import { MESSAGES, type ServiceReceipt } from '@emas/domain';
import { useCallback } from 'react';
import { printReceipt, useSaleReceiptPrinting } from '../../kit/receipt';
import { notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { serviceReceiptModel, type ServiceReceiptKind } from './service-receipt';

/** Prints a service or pick-up receipt with the store's receipt settings, as the signed-in user. */
export function useServicePrinting(): (receipt: ServiceReceipt, kind: ServiceReceiptKind) => Promise<void> {
  const { settings } = useSaleReceiptPrinting();
  const session = useSession();
  const userId = session.user?.user_id ?? '';
  return useCallback(
    async (receipt, kind) => {
      try {
        await printReceipt(serviceReceiptModel(receipt, kind, { settings, printedBy: userId }));
      } catch (error) {
        notifyApiError(error, MESSAGES.sendError);
      }
    },
    [settings, userId],
  );
}
