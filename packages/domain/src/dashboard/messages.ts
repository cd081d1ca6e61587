/** Messages of the dashboard calls (/dashboard, /dashboardPusat). */
export const DASHBOARD_MESSAGES = {
  /** spec 001 §7: a head-office call across stores that fails */
  loadFailed: 'Data Gagal Dimuat',
  /** a branch user (or an unknown store) asking for every store */
  allStoresHeadOffice: 'Semua toko hanya untuk kantor pusat',
  rangeTooLong: 'Rentang tanggal paling lama 366 hari',
  yearInvalid: 'Tahun tidak valid',
  typeInvalid: 'Type harus today atau monthly',
  kategoriInvalid: 'Kategori tidak dikenal',
  jenisInvalid: 'Type harus CASH, BANK, MARKETPLACE atau ALL',
  birthdayEmpty: 'Tidak ada yang berulang tahun hari ini',
} as const;
