/** The public catalogue page (/katalog). */
export const catalogue = {
  title: 'Catalogo',
  todayPrice: 'Prezzo di oggi',
  chatAdmin: 'Chatta con l\'Admin su WhatsApp',
  all: 'Tutti',
  empty: 'Il catalogo è vuoto',
  failed: 'Impossibile caricare il catalogo',
  skip: 'Salta',
  weight: 'Peso',
  gifts: 'Premi',
  points: '{{point}} Punti',
  open: 'Vedi',
  kadar: 'Titolo',
  noPrice: 'Prezzo non ancora disponibile',
  perGram: '/grammo',
  info: 'Info Negozio',
};
