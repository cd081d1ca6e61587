/** The cash book, card cash-out and money moves (issue 18): Italian. */
export const cash = {
  common: {
    tanggal: 'Data', jam: 'Ora', kategori: 'Categoria', keterangan: 'Descrizione', noRef: 'N. Riferimento', masuk: 'Entrate', keluar: 'Uscite',
    saldo: 'Saldo', saldoAwal: 'Saldo Iniziale', saldoAkhir: 'Saldo Finale', totalMasuk: 'Totale Entrate', totalKeluar: 'Totale Uscite',
    inputBy: 'Inserito Da', jumlahRp: 'Importo (Rp)', rekening: 'Conto', bank: 'Banca', simpan: 'Salva', batal: 'Annulla', empty: 'Nessun Dato',
    loadFailed: 'Errore durante la richiesta dei dati', saveFailed: "Errore durante l'invio dei dati", akun: 'Conto', semuaRekening: 'TUTTI I CONTI', pilih: 'Scegli',
  },
  kas: {
    title: 'Cassa', bookOf: 'Libro Cassa {{tanggal}}', kasMasuk: 'Entrata Cassa', kasKeluar: 'Uscita Cassa', kodeTransaksi: 'Codice Transazione',
    modalMasuk: 'Aggiungi Entrata', modalKeluar: 'Aggiungi Uscita', kodeRequired: 'Il codice transazione è obbligatorio', approvalDeskripsi: '{{kategori}} {{jumlah}}',
  },
  bank: { title: 'Denaro In Banca', pilihRekening: 'Scegli Conto' },
  gesek: {
    title: 'Prelievo Con Carta', jumlahGesek: 'Importo Addebitato', fee: 'Commissione', feePersen: 'Commissione (%)', dibayar: 'Contanti Al Cliente',
    namaCustomer: 'Nome Cliente', simpan: 'Salva Prelievo', history: 'Storico Prelievi Con Carta', cetak: 'Stampa', receiptTitle: 'RICEVUTA PRELIEVO CON CARTA',
    rekeningRequired: 'Il conto è obbligatorio',
  },
  mutasi: {
    titleBank: 'Trasferimento Bancario', titleCash: 'Trasferimento Contanti', tambah: 'Aggiungi Trasferimento', asal: 'Da', tujuan: 'A',
    asalRekening: 'Conto Di Origine', tujuanRekening: 'Conto Di Destinazione', cash: 'CASH', saldoAkun: 'Saldi Dei Conti Di Oggi', riwayat: 'Trasferimenti Di Oggi',
    kategoriRequired: 'La categoria è obbligatoria', asalRequired: "L'origine è obbligatoria", keteranganRequired: 'La descrizione è obbligatoria',
    jumlahRequired: "L'importo è obbligatorio", rekeningSame: 'I conti devono essere diversi', rekeningRequired: 'Il conto è obbligatorio',
    bankFailed: 'Impossibile aggiungere il trasferimento bancario', cashFailed: 'Impossibile aggiungere il trasferimento contanti',
    kategoriOptions: { SETOR: 'VERSAMENTO', TARIK: 'PRELIEVO', PINDAH_BUKU: 'GIROCONTO', LAINNYA: 'ALTRO' },
  },
  pengalihan: {
    title: 'Spostamento Saldo', minta: 'Richiedi Spostamento', noPengalihan: 'N. Spostamento', status: 'Stato', validBy: 'Validato Da', validasi: 'Valida', tolak: 'Rifiuta',
    konfirmasiValidasi: 'Validare lo spostamento {{no}} di {{jumlah}}?', konfirmasiTolak: 'Rifiutare lo spostamento {{no}}?',
    statuses: { ALL: 'TUTTI', OPEN: 'IN ATTESA', VALID: 'VALIDO', TOLAK: 'RIFIUTATO' },
  },
  reports: {
    nonCashTitle: 'REPORT TRANSAZIONI NON IN CONTANTI', cashTitle: 'REPORT TRANSAZIONI IN CONTANTI', gesekTitle: 'REPORT PRELIEVI CON CARTA',
    jenis: 'Tipo', jenisOptions: { ALL: 'TUTTI', DEBET: 'DEBITO', CREDIT: 'CREDITO', TRANSFER: 'BONIFICO' }, noRekening: 'N. Conto', semua: 'TUTTI',
    namaBank: 'Banca', fee: 'Commissione', jumlahGesek: 'Importo Addebitato (Rp)', mode: 'Tipo Di Report', modes: { REKAP: 'RIEPILOGO', DETAIL: 'DETTAGLIO' },
    kasir: 'Cassiere', jumlahTransaksi: 'Transazioni', nonCashFailed: "Errore durante l'invio dei dati",
  },
  /** /validasi-non-cash (VALIDASI_NON_CASH_MODULE, issue 36) */
  nonCash: {
    title: "Convalida Pagamenti Non in Contanti",
    hint: "Pagamenti con carta e bonifico in attesa di confronto con l'estratto conto. Una volta convalidato, il pagamento conta nel saldo della banca.",
    noFaktur: "N. Documento",
    customer: "Cliente",
    jumlahBayar: "Importo Pagato",
    fee: "Commissione",
    jumlahGesek: "Importo In Banca",
    validasi: "Convalida",
    modalTitle: "Convalida {{no}}",
    expected: "Confronta con l'estratto conto di {{bank}}",
    noReferensi: "Riferimento Bancario",
    jumlahRekeningKoran: "Importo In Estratto Conto",
    referensiRequired: "Il riferimento bancario è obbligatorio",
    jumlahRequired: "L'importo dell'estratto conto è obbligatorio",
  },
};
