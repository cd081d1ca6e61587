/** The member book's screens (issue 32), loaded on demand by app/screens.ts. */
export { MemberMasterPage } from './MemberMasterPage';
export { LaporanMemberPage, LaporanUlangTahunMemberPage } from './MemberReportPages';
