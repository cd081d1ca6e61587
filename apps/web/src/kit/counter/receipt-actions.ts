import { useSaleReceiptPrinting } from '../receipt';
import type { ReceiptBundle } from './receipt-data';

/** Reprint (receipt PDF of kit/receipt) and WhatsApp send of a loaded receipt. */
export type ReceiptActions = { reprint(bundle: ReceiptBundle): Promise<void>; sendWa(bundle: ReceiptBundle): Promise<void> };

/**
 * The receipt's actions on the history screens: the same printing and WhatsApp send as the counter
 * (kit/receipt), the WhatsApp text being the store's template the server filled (bynota template_wa).
 */
export function useReceiptActions(): ReceiptActions {
  const printing = useSaleReceiptPrinting();
  return {
    reprint: (bundle) => printing.print(bundle.receipt),
    sendWa: async (bundle) => void (await printing.sendWa(bundle.receipt, bundle.templateWa)),
  };
}
