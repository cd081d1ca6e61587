import { changePasswordRequest, loginRequest, loginResponse, logoutRequest, meResponse, MESSAGES, okMessage } from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { forbidden } from '../../http/errors';
import { ok } from '../../http/envelope';
import * as settingsRepo from '../settings/settings.repository';
import * as service from './auth.service';

export function clientOf(request: FastifyRequest): service.ClientInfo {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/users/login', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Masuk', body: loginRequest, response: { 200: loginResponse } },
    handler: async (request) => {
      const data = await service.login(app, request.body, clientOf(request));
      return { status: 'success' as const, data };
    },
  });

  r.post('/api/users/logout', {
    schema: { tags: ['auth'], summary: 'Keluar', body: logoutRequest.optional(), response: { 200: okMessage } },
    handler: async (request) => {
      const auth = authOf(request);
      if (request.body?.user_id && request.body.user_id.toUpperCase() !== auth.userId) throw forbidden();
      await service.logout(app, auth, clientOf(request));
      return ok(null, MESSAGES.logoutSuccess);
    },
  });

  r.put('/api/users/change-password', {
    schema: { tags: ['auth'], summary: 'Ganti password', body: changePasswordRequest, response: { 200: okMessage } },
    handler: async (request) => {
      await service.changePassword(app, authOf(request).userId, request.body, clientOf(request));
      return ok(null, MESSAGES.passwordUpdated);
    },
  });

  r.get('/api/users/me', {
    schema: { tags: ['auth'], summary: 'User yang sedang masuk, akses dan modul toko', response: { 200: meResponse } },
    handler: async (request) => {
      const auth = authOf(request);
      const toko = await settingsRepo.findToko(app.db, auth.homeToko);
      const active = await settingsRepo.findToko(app.db, auth.kodeToko);
      return {
        status: 'success' as const,
        data: {
          user: {
            user_id: auth.userId,
            nama_user: auth.namaUser,
            level: auth.level,
            kode_toko: auth.homeToko,
            nama_toko: toko?.nama_toko ?? '',
            is_pusat: auth.isPusat,
            akses: auth.akses,
          },
          modules: auth.modules,
          tgl_system: active?.tgl_system ?? '',
        },
      };
    },
  });
}
