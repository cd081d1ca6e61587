import type { PurchaseListQuery, PurchaseListRow, SaleValidationQuery } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { headerOf } from './purchase-receipt.service';
import * as repo from './purchases.repository';

function toListRow(r: repo.PurchaseListDbRow): PurchaseListRow {
  return { ...headerOf(r), nama_toko: r.nama_toko, alamat_toko: r.alamat_toko, jumlah_item: Number(r.jumlah_item ?? 0) };
}

export async function listPurchases(app: FastifyInstance, auth: AuthContext, q: PurchaseListQuery): Promise<PurchaseListRow[]> {
  return (await repo.listPurchases(app.db, auth.kodeToko, q)).map(toListRow);
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<PurchaseListRow[]> {
  const rows = await repo.listPurchases(app.db, auth.kodeToko, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'AKTIF', valid: 'ALL', input_by: q.valid_by });
  return rows.map(toListRow);
}

export async function validatePurchases(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validatePurchases(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}
