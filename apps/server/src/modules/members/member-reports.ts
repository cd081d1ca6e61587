import { MEMBER_REPORT_PATHS, memberBirthdayReportQuery, memberReportQuery, memberReportRow } from '@emas/domain';
import { defineReport, reportCursor } from '../reports/report-definition';
import { assertMemberModule } from './member-check';
import * as repo from './members.repository';

/** Laporan Member (/laporan-member): the members by registering store (the picker; head office: every store), by status. */
export const laporanMember = defineReport({
  path: MEMBER_REPORT_PATHS.member,
  gate: '/laporan-member',
  summary: 'Laporan member: kode, nama, no HP, alamat, tanggal lahir, toko daftar, referensi, status, saldo poin',
  query: memberReportQuery,
  row: memberReportRow,
  rows: (db, { query, kodeToko, auth }) => {
    assertMemberModule(auth);
    return reportCursor(repo.memberReportQuery(db, { kodeToko, status: query.filter === 'ALL' || !query.filter ? null : query.filter }));
  },
});

/** Laporan Ulang Tahun Member (/laporan-ulang-tahun-member): the active members born in a month. */
export const laporanUlangTahunMember = defineReport({
  path: MEMBER_REPORT_PATHS.ulangTahun,
  gate: '/laporan-ulang-tahun-member',
  summary: 'Laporan ulang tahun member per bulan',
  query: memberBirthdayReportQuery,
  row: memberReportRow,
  rows: (db, { query, kodeToko, auth }) => {
    assertMemberModule(auth);
    return reportCursor(repo.memberBirthdayReportQuery(db, { kodeToko, bulan: query.bulan }));
  },
});
