import {
  ACCOUNTING_MESSAGES,
  AKUN_TYPES,
  unknownAccountMessage,
  type AkunRow,
  type ParaAkunRow,
  type SaveParaAkunRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './accounting.repository';

type Line = Awaited<ReturnType<typeof repo.listParameterLines>>[number];

/** Lines grouped into parameters (spec 000 §3: trx, type, detail_akun[]), in the order they came. */
function toParameters(lines: readonly Line[]): ParaAkunRow[] {
  const byKey = new Map<string, ParaAkunRow>();
  for (const l of lines) {
    const key = `${l.trx}\u0000${l.type}`;
    let p = byKey.get(key);
    if (!p) {
      p = { trx: l.trx, type: l.type as ParaAkunRow['type'], detail_akun: [] };
      byKey.set(key, p);
    }
    p.detail_akun.push({ _id: l._id, kode_akun: l.kode_akun, jenis_akun: l.jenis_akun, nomor_akun: l.nomor_akun });
  }
  return [...byKey.values()];
}

export async function listAkun(app: FastifyInstance, auth: AuthContext): Promise<AkunRow[]> {
  return repo.listAkun(app.db, auth.kodeToko);
}

export async function listParameters(app: FastifyInstance, auth: AuthContext): Promise<ParaAkunRow[]> {
  return toParameters(await repo.listParameterLines(app.db, auth.kodeToko));
}

/**
 * PUT para-akun-transaksi/{trx}/{type}: the account number of each line. The lines themselves (kode_akun
 * and jenis_akun) stay as they are, so every journal keeps one money line and one other line and
 * balances; every account number must be in the store's chart. Journals already posted keep the
 * accounts they were posted to: a change applies to movements written after it.
 */
export async function saveParameter(
  app: FastifyInstance,
  auth: AuthContext,
  key: { trx: string; type: string },
  input: SaveParaAkunRequest,
): Promise<ParaAkunRow> {
  const type = AKUN_TYPES.find((t) => t === key.type);
  if (!type) throw notFound(ACCOUNTING_MESSAGES.parameterNotFound);
  return app.db.transaction().execute(async (trx) => {
    const header = await repo.lockParameter(trx, auth.kodeToko, key.trx, type);
    if (!header) throw notFound(ACCOUNTING_MESSAGES.parameterNotFound);
    const lines = await repo.listParameterLines(trx, auth.kodeToko, key);

    // each line of the request names an existing line by kode_akun and jenis_akun, each line once
    const left = [...lines];
    const matched: { line: Line; nomor_akun: string }[] = [];
    for (const d of input.detail_akun) {
      const i = left.findIndex((l) => l.kode_akun === d.kode_akun && l.jenis_akun === d.jenis_akun);
      if (i < 0) throw badRequest(ACCOUNTING_MESSAGES.linesChanged);
      matched.push({ line: left[i]!, nomor_akun: d.nomor_akun });
      left.splice(i, 1);
    }
    if (left.length) throw badRequest(ACCOUNTING_MESSAGES.linesChanged);

    const known = await repo.existingAkun(trx, auth.kodeToko, [...new Set(matched.map((m) => m.nomor_akun))]);
    const errors: Record<string, string> = {};
    input.detail_akun.forEach((d, i) => {
      if (!known.has(d.nomor_akun)) errors[`detail_akun.${i}.nomor_akun`] = unknownAccountMessage(d.nomor_akun);
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);

    for (const m of matched) {
      if (m.line.nomor_akun !== m.nomor_akun) await repo.setLineAccount(trx, auth.kodeToko, m.line._id, m.nomor_akun);
    }
    await repo.touchParameter(trx, auth.kodeToko, key.trx, type, auth.userId);
    return toParameters(await repo.listParameterLines(trx, auth.kodeToko, key))[0]!;
  });
}
