import { MESSAGES } from '@emas/domain';
import { LOGGED_IN, storage, STORAGE_KEYS } from './storage';

/** A failed call: the server's Indonesian message, status (0 when there was no answer) and field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
    readonly kind: 'server' | 'timeout' | 'network' = 'server',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
type RequestOptions = { body?: unknown; query?: Query; signal?: AbortSignal; timeoutMs?: number; headers?: Record<string, string> };
export type ApiResult<T> = { data: T; message?: string };

let baseUrl = '';
let onInvalidToken: () => void = () => {
  storage.clear();
  storage.set(STORAGE_KEYS.isLogin, 'false');
  window.location.replace('/');
};

/** The API base (runtime configuration's backend URL, empty for the serving origin). */
export function setApiBase(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

export function setInvalidTokenHandler(handler: () => void): void {
  onInvalidToken = handler;
}

export function apiUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const q = qs.toString();
  return `${baseUrl}/api/${path.replace(/^\//, '')}${q ? `?${q}` : ''}`;
}

/** Headers every call carries: the session token and, for head office, the picked store. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = storage.get<string>(STORAGE_KEYS.token);
  if (token && storage.get<string>(STORAGE_KEYS.isLogin) === LOGGED_IN) headers.Authorization = `Bearer ${token}`;
  const kodeToko = storage.get<string>(STORAGE_KEYS.kodeToko);
  if (kodeToko) headers['x-kode-toko'] = kodeToko;
  return headers;
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), opts.timeoutMs ?? 30_000);
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason));
  let response: Response;
  try {
    response = await fetch(apiUrl(path, opts.query), {
      method,
      headers: {
        ...authHeaders(),
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason === 'timeout') {
      throw new ApiError(MESSAGES.timeout, 0, undefined, 'timeout');
    }
    if (opts.signal?.aborted) throw error;
    throw new ApiError(MESSAGES.noResponse, 0, undefined, 'network');
  } finally {
    clearTimeout(timer);
  }
  let body: { status?: string; message?: string; data?: T; errors?: Record<string, string> } | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok || body?.status !== 'success') {
    const message = body?.message ?? MESSAGES.serverError;
    if (message.includes(MESSAGES.invalidToken)) onInvalidToken();
    throw new ApiError(message, response.status, body?.errors);
  }
  return { data: body.data as T, message: body.message };
}

export const api = {
  get: <T>(path: string, query?: Query, opts?: RequestOptions) => request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body: body ?? {} }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** The text to show for a failure: the server's message, or the fallback for unknown errors. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.sendError): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
