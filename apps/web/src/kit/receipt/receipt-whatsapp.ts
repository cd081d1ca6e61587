import { SALES_MESSAGES, whatsappNumber, type WaSendRequest } from '@emas/domain';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';

/**
 * Sends a receipt by WhatsApp (spec 001 §7, §8, §9): POST chat/send { receiver, message, type: 'text' }
 * with the phone as 62... ('0812..' -> '62812..'); 'Invoice Berhasil Dikirim' on success, otherwise the
 * server's message (e.g. WhatsApp not set up) or 'No Wa Tidak Terdaftar'. True when sent.
 */
export async function sendReceiptWhatsapp(input: { noHp: string; message: string }): Promise<boolean> {
  const receiver = whatsappNumber(input.noHp ?? '');
  if (!receiver) {
    notify.warning(SALES_MESSAGES.receiverRequired);
    return false;
  }
  const body: WaSendRequest = { receiver, message: input.message, type: 'text' };
  try {
    const { data } = await api.post<{ success: boolean }>('chat/send', body);
    if (data.success) {
      notify.success(SALES_MESSAGES.invoiceSent);
      return true;
    }
    notify.error(SALES_MESSAGES.waNotRegistered);
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server' && !error.message) notify.error(SALES_MESSAGES.waNotRegistered);
    else notifyApiError(error, SALES_MESSAGES.waNotRegistered);
    return false;
  }
}
