/** Coupons, category discounts and the sales bonus (issue 32). */
export const coupons = {
  counter: {
    label: 'Buono',
    placeholder: 'Digita il codice del buono e premi Invio',
    applied: 'Buono {{kode}}',
    remove: 'Rimuovi buono',
    kategori: 'Sconto Categoria',
  },
  receipt: {
    kupon: 'Sconto Buono {{kode}}',
    kategori: 'Sconto Categoria',
  },
  check: {
    title: 'Verifica Buono',
    submit: 'Verifica Buono',
    kodeRequired: 'Il codice del buono non può essere vuoto',
    usable: 'Il buono {{kode}} è utilizzabile: {{nama}}',
    setelah: 'Totale Dopo lo Sconto',
    terpakai: 'Usati / Quota',
    uses: 'Utilizzi dei Buoni',
    empty: 'Nessun utilizzo dei buoni',
  },
  fields: {
    tanggal: 'Data',
    kode_kupon: 'Codice Buono',
    no_faktur_group: 'N. Scontrino',
    kode_member: 'Codice Socio',
    total_belanja: 'Totale Acquisto',
    potongan: 'Sconto',
    status: 'Stato',
    input_by: 'Inserito Da',
  },
  status: {
    ALL: 'Tutti',
    AKTIF: 'Attivo',
    BATAL: 'Annullato',
  },
  reports: {
    pemakaian: 'Report Utilizzo Buoni',
    bonus: 'Report Bonus Venditori',
  },
  bonus: {
    bulan: 'Mese',
    kode_sales: 'Codice Venditore',
    nama_sales: 'Nome Venditore',
    kode_group: 'Gruppo',
    jumlah_barang: 'Articoli',
    berat: 'Peso',
    rupiah: 'Rupie Vendute',
    bonus: 'Bonus',
  },
};
