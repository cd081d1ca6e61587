import { mgToWeightString, type OrderChart } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import * as repo from './orders.repository';

/** GET /api/pesanan/chart?type=today: the orders of the store's business date (zeros on a quiet day). */
export async function todayChart(app: FastifyInstance, auth: AuthContext): Promise<OrderChart> {
  const row = await repo.todayTotals(app.db, auth.kodeToko);
  if (!row) throw notFound();
  return {
    tanggal: row.tgl_system,
    jumlah: Number(row.jumlah),
    total_berat: Number(mgToWeightString(mgOf(row.total_berat))),
    total_harga: Number(row.total_harga),
    dp: Number(row.dp),
  };
}
