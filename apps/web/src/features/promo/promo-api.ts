import type { PromoWablasData, PromoWablasRequest, WhatsappSettingData, WhatsappSettingRequest } from '@emas/domain';
import { api } from '../../lib/api';

/** Calls of the promo screen (spec 000 §7 promo-wablas) and the WhatsApp setting. */
export const PROMO_KEYS = { promo: ['promo-wablas'] as const, recipients: ['promo-wablas', 'penerima'] as const, setting: ['whatsapp-setting'] as const };

export type PromoRecipient = { no_hp: string; nama_customer: string; status: string; attempts: number; last_error: string | null; sent_at: string | null };

export const promoApi = {
  get: async () => (await api.get<PromoWablasData>('promo-wablas')).data,
  save: (body: PromoWablasRequest) => api.post<PromoWablasData>('promo-wablas', body),
  /** the banner, folder 'promo' (spec 000 §5): answers the URL to send as image_url */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('folder', 'promo');
    form.append('image', file, file.name);
    return (await api.upload<{ url: string; key: string; size: number }>('promo-wablas/upload', form)).data.url;
  },
  recipients: async () => (await api.get<PromoRecipient[]>('promo-wablas/penerima')).data,
  setting: async () => (await api.get<WhatsappSettingData>('whatsapp-setting')).data,
  saveSetting: (body: WhatsappSettingRequest) => api.put<WhatsappSettingData>('whatsapp-setting', body),
  testSetting: (receiver: string) => api.post<{ success: boolean }>('whatsapp-setting/test', { receiver }),
};
