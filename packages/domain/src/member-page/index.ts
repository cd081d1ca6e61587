import { z } from 'zod';
import { envelope } from '../schemas/common';

/**
 * The member's own page (issue 32): a signed, expiring, revocable link that shows one member their points, the
 * gifts those points can take and their open documents. No password: the link is the key, for that member only.
 */
export const MEMBER_PAGE_MESSAGES = {
  found: 'Data member ditemukan',
  linkInvalid: 'Link member tidak valid',
  linkExpired: 'Link member sudah kedaluwarsa, minta link baru di toko',
  linkRevoked: 'Link member sudah dicabut, minta link baru di toko',
  tooMany: 'Terlalu banyak permintaan, coba lagi sebentar lagi',
  memberNotFound: 'Member tidak ditemukan',
  linkCreated: 'Link member dibuat',
  linksRevoked: 'Semua link member dicabut',
  supervisorOnly: 'Hanya SPV, OWN atau SU yang boleh mencabut link member',
} as const;

/** Levels that may revoke every link of a member. */
export const MEMBER_REVOKE_LEVELS = ['SPV', 'OWN', 'SU'] as const;

/** Days a new link stays valid. */
export const MEMBER_LINK_DAYS = 30;

export const memberPageParams = z.object({ token: z.string().trim().min(1).max(400) });
export const memberCodeParams = z.object({ kode_member: z.string().trim().min(1).max(40).transform((v) => v.toUpperCase()) });

const openDoc = z.object({
  jenis: z.enum(['TITIP', 'PESANAN', 'SERVICE', 'HUTANG']),
  no: z.string(),
  kode_toko: z.string(),
  tanggal: z.string(),
  /** the promised date (order, repair) or the due date (pawn loan); empty for a layaway */
  jatuh_tempo: z.string(),
  /** rupiah still to pay (layaway, order, repair) or the loan owed (pawn) */
  jumlah: z.number(),
  status: z.string(),
});
export type MemberOpenDoc = z.infer<typeof openDoc>;

/** One open instalment plan of the member (issue 33) with its schedule on its store's business date. */
const memberCicilan = z.object({
  no_faktur_cicil: z.string(),
  kode_toko: z.string(),
  tanggal: z.string(),
  /** the plan's store's business date (what is late is judged on it) */
  hari_ini: z.string(),
  harga_jual_cicil: z.number(),
  sisa_bayar: z.number(),
  /** the plan's state by the rules (AKTIF, JATUH_TEMPO, TELAT, GAGAL_BAYAR, LUNAS) */
  state: z.string(),
  /** due now: instalments past or on their due date not paid, plus late fees */
  tagihan: z.number(),
  denda: z.number(),
  jadwal: z.array(z.object({ ke: z.number(), tgl_jatuh_tempo: z.string(), nilai: z.number(), terbayar: z.number() })),
});
export type MemberCicilan = z.infer<typeof memberCicilan>;

export const memberPage = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  saldo_poin: z.number(),
  berlaku_sampai: z.string(),
  hadiah: z.array(z.object({ kode_hadiah: z.string(), nama_hadiah: z.string(), poin: z.number(), bisa: z.boolean() })),
  dokumen: z.array(openDoc),
  cicilan: z.array(memberCicilan),
});
export type MemberPage = z.infer<typeof memberPage>;
export const memberPageResponse = envelope(memberPage);

export const memberLink = z.object({ kode_member: z.string(), token: z.string(), url: z.string(), berlaku_sampai: z.string() });
export type MemberLink = z.infer<typeof memberLink>;
export const memberLinkResponse = envelope(memberLink);
export const memberLinksRevokedResponse = envelope(z.object({ kode_member: z.string(), dicabut: z.number() }));

/** Token text: `<link id>.<expiry epoch seconds>.<signature>`; the signature covers id, member and expiry. */
export function memberTokenPayload(id: string, kodeMember: string, expiresEpoch: number): string {
  return `${id}|${kodeMember}|${expiresEpoch}`;
}
export function parseMemberToken(token: string): { id: string; expires: number; signature: string } | null {
  const m = /^(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return m ? { id: m[1], expires: Number(m[2]), signature: m[3] } : null;
}
