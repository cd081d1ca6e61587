/** Members' points (issue 32): history, adjustment, affiliation and reset rules, Top Member. */
export { LihatTransaksiMemberPage } from './LihatTransaksiMemberPage';
export { AdjustPoinMemberPage } from './AdjustPoinMemberPage';
export { ParameterMemberAfiliasiPage } from './ParameterMemberAfiliasiPage';
export { ParameterResetPoinMemberPage } from './ParameterResetPoinMemberPage';
export { LaporanTopMemberPage } from './LaporanTopMemberPage';
