import { kadarTextToHundredths, mgToWeightString, SERVICE_MESSAGES, type ServiceListRow, type ServiceReceipt } from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './services.repository';

type Db = Kysely<Database>;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const weightOrNull = (v: string | null) => (v === null ? null : mgToWeightString(mgOf(v)));

/** The approver of the cancellation (the first approval used), from the stored JSON list. */
export function approverOf(otorisasi: string | null): string | null {
  if (!otorisasi) return null;
  try {
    const list = JSON.parse(otorisasi) as { approved_by?: string }[];
    return list.find((a) => a.approved_by)?.approved_by ?? null;
  } catch {
    return null;
  }
}

/** The header of a repair as every answer shows it. */
export function headerOf(h: repo.ServiceRow, extra: { jumlah_barang: number; deskripsi: string }): ServiceListRow {
  const total = Number(h.total_biaya);
  const dp = Number(h.dp);
  return {
    no_service: h.no_service,
    kode_toko: h.kode_toko,
    tgl_system: h.tgl_system,
    created_at: iso(h.created_at)!,
    input_by: h.input_by,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    kode_member: h.kode_member ?? null,
    kode_tukang: h.kode_tukang,
    nama_tukang: h.nama_tukang,
    tgl_janji: h.tgl_janji,
    keterangan: h.keterangan,
    status: h.status,
    ongkos_estimasi: Number(h.ongkos_estimasi),
    dp,
    total_berat_masuk: mgToWeightString(mgOf(h.total_berat_masuk)),
    total_berat_keluar: weightOrNull(h.total_berat_keluar),
    ongkos: Number(h.ongkos),
    total_tambah: Number(h.total_tambah),
    total_susut: Number(h.total_susut),
    total_biaya: total,
    // what is left to settle: before DONE the bill is not known (0); after pick-up or cancel nothing is left
    sisa: h.status === 'DONE' ? total - dp : h.status === 'CLOS' ? total - dp : 0,
    bayar: Number(h.bayar),
    kembalian: Number(h.kembalian),
    dikembalikan: Number(h.dikembalikan),
    tgl_selesai: h.tgl_selesai,
    selesai_by: h.selesai_by,
    tgl_ambil: h.tgl_ambil,
    ambil_by: h.ambil_by,
    tgl_batal: h.tgl_batal,
    batal_by: h.batal_by,
    alasan_batal: h.alasan_batal,
    refund: Number(h.refund),
    otorisasi_by: approverOf(h.otorisasi),
    valid: h.valid,
    valid_by: h.valid_by,
    jumlah_barang: extra.jumlah_barang,
    deskripsi: extra.deskripsi,
  };
}

/** A repair with its pieces and its money, as the receipts print it. */
export async function getServiceReceipt(db: Db, kodeToko: string, no: string): Promise<ServiceReceipt> {
  const h = await repo.findService(db, kodeToko, no);
  if (!h) throw notFound(SERVICE_MESSAGES.notFound);
  const [toko, lines, money] = await Promise.all([settingsRepo.findToko(db, kodeToko), repo.listLines(db, kodeToko, no), repo.listMoney(db, kodeToko, no)]);
  return {
    ...headerOf(h, { jumlah_barang: lines.length, deskripsi: lines.map((l) => `${l.nama_barang}: ${l.deskripsi}`).join('; ') }),
    nama_toko: toko?.nama_toko ?? '',
    alamat_toko: toko?.alamat_toko ?? '',
    detail: lines.map((l) => ({
      urut: l.urut,
      nama_barang: l.nama_barang,
      kode_group: l.kode_group,
      kadar: kadarTextToHundredths(l.kadar) / 100,
      berat_masuk: mgToWeightString(mgOf(l.berat_masuk)),
      berat_keluar: weightOrNull(l.berat_keluar),
      selisih: l.berat_keluar === null ? null : mgToWeightString(mgOf(l.berat_keluar) - mgOf(l.berat_masuk)),
      harga_jual_per_gram: Number(l.harga_jual_per_gram),
      harga_beli_per_gram: Number(l.harga_beli_per_gram),
      nilai_tambah: Number(l.nilai_tambah),
      nilai_susut: Number(l.nilai_susut),
      deskripsi: l.deskripsi ? l.deskripsi.split(', ') : [],
      ada_foto: !!l.foto,
    })),
    uang: money.map((m) => ({
      kategori: m.kategori,
      jenis: m.jenis,
      no_rekening: m.no_rekening,
      keterangan: m.keterangan,
      jumlah_in: Number(m.jumlah_in),
      jumlah_out: Number(m.jumlah_out),
      tgl_system: m.tgl_system,
    })),
  };
}
