import {
  SERVICE_REPORT_PATHS,
  mgToWeightString,
  MESSAGES,
  serviceAmbilRow,
  serviceBatalRow,
  serviceMasukRow,
  serviceReportQuery,
  serviceSelesaiRow,
  serviceTransaksiReportQuery,
  serviceTransaksiRow,
} from '@emas/domain';
import { mgOf } from '../../db/columns';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import { approverOf } from './service-receipt';
import * as repo from './service-reports.repository';

const orAll = (v: unknown) => (v === 'ALL' || v === undefined ? null : String(v));
const weight = (v: string | null) => (v === null ? '0.000' : mgToWeightString(mgOf(v)));

function periodOf(query: { tgl_awal: string; tgl_akhir: string }) {
  if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
  return { from: query.tgl_awal, to: query.tgl_akhir };
}

/** Laporan Service Masuk: repairs taken in during the period (by intake date), with the deposit. */
export const serviceMasukReport = defineReport({
  path: SERVICE_REPORT_PATHS.masuk,
  gate: '/laporan-service-masuk',
  summary: 'Laporan service masuk per periode (kode_tukang)',
  query: serviceReportQuery,
  row: serviceMasukRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.servicesBy(db, kodeToko, 'tgl_system', { ...periodOf(query), kodeTukang: orAll(query.kode_tukang) })).map((s) => ({
      kode_toko: s.kode_toko,
      no_service: s.no_service,
      tgl_system: s.tgl_system,
      nama_customer: s.nama_customer,
      no_hp: s.no_hp,
      nama_tukang: s.nama_tukang,
      tgl_janji: s.tgl_janji,
      deskripsi: s.deskripsi ?? '',
      jumlah_barang: Number(s.jumlah_barang ?? 0),
      berat_masuk: weight(s.total_berat_masuk),
      ongkos_estimasi: Number(s.ongkos_estimasi),
      dp: Number(s.dp),
      status: s.status,
    })),
});

/** Laporan Service Selesai: repairs back from the craftsman in the period, with the bill. */
export const serviceSelesaiReport = defineReport({
  path: SERVICE_REPORT_PATHS.selesai,
  gate: '/laporan-service-selesai',
  summary: 'Laporan service selesai per periode (kode_tukang)',
  query: serviceReportQuery,
  row: serviceSelesaiRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.servicesBy(db, kodeToko, 'tgl_selesai', { ...periodOf(query), kodeTukang: orAll(query.kode_tukang) })).map((s) => ({
      kode_toko: s.kode_toko,
      no_service: s.no_service,
      tgl_selesai: s.tgl_selesai ?? '',
      nama_customer: s.nama_customer,
      nama_tukang: s.nama_tukang,
      tgl_janji: s.tgl_janji,
      berat_masuk: weight(s.total_berat_masuk),
      berat_keluar: weight(s.total_berat_keluar),
      ongkos: Number(s.ongkos),
      total_tambah: Number(s.total_tambah),
      total_susut: Number(s.total_susut),
      total_biaya: Number(s.total_biaya),
      dp: Number(s.dp),
      sisa: Number(s.total_biaya) - Number(s.dp),
    })),
});

/** Laporan Service Ambil: repairs picked up in the period, with the balance due and how it was settled. */
export const serviceAmbilReport = defineReport({
  path: SERVICE_REPORT_PATHS.ambil,
  gate: '/laporan-service-ambil',
  summary: 'Laporan service diambil per periode, dengan sisa bayar (kode_tukang)',
  query: serviceReportQuery,
  row: serviceAmbilRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.servicesBy(db, kodeToko, 'tgl_ambil', { ...periodOf(query), kodeTukang: orAll(query.kode_tukang) })).map((s) => ({
      kode_toko: s.kode_toko,
      no_service: s.no_service,
      tgl_ambil: s.tgl_ambil ?? '',
      nama_customer: s.nama_customer,
      nama_tukang: s.nama_tukang,
      berat_keluar: weight(s.total_berat_keluar),
      total_biaya: Number(s.total_biaya),
      dp: Number(s.dp),
      sisa: Number(s.total_biaya) - Number(s.dp),
      bayar: Number(s.bayar),
      kembalian: Number(s.kembalian),
      dikembalikan: Number(s.dikembalikan),
      ambil_by: s.ambil_by ?? '',
    })),
});

/** Laporan Service Batal: repairs cancelled in the period, the deposit given back and who approved. */
export const serviceBatalReport = defineReport({
  path: SERVICE_REPORT_PATHS.batal,
  gate: '/laporan-service-batal',
  summary: 'Laporan service batal per periode (kode_tukang)',
  query: serviceReportQuery,
  row: serviceBatalRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.servicesBy(db, kodeToko, 'tgl_batal', { ...periodOf(query), kodeTukang: orAll(query.kode_tukang) })).map((s) => ({
      kode_toko: s.kode_toko,
      no_service: s.no_service,
      tgl_batal: s.tgl_batal ?? '',
      tgl_system: s.tgl_system,
      nama_customer: s.nama_customer,
      nama_tukang: s.nama_tukang,
      berat_masuk: weight(s.total_berat_masuk),
      dp: Number(s.dp),
      refund: Number(s.refund),
      alasan_batal: s.alasan_batal ?? '',
      batal_by: s.batal_by ?? '',
      otorisasi_by: approverOf(s.otorisasi) ?? '',
    })),
});

/** Laporan Transaksi Service: every rupiah of the repairs in the cash ledger (deposits, pick-ups, refunds). */
export const serviceTransaksiReport = defineReport({
  path: SERVICE_REPORT_PATHS.transaksi,
  gate: '/laporan-transaksi-service',
  summary: 'Laporan transaksi service: uang service di buku kas per periode (filter: status service)',
  query: serviceTransaksiReportQuery,
  row: serviceTransaksiRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.serviceMoneyRows(db, kodeToko, { ...periodOf(query), status: orAll(query.filter) })).map((k) => ({
      kode_toko: k.kode_toko,
      tgl_system: k.tgl_system,
      no_service: k.no_ref,
      kategori: k.kategori,
      jenis: k.jenis,
      no_rekening: k.no_rekening ?? '',
      nama_customer: k.nama_customer,
      status: k.status,
      keterangan: k.keterangan,
      input_by: k.input_by,
      jumlah_in: Number(k.jumlah_in),
      jumlah_out: Number(k.jumlah_out),
    })),
});
