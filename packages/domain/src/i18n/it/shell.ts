/** Texts of the application shell (Italian). Same keys as ../id/shell.ts. */
export const shell = {
  menu: {
    master: 'Dati Anagrafici',
    barang: 'Articoli',
    penjualan: 'Vendite',
    pesanan: 'Ordini',
    pembelian: 'Acquisti',
    service: 'Riparazioni',
    hutang: 'Prestiti',
    validasi: 'Convalida',
    laporan: 'Report',
    utility: 'Utilità',
    member: 'Membri',
    katalog: 'Catalogo',
  },
  languages: {
    id: 'Bahasa Indonesia',
    en: 'English',
    it: 'Italiano',
    hk: '繁體中文',
    my: 'Bahasa Melayu',
    jp: '日本語',
  },
  home: 'Home',
  sidebar: 'Menu principale',
  allMenu: 'Tutti i Menu {{group}}',
  menuCount: 'Menu: {{count}}',
  showSidebar: 'Mostra menu',
  hideSidebar: 'Nascondi menu',
  minifySidebar: 'Riduci menu',
  expandSidebar: 'Espandi menu',
  openMobileMenu: 'Apri menu',
  moreMenu: 'Altri menu',
  userPanel: 'Info utente',
  back: 'Indietro',
  language: 'Lingua',
  pickStore: 'Seleziona Negozio',
  store: 'Negozio',
  user: 'Utente',
  level: 'Livello',
  activeDate: 'Data Attiva',
  changePassword: 'Cambia Password',
  logout: 'Esci',
  logoutConfirm: 'Vuoi uscire?',
  logoutSuccess: 'Disconnessione Effettuata',
  version: 'Versione {{version}}',
  terms: 'Termini e Condizioni',
  privacy: 'Informativa sulla Privacy',
  offlineTitle: 'Connessione Interrotta',
  offline: 'Sembra che la connessione a internet sia stata persa',
  onlineTitle: 'Connessione Ripristinata',
  backOnline: 'La connessione è tornata. Puoi usare di nuovo il sito.',
  reload: 'Ricarica',
  later: 'Più tardi',
  loading: 'Caricamento dati in corso',
  progressTitle: 'Elaborazione Dati in Corso',
  progressCount: '{{done}} di {{total}}',
  progressSentFailed: 'Inviati {{sent}}, non riusciti {{failed}}, restanti {{left}}',
  tasks: { promo: 'Invio della promozione WhatsApp ai clienti' },
  settingsChanged: 'Le impostazioni del negozio sono state modificate. Ricaricare la pagina per usare le nuove impostazioni?',
  sessionEndedTitle: 'Sessione Terminata',
  welcome: 'Benvenuto, {{name}}',
  welcomeText: 'Scegli un menu qui sotto o nella barra laterale per iniziare a lavorare.',
  homeNoMenu:
    'Non ci sono ancora menu che puoi aprire. Contatta un supervisore o il titolare del negozio per ottenere i permessi di accesso.',
  submenuEmpty: 'In questo gruppo non ci sono menu che puoi aprire.',
  backHome: 'Torna alla Home',
  notFoundCode: '404',
  notFoundTitle: 'Pagina Non Trovata',
  notFoundText: 'La pagina che cerchi non esiste oppure non hai accesso a questa pagina.',
  backToLogin: 'Torna alla pagina di accesso',
  updatedAt: 'Ultimo aggiornamento: 1 giugno 2025',
  landing: {
    title: 'Emas',
    tagline: 'Back office e punto vendita per catene di negozi di oro e gioielli',
    intro:
      "Un'unica applicazione per la sede centrale e tutte le filiali, dalla pesatura dei vassoi al mattino alla chiusura del negozio la sera.",
    start: 'Inizia a Lavorare',
    features: {
      penjualan: {
        title: 'Vendite e Acquisti',
        body: 'Ricevute di vendita e di acquisto con prezzo al grammo, titolo e costo di lavorazione secondo i parametri del negozio.',
      },
      stok: {
        title: 'Magazzino e Vassoi',
        body: 'Articoli con codice a barre per vassoio e magazzino, trasferimenti di articoli, pesatura dei vassoi e inventario.',
      },
      hutang: {
        title: 'Prestiti e Rate',
        body: "Prestiti su pegno d'oro con interessi, riscatto, aste e pagamenti rateali dei clienti.",
      },
      laporan: {
        title: 'Report',
        body: "Dai report giornalieri alle analisi mensili, pronti per l'esportazione in PDF ed Excel.",
      },
      pusat: {
        title: 'Sede e Filiali',
        body: 'La sede centrale sceglie il negozio da controllare, invia e riceve denaro e merce tra le filiali.',
      },
      akses: {
        title: 'Permessi di Accesso',
        body: 'Il menu di ogni dipendente segue il livello e i permessi di accesso impostati dal titolare del negozio.',
      },
    },
  },
  termsPage: {
    title: 'Termini e Condizioni',
    intro:
      "I presenti termini e condizioni regolano l'uso dell'applicazione di back office e punto vendita Emas da parte dei dipendenti registrati dei negozi di oro e gioielli.",
    sections: {
      akun: {
        title: 'Account Utente',
        body: 'Ogni dipendente usa il proprio user ID e la propria password. Uno user ID può essere usato in una sola sessione alla volta. Non comunicare la password ad altri; tutte le transazioni registrate con il tuo user ID sono sotto la tua responsabilità.',
      },
      akses: {
        title: 'Permessi di Accesso',
        body: 'I menu che si possono aprire dipendono dal livello e dai permessi di accesso concessi dal titolare o dal supervisore. Non è consentito aprire funzioni al di fuori dei propri permessi e ogni tentativo viene respinto dal sistema.',
      },
      transaksi: {
        title: 'Transazioni e Documenti',
        body: "Vendite, acquisti, ordini, riparazioni e prestiti sono registrati con numeri di fattura progressivi. Le transazioni salvate non vengono cancellate; un annullamento richiede una motivazione e un'autorizzazione e viene registrato nella traccia di audit.",
      },
      harga: {
        title: 'Prezzo, Peso e Titolo',
        body: "Il prezzo dell'oro, il peso (grammi con tre decimali) e il titolo inseriti devono corrispondere all'articolo fisico e ai parametri di prezzo in vigore nel negozio alla data attiva.",
      },
      tutup: {
        title: 'Chiusura del Negozio',
        body: 'La data attiva del negozio cambia solo tramite la procedura di chiusura del negozio. Prima di chiudere il negozio, assicurati che tutte le transazioni e la cassa della giornata siano state controllate.',
      },
      perubahan: {
        title: 'Modifiche ai Termini',
        body: "Il titolare dell'attività può modificare questi termini in qualsiasi momento. La versione più recente è sempre disponibile in questa pagina.",
      },
    },
  },
  privacyPage: {
    title: 'Informativa sulla Privacy',
    intro:
      "La presente informativa spiega quali dati conserva l'applicazione Emas, per quali scopi vengono usati e come vengono protetti.",
    sections: {
      data: {
        title: 'Dati Conservati',
        body: "L'applicazione conserva i dati dei dipendenti (user ID, nome, livello, negozio), i dati di clienti e membri (nome, indirizzo, numero di telefono, data di nascita), i dati delle transazioni e le registrazioni di accesso e uscita dall'applicazione con il relativo indirizzo IP.",
      },
      penggunaan: {
        title: 'Uso dei Dati',
        body: 'I dati sono usati per registrare le transazioni, stampare ricevute e report, calcolare i punti dei membri, inviare informazioni promozionali ai clienti che hanno accettato di riceverle e verificare la sicurezza degli accessi.',
      },
      keamanan: {
        title: 'Sicurezza',
        body: "Le password sono conservate come hash e nessuno può leggerle. Le sessioni di accesso usano token che il titolare può revocare. I dati sul dispositivo sono offuscati e cancellati all'uscita dall'applicazione.",
      },
      berbagi: {
        title: 'Condivisione dei Dati',
        body: "I dati non vengono venduti a terzi. Sono condivisi solo tra la sede centrale e le filiali della stessa catena di negozi, oppure con i fornitori di servizi usati dal negozio (ad esempio l'invio di messaggi WhatsApp) nella misura necessaria.",
      },
      hak: {
        title: 'Diritti dei Clienti',
        body: 'I clienti possono chiedere al negozio di consultare, correggere o cancellare i propri dati, ad eccezione dei dati delle transazioni che devono essere conservati per la contabilità.',
      },
      kontak: {
        title: 'Contatti',
        body: "Le domande su questa informativa possono essere rivolte al titolare o all'amministratore del negozio in cui fai acquisti o lavori.",
      },
    },
  },
} as const;
