/** Shared words (Italian). Same keys as ../id/common.ts. */
export const common = {
  appName: 'Emas',
  yes: 'Sì',
  no: 'No',
  ok: 'OK',
  cancel: 'Annulla',
  activate: 'Attiva',
  save: 'Salva Dati',
  saving: 'Salvataggio in corso',
  close: 'Chiudi',
  loading: 'Caricamento...',
  retry: 'Ricarica',
  back: 'Indietro',
  search: 'Cerca',
  errorTitle: 'Ops!!',
  successTitle: 'Operazione riuscita',
  infoTitle: 'Info',
  warningTitle: 'Attenzione',
  timeout: 'Problema di connessione..',
  noResponse: 'Problema di Connessione',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: 'Data di nascita',
} as const;
