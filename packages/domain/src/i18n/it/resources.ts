/** Etichette delle risorse del registro (italiano). Stesse chiavi di ../id/resources.ts; una chiave assente mostra l'indonesiano del registro. */
export const resources = {
  'kategori-katalog': {
    title: 'Categoria catalogo',
    empty: 'Nessuna categoria del catalogo',
    fields: { kode_kategori: 'Codice categoria', nama_kategori: 'Nome categoria', warna: 'Colore', gambar_path: 'Immagine', gambar_name: 'Nome immagine' },
  },
  'harga-katalog': {
    title: 'Prezzo catalogo',
    empty: 'Nessun prezzo del catalogo',
    fields: { kode_harga_app: 'Codice prezzo', nama_harga_app: 'Nome prezzo', detail_group: 'Elenco gruppi' },
  },
  'banner-katalog': {
    title: 'Banner catalogo',
    empty: 'Nessun banner del catalogo',
    fields: { kode_banner: 'Codice banner', title: 'Titolo', sub_title: 'Sottotitolo', info: 'Informazione', sub_info: 'Sotto-informazione', deskripsi: 'Descrizione', url_pendukung: 'URL di supporto', nama_tombol: 'Nome pulsante', gambar_path: 'Immagine', gambar_name: 'Nome immagine' },
  },
  'info-katalog': {
    title: 'Scheda informativa catalogo',
    empty: 'Nessuna scheda informativa',
    fields: { kode_info: 'Codice scheda', title: 'Titolo', sub_title: 'Sottotitolo', info: 'Informazione', sub_info: 'Sotto-informazione', deskripsi: 'Descrizione', url_pendukung: 'URL di supporto', nama_tombol: 'Nome pulsante', gambar_path: 'Immagine', gambar_name: 'Nome immagine' },
  },
  'item-katalog': {
    title: 'Articolo catalogo',
    empty: 'Nessun articolo del catalogo',
    fields: {
      kode_barang: 'Codice articolo', kode_kategori: 'Categoria', nama_barang: 'Nome articolo', berat: 'Peso', harga_jual: 'Prezzo di vendita', kode_group: 'Gruppo di prezzo',
      kode_banner: 'Banner', kode_info: 'Schede informative', direct_url: 'URL di supporto', hashtag_jenis: 'Hashtag tipo', hashtag_kadar: 'Hashtag titolo',
      hashtag_lm: 'Hashtag lingotti', gambar_path: 'Immagini',
      harga_jual_str: 'Prezzo di vendita (visualizzato)', deskripsi_banner: 'Descrizioni banner', deskripsi_info: 'Descrizioni info',
    },
    hints: { hashtag_jenis: '#anello, #collana', hashtag_kadar: '#24k, #22k', hashtag_lm: '#antam, #ubs' },
  },
  'kontak-admin-katalog': {
    title: 'Contatto amministratore',
    empty: 'Nessun contatto amministratore',
    fields: { kode_admin: 'Codice amministratore', nama_admin: 'Nome amministratore', no_hp: 'Numero WhatsApp' },
  },
  'hadiah-katalog': {
    title: 'Premio catalogo',
    empty: 'Nessun premio',
    fields: { kode_hadiah: 'Codice premio', nama_hadiah: 'Nome premio', info: 'Informazione', sub_info: 'Sotto-informazione', deskripsi: 'Descrizione', point: 'Punti', gambar_path: 'Immagine', gambar_name: 'Nome immagine' },
  },
  'group-description-katalog': {
    title: 'Descrizione gruppo catalogo',
    empty: 'Nessuna descrizione di gruppo',
    fields: { kode_group: 'Codice gruppo', description: 'Descrizione' },
  },
  'splashscreen-katalog': {
    title: 'Schermata iniziale catalogo',
    fields: { name: 'Nome', kode: 'Codice', url: 'URL immagine', screen_name: 'Nome schermata', image_path: 'Immagine', text: 'Testo', position: 'Posizione' },
    options: { position: { top: 'IN ALTO', bottom: 'IN BASSO' } },
  },
};
