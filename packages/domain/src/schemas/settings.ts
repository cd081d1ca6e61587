import { z } from 'zod';
import { envelope, requiredText } from './common';

export const tokoRow = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  telepon: z.string(),
  email: z.string(),
  portal: z.string(),
  type: z.enum(['PUSAT', 'CABANG']),
  tgl_system: z.string(),
});
export type TokoRow = z.infer<typeof tokoRow>;
export const tokoResponse = envelope(tokoRow);
export const tokoListResponse = envelope(z.array(tokoRow));

export const updateTokoRequest = z.object({
  nama_toko: requiredText('Nama Toko', 100).transform((v) => v.toUpperCase()),
  alamat_toko: requiredText('Alamat Toko', 200).transform((v) => v.toUpperCase()),
  telepon: z.string().trim().max(30, 'Telepon maksimal 30 karakter').regex(/^[0-9+\- ]*$/, 'Telepon hanya boleh angka').default(''),
  email: z.union([z.literal(''), z.string().trim().email('Email tidak valid')]).default(''),
});
export type UpdateTokoRequest = z.input<typeof updateTokoRequest>;

export const moduleRow = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['gate', 'behaviour']),
  aktif: z.boolean(),
});
export const paramRow = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type ModuleRow = z.infer<typeof moduleRow>;
export type ParamRow = z.infer<typeof paramRow>;

/** GET /api/para-system/modules (and PUT /api/para-system's answer): the setting screen's module flags and parameters, with labels. */
export const paraSystemResponse = envelope(z.object({ modules: z.array(moduleRow), params: z.array(paramRow) }));
/** Spec 001 §3 "System parameter: key and value". */
export const paraSystemEntry = z.object({ key: z.string(), value: z.string() });
export type ParaSystemEntry = z.infer<typeof paraSystemEntry>;
/** GET /api/para-system (spec 001 §7): the store's system parameters as `{ key, value }`. */
export const paraSystemListResponse = envelope(z.array(paraSystemEntry));
export const paraSystemKeyResponse = envelope(paraSystemEntry);

export const updateParaSystemRequest = z.object({
  modules: z.array(z.object({ key: z.string().min(1), aktif: z.boolean() })).default([]),
  params: z.array(z.object({ key: z.string().min(1), value: z.string().max(200) })).default([]),
});
export type UpdateParaSystemRequest = z.input<typeof updateParaSystemRequest>;

/** Runtime configuration the web app reads at start (README.md, Environment variables). */
export const runtimeConfig = z.object({
  backend_url: z.string(),
  app_url: z.string(),
  type: z.string(),
  wa_backend: z.string(),
  grosir_backend: z.string(),
  grosir_domain: z.string(),
  online_store_backend: z.string(),
  firebase_name: z.string(),
  version: z.string(),
  version_tag: z.string(),
  auth_type: z.string(),
  base_path: z.string(),
  app_mode: z.string(),
  update_kadar_shops: z.array(z.string()),
  rekap_sales_shops: z.array(z.string()),
  rekap_pembelian_shops: z.array(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
export const runtimeConfigResponse = envelope(runtimeConfig);
