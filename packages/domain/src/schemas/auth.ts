import { z } from 'zod';
import { aksesNodeSchema } from './akses';
import { envelope, requiredText } from './common';
import { LEVELS } from '../access/levels';

export const loginRequest = z.object({
  user_id: requiredText('User ID', 30).transform((v) => v.toUpperCase()),
  password: z.string({ error: 'Password Tidak Boleh Kosong' }).min(1, 'Password Tidak Boleh Kosong').max(200),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const sessionUser = z.object({
  user_id: z.string(),
  nama_user: z.string(),
  level: z.enum(LEVELS),
  kode_toko: z.string(),
  nama_toko: z.string(),
  is_pusat: z.boolean(),
  akses: z.array(aksesNodeSchema),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = envelope(z.object({ token: z.string(), user: sessionUser }));
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutRequest = z.object({ user_id: z.string().optional() });

export const changePasswordRequest = z
  .object({
    password: z.string({ error: 'Password Lama Tidak Boleh Kosong' }).min(1, 'Password Lama Tidak Boleh Kosong'),
    new_password: z
      .string({ error: 'Password Baru Tidak Boleh Kosong' })
      .min(1, 'Password Baru Tidak Boleh Kosong')
      .min(6, 'Password Baru minimal 6 karakter')
      .max(200),
  })
  .refine((v) => v.password !== v.new_password, {
    path: ['new_password'],
    message: 'Password Baru tidak boleh sama dengan Password Lama',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The current user as the server sees it now (akses and modules fresh from the database). */
export const meResponse = envelope(
  z.object({
    user: sessionUser,
    modules: z.record(z.string(), z.boolean()),
    tgl_system: z.string(),
  }),
);
export type MeData = z.infer<typeof meResponse>['data'];
