import { MESSAGES } from '@emas/domain';

/** A failure the caller should see: status code, Indonesian message and optional field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.invalidToken) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** Postgres unique violation, raised by a race the service did not see coming. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Postgres telling the caller to run the same work again: serialization_failure (40001, also what
 * emas_unchanged raises when a save's rows changed under it) or deadlock_detected (40P01).
 */
export function isRetryable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
  return code === '40001' || code === '40P01';
}

/** Postgres class 22 (data exception): a value the database cannot take, such as a NUL byte in text. */
export function isDataException(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}
