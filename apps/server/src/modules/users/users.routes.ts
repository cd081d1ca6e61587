import {
  aksesResponse,
  createUserRequest,
  MESSAGES,
  okMessage,
  resetPasswordRequest,
  updateAksesRequest,
  updateUserRequest,
  userBriefListResponse,
  userIdParams,
  userListResponse,
  userResponse,
  userStatusRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { clientOf } from '../auth/auth.routes';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/api/users/get/all', {
    schema: { tags, summary: 'Daftar singkat user (filter laporan, valid by)', response: { 200: userBriefListResponse } },
    handler: async (request) => ok(await service.listUserBriefs(app, authOf(request))),
  });

  r.get('/api/users', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Data users', response: { 200: userListResponse } },
    handler: async (request) => ok(await service.listUsers(app, authOf(request))),
  });

  r.post('/api/users', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Tambah user', body: createUserRequest, response: { 200: userResponse } },
    handler: async (request) => ok(await service.createUser(app, authOf(request), request.body), MESSAGES.dataAdded),
  });

  r.put('/api/users/:user_id', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Ubah user', params: userIdParams, body: updateUserRequest, response: { 200: userResponse } },
    handler: async (request) => ok(await service.updateUser(app, authOf(request), request.params.user_id, request.body), MESSAGES.dataChanged),
  });

  r.put('/api/users/:user_id/reset-password', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Reset password user', params: userIdParams, body: resetPasswordRequest, response: { 200: okMessage } },
    handler: async (request) => {
      await service.resetPassword(app, authOf(request), request.params.user_id, request.body.new_password, clientOf(request));
      return ok(null, MESSAGES.passwordReset);
    },
  });

  r.put('/api/users/:user_id/status', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Aktifkan / nonaktifkan user', params: userIdParams, body: userStatusRequest, response: { 200: userResponse } },
    handler: async (request) => {
      const row = await service.setActive(app, authOf(request), request.params.user_id, request.body.is_active);
      return ok(row, request.body.is_active ? MESSAGES.userActivated : MESSAGES.userDeactivated);
    },
  });

  r.post('/api/users/:user_id/end-session', {
    config: { gate: '/data-users' },
    schema: { tags, summary: 'Akhiri sesi user lain (OWN / SU)', params: userIdParams, response: { 200: okMessage } },
    handler: async (request) => {
      await service.endSession(app, authOf(request), request.params.user_id, clientOf(request));
      return ok(null, MESSAGES.sessionEnded);
    },
  });

  r.get('/api/users/:user_id/akses', {
    config: { gate: '/hak-akses-users' },
    schema: { tags, summary: 'Hak akses user', params: userIdParams, response: { 200: aksesResponse } },
    handler: async (request) => ok(await service.getAkses(app, authOf(request), request.params.user_id)),
  });

  r.put('/api/users/:user_id/akses', {
    config: { gate: '/hak-akses-users' },
    schema: { tags, summary: 'Simpan hak akses user', params: userIdParams, body: updateAksesRequest, response: { 200: aksesResponse } },
    handler: async (request) => ok(await service.setAkses(app, authOf(request), request.params.user_id, request.body.akses), MESSAGES.dataSaved),
  });
}
