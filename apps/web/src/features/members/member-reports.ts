import { MEMBER_REPORT_PATHS, MEMBER_REPORT_STATUS_FILTER, type MemberReportRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportColumn, ReportDefinition } from '../../kit/report-types';

const statusLabel = (t: TFunction, s: string) => (s === 'AKTIF' ? t('members.statusAktif') : s === 'TIDAK AKTIF' ? t('members.statusTidakAktif') : t('members.allStores'));

function columns(t: TFunction): ReportColumn<MemberReportRow>[] {
  return [
    { key: 'kode_member', header: t('members.kode_member'), total: 'count' },
    { key: 'nama_member', header: t('members.nama_member') },
    { key: 'no_hp', header: t('members.no_hp') },
    { key: 'alamat', header: t('members.alamat') },
    { key: 'tgl_lahir', header: t('members.tgl_lahir'), kind: 'date' },
    { key: 'kode_toko', header: t('members.kode_toko_daftar') },
    { key: 'kode_member_referensi', header: t('members.kode_member_referensi') },
    { key: 'status', header: t('members.status'), value: (row) => statusLabel(t, row.status) },
    { key: 'poin', header: t('members.poin'), kind: 'number', total: 'sum' },
  ];
}

/** Laporan Member (/laporan-member): every member by registering store (head office: the store picker, or every store) and status. */
export function memberReport(t: TFunction): ReportDefinition<MemberReportRow> {
  return {
    key: 'laporan-member',
    title: t('members.reportMember'),
    endpoint: MEMBER_REPORT_PATHS.member,
    fileName: t('members.reportMember'),
    storePicker: true,
    period: false,
    backTo: '/SubMenuMember',
    rowKey: (row) => row.kode_member,
    filter: { label: t('members.statusFilter'), defaultValue: 'ALL', options: MEMBER_REPORT_STATUS_FILTER.map((value) => ({ value, label: statusLabel(t, value) })) },
    columns: columns(t),
  };
}

/** Laporan Ulang Tahun Member (/laporan-ulang-tahun-member): the active members born in a month. */
export function memberBirthdayReport(t: TFunction, month: number): ReportDefinition<MemberReportRow> {
  return {
    key: 'laporan-ulang-tahun-member',
    title: t('members.reportBirthday'),
    endpoint: MEMBER_REPORT_PATHS.ulangTahun,
    fileName: t('members.reportBirthday'),
    storePicker: true,
    period: false,
    backTo: '/SubMenuMember',
    rowKey: (row) => row.kode_member,
    extraFields: [
      {
        name: 'bulan',
        label: t('members.bulan'),
        type: 'select',
        defaultValue: String(month),
        options: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') })),
      },
    ],
    columns: columns(t),
  };
}
