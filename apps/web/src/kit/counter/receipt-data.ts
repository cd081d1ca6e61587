import { MESSAGES, type SaleReceipt } from '@emas/domain';
import { ApiError, apiUrl, authHeaders } from '../../lib/api';

/** What POST penjualan/get/bynota/single answers: the receipt and the store's WhatsApp template. */
export type ReceiptBundle = { receipt: SaleReceipt; templateWa: string };

type BynotaBody = { status?: string; message?: string; data?: SaleReceipt; template_wa?: string; errors?: Record<string, string>; code?: string; params?: Record<string, string>; error_codes?: Record<string, string>; error_params?: Record<string, Record<string, string>> };

/**
 * The receipt of a sale for the detail view, reprint and WhatsApp (spec 001 §7 bynota calls). The
 * template sits beside `data` in the envelope, so the answer is read whole rather than through api.post.
 */
export async function fetchReceipt(noFakturGroup: string): Promise<ReceiptBundle> {
  let response: Response;
  try {
    response = await fetch(apiUrl('penjualan/get/bynota/single'), {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ no_faktur_group: noFakturGroup }),
    });
  } catch {
    throw new ApiError(MESSAGES.noResponse, 0, undefined, 'network');
  }
  let body: BynotaBody | null = null;
  try {
    body = (await response.json()) as BynotaBody;
  } catch {
    body = null;
  }
  if (!response.ok || body?.status !== 'success' || !body.data) {
    throw new ApiError(body?.message ?? MESSAGES.serverError, response.status, body?.errors, 'server', { code: body?.code, params: body?.params, errorCodes: body?.error_codes, errorParams: body?.error_params });
  }
  return { receipt: body.data, templateWa: body.template_wa ?? '' };
}
