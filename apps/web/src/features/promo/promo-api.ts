import { DEFAULT_PROMO_TEXT, toBusinessDate, type PromoWablasData, type PromoWablasRequest, type WhatsappSettingData, type WhatsappSettingRequest, type WhatsappStandinMessage } from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the promo screen (spec 000 §7 promo-wablas) and the WhatsApp setting. */
export const PROMO_KEYS = { promo: ['promo-wablas'] as const, recipients: ['promo-wablas', 'penerima'] as const, setting: ['whatsapp-setting'] as const, standin: ['whatsapp-setting', 'standin'] as const };

export type PromoRecipient = { no_hp: string; nama_customer: string; status: string; attempts: number; last_error: string | null; sent_at: string | null };

export const promoApi = {
  /** the saved promo; an answer without one reads as the default text of today (spec 000 §9) */
  get: async (): Promise<PromoWablasData> => {
    const data = (await api.get<Partial<PromoWablasData> | null>('promo-wablas')).data;
    return {
      id: data?.id ?? null,
      template: typeof data?.template === 'string' ? data.template : DEFAULT_PROMO_TEXT,
      image_url: data?.image_url || '-',
      date: data?.date || toBusinessDate(new Date()),
      status: data?.status ?? null,
      gateway: data?.gateway ?? false,
      progress: data?.progress ?? null,
    };
  },
  save: (body: PromoWablasRequest) => api.post<PromoWablasData>('promo-wablas', body),
  /** the banner, folder 'promo' (spec 000 §5): answers the URL to send as image_url */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('folder', 'promo');
    form.append('image', file, file.name);
    return (await api.upload<{ url: string; key: string; size: number }>('promo-wablas/upload', form)).data.url;
  },
  recipients: async () => (await api.get<PromoRecipient[]>('promo-wablas/penerima')).data,
  setting: async (): Promise<WhatsappSettingData> => {
    const data = (await api.get<Partial<WhatsappSettingData> | null>('whatsapp-setting')).data;
    return { base_url: data?.base_url ?? '', has_token: data?.has_token ?? false, source: data?.source ?? 'NONE', configured: data?.configured ?? false };
  },
  saveSetting: (body: WhatsappSettingRequest) => api.put<WhatsappSettingData>('whatsapp-setting', body),
  testSetting: (receiver: string) => api.post<{ success: boolean }>('whatsapp-setting/test', { receiver }),
  /** what the stand-in gateway recorded instead of sending, newest first */
  standin: async () => (await api.get<WhatsappStandinMessage[]>('whatsapp-setting/standin')).data,
};
