import { z } from 'zod';
import { optionalBirthDate } from '../schemas/birth-date';
import { envelope } from '../schemas/common';
import { blank, optionalCode, text } from '../sales/fields';
import { MEMBER_STATUS } from './ledger';
import { MEMBER_MESSAGES as M } from './messages';
import { memberPhone } from './rules';

/** The member a counter document is written for (optional on every counter save): its code, blank for a walk-in customer. */
export const kodeMemberInput = optionalCode('Kode Member');

const namaMember = z.preprocess(
  blank,
  z.string({ error: M.namaRequired }).trim().min(1, M.namaRequired).max(100, 'Nama Member maksimal 100 karakter').transform((v) => v.toUpperCase()),
);

/** A phone as typed ('0812 3456 789'), stored in its WhatsApp form ('628123456789'). */
export const memberPhoneInput = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blank(v)),
  z
    .string({ error: M.noHpRequired })
    .trim()
    .min(1, M.noHpRequired)
    .refine((v) => memberPhone(v) !== null, M.noHpInvalid)
    .transform((v) => memberPhone(v)!),
);

const memberFields = {
  nama_member: namaMember,
  no_hp: memberPhoneInput,
  alamat: text('Alamat', 200),
  tgl_lahir: optionalBirthDate,
  no_identitas: text('No Identitas', 30),
  kode_member_referensi: optionalCode('Member Referensi'),
};

/** POST /api/member: a new member (the code is generated; the registering store is the caller's). */
export const createMemberRequest = z.object(memberFields);
export type CreateMemberRequest = z.input<typeof createMemberRequest>;
export type CreateMemberInput = z.output<typeof createMemberRequest>;

/** PUT /api/member/:kode_member: the member's data and status (AKTIF / TIDAK AKTIF). */
export const updateMemberRequest = z.object({
  ...memberFields,
  status: z.preprocess((v) => blank(v) ?? 'AKTIF', z.enum(MEMBER_STATUS, { error: 'Status harus AKTIF atau TIDAK AKTIF' })),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequest>;
export type UpdateMemberInput = z.output<typeof updateMemberRequest>;

export const memberParams = z.object({ kode_member: z.string().trim().min(1).max(40).transform((v) => v.toUpperCase()) });

/** The most rows one page of the member list answers. */
export const MEMBER_PAGE_MAX = 1000;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return fallback;
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z.number({ error: 'Halaman tidak valid' }).int('Halaman tidak valid').min(0, 'Halaman tidak valid').max(max, `Limit maksimal ${max}`),
  );

/** GET /api/member/get/all: search by name, phone or code; status; registering store ('ALL' every store); skip/limit. */
export const memberListQuery = z.object({
  search: text('Cari', 100),
  status: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', ...MEMBER_STATUS], { error: 'Status tidak valid' })),
  kode_toko: z.preprocess((v) => blank(v) ?? 'ALL', z.string().trim().max(30).transform((v) => v.toUpperCase())),
  skip: pageNumber(0, 10_000_000),
  limit: pageNumber(100, MEMBER_PAGE_MAX),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

export const memberRow = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  tgl_lahir: z.string().nullable(),
  no_identitas: z.string(),
  kode_toko_daftar: z.string(),
  kode_member_referensi: z.string().nullable(),
  status: z.enum(MEMBER_STATUS),
  input_by: z.string(),
  created_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberListResponse = envelope(z.object({ count: z.number(), rows: z.array(memberRow) }));
export const memberResponse = envelope(memberRow);

/** GET /api/member/find-by-hp?no_hp=: the counter's lookup (the phone as typed). */
export const memberByPhoneQuery = z.object({ no_hp: memberPhoneInput });

/** The member found at the counter with their points balance (the sum of their ledger). */
export const memberWithPoin = memberRow.extend({ poin: z.number() });
export type MemberWithPoin = z.infer<typeof memberWithPoin>;
export const memberWithPoinResponse = envelope(memberWithPoin);

