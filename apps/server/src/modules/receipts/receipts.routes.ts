import {
  byNotaRequest,
  byNotaResponse,
  byNotaSingleResponse,
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
import { SALE_READ_GATES } from '../sales/sales.routes';
import { getReceipt, groupedLines } from '../sales/sales.service';
import * as service from './receipts.service';

const SETTING_PATHS: { url: string; gate: string; kind: NotaKind; label: string }[] = [
  { url: '/api/setting-nota', gate: '/setting-nota', kind: 'NOTA', label: 'nota' },
  { url: '/api/setting-nota-slip', gate: '/setting-nota-slip', kind: 'SLIP', label: 'slip' },
];

export async function receiptsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['nota'];

  r.post('/api/penjualan/get/bynota/single', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Data nota penjualan untuk cetak (satu nota)', body: byNotaRequest, response: { 200: byNotaSingleResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const data = await getReceipt(app.db, auth.kodeToko, request.body.no_faktur_group);
      const setting = await service.getSettingNota(app, auth.kodeToko, 'NOTA');
      return { ...ok(data, SALES_MESSAGES.found), template_wa: service.fillTemplate(setting.template_wa, data) };
    },
  });

  r.post('/api/penjualan/get/bynota', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Data nota penjualan untuk cetak, dengan baris per group', body: byNotaRequest, response: { 200: byNotaResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const data = await getReceipt(app.db, auth.kodeToko, request.body.no_faktur_group);
      const setting = await service.getSettingNota(app, auth.kodeToko, 'NOTA');
      return { ...ok(data, SALES_MESSAGES.found), dataJualGrouped: groupedLines(data), template_wa: service.fillTemplate(setting.template_wa, data) };
    },
  });

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
      config: { gateAny: [s.gate, ...SALE_READ_GATES, '/lihat-titipan', '/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian'] },
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
