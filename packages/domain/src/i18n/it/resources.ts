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
  // the masters, price parameters and loan parameters (registry masters; the catalogue above)
  'kategori': {
    title: 'Categoria',
    fields: { kode_kategori: 'Codice Categoria', nama_kategori: 'Nome Categoria', deskripsi: 'Descrizione' },
  },
  'jenis': {
    title: 'Tipo',
    fields: { kode_dept: 'Codice Tipo', nama_dept: 'Nome Tipo', kode_kategori: 'Categoria' },
  },
  'group': {
    title: 'Gruppo',
    fields: { kode_group: 'Codice Gruppo', nama_group: 'Nome Gruppo', kadar: 'Titolo', kelompok_harga: 'Fascia di Prezzo', ikut_harga_global: 'Segue il Prezzo Globale', persen_harga_beli: 'Percentuale Prezzo di Acquisto' },
  },
  'bandrol': {
    title: 'Cartellino',
    fields: { kode_bandrol: 'Codice Cartellino', nama_bandrol: 'Nome Cartellino', warna: 'Colore', harga_bandrol: 'Prezzo Cartellino' },
  },
  'kode-transaksi': {
    title: 'Codice Transazione',
    fields: { kode_transaksi: 'Codice Transazione', nama_transaksi: 'Nome Transazione', jenis_transaksi: 'Tipo Transazione', nomor_akun: 'Numero Conto' },
    hints: { nomor_akun: 'Vuoto: il conto di Parameter Akun KAS MASUK / KAS KELUAR' },
    options: { jenis_transaksi: { MASUK: 'ENTRATA', KELUAR: 'USCITA' } },
  },
  'gudang': {
    title: 'Magazzino',
    fields: { kode_gudang: 'Codice Magazzino', nama_gudang: 'Nome Magazzino', jenis_gudang: 'Tipo Magazzino', keterangan: 'Note' },
    options: { jenis_gudang: { JUAL: 'VENDITA', BELI: 'RIACQUISTO', HANCUR: 'FUSIONE', CONTOH: 'CAMPIONE' } },
  },
  'baki': {
    title: 'Vassoio',
    fields: { kode_baki: 'Codice Vassoio', nama_baki: 'Nome Vassoio', kode_gudang: 'Codice Magazzino', berat_baki: 'Peso Vassoio Vuoto', aktif: 'Attivo' },
  },
  'sales': {
    title: 'Venditore',
    fields: { kode_sales: 'Codice Venditore', nama_sales: 'Nome Venditore', no_hp: 'Numero di Cellulare' },
  },
  'tukang': {
    title: 'Artigiano',
    fields: { kode_tukang: 'Codice Artigiano', nama_tukang: 'Nome Artigiano', no_hp: 'Numero di Cellulare', alamat: 'Indirizzo' },
  },
  'kondisi-barang': {
    title: 'Condizione Articolo',
    fields: { kode_kondisi: 'Codice Condizione', nama_kondisi: 'Nome Condizione' },
  },
  'kondisi-pembelian': {
    title: 'Condizione di Riacquisto',
    fields: { kode_kondisi_beli: 'Codice Condizione', nama_kondisi_beli: 'Nome Condizione', potongan_persen: 'Detrazione (%)', potongan_rp: 'Detrazione Rp / Grammo' },
  },
  'kondisi-pinjaman': {
    title: 'Condizione di Prestito',
    fields: { kode_kondisi_pinjaman: 'Codice Condizione', nama_kondisi_pinjaman: 'Nome Condizione', persen_pinjaman: 'Percentuale di Prestito' },
  },
  'data-hadiah': {
    title: 'Omaggio',
    fields: { kode_hadiah: 'Codice Omaggio', nama_hadiah: 'Nome Omaggio', poin: 'Punti', stok: 'Giacenza', deskripsi: 'Descrizione' },
  },
  'parameter-rugi-nota': {
    title: 'Parametro Perdita Scontrino',
    fields: { kode_rugi_nota: 'Codice Perdita Scontrino', kode_group: 'Codice Gruppo', rugi_persen: 'Perdita (%)', rugi_rp: 'Perdita Rp / Grammo', keterangan: 'Note' },
  },
  'parameter-jenis-group': {
    title: 'Parametro Tipo Gruppo',
    fields: { kode_jenis_group: 'Codice Tipo Gruppo', kode_dept: 'Codice Tipo', kode_group: 'Codice Gruppo', keterangan: 'Note' },
  },
  'kadar': {
    title: 'Titolo',
    fields: { kode_kadar: 'Codice Titolo', nama_kadar: 'Nome Titolo', kadar: 'Titolo' },
  },
  'kadar-eod': {
    title: 'Titolo EOD',
    fields: { kode_kadar: 'Codice Titolo', kadar_eod: 'Titolo EOD', keterangan: 'Note' },
  },
  'bank': {
    title: 'Banca',
    fields: { kode_bank: 'Codice Banca', nama_bank: 'Nome Banca' },
  },
  'rekening': {
    title: 'Conto',
    fields: { no_rekening: 'Numero di Conto', nama_rekening: 'Intestatario del Conto', kode_bank: 'Codice Banca', fee_gesek_persen: 'Commissione Prelievo con Carta (%)' },
  },
  'marketplace': {
    title: 'Marketplace',
    fields: { kode_marketplace: 'Codice Marketplace', nama_marketplace: 'Nome Marketplace', biaya_admin: 'Commissione Amministrativa (%)' },
  },
  'keterangan-penjualan': {
    title: 'Nota di Vendita',
    fields: { _id: 'ID', keterangan: 'Nota', status: 'Stato' },
    options: { status: { AKTIF: 'ATTIVO', 'TIDAK AKTIF': 'NON ATTIVO' } },
  },
  'parameter-keterangan-nota': {
    title: 'Nota Scontrino',
    fields: { kode_nota: 'Tipo di Scontrino', keterangan: 'Nota' },
    options: { kode_nota: { PENJUALAN: 'VENDITA', PEMBELIAN: 'RIACQUISTO', PESANAN: 'ORDINE', SERVICE: 'RIPARAZIONE', HUTANG: 'PEGNO' } },
  },
  'parameter-point': {
    title: "Parametro Punti",
    fields: {
      kode_poin: "Codice Punti",
      tgl_berlaku: "Data di Validità",
      jenis_transaksi: "Tipo Transazione",
      kode_group: "Gruppo (vuoto: tutti)",
      kelipatan_berat: "Passo Peso (g, Tipo GRAM)",
      kelipatan_rp: "Passo Rp (Tipo RP)",
      poin: "Punti",
      tanpa_poin: "Nessun Punto",
    },
    options: { jenis_transaksi: {
        PENJUALAN: "VENDITA",
        PEMBELIAN: "RIACQUISTO",
      } },
  },
  'parameter-cicilan': {
    title: "Parametri Rateali",
    fields: {
      _id: "ID",
      tgl_berlaku: "Data di Validità",
      tenor_bulan: "Durata (Mesi)",
      margin_persen: "Margine (%)",
      min_dp_persen: "Anticipo Minimo (%)",
      biaya_admin: "Spese Amministrative",
      denda_jenis: "Tipo di Mora",
      denda_persen: "Mora (%)",
      denda_maks_persen: "Mora Massima (%)",
      masa_tenggang: "Tolleranza (Giorni)",
      gagal_setelah: "Insolvenza Dopo (Rate)",
      potongan_pelunasan_persen: "Sconto Margine Estinzione Anticipata (%)",
      pembulatan: "Arrotondamento Rata (Rp)",
    },
    options: { denda_jenis: { HARIAN: "GIORNALIERA", ANGSURAN: "PER RATA" } },
  },
  'kelompok-harga': {
    title: 'Fascia di Prezzo',
    fields: { kelompok_harga: 'Fascia di Prezzo', keterangan: 'Note' },
  },
  'deskripsi-service': {
    title: 'Descrizione Riparazione',
    fields: { kode_deskripsi: 'Codice Descrizione', nama_deskripsi: 'Nome Descrizione', ongkos: 'Costo' },
  },
  'para-harga-beli': {
    title: "Parametro Prezzo d'Acquisto",
    fields: { kode_harga: 'Codice Prezzo', harga_per_gram: 'Prezzo al Grammo' },
  },
  'parameter-ongkos': {
    title: 'Parametro Lavorazione',
    fields: { kode_ongkos: 'Codice Lavorazione', kode_dept: 'Codice Tipo', kode_group: 'Codice Gruppo', ongkos_per_gram: 'Lavorazione al Grammo', ongkos_minimal: 'Lavorazione Minima' },
  },
  'para-bunga-hutang': {
    title: 'Parametro Interessi Prestito',
    fields: { kode_bunga: 'Codice Interesse', tgl_berlaku: 'Data di Validità', pinjaman_dari: 'Prestito Da', pinjaman_sampai: 'Prestito Fino a (0: senza limite)', bunga_persen: 'Interesse per Periodo (%)', hari_periode: 'Giorni per Periodo', min_periode: 'Periodi Minimi', biaya_admin: 'Commissione Amministrativa' },
  },
  'plafond-hutang': {
    title: 'Massimale Prestito',
    fields: { kode_plafond: 'Codice Massimale', tgl_berlaku: 'Data di Validità', plafond_rp: 'Massimale (Rp)' },
  },
  'plafond-hutang-kadar': {
    title: 'Massimale Prestito per Titolo',
    fields: { kode_plafond_kadar: 'Codice Massimale', tgl_berlaku: 'Data di Validità', kadar_dari: 'Titolo Da', kadar_sampai: 'Titolo Fino a', persen_plafond: 'Percentuale Massimale (%)' },
  },
  'para-hutang-pokok': {
    title: 'Parametro Capitale Prestito',
    fields: { kode_pokok: 'Codice Capitale', tgl_berlaku: 'Data di Validità', dasar_taksiran: 'Base di Stima', lama_pinjam: 'Durata del Prestito (giorni)', masa_tenggang: 'Periodo di Tolleranza (giorni)', pembulatan: 'Arrotondamento Interessi' },
  },
  'kupon': {
    title: 'Parametri Buoni',
    fields: { kode_kupon: 'Codice Buono', nama_kupon: 'Nome Buono', jenis: 'Tipo Buono', nominal_rp: 'Importo Rp (tipo Rp)', persen: 'Percentuale (tipo Percentuale)', maks_rp: 'Sconto Massimo Rp (0: senza limite)', minimal_belanja: 'Acquisto Minimo', tgl_dari: 'Valido Dal', tgl_sampai: 'Valido Fino Al', kuota: 'Quota', sekali_per_member: 'Una Volta Per Socio', toko: 'Negozi (vuoto: tutti i negozi)', aktif: 'Attivo' },
    options: { jenis: { RP: 'Rp', PERSEN: 'Percentuale' } },
  },
  'para-potongan-kategori': {
    title: 'Parametri Sconto Categoria',
    fields: { kode_potongan: 'Codice Sconto', berdasarkan: 'In Base A', kode_target: 'Codice Categoria / Tipo', jenis_potongan: 'Tipo di Sconto', rp_per_gram: 'Rp Per Grammo', persen: 'Percentuale', tgl_dari: 'Valido Dal', tgl_sampai: 'Valido Fino Al', aktif: 'Attivo' },
    options: { berdasarkan: { KATEGORI: 'CATEGORIA', JENIS: 'TIPO' }, jenis_potongan: { PER_GRAM: 'Rp Per Grammo', PERSEN: 'Percentuale' } },
  },
  'para-bonus-sales': {
    title: 'Parametri Bonus Venditori',
    fields: { kode_bonus: 'Codice Bonus', kode_group: 'Gruppo', dasar: 'Base del Bonus', rp_per_gram: 'Rp Per Grammo', persen: 'Percentuale delle Rupie', tgl_dari: 'Valido Dal', tgl_sampai: 'Valido Fino Al' },
    options: { dasar: { GRAM: 'Rp Per Grammo', RUPIAH: 'Percentuale delle Rupie' } },
  },
  'batu-shape': {
    title: "Pietra Forma",
    fields: {"kode_shape": "Codice Forma", "nama_shape": "Nome Forma", "urut": "Ordine"},
  },
  'batu-color': {
    title: "Pietra Colore",
    fields: {"kode_color": "Codice Colore", "nama_color": "Nome Colore", "urut": "Ordine"},
  },
  'batu-clarity': {
    title: "Pietra Purezza",
    fields: {"kode_clarity": "Codice Purezza", "nama_clarity": "Nome Purezza", "urut": "Ordine"},
  },
  'batu-cutgrade': {
    title: "Pietra Taglio",
    fields: {"kode_cutgrade": "Codice Taglio", "nama_cutgrade": "Nome Taglio", "urut": "Ordine"},
  },
  'batu-polish': {
    title: "Pietra Lucidatura",
    fields: {"kode_polish": "Codice Lucidatura", "nama_polish": "Nome Lucidatura", "urut": "Ordine"},
  },
  'batu-symmetry': {
    title: "Pietra Simmetria",
    fields: {"kode_symmetry": "Codice Simmetria", "nama_symmetry": "Nome Simmetria", "urut": "Ordine"},
  },
  'batu-fluorescence': {
    title: "Pietra Fluorescenza",
    fields: {"kode_fluorescence": "Codice Fluorescenza", "nama_fluorescence": "Nome Fluorescenza", "urut": "Ordine"},
  },
  'supplier-berlian': {
    title: "Fornitore Diamanti",
    fields: {"kode_supplier": "Codice Fornitore", "nama_supplier": "Nome Fornitore", "no_hp": "Telefono", "alamat": "Indirizzo"},
  },
  'parameter-berlian': {
    title: "Parametro Prezzi Diamanti",
    fields: {"kode_harga_berlian": "Codice Prezzo", "tgl_berlaku": "Data di Validità", "kode_shape": "Forma", "kode_color": "Colore", "kode_clarity": "Purezza", "karat_dari": "Carati Da (per pietra)", "karat_sampai": "Carati A (per pietra)", "harga_per_karat": "Prezzo per Carato", "margin_persen": "Margine (%)"},
  },
  'supplier-barang': {
    title: "Fornitore",
    fields: {"kode_supplier": "Codice Fornitore", "nama_supplier": "Nome Fornitore", "no_hp": "Telefono", "alamat": "Indirizzo"},
  },
  'parameter-harga-emas-pembelian': {
    title: "Parametro Prezzo di Acquisto Oro",
    fields: {"kode_parameter": "Codice Parametro", "tgl_berlaku": "Data di Validità", "kadar": "Titolo", "harga_per_gram": "Prezzo al Grammo"},
  },
  'marketplace-setting': {
    title: "Impostazioni Marketplace",
    fields: {"kode_akun": "Codice Account", "kode_marketplace": "Marketplace", "nama_toko_online": "Nome Negozio Online", "fee_persen": "Commissione Marketplace (%)", "kode_gudang": "Magazzino Marketplace", "kode_baki": "Vassoio Marketplace", "wajib_foto": "Foto Obbligatoria"},
    hints: {"wajib_foto": "Un pezzo senza foto non può essere venduto sul marketplace"},
  },
  'toko-kirim': {
    title: "Negozio di Spedizione",
    fields: {"kode_toko_kirim": "Codice Negozio", "nama_penerima": "Destinatario", "no_hp": "Telefono", "alamat_kirim": "Indirizzo di Spedizione", "kota": "Città"},
  },
  'logistik': {
    title: "Corriere",
    fields: {"kode_logistik": "Codice Corriere", "nama_logistik": "Nome Corriere", "no_hp": "Telefono"},
  },
  'ekspedisi': {
    title: "Servizio Corriere",
    fields: {"kode_ekspedisi": "Codice Servizio", "nama_ekspedisi": "Nome Servizio", "kode_logistik": "Corriere"},
  },
};
