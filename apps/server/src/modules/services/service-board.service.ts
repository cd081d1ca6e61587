import { daysLate, mgToWeightString, type ServiceBoardRow, type ServiceChart } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { storeContext } from '../counter/counter-context';
import * as repo from './services.repository';

/**
 * GET /api/service/board: every repair and every customer order not yet picked up nor cancelled (OPEN at
 * the craftsman, DONE waiting for the customer), late ones first (most days late first), then by craftsman
 * and due date. Only work still at the craftsman (OPEN) can be late.
 */
export async function serviceBoard(app: FastifyInstance, auth: AuthContext): Promise<{ tgl_system: string; rows: ServiceBoardRow[] }> {
  const ctx = await storeContext(app.db, auth);
  const [services, orders] = await Promise.all([repo.listOpen(app.db, auth.kodeToko), repo.listOpenOrders(app.db, auth.kodeToko)]);
  const rows = services.map(
    (s): ServiceBoardRow => ({
      jenis: 'SERVICE',
      no_dokumen: s.no_service,
      kode_tukang: s.kode_tukang,
      nama_tukang: s.nama_tukang,
      tgl_system: s.tgl_system,
      tgl_janji: s.tgl_janji,
      hari_terlambat: s.status === 'OPEN' ? daysLate(s.tgl_janji, ctx.tglSystem) : 0,
      status: s.status,
      nama_customer: s.nama_customer,
      no_hp: s.no_hp,
      deskripsi: s.deskripsi ?? '',
      jumlah_barang: Number(s.jumlah_barang ?? 0),
      total_berat: mgToWeightString(mgOf(s.total_berat_masuk)),
    }),
  );
  for (const p of orders) {
    rows.push({
      jenis: 'PESANAN',
      no_dokumen: p.no_pesanan,
      kode_tukang: p.kode_tukang,
      nama_tukang: p.nama_tukang,
      tgl_system: p.tgl_system,
      tgl_janji: p.tgl_janji,
      hari_terlambat: p.status === 'OPEN' ? daysLate(p.tgl_janji, ctx.tglSystem) : 0,
      status: p.status,
      nama_customer: p.nama_customer,
      no_hp: p.no_hp,
      deskripsi: p.deskripsi ?? '',
      jumlah_barang: Number(p.jumlah_barang ?? 0),
      total_berat: mgToWeightString(mgOf(p.total_berat)),
    });
  }
  rows.sort(
    (a, b) =>
      Number(b.hari_terlambat > 0) - Number(a.hari_terlambat > 0) ||
      b.hari_terlambat - a.hari_terlambat ||
      a.nama_tukang.localeCompare(b.nama_tukang) ||
      a.tgl_janji.localeCompare(b.tgl_janji) ||
      a.no_dokumen.localeCompare(b.no_dokumen),
  );
  return { tgl_system: ctx.tglSystem, rows };
}

/** GET /api/service/chart?type=today: the business day's repairs; a quiet day answers zeros. */
export async function serviceChart(app: FastifyInstance, auth: AuthContext): Promise<ServiceChart> {
  const ctx = await storeContext(app.db, auth);
  const c = await repo.chartOf(app.db, auth.kodeToko, ctx.tglSystem);
  return {
    type: 'today',
    tanggal: ctx.tglSystem,
    jumlah: Number(c.masuk),
    berat: mgToWeightString(mgOf(c.berat)),
    total_rp: Number(c.total),
    masuk: Number(c.masuk),
    selesai: Number(c.selesai),
    ambil: Number(c.ambil),
    batal: Number(c.batal),
  };
}
