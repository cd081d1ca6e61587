import { z } from 'zod';
import { LEVELS } from '../access/levels';
import { aksesNodeSchema } from './akses';
import { envelope, requiredText } from './common';

export const userRow = z.object({
  user_id: z.string(),
  nama_user: z.string(),
  level: z.enum(LEVELS),
  kode_toko: z.string(),
  is_active: z.boolean(),
  is_login: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const userListResponse = envelope(z.array(userRow));

/** The short list other screens use (report filters, 'valid by' selector). */
export const userBrief = z.object({ user_id: z.string(), nama_user: z.string(), level: z.enum(LEVELS), kode_toko: z.string() });
export const userBriefListResponse = envelope(z.array(userBrief));

const levelField = z.enum(LEVELS, { error: 'Level Tidak Boleh Kosong' });
const passwordField = z
  .string({ error: 'Password Tidak Boleh Kosong' })
  .min(1, 'Password Tidak Boleh Kosong')
  .min(6, 'Password minimal 6 karakter')
  .max(200);

export const createUserRequest = z.object({
  user_id: requiredText('User ID', 30)
    .regex(/^[A-Za-z0-9_.-]+$/, 'User ID hanya boleh huruf, angka, titik, garis bawah atau strip')
    .transform((v) => v.toUpperCase()),
  nama_user: requiredText('Nama User', 100).transform((v) => v.toUpperCase()),
  level: levelField,
  kode_toko: requiredText('Kode Toko', 10).transform((v) => v.toUpperCase()),
  password: passwordField,
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const updateUserRequest = z.object({
  nama_user: requiredText('Nama User', 100).transform((v) => v.toUpperCase()),
  level: levelField,
  kode_toko: requiredText('Kode Toko', 10).transform((v) => v.toUpperCase()),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const resetPasswordRequest = z.object({ new_password: passwordField });
export const userStatusRequest = z.object({ is_active: z.boolean({ error: 'Status Tidak Boleh Kosong' }) });
export const userIdParams = z.object({ user_id: z.string().min(1).transform((v) => v.toUpperCase()) });

export const aksesResponse = envelope(z.object({ user_id: z.string(), level: z.enum(LEVELS), akses: z.array(aksesNodeSchema) }));
export const updateAksesRequest = z.object({ akses: z.array(aksesNodeSchema) });
export const userResponse = envelope(userRow);
