import {
  SALES_MESSAGES,
  settingNota,
  settingNotaResponse,
  waSendRequest,
  waSendResponse,
  type NotaKind,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './receipts.service';

const SETTING_PATHS: { url: string; gate: string; kind: NotaKind; label: string }[] = [
  { url: '/api/setting-nota', gate: '/setting-nota', kind: 'NOTA', label: 'nota' },
  { url: '/api/setting-nota-slip', gate: '/setting-nota-slip', kind: 'SLIP', label: 'slip' },
];

/**
 * Screens that print a receipt and so read its setting: the sale screens (SALE_READ_GATES of
 * sales.routes, named here so this shared module imports no document module), layaways and buy-backs.
 */
const RECEIPT_READER_GATES = [
  '/transaksi-penjualan',
  '/lihat-penjualan',
  '/batal-penjualan',
  '/validasi-penjualan',
  '/lihat-titipan',
  '/transaksi-pembelian',
  '/lihat-pembelian',
  '/batal-pembelian',
] as const;

export async function receiptsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['nota'];

  r.post('/api/chat/send', {
    config: { gateAny: ['/transaksi-penjualan', '/lihat-penjualan', '/lihat-titipan', '/transaksi-pembelian', '/lihat-pembelian'] },
    attachValidation: true,
    schema: { tags, summary: 'Kirim invoice lewat backend WhatsApp', body: waSendRequest, response: { 200: waSendResponse } },
    handler: async (request) => {
      assertValid(request);
      const body = request.body;
      return ok(await service.sendWhatsapp(app, authOf(request).kodeToko, { receiver: body.receiver, message: body.message, type: 'text' }), SALES_MESSAGES.invoiceSent);
    },
  });

  for (const s of SETTING_PATHS) {
    r.get(s.url, {
      // the counter and the receipt screens read what the receipt shows; only the setting screen changes it
      config: { gateAny: [s.gate, ...RECEIPT_READER_GATES] },
      schema: { tags, summary: `Setting ${s.label} toko`, response: { 200: settingNotaResponse } },
      handler: async (request) => ok(await service.getSettingNota(app, authOf(request).kodeToko, s.kind)),
    });
    r.put(s.url, {
      config: { gate: s.gate },
      attachValidation: true,
      schema: { tags, summary: `Simpan setting ${s.label} toko`, body: settingNota, response: { 200: settingNotaResponse } },
      handler: async (request) => {
        assertValid(request);
        return ok(await service.saveSettingNota(app, authOf(request), s.kind, request.body), SALES_MESSAGES.settingSaved);
      },
    });
  }
}
