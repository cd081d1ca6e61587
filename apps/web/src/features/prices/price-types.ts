import type { GlobalPriceRow, HargaEmasGroupRow, HargaEmasRow } from '@emas/domain';

/** GET parameter-harga-emas: the date asked (the active date by default) and each group's price in force. */
export type HargaEmasList = { tanggal: string; groups: HargaEmasGroupRow[] };

/** GET / PUT parameter-harga-emas/global. */
export type GlobalPrice = { nominal: number; current: GlobalPriceRow | null; harga: HargaEmasRow[] };

/** Query keys of the price screens start with the owner of the price references, so one invalidation refreshes all. */
export const PRICE_OWNER = 'harga-emas';
