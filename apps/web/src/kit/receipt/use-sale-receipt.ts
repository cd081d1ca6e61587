import { DEFAULT_SETTING_NOTA, DUPLICATE_NOTA_MODULE, isModuleOn, MESSAGES, type MemberLink, type PurchaseReceipt, type SaleReceipt, type SettingNota } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '../../lib/api';
import i18n from 'i18next';
import { notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { printPurchaseReceipt, printSaleReceipt } from './receipt-print';
import { sendReceiptWhatsapp } from './receipt-whatsapp';
import { fillWaTemplate } from './sale-receipt';

/** The member page link as the customer opens it: the server's url, completed with this origin when APP_URL is unset. */
export function absoluteMemberUrl(url: string, origin = window.location.origin): string {
  return new URL(url, origin).toString();
}

/**
 * The member page link of a member's receipt (POST member-page/link, allowed at the sale counter), asked once per
 * member while the screen is open; null for a walk-in or when the link cannot be had (the receipt prints without it).
 */
async function memberUrlOf(kodeMember: string | null | undefined, cache: Map<string, Promise<string | null>>): Promise<string | null> {
  if (!kodeMember) return null;
  let found = cache.get(kodeMember);
  if (!found) {
    found = api
      .post<MemberLink>(`member-page/link/${encodeURIComponent(kodeMember)}`)
      .then((res) => absoluteMemberUrl(res.data.url))
      .catch(() => {
        cache.delete(kodeMember);
        return null;
      });
    cache.set(kodeMember, found);
  }
  return found;
}

/** The query key of the receipt settings (setting-nota screens invalidate it after saving). */
export const SETTING_NOTA_QUERY_KEY = ['setting-nota'] as const;

export type SaleReceiptPrinting = {
  /** the store's receipt settings (defaults until loaded) */
  settings: SettingNota;
  /** prints the receipt (two copies with DUPLICATE_NOTA_MODULE; internal + customer copy for a marketplace sale) */
  print: (receipt: SaleReceipt) => Promise<void>;
  /** sends the receipt by WhatsApp to its no_hp; `message` (e.g. the server's filled template_wa) or the store's template */
  sendWa: (receipt: SaleReceipt, message?: string) => Promise<boolean>;
  /** prints a buy-back receipt (same settings, copies and footer) */
  printPurchase: (receipt: PurchaseReceipt) => Promise<void>;
  /** sends a buy-back receipt by WhatsApp (the store's template, its total the amount paid) */
  sendPurchaseWa: (receipt: PurchaseReceipt) => Promise<boolean>;
};

/**
 * Printing and sending sale receipts from any screen (counter, history): reads GET setting-nota
 * once, the duplicate module from the session, and prints as the signed-in user.
 */
export function useSaleReceiptPrinting(): SaleReceiptPrinting {
  const session = useSession();
  const query = useQuery({
    queryKey: [...SETTING_NOTA_QUERY_KEY, session.kodeToko],
    queryFn: async () => (await api.get<SettingNota>('setting-nota')).data,
    enabled: session.isLoggedIn,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const settings = query.data ?? DEFAULT_SETTING_NOTA;
  const duplicate = isModuleOn(session.modules, DUPLICATE_NOTA_MODULE);
  const userId = session.user?.user_id ?? '';
  const memberLinks = useRef(new Map<string, Promise<string | null>>());

  const print = useCallback(
    async (receipt: SaleReceipt) => {
      try {
        const memberUrl = await memberUrlOf(receipt.kode_member ?? receipt.poin?.kode_member, memberLinks.current);
        await printSaleReceipt(receipt, { settings, duplicate, printedBy: userId, memberUrl });
      } catch (error) {
        notifyApiError(error, MESSAGES.sendError);
      }
    },
    [settings, duplicate, userId],
  );

  const sendWa = useCallback(
    async (receipt: SaleReceipt, message?: string) => {
      const memberUrl = await memberUrlOf(receipt.kode_member ?? receipt.poin?.kode_member, memberLinks.current);
      const text = message ? (memberUrl && !message.includes(memberUrl) ? `${message}\n${i18n.t('members.link.waLink', { url: memberUrl })}` : message) : fillWaTemplate(settings.template_wa, receipt, memberUrl);
      return sendReceiptWhatsapp({ noHp: receipt.no_hp, message: text });
    },
    [settings.template_wa],
  );

  const printPurchase = useCallback(
    async (receipt: PurchaseReceipt) => {
      try {
        await printPurchaseReceipt(receipt, { settings, duplicate, printedBy: userId });
      } catch (error) {
        notifyApiError(error, MESSAGES.sendError);
      }
    },
    [settings, duplicate, userId],
  );

  const sendPurchaseWa = useCallback(
    (receipt: PurchaseReceipt) => sendReceiptWhatsapp({ noHp: receipt.no_hp, message: fillWaTemplate(settings.template_wa, { ...receipt, grand_total: receipt.total_harga }) }),
    [settings.template_wa],
  );

  return { settings, print, sendWa, printPurchase, sendPurchaseWa };
}
