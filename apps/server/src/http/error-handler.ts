import { MESSAGES } from '@emas/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isDataException, isRetryable, isUniqueViolation } from './errors';
import { errorBody } from './envelope';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldOf(issue: Issue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
}

/** Every failure leaves as the envelope of docs/api.md §4 (with its message code); a 500 never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation as Issue[]) {
        const field = fieldOf(issue);
        // a body, query or params of the wrong shape as a whole (an array, a number) has no field to name
        if (!errors[field]) errors[field] = field === '_' ? MESSAGES.badRequest : (issue.message ?? MESSAGES.badRequest);
      }
      const first = Object.values(errors)[0] ?? MESSAGES.badRequest;
      return reply.code(400).send(errorBody(first, errors));
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send(errorBody(MESSAGES.duplicateKey));
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value the schemas let through (a NUL byte, a number out of range): bad input
      request.log.warn({ err: error }, 'data exception');
      return reply.code(400).send(errorBody(MESSAGES.badRequest));
    }
    if (isRetryable(error)) {
      return reply.code(409).send(errorBody(MESSAGES.concurrentChange));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status === 404 ? MESSAGES.notFound : MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(MESSAGES.serverError));
  });
}
