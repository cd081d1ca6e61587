import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { APP_VERSION, APP_VERSION_TAG } from '@emas/domain';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  );

/** Environment, validated once at start; a bad value stops the server with a clear line. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('./data/db'),
  /** root of uploaded files (item photos...): <FILES_DIR>/<kode_toko>/<FOLDER>/<random>.jpg */
  FILES_DIR: z.string().default('./data/files'),
  /** largest accepted upload, in megabytes */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  /**
   * connections to PostgreSQL this process keeps: twice the cores, at least 4. More connections than
   * the cores can run only wait inside PostgreSQL, on a store's counter row, at a cost in its CPU.
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(Math.max(4, 2 * availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** how long this process keeps a resolved session (0: read it on every call); see http/session-cache.ts */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  LOGIN_MAX_FAILS_PER_USER: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAIL_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  APP_TYPE: z.string().default(''),
  APP_MODE: z.string().default(''),
  BACKEND_URL: z.string().default(''),
  APP_URL: z.string().default(''),
  WA_BACKEND: z.string().default(''),
  GROSIR_BACKEND: z.string().default(''),
  GROSIR_DOMAIN: z.string().default(''),
  ONLINE_STORE_BACKEND: z.string().default(''),
  FIREBASE_NAME: z.string().default(''),
  AUTH_TYPE: z.enum(['MANUAL', 'QR', 'FINGERPRINT']).default('MANUAL'),
  BASE_PATH: z.string().default('/'),
  /**
   * Proxies whose X-Forwarded-For is believed (the client address behind them is then the request's address): empty
   * (the default) trusts none, so a client cannot claim an address; else a comma-separated list of the proxies'
   * addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine((v) => !/^(true|all|\*)$/i.test(v.trim()), 'sebutkan alamat proxy (misalnya 127.0.0.1), bukan semua')
    .transform((v): false | string => (v.trim() === '' || /^false$/i.test(v.trim()) ? false : v.trim())),
  /** WebAuthn relying party id (the site's host name); empty: the request's host name */
  WEBAUTHN_RP_ID: z.string().default(''),
  /** WebAuthn origins accepted, comma separated (https://emas.example.com); empty: the request's own origin */
  WEBAUTHN_ORIGINS: list,
  UPDATE_KADAR_SHOPS: list,
  REKAP_SALES_SHOPS: list,
  REKAP_PEMBELIAN_SHOPS: list,
  SOCKET_PG_ADAPTER: z.enum(['on', 'off']).default('off'),
  /** the promo outbox worker (modules/promo): on in every API instance; they share the rows with SKIP LOCKED */
  PROMO_WORKER: z.enum(['on', 'off']).default('on'),
  /** how often the worker looks for due promos and messages waiting for a retry */
  PROMO_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /** messages a minute one instance sends at most (WhatsApp gateways block numbers that send in bursts) */
  PROMO_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(20),
  /** tries per message before it is reported failed, and the wait after the first failure (doubling, capped) */
  PROMO_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  PROMO_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  PROMO_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
  /** the instalment reminder worker (modules/cicilan-reminders): each round sends the due WhatsApp reminders of every store with the WhatsApp and instalment modules on */
  CICILAN_REMINDER_WORKER: z.enum(['on', 'off']).default('on'),
  /** how often it runs (the first round this long after the start) */
  CICILAN_REMINDER_POLL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
  /**
   * key signing the links of the member's own page (HMAC-SHA256); empty: a random key per process start, so links
   * handed out die at a restart — set it (32+ random characters) in production
   */
  MEMBER_PAGE_SECRET: z.string().default(''),
  /** calls of the public member page one address may make a minute */
  MEMBER_PAGE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** reservations of the web store's public page one address may make a minute */
  WEB_RESERVATION_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
  /** a message left SENDING longer than this (its server stopped mid-send) is reported failed, never sent again */
  PROMO_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});

export type Config = z.infer<typeof envSchema> & { version: string; versionTag: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Konfigurasi tidak valid:\n${lines}`);
  }
  return { ...parsed.data, version: APP_VERSION, versionTag: APP_VERSION_TAG };
}
