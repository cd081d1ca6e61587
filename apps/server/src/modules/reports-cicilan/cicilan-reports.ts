import {
  CICILAN_REPORT_PATHS,
  cicilanAktifQuery,
  cicilanAktifRow,
  cicilanGagalBayarQuery,
  cicilanGagalBayarRow,
  cicilanJatuhTempoQuery,
  cicilanJatuhTempoRow,
  cicilanMarginQuery,
  cicilanMarginRow,
  cicilanPenerimaanQuery,
  cicilanPenerimaanRow,
  cicilanTelatQuery,
  cicilanTelatRow,
  daysBetween,
  dueThisWeek,
  type CicilanAktifRow,
  type CicilanGagalBayarRow,
  type CicilanJatuhTempoRow,
  type CicilanTelatRow,
} from '@emas/domain';
import { defineReport, reportCursor } from '../reports/report-definition';
import { openPlans } from './open-plans.service';
import * as repo from './reports-cicilan.repository';

/**
 * The instalment reports (issue 33), each a report definition. The open, due and late reports read the open plans and
 * judge each by the domain's rules on its store's business date (the state, what is due, the late fees); the money
 * reports read the cash ledger and the plans' events through cursors.
 */

/** Laporan Cicilan Aktif (/laporan-cicilan-aktif): open plans now, by state (filter). */
export const cicilanAktif = defineReport({
  path: CICILAN_REPORT_PATHS.aktif,
  gate: '/laporan-cicilan-aktif',
  summary: 'Laporan cicilan aktif: rencana yang masih berjalan dengan keadaan, angsuran berikut, tunggakan dan denda',
  query: cicilanAktifQuery,
  row: cicilanAktifRow,
  rows: async (db, { query, kodeToko }) => {
    const plans = await openPlans(db, kodeToko);
    return plans
      .filter((p) => query.filter === 'ALL' || p.standing.state === query.filter)
      .map(({ header: h, standing: s }): CicilanAktifRow => ({
        kode_toko: h.kode_toko,
        no_faktur_cicil: h.no_faktur_cicil,
        tgl_system: h.tgl_system,
        nama_customer: h.nama_customer,
        no_hp: h.no_hp,
        tenor_bulan: h.tenor_bulan,
        harga_jual_cicil: h.harga_jual_cicil,
        dp_rp: h.dp_rp,
        cicilan_terbayar: h.cicilan_terbayar,
        sisa_bayar: h.sisa_bayar,
        nilai_angsuran: h.nilai_angsuran,
        angsuran_ke: s.next?.ke ?? 0,
        tgl_jatuh_tempo: s.next?.tgl_jatuh_tempo ?? '',
        tunggakan: s.tunggakan,
        denda: s.denda,
        state: s.state,
      }));
  },
});

/** Laporan Cicilan Jatuh Tempo (/laporan-cicilan-jatuh-tempo): instalments unpaid due this week (the store's date and six days after). */
export const cicilanJatuhTempo = defineReport({
  path: CICILAN_REPORT_PATHS.jatuhTempo,
  gate: '/laporan-cicilan-jatuh-tempo',
  summary: 'Laporan angsuran jatuh tempo minggu ini (tanggal aktif toko dan enam hari berikutnya) yang belum lunas',
  query: cicilanJatuhTempoQuery,
  row: cicilanJatuhTempoRow,
  rows: async (db, { kodeToko }) => {
    const plans = await openPlans(db, kodeToko);
    return plans
      .filter((p) => p.plan.status === 'AKTIF')
      .flatMap(({ header: h, standing }) =>
        dueThisWeek(standing, h.hari_ini).map(
          (a): CicilanJatuhTempoRow => ({ kode_toko: h.kode_toko, no_faktur_cicil: h.no_faktur_cicil, nama_customer: h.nama_customer, no_hp: h.no_hp, ...a }),
        ),
      )
      .sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || a.tgl_jatuh_tempo.localeCompare(b.tgl_jatuh_tempo) || a.no_faktur_cicil.localeCompare(b.no_faktur_cicil));
  },
});

