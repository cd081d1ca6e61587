/**
 * Orders (pesanan) and pre-orders (issue 21 part 1; spec 000 §2 Orders, §4, §6, §7, §8, §9; spec 001 §3,
 * §7, §8, §9). Shared by the server and the web screens.
 */

/** OPEN: taken; DONE: the piece came back (real weight, price, an item reserved); FINISH: picked up; BATAL: cancelled. */
export const ORDER_STATUSES = ['OPEN', 'DONE', 'FINISH', 'BATAL'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** KUNCI: the gold price in force when ordered, locked; AMBIL: the price on the day the piece is finished and picked up. */
export const ORDER_PRICE_BASES = ['KUNCI', 'AMBIL'] as const;
export type OrderPriceBasis = (typeof ORDER_PRICE_BASES)[number];

/** Document number prefixes: order, pre-order. */
export const ORDER_PREFIX = { PESANAN: 'PS', PRE_ORDER: 'PO' } as const;

/** Para-system keys of the store's order rules. */
export const ORDER_SETTING_KEYS = {
  /** KUNCI or AMBIL */
  dasarHarga: 'PESANAN_DASAR_HARGA',
  /** percent of the deposit the shop keeps when an order is cancelled (0: all back, 100: all kept) */
  batalPotongan: 'BATAL_PESANAN_POTONGAN_PERSEN',
  /** smallest deposit, percent of the estimated price */
  minDp: 'PESANAN_MIN_DP_PERSEN',
} as const;

export const DEFAULT_ORDER_PRICE_BASIS: OrderPriceBasis = 'KUNCI';
export const DEFAULT_BATAL_PESANAN_POTONGAN_PERSEN = 0;
export const DEFAULT_PESANAN_MIN_DP_PERSEN = 0;

/** Pieces on one order. */
export const ORDER_MAX_LINES = 20;

/** Pre-orders (spec 000 §9): page size 50, page from 1, skip 0; the finished list asks limit 9999. */
export const PRE_ORDER_PAGE_SIZE = 50;
export const PRE_ORDER_FINISH_LIMIT = 9999;
/** Pre-order states; 'finish' is the filter of finished pre-orders (spec 000 §4). */
export const PRE_ORDER_STATUSES = ['open', 'finish', 'cancel'] as const;
export type PreOrderStatus = (typeof PRE_ORDER_STATUSES)[number];

/** Export file names of the order reports (spec 001 §9). */
export const ORDER_REPORT_FILES = { batal: 'LAPORAN BATAL PESANAN', barang: 'LAPORAN PESANAN BARANG' } as const;
