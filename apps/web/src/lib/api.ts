import { MESSAGES } from '@emas/domain/first-load';
import { messageText, messageTexts } from './message-text';
import { LOGGED_IN, storage, STORAGE_KEYS } from './storage';

/**
 * A failed call: the server's message and field messages in the picked language (docs/api.md §4, Message codes), status
 * (0 when there was no answer); `idMessage` / `idErrors` keep the Indonesian texts as the server sent them.
 */
export class ApiError extends Error {
  readonly idMessage: string;
  readonly idErrors?: Record<string, string>;
  readonly code?: string;
  readonly errors?: Record<string, string>;
  constructor(
    message: string,
    readonly status: number,
    errors?: Record<string, string>,
    readonly kind: 'server' | 'timeout' | 'network' = 'server',
    codes: { code?: string; params?: Record<string, string>; errorCodes?: Record<string, string>; errorParams?: Record<string, Record<string, string>> } = {},
  ) {
    super(messageText(message, codes.code, codes.params));
    this.name = 'ApiError';
    this.idMessage = message;
    this.idErrors = errors;
    this.code = codes.code;
    this.errors = errors ? messageTexts(errors, codes.errorCodes, codes.errorParams) : undefined;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
type RequestOptions = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Called while a streamed answer arrives with the number of lines received so far (a report answer has
   * one row a line: rows received); the timeout then covers the wait for the answer to start, not its length.
   */
  onProgress?: (lines: number) => void;
};

/** The answer's text read as it arrives, reporting the lines received so far (at most every 100 ms, and at the end). */
async function readCounting(response: Response, onProgress: (lines: number) => void): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let lines = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    parts.push(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
    if (Date.now() - told >= 100) {
      told = Date.now();
      onProgress(lines);
    }
  }
  parts.push(decoder.decode());
  onProgress(lines);
  return parts.join('');
}
/** A success answer: data, the message to show (in the picked language; `code` its message code), and `warnings` (field -> text) when the server saved with a warning. */
export type ApiResult<T> = { data: T; message?: string; code?: string; warnings?: Record<string, string> };

let baseUrl = '';
/** Set once the page is leaving for the login: a burst of refused calls (the warm-up reads) navigates once. */
let leaving = false;
let onInvalidToken: () => void = () => {
  if (leaving) return;
  leaving = true;
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
  const isFormData = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, opts.query), {
      method,
      headers: {
        ...authHeaders(),
        // FormData sets its own multipart content type (with the boundary)
        ...(opts.body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isFormData ? (opts.body as FormData) : JSON.stringify(opts.body),
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
  let body: {
    status?: string;
    message?: string;
    code?: string;
    params?: Record<string, string>;
    data?: T;
    errors?: Record<string, string>;
    error_codes?: Record<string, string>;
    error_params?: Record<string, Record<string, string>>;
    warnings?: Record<string, string>;
  } | null = null;
  try {
    body = opts.onProgress ? JSON.parse(await readCounting(response, opts.onProgress)) : await response.json();
  } catch {
    body = null;
  }
  if (!response.ok || body?.status !== 'success') {
    const message = body?.message ?? MESSAGES.serverError;
    if (message.includes(MESSAGES.invalidToken)) onInvalidToken();
    throw new ApiError(message, response.status, body?.errors, 'server', { code: body?.code, params: body?.params, errorCodes: body?.error_codes, errorParams: body?.error_params });
  }
  const warnings = body.warnings && typeof body.warnings === 'object' && Object.keys(body.warnings).length > 0 ? messageTexts(body.warnings) : undefined;
  const message = body.message === undefined ? undefined : messageText(body.message, body.code, body.params);
  return { data: body.data as T, message, ...(body.code ? { code: body.code } : {}), ...(warnings ? { warnings } : {}) };
}

export const api = {
  get: <T>(path: string, query?: Query, opts?: RequestOptions) => request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body: body ?? {} }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  /** multipart POST (file uploads): the form's fields as they are, the same envelope back */
  upload: <T>(path: string, form: FormData, opts?: RequestOptions) => request<T>('POST', path, { timeoutMs: 120_000, ...opts, body: form }),
};

/**
 * A file the API answers as bytes (e.g. GET foto_produk/:kode_barcode) fetched with the session's
 * token and store; null when the server answers anything but 2xx.
 */
export async function fetchFile(path: string, opts: { signal?: AbortSignal } = {}): Promise<Blob | null> {
  const response = await fetch(apiUrl(path), { headers: authHeaders(), signal: opts.signal });
  if (!response.ok) return null;
  return response.blob();
}

/**
 * A file the API answers for download (e.g. GET laporan/jurnal/hledger) with the session's token and store: its
 * bytes and the name the server gives it (content-disposition). A refusal raises an ApiError with the server's
 * message, as every other call.
 */
export async function fetchDownload(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(apiUrl(path, query), { headers: authHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string; errors?: Record<string, string> } | null;
    const message = body?.message ?? MESSAGES.serverError;
    if (message.includes(MESSAGES.invalidToken)) onInvalidToken();
    throw new ApiError(message, response.status, body?.errors, 'server', { code: body?.code });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** The text to show for a failure: the server's message, or the fallback for unknown errors. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.sendError): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * A blob as a data URL (for <img> and jsPDF's addImage), read through arrayBuffer so it works with
 * any Blob implementation; the type is the blob's own.
 */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
