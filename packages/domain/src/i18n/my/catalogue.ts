/** The public catalogue page (/katalog). */
export const catalogue = {
  title: 'Katalog',
  todayPrice: 'Harga hari ini',
  chatAdmin: 'Sembang dengan Admin di WhatsApp',
  all: 'Semua',
  empty: 'Katalog kosong',
  failed: 'Katalog gagal dimuatkan',
  skip: 'Langkau',
  weight: 'Berat',
  gifts: 'Hadiah',
  points: '{{point}} Mata',
  open: 'Lihat',
  kadar: 'Ketulenan',
  noPrice: 'Harga belum ada',
  perGram: '/gram',
  info: 'Info Kedai',
};
