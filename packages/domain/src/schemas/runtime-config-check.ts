import type { RuntimeConfig } from './settings';

const TEXT_FIELDS = [
  'backend_url',
  'app_url',
  'type',
  'wa_backend',
  'grosir_backend',
  'grosir_domain',
  'online_store_backend',
  'firebase_name',
  'version',
  'version_tag',
  'auth_type',
  'base_path',
  'app_mode',
] as const satisfies readonly (keyof RuntimeConfig)[];
const LIST_FIELDS = ['update_kadar_shops', 'rekap_sales_shops', 'rekap_pembelian_shops'] as const satisfies readonly (keyof RuntimeConfig)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The answer of GET /api/config read without zod, so the login page does not load the schema library
 * (issue 19): the same verdict as `runtimeConfigResponse` (settings.ts) — a success envelope whose data
 * has every field of the runtime configuration — and the same output (unknown keys left out); null when
 * the answer is not one. `login-form.test.ts` holds both to the same verdicts.
 */
export function readRuntimeConfig(body: unknown): RuntimeConfig | null {
  if (!isRecord(body) || body.status !== 'success' || !optionalText(body.message) || !optionalText(body.code)) return null;
  const data = body.data;
  if (!isRecord(data)) return null;
  const config: Partial<Record<keyof RuntimeConfig, unknown>> = {};
  for (const key of TEXT_FIELDS) {
    if (typeof data[key] !== 'string') return null;
    config[key] = data[key];
  }
  for (const key of LIST_FIELDS) {
    const list = data[key];
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
    config[key] = [...list];
  }
  return config as RuntimeConfig;
}
