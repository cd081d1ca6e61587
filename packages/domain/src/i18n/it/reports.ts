/** Texts of the reports area (Italian). Same keys as ../id/reports.ts. */
export const reports = {
  auditLogin: {
    title: 'REPORT AUDIT ACCESSI',
    fileName: 'REPORT AUDIT ACCESSI',
    event: 'Evento',
    sortBy: 'Ordina Per',
    time: 'Data e Ora',
    user: 'User ID',
    store: 'Codice Negozio',
    address: 'Indirizzo IP',
    keterangan: 'Descrizione',
    events: {
      ALL: 'TUTTI',
      LOGIN: 'ACCESSO',
      LOGOUT: 'USCITA',
      LOGIN_GAGAL: 'ACCESSO NON RIUSCITO',
      LOGIN_DITOLAK: 'ACCESSO RIFIUTATO',
      SESI_DIAKHIRI: 'SESSIONE TERMINATA',
      GANTI_PASSWORD: 'CAMBIO PASSWORD',
      RESET_PASSWORD: 'REIMPOSTAZIONE PASSWORD',
    },
    sorts: {
      created_at: 'Data e Ora',
      user_id: 'User ID',
      event: 'Evento',
    },
  },
} as const;
