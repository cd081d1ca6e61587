import { checkDateRange, isModuleOn, MESSAGES, type ModuleFlags } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/**
 * Validation runs before the gate (routes set `attachValidation`), so its failure is attached to the
 * request and raised here, in the handler: a caller without akses gets 403 before any 400 about the
 * input. The first field's message is the envelope message; every field's message is in `errors`.
 */
export function assertValid(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: unknown }) | undefined;
  if (!error) return;
  const errors: Record<string, string> = {};
  for (const issue of (Array.isArray(error.validation) ? error.validation : []) as Issue[]) {
    const path = issue.params?.issue?.path;
    const field = path?.length ? path.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!errors[field]) errors[field] = issue.message ?? MESSAGES.badRequest;
  }
  throw badRequest(Object.values(errors)[0] ?? MESSAGES.badRequest, errors);
}

/**
 * A list of documents between two dates (transfers, stock counts): the start not after the end, and at most a month
 * when the store's one-month report protection is on. The message goes on both date fields.
 */
export function assertListRange(modules: ModuleFlags, startDate: string, endDate: string): void {
  const rangeError =
    startDate > endDate
      ? MESSAGES.tglAwalAfterAkhir
      : isModuleOn(modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE')
        ? checkDateRange(startDate, endDate)
        : null;
  if (rangeError) throw badRequest(rangeError, { start_date: rangeError, end_date: rangeError });
}
