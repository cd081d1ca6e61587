import { PROMO_MESSAGES, whatsappSettingRequest, whatsappSettingResponse, whatsappStandinResponse, whatsappTestRequest, whatsappTestResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './whatsapp.service';

/** /whatsapp-setting (WhatsApp module, spec 000 §6): the store's gateway, saved and tested; what the stand-in recorded. */
export async function whatsappRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['whatsapp'];
  const gate = '/whatsapp-setting';

  r.get('/api/whatsapp-setting', {
    config: { gate },
    schema: { tags, summary: 'Gateway WhatsApp toko (token tidak pernah dikirim balik)', response: { 200: whatsappSettingResponse } },
    handler: async (request) => ok(await service.getSetting(app, authOf(request).kodeToko)),
  });

  r.put('/api/whatsapp-setting', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Simpan gateway WhatsApp toko (base_url kosong: hapus)', body: whatsappSettingRequest, response: { 200: whatsappSettingResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.saveSetting(app, authOf(request), request.body), PROMO_MESSAGES.settingSaved);
    },
  });

  r.post('/api/whatsapp-setting/test', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Kirim pesan uji lewat gateway WhatsApp toko', body: whatsappTestRequest, response: { 200: whatsappTestResponse } },
    handler: async (request) => {
      assertValid(request);
      const sent = await service.testGateway(app, authOf(request), request.body);
      return ok(sent.data, sent.message);
    },
  });

  r.get('/api/whatsapp-setting/standin', {
    config: { gate: '/whatsapp-stand-in' },
    schema: { tags, summary: 'Pesan yang dicatat gateway pengganti (stand-in) toko, terbaru dulu; tidak ada yang dikirim', response: { 200: whatsappStandinResponse } },
    handler: async (request) => ok(await service.listStandin(app, authOf(request))),
  });
}
