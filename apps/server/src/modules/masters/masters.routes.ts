import {
  codeParamsOf,
  createSchemaOf,
  listResponseOf,
  MASTERS,
  MESSAGES,
  okMessage,
  requiredMessage,
  updateSchemaOf,
  writeResponseOf,
  type MasterDef,
  type MasterRead,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import * as service from './masters.service';

/** Body limit of a write carrying pictures (data URLs are a third larger than the picture). */
const IMAGE_BODY_LIMIT = 16 * 1024 * 1024;

type ValidationIssue = { instancePath?: string; message?: string };

/**
 * Field messages of a failed validation (attached to the request rather than thrown, so the gate
 * answers 403 first and the master may answer its own failure text, e.g. Parameter Harga Beli).
 */
export function fieldErrorsOf(error: { validation?: unknown } | undefined | null): Record<string, string> | null {
  if (!error) return null;
  const issues = Array.isArray(error.validation) ? (error.validation as ValidationIssue[]) : [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!errors[field]) errors[field] = issue.message ?? MESSAGES.badRequest;
  }
  if (!Object.keys(errors).length) errors._ = MESSAGES.badRequest;
  return errors;
}

function rejectInvalid(def: MasterDef, error: { validation?: unknown } | undefined | null): void {
  const errors = fieldErrorsOf(error);
  if (!errors) return;
  throw badRequest(def.messages.invalid ?? Object.values(errors)[0]!, errors);
}

function byParamOf(read: MasterRead): { name: string; in: 'params' | 'query' } | null {
  if (!read.by) return null;
  return { name: read.by, in: read.path.includes(`:${read.by}`) ? 'params' : 'query' };
}

function withWarnings<T>(data: T, message: string, warnings: Record<string, string>) {
  return Object.keys(warnings).length ? { ...ok(data, message), warnings } : ok(data, message);
}

/**
 * The routes of one master, generated from its definition: its read paths (any signed-in user:
 * reference data) and create / update / delete gated by its screen's route.
 */
export function registerMasterRoutes(app: FastifyInstance, def: MasterDef, tags: string[]): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listResponse = listResponseOf(def);

  for (const read of def.reads) {
    const by = byParamOf(read);
    const field = by ? [def.code, ...def.fields].find((f) => f.name === by.name) : undefined;
    const byLabel = field?.label ?? by?.name ?? '';
    const bySchema = by
      ? z.object({
          [by.name]: z.preprocess(
            (v) => (v === undefined || v === null ? '' : v),
            z.string().trim().min(1, requiredMessage(byLabel)),
          ),
        })
      : undefined;
    r.get(`/api/${read.path}`, {
      // reference data is open to any signed-in user; a list only some screens show (the catalogue) is gated by them
      ...(def.readGates ? { config: { gateAny: def.readGates } } : {}),
      schema: {
        tags,
        summary: read.summary ?? `Daftar ${def.title}`,
        ...(bySchema && by?.in === 'params' ? { params: bySchema } : {}),
        ...(bySchema && by?.in === 'query' ? { querystring: bySchema } : {}),
        response: { 200: listResponse },
      },
      handler: async (request) => {
        const source = (by?.in === 'params' ? request.params : request.query) as Record<string, unknown>;
        const value = by ? String(source[by.name] ?? '') : undefined;
        return ok(await service.listMaster(app, authOf(request), def, read, value));
      },
    });
  }

  const params = codeParamsOf(def);
  // a record with pictures carries them as data URLs: room for a picture over the limit, so its
  // field answers 'Ukuran gambar maksimal 3 MB' rather than the server refusing the body
  const bodyLimit = def.fields.some((f) => f.type === 'image') ? IMAGE_BODY_LIMIT : undefined;
  const codeOf = (p: unknown) => String((p as Record<string, unknown>)[def.code.name]);

  // a fixed set (the splash screens) is edited only: no create, no delete
  if (!def.fixedCodes && def.writes.create) r.post(`/api/${def.writes.create}`, {
    config: { gate: def.route },
    ...(bodyLimit ? { bodyLimit } : {}),
    attachValidation: true,
    schema: { tags, summary: `Tambah ${def.title}`, body: createSchemaOf(def), response: { 200: writeResponseOf(def) } },
    handler: async (request) => {
      rejectInvalid(def, request.validationError);
      const result = await service.createMaster(app, authOf(request), def, request.body);
      return withWarnings(result.row, def.messages.created, result.warnings);
    },
  });

  r.put(`/api/${def.writes.update}`, {
    config: { gate: def.route },
    ...(bodyLimit ? { bodyLimit } : {}),
    attachValidation: true,
    schema: { tags, summary: `Ubah ${def.title}`, params, body: updateSchemaOf(def), response: { 200: writeResponseOf(def) } },
    handler: async (request) => {
      rejectInvalid(def, request.validationError);
      const result = await service.updateMaster(app, authOf(request), def, codeOf(request.params), request.body);
      return withWarnings(result.row, def.messages.updated, result.warnings);
    },
  });

  if (!def.fixedCodes && def.writes.delete) r.delete(`/api/${def.writes.delete}`, {
    config: { gate: def.route },
    attachValidation: true,
    schema: { tags, summary: `Hapus ${def.title}`, params, response: { 200: okMessage } },
    handler: async (request) => {
      rejectInvalid(def, request.validationError);
      await service.deleteMaster(app, authOf(request), def, codeOf(request.params));
      return ok(null, def.messages.deleted);
    },
  });
}

/** Every master of the registry (packages/domain/src/masters). */
export async function mastersRoutes(app: FastifyInstance) {
  for (const def of MASTERS) registerMasterRoutes(app, def, ['masters']);
}
