/**
 * Repair services (issue 21): a customer's pieces taken in for repair, a craftsman, a due date and a
 * deposit; OPEN (taken in) -> DONE (back from the craftsman, weight out recorded) -> CLOS (picked up and
 * paid) or CANC (cancelled, the deposit given back).
 */
export const SERVICE_STATUSES = ['OPEN', 'DONE', 'CLOS', 'CANC'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Document number prefix: SV-BDG-261126-000001. */
export const SERVICE_PREFIX = 'SV' as const;

/** Pieces of one repair ticket. */
export const SERVICE_MAX_LINES = 20;
/** Repair descriptions per piece. */
export const SERVICE_MAX_DESKRIPSI = 10;

/** The cash ledger kinds of a repair (spaced, as the other kinds of KAS_KATEGORI). */
export const SERVICE_KAS_KATEGORI = { deposit: 'SERVICE', pickUp: 'SERVICE AMBIL', cancel: 'BATAL SERVICE' } as const;

/** Chart call types (spec 001 §7: service/chart?type=today). */
export const SERVICE_CHART_TYPES = ['today'] as const;

/** The report filter of the Laporan Transaksi Service: every repair of the period, or of one status. */
export const SERVICE_REPORT_STATUS = ['ALL', ...SERVICE_STATUSES] as const;
