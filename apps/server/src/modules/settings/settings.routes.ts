import {
  MESSAGES,
  paraSystemKeyResponse,
  paraSystemListResponse,
  paraSystemResponse,
  runtimeConfigResponse,
  tokoListResponse,
  tokoResponse,
  updateParaSystemRequest,
  updateTokoRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import * as service from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get('/api/config', {
    config: { public: true },
    schema: { tags, summary: 'Konfigurasi runtime aplikasi web', response: { 200: runtimeConfigResponse } },
    handler: async () => ok(service.runtimeConfigOf(app)),
  });

  r.get('/api/tokos', {
    schema: { tags, summary: 'Daftar toko (Pilih Toko)', response: { 200: tokoListResponse } },
    handler: async (request) => ok(await service.listStores(app, authOf(request))),
  });

  r.get('/api/toko/current', {
    config: { gate: '/settingtoko' },
    schema: { tags, summary: 'Data toko aktif', response: { 200: tokoResponse } },
    handler: async (request) => ok(await service.currentStore(app, authOf(request))),
  });

  r.put('/api/toko/current', {
    config: { gate: '/settingtoko' },
    schema: { tags, summary: 'Simpan data toko', body: updateTokoRequest, response: { 200: tokoResponse } },
    handler: async (request) => ok(await service.updateStore(app, authOf(request), request.body), MESSAGES.storeSaved),
  });

  r.get('/api/para-system', {
    schema: { tags, summary: 'Parameter sistem toko: daftar { key, value } (spec 001 §3, §7)', response: { 200: paraSystemListResponse } },
    handler: async (request) => ok(await service.paraSystemEntries(app, authOf(request).kodeToko)),
  });

  r.get('/api/para-system/modules', {
    schema: { tags, summary: 'Modul dan parameter sistem toko, dengan label (Setting System)', response: { 200: paraSystemResponse } },
    handler: async (request) => ok(await service.paraSystem(app, authOf(request).kodeToko)),
  });

  r.get('/api/para-system/key/:key', {
    schema: { tags, summary: 'Nilai satu parameter', params: z.object({ key: z.string().min(1) }), response: { 200: paraSystemKeyResponse } },
    handler: async (request) => ok(await service.paraSystemValue(app, authOf(request).kodeToko, request.params.key)),
  });

  r.put('/api/para-system', {
    config: { gate: '/settingsystem' },
    schema: { tags, summary: 'Simpan modul dan parameter sistem', body: updateParaSystemRequest, response: { 200: paraSystemResponse } },
    handler: async (request) => ok(await service.saveParaSystem(app, authOf(request), { modules: request.body.modules ?? [], params: request.body.params ?? [] }), MESSAGES.settingsSaved),
  });
}
