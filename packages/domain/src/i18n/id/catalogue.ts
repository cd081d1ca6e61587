/** The public catalogue page (/katalog). */
export const catalogue = {
  title: 'Katalog',
  todayPrice: 'Harga hari ini',
  chatAdmin: 'Chat Admin via WhatsApp',
  all: 'Semua',
  empty: 'Katalog masih kosong',
  failed: 'Katalog gagal dimuat',
  skip: 'Lewati',
  weight: 'Berat',
  gifts: 'Hadiah',
  points: '{{point}} Poin',
  open: 'Lihat',
  kadar: 'Kadar',
  noPrice: 'Harga belum ada',
  perGram: '/gram',
  info: 'Info Toko',
};
