import { MEMBER_LINK_DAYS, MEMBER_REVOKE_LEVELS, MEMBER_PAGE_MESSAGES as M, parseMemberToken, type MemberCicilan, type MemberLink, type MemberOpenDoc, type MemberPage } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { AppError, forbidden, notFound } from '../../http/errors';
import { giftsOf } from '../gifts/gifts.repository';
import { openPlans } from '../reports-cicilan/open-plans.service';
import { poinBalanceOf } from '../points/poin-ledger.repository';
import * as repo from './member-page.repository';
import { keyOf, makeToken, signatureMatches } from './member-token';

const gone = (message: string) => new AppError(410, message);

/** A new link to the member's own page, valid MEMBER_LINK_DAYS days. */
export async function createLink(app: FastifyInstance, auth: AuthContext, kodeMember: string, now = new Date()): Promise<MemberLink> {
  const member = await repo.memberOf(app.db, kodeMember);
  if (!member) throw notFound(M.memberNotFound);
  const expiresAt = new Date(now.getTime() + MEMBER_LINK_DAYS * 86_400_000);
  const id = await repo.insertLink(app.db, kodeMember, expiresAt, auth.userId);
  const token = makeToken(keyOf(app.config.MEMBER_PAGE_SECRET), id, kodeMember, Math.floor(expiresAt.getTime() / 1000));
  const base = app.config.APP_URL.replace(/\/+$/, '');
  return { kode_member: kodeMember, token, url: `${base}/member/${token}`, berlaku_sampai: expiresAt.toISOString() };
}

/** Revokes every link of the member (SPV, OWN or SU). */
export async function revokeLinks(app: FastifyInstance, auth: AuthContext, kodeMember: string) {
  if (!(MEMBER_REVOKE_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(M.supervisorOnly);
  const member = await repo.memberOf(app.db, kodeMember);
  if (!member) throw notFound(M.memberNotFound);
  return { kode_member: kodeMember, dicabut: await repo.revokeLinks(app.db, kodeMember, auth.userId) };
}

/** The page of the token's member only: a bad signature, an unknown, expired or revoked link answers nothing. */
export async function pageOf(app: FastifyInstance, token: string, now = new Date()): Promise<MemberPage> {
  const parsed = parseMemberToken(token);
  if (!parsed) throw notFound(M.linkInvalid);
  const link = await repo.linkById(app.db, parsed.id);
  if (!link || !signatureMatches(keyOf(app.config.MEMBER_PAGE_SECRET), token, link.kode_member)) throw notFound(M.linkInvalid);
  if (link.revoked_at) throw gone(M.linkRevoked);
  const expires = new Date(link.expires_at);
  if (parsed.expires * 1000 !== Math.floor(expires.getTime() / 1000) * 1000 || expires.getTime() <= now.getTime()) throw gone(M.linkExpired);
  const member = await repo.memberOf(app.db, link.kode_member);
  if (!member) throw notFound(M.linkInvalid);
  const [saldo, gifts, docs, plans] = await Promise.all([
    poinBalanceOf(app.db, member.kode_member),
    giftsOf(app.db, member.kode_toko_daftar),
    repo.openDocumentsOf(app.db, member.kode_member),
    openPlans(app.db, null, member.kode_member),
  ]);
  const dokumen: MemberOpenDoc[] = [
    ...docs.titip.map((d) => ({ jenis: 'TITIP' as const, no: d.no, kode_toko: d.kode_toko, tanggal: String(d.tanggal), jatuh_tempo: '', jumlah: Number(d.total_harga) - Number(d.dp), status: d.status })),
    ...docs.pesanan.map((d) => ({ jenis: 'PESANAN' as const, no: d.no, kode_toko: d.kode_toko, tanggal: String(d.tanggal), jatuh_tempo: String(d.tgl_janji), jumlah: Number(d.total_harga) - Number(d.dp), status: d.status })),
    ...docs.service.map((d) => ({ jenis: 'SERVICE' as const, no: d.no, kode_toko: d.kode_toko, tanggal: String(d.tanggal), jatuh_tempo: String(d.tgl_janji), jumlah: Number(d.ongkos_estimasi) - Number(d.dp), status: d.status })),
    ...docs.hutang.map((d) => ({ jenis: 'HUTANG' as const, no: d.no, kode_toko: d.kode_toko, tanggal: String(d.tanggal), jatuh_tempo: String(d.tgl_jatuh_tempo), jumlah: Number(d.jumlah_hutang), status: d.status })),
  ];
  // the member's open instalment plans (any store) with their schedule, judged on each store's business date
  const cicilan: MemberCicilan[] = plans.map(({ header: h, standing }) => ({
    no_faktur_cicil: h.no_faktur_cicil,
    kode_toko: h.kode_toko,
    tanggal: h.tgl_system,
    hari_ini: h.hari_ini,
    harga_jual_cicil: Number(h.harga_jual_cicil),
    sisa_bayar: Number(h.sisa_bayar),
    state: standing.state,
    tagihan: standing.tunggakan + standing.denda,
    denda: standing.denda,
    jadwal: standing.angsuran,
  }));
  return {
    kode_member: member.kode_member,
    nama_member: member.nama_member,
    saldo_poin: saldo,
    berlaku_sampai: expires.toISOString(),
    hadiah: gifts.filter((g) => g.stok > 0).map((g) => ({ kode_hadiah: g.kode_hadiah, nama_hadiah: g.nama_hadiah, poin: g.poin, bisa: g.poin <= saldo })),
    dokumen,
    cicilan,
  };
}
