import { MODULES, SYSTEM_PARAMETERS } from '../../access/modules';

/**
 * Texts of the settings area (Indonesian, the default language): store data, system modules and
 * parameters, and the akses editor (users' menu rights are a setting of the chain).
 */
export const settings = {
  loadFailed: 'Data Gagal Dimuat',
  reload: 'Muat Ulang',
  toko: {
    title: 'Setting Toko',
    kodeToko: 'Kode Toko',
    type: 'Tipe Toko',
    namaToko: 'Nama Toko',
    alamatToko: 'Alamat Toko',
    telepon: 'Telepon',
    email: 'Email',
    save: 'Simpan Setting Toko',
    previewTitle: 'Alamat pada kepala laporan',
    previewHint: 'Laporan mencetak alamat dalam dua baris: karakter 1-48, lalu karakter 49-90.',
    previewLine1: 'Baris 1',
    previewLine2: 'Baris 2',
    addressLength: '{{count}} karakter (maksimal 90 tercetak)',
    addressTooLongTitle: 'Alamat terlalu panjang',
    addressTooLong: 'Alamat lebih dari 90 karakter. Bagian berikut tidak ikut tercetak pada laporan: {{rest}}',
  },
  system: {
    title: 'Setting System',
    searchLabel: 'Cari Modul',
    searchPlaceholder: 'Nama atau kode modul',
    gateModules: 'Modul Layar',
    gateModulesHint: 'Membuka atau menutup layar dan menu toko ini.',
    behaviourModules: 'Modul Perilaku',
    behaviourModulesHint: 'Mengubah cara kerja layar yang sudah ada.',
    params: 'Parameter Sistem',
    noModuleFound: 'Tidak ada modul yang cocok',
    changedCount: '{{count}} perubahan belum disimpan',
    noChanges: 'Tidak ada perubahan',
    save: 'Simpan Setting System',
    resetChanges: 'Batalkan Perubahan',
    confirmSave:
      'Simpan {{count}} perubahan setting system? Layar toko ini yang sedang terbuka akan diminta memuat ulang.',
    authTypes: { MANUAL: 'MANUAL', QR: 'QR' },
    languages: {
      id: 'id - Bahasa Indonesia',
      en: 'en - English',
      it: 'it - Italiano',
      hk: 'hk - 繁體中文',
      my: 'my - Bahasa Melayu',
      jp: 'jp - 日本語',
    },
    /** Labels of the module flags, keyed by module key; the module catalogue is the source. */
    moduleLabels: Object.fromEntries(MODULES.map((m) => [m.key, m.label])) as Record<string, string>,
    /** Labels of the system parameters, keyed by parameter key. */
    paramLabels: Object.fromEntries(SYSTEM_PARAMETERS.map((p) => [p.key, p.label])) as Record<string, string>,
  },
  hakAkses: {
    title: 'Hak Akses Users',
    pickUser: 'Pilih User',
    pickUserPlaceholder: 'Cari User ID atau nama',
    noUser: 'Tidak ada user yang dapat diatur',
    pickUserFirst: 'Pilih user untuk melihat dan mengubah hak aksesnya.',
    level: 'Level',
    checkAll: 'Centang Semua',
    uncheckAll: 'Hapus Semua Centang',
    save: 'Simpan Hak Akses',
    discardChanges: 'Perubahan hak akses user ini belum disimpan. Buang perubahan dan pilih user lain?',
    shownCount: '{{shown}} dari {{total}} menu diizinkan',
    bypassTitle: 'Level {{level}} selalu lolos',
    bypassNote:
      'User dengan level OWN dan SU selalu dapat membuka semua menu, apa pun centangnya. Centang di atas tetap disimpan dan baru berlaku bila level user ini diubah.',
    bypassLevelsNote: 'Level OWN dan SU selalu dapat membuka semua menu, apa pun centangnya.',
  },
} as const;
