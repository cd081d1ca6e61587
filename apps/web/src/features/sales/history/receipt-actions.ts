import { SALES_MESSAGES, whatsappNumber } from '@emas/domain';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import type { ReceiptBundle } from './receipt-data';

/** Reprint (receipt PDF of kit/receipt) and WhatsApp send of a loaded receipt. */
export type ReceiptActions = { reprint(bundle: ReceiptBundle): Promise<void>; sendWa(bundle: ReceiptBundle): Promise<void> };

/**
 * The invoice by WhatsApp (spec 001 §7, §9): POST chat/send { receiver, message, type: 'text' } with the
 * customer's phone as 62..., the store's filled template as the message; 'Invoice Berhasil Dikirim',
 * 'No Wa Tidak Terdaftar' when the backend says no, or the server's message (WhatsApp not set up).
 */
export async function sendReceiptWa(bundle: ReceiptBundle): Promise<boolean> {
  const receiver = whatsappNumber(bundle.receipt.no_hp ?? '');
  if (!receiver) {
    notify.warning(SALES_MESSAGES.receiverRequired);
    return false;
  }
  const message = bundle.templateWa || `${bundle.receipt.nama_toko} ${bundle.receipt.no_faktur_group}`;
  try {
    const { data } = await api.post<{ success: boolean }>('chat/send', { receiver, message, type: 'text' });
    if (data.success) notify.success(SALES_MESSAGES.invoiceSent);
    else notify.error(SALES_MESSAGES.waNotRegistered);
    return data.success;
  } catch (e) {
    notifyApiError(e, SALES_MESSAGES.waNotRegistered);
    return false;
  }
}

// PLACEHOLDER (reprint): wired to apps/web/src/kit/receipt once COUNTER-WEB's builder lands.
export function useReceiptActions(): ReceiptActions {
  return { reprint: async () => undefined, sendWa: async (bundle) => void (await sendReceiptWa(bundle)) };
}
