import { CICILAN_MESSAGES as M, CICILAN_SETTING_KEYS, cicilanCancellation, percentToHundredths, type CicilanRefundQuote, type CicilanValidationRow } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './cicilan.repository';

async function storeOf(app: FastifyInstance, auth: AuthContext) {
  const toko = await settingsRepo.findTokoWithParams(app.db, auth.kodeToko);
  if (!toko) throw notFound();
  return toko;
}

/**
 * GET /api/cicilan/validasi: the plans' money events (DP, BAYAR, PELUNASAN CEPAT, BATAL, GAGAL BAYAR) of a date, the
 * business date unless named, for the supervisor's validation (/validasi-cicilan), as the day's loans are validated.
 */
export async function eventsForValidation(app: FastifyInstance, auth: AuthContext, tanggal: string | undefined): Promise<{ tanggal: string; rows: CicilanValidationRow[] }> {
  const tgl = tanggal ?? (await storeOf(app, auth)).tgl_system;
  const rows = await repo.eventsForValidation(app.db, auth.kodeToko, tgl);
  return {
    tanggal: tgl,
    rows: rows.map((r) => ({ ...r, tgl_system: String(r.tgl_system), jenis: r.jenis as CicilanValidationRow['jenis'], jumlah: Number(r.jumlah), valid_by: r.valid_by ?? null })),
  };
}

/** POST /api/cicilan/validasi: the events named are validated (events already valid, or of another store, are left). */
export async function validateEvents(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ jumlah: number }> {
  return { jumlah: await repo.validateEvents(app.db, auth.kodeToko, nos, auth.userId) };
}

/**
 * GET /api/cicilan/:no/pengembalian: what a cancel (or a take-back on default) would refund now, by the rule the
 * cancel itself applies (`cicilanCancellation` over DP + BAYAR + PELUNASAN CEPAT and the store's
 * BATAL_CICILAN_POTONGAN_PERSEN), so the screens show the server's figure. Nothing is written.
 */
export async function refundQuote(app: FastifyInstance, auth: AuthContext, no: string): Promise<CicilanRefundQuote> {
  const toko = await storeOf(app, auth);
  const h = await repo.findPlan(app.db, auth.kodeToko, no);
  if (!h) throw notFound(M.notFound);
  const persenText = toko.params.find((p) => p.key === CICILAN_SETTING_KEYS.batalPotongan)?.value ?? '0';
  const persen = Math.min(percentToHundredths(persenText) ?? 0, 10_000);
  const dibayar = Number(h.dp_rp) + Number(h.cicilan_terbayar) + Number(h.pelunasan_cepat);
  const { potongan, refund } = cicilanCancellation(dibayar, persen);
  return { no_faktur_cicil: h.no_faktur_cicil, dibayar, persen: (persen / 100).toFixed(2), potongan, refund };
}
