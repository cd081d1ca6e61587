import { mgToWeightString, type SaleListQuery, type SaleListRow, type SaleValidationQuery, type ValidByOption } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import * as repo from './sales.repository';

function toListRow(r: repo.SaleListDbRow): SaleListRow {
  return {
    no_faktur_group: r.no_faktur_group,
    kode_toko: r.kode_toko,
    nama_toko: r.nama_toko,
    alamat_toko: r.alamat_toko,
    tgl_system: r.tgl_system,
    created_at: new Date(r.created_at).toISOString(),
    input_by: r.input_by,
    kode_sales: r.kode_sales,
    nama_sales: r.nama_sales,
    nama_customer: r.nama_customer,
    alamat_customer: r.alamat_customer,
    no_hp: r.no_hp,
    keterangan: r.keterangan,
    status: r.status,
    valid: r.valid,
    valid_by: r.valid_by,
    diskon: Number(r.diskon),
    total_berat: mgToWeightString(mgOf(r.total_berat)),
    total_harga: Number(r.total_harga),
    grand_total: Number(r.grand_total),
    total_bayar: Number(r.total_bayar),
    kembalian: Number(r.kembalian),
    alasan_batal: r.alasan_batal,
    jumlah_item: Number(r.jumlah_item ?? 0),
  };
}

export async function listSales(app: FastifyInstance, auth: AuthContext, q: SaleListQuery): Promise<SaleListRow[]> {
  return (await repo.listSales(app.db, auth.kodeToko, q)).map(toListRow);
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<SaleListRow[]> {
  const rows = await repo.listSales(app.db, auth.kodeToko, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'AKTIF', valid: 'ALL', input_by: q.valid_by });
  return rows.map(toListRow);
}

export async function validateSales(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateSales(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}

export async function validByOptions(app: FastifyInstance, auth: AuthContext): Promise<ValidByOption[]> {
  const users = await repo.listKasirUsers(app.db, auth.kodeToko);
  return [{ value: 'ALL', label: 'ALL' }, ...users.map((u) => ({ value: u.user_id, label: `${u.user_id} - ${u.nama_user}` }))];
}
