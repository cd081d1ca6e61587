/** Shared words (English, the fallback language). Same keys as ../id/common.ts. */
export const common = {
  appName: 'Emas',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  cancel: 'Cancel',
  activate: 'Activate',
  save: 'Save Data',
  saving: 'Saving',
  close: 'Close',
  loading: 'Loading...',
  retry: 'Reload',
  back: 'Back',
  search: 'Search',
  errorTitle: 'Oops!!',
  successTitle: 'Success',
  infoTitle: 'Info',
  warningTitle: 'Warning',
  timeout: 'Connection problem..',
  noResponse: 'Connection Problem',
  /** a customer's birth date (optional on receipts, pawn loans, orders, repairs) */
  birthDate: 'Date of Birth',
} as const;