/** Laporan Cicilan Telat (/laporan-cicilan-telat): open plans late or in default by the rules, oldest arrears first. */
export const cicilanTelat = defineReport({
  path: CICILAN_REPORT_PATHS.telat,
  gate: '/laporan-cicilan-telat',
  summary: 'Laporan cicilan telat dan gagal bayar: angsuran lewat jatuh tempo, hari telat, tunggakan dan denda',
  query: cicilanTelatQuery,
  row: cicilanTelatRow,
  rows: async (db, { kodeToko }) => {
    const plans = await openPlans(db, kodeToko);
    return plans
      .filter((p) => p.standing.state === 'TELAT' || p.standing.state === 'GAGAL_BAYAR')
      .map(({ header: h, standing: s }): CicilanTelatRow => ({
        kode_toko: h.kode_toko,
        no_faktur_cicil: h.no_faktur_cicil,
        nama_customer: h.nama_customer,
        no_hp: h.no_hp,
        tgl_jatuh_tempo: s.oldestLate?.tgl_jatuh_tempo ?? '',
        hari_telat: s.oldestLate ? daysBetween(s.oldestLate.tgl_jatuh_tempo, h.hari_ini) : 0,
        angsuran_telat: s.angsuranTelat,
        tunggakan: s.tunggakan,
        denda: s.denda,
        total: s.tunggakan + s.denda,
        state: s.state,
      }))
      .sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || b.hari_telat - a.hari_telat || a.no_faktur_cicil.localeCompare(b.no_faktur_cicil));
  },
});

/** Laporan Penerimaan Cicilan (/laporan-penerimaan-cicilan): the money of the period per day by cash kategori. */
export const penerimaanCicilan = defineReport({
  path: CICILAN_REPORT_PATHS.penerimaan,
  gate: '/laporan-penerimaan-cicilan',
  summary: 'Laporan penerimaan cicilan per hari: DP, bayar, pelunasan cepat, batal, denda, admin (buku kas)',
  query: cicilanPenerimaanQuery,
  row: cicilanPenerimaanRow,
  scope: 'store',
  rows: (db, { query, kodeToko }) => reportCursor(repo.penerimaanQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })),
});

/** Laporan Cicilan Gagal Bayar (/laporan-cicilan-gagal-bayar): plans taken back in the period and plans in default now. */
export const cicilanGagalBayar = defineReport({
  path: CICILAN_REPORT_PATHS.gagalBayar,
  gate: '/laporan-cicilan-gagal-bayar',
  summary: 'Laporan cicilan gagal bayar: ditarik dalam periode (DITARIK) dan yang kini gagal bayar menurut aturan (MENUNGGU)',
  query: cicilanGagalBayarQuery,
  row: cicilanGagalBayarRow,
  rows: async (db, { query, kodeToko }) => {
    const rows: CicilanGagalBayarRow[] = [];
    if (query.filter !== 'MENUNGGU') {
      for (const r of await repo.defaultedPlans(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })) rows.push({ ...r, angsuran_telat: 0, status: 'DITARIK' });
    }
    if (query.filter !== 'DITARIK') {
      for (const { header: h, standing: s } of await openPlans(db, kodeToko)) {
        if (s.state !== 'GAGAL_BAYAR') continue;
        rows.push({
          kode_toko: h.kode_toko,
          no_faktur_cicil: h.no_faktur_cicil,
          tgl_system: h.tgl_system,
          nama_customer: h.nama_customer,
          no_hp: h.no_hp,
          harga_jual_cicil: h.harga_jual_cicil,
          terbayar: h.harga_jual_cicil - h.sisa_bayar,
          sisa_bayar: h.sisa_bayar,
          angsuran_telat: s.angsuranTelat,
          tgl_gagal: '',
          refund: 0,
          status: 'MENUNGGU',
        });
      }
    }
    return rows.sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || a.status.localeCompare(b.status) || a.no_faktur_cicil.localeCompare(b.no_faktur_cicil));
  },
});

/** Laporan Margin Cicilan (/laporan-margin-cicilan): margin recognised, deferred, late and admin fees per plan. */
export const marginCicilan = defineReport({
  path: CICILAN_REPORT_PATHS.margin,
  gate: '/laporan-margin-cicilan',
  summary: 'Laporan margin cicilan: margin diakui dalam periode dan sampai kini, margin ditangguhkan, denda dan admin',
  query: cicilanMarginQuery,
  row: cicilanMarginRow,
  scope: 'store',
  rows: (db, { query, kodeToko }) => reportCursor(repo.marginQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })),
});

export const CICILAN_REPORTS = [cicilanAktif, cicilanJatuhTempo, cicilanTelat, penerimaanCicilan, cicilanGagalBayar, marginCicilan] as const;
