/**
 * Pawn loans (gadai / hutang, issue 20): statuses, document prefixes, kinds of the pledge vault ledger.
 */

/** Document prefix of a loan (no_faktur_hutang HT-BDG-261126-000001) and of its payments (BH-...). */
export const PAWN_PREFIX = 'HT' as const;
export const PAWN_PAYMENT_PREFIX = 'BH' as const;

/**
 * AKTIF: open (the pieces are in the vault); LUNAS: redeemed; LELANG: auctioned; BATAL: the loan itself
 * was cancelled. A redemption cancelled on its day puts the loan back to AKTIF.
 */
export const PAWN_STATUSES = ['AKTIF', 'LUNAS', 'LELANG', 'BATAL'] as const;
export type PawnStatus = (typeof PAWN_STATUSES)[number];

/** The search filter of /lihat-hutang: the stored statuses plus the derived ones of an open loan. */
export const PAWN_SEARCH_STATUSES = ['SEMUA', 'AKTIF', 'JATUH_TEMPO', 'TELAT', 'LUNAS', 'LELANG', 'BATAL'] as const;
export type PawnSearchStatus = (typeof PAWN_SEARCH_STATUSES)[number];

/** Payments on a loan: interest only, renewal (peremajaan), part of the principal, redemption, auction, and the cancellation of a redemption or an auction. */
export const PAWN_PAYMENT_KINDS = ['BUNGA', 'PEREMAJAAN', 'CICIL_POKOK', 'TEBUS', 'BATAL_TEBUS', 'LELANG', 'BATAL_LELANG'] as const;
export type PawnPaymentKind = (typeof PAWN_PAYMENT_KINDS)[number];

/** How an auctioned loan's pieces leave the vault: sold (cash in at the auction price) or into the shop's stock as new items. */
export const PAWN_AUCTION_WAYS = ['JUAL', 'STOK'] as const;
export type PawnAuctionWay = (typeof PAWN_AUCTION_WAYS)[number];

/** Pledge vault ledger kinds: a piece comes in with its loan, goes back to the customer, is auctioned, or comes back when a redemption or an auction is cancelled. */
export const VAULT_KINDS = ['MASUK', 'TEBUS', 'BATAL_TEBUS', 'LELANG', 'BATAL_LELANG'] as const;
export type VaultKind = (typeof VAULT_KINDS)[number];

/** The kas_mutasi sub_kategori of each money row of a loan. */
export const PAWN_SUB_KATEGORI = {
  pinjam: 'PINJAMAN',
  bunga: 'BAYAR BUNGA',
  peremajaan: 'PEREMAJAAN',
  cicilPokok: 'CICIL POKOK',
  tebus: 'PENEBUSAN',
  batalTebus: 'BATAL PENEBUSAN',
  lelang: 'LELANG',
  batalLelang: 'BATAL LELANG',
} as const;

/**
 * The money of a payment is split by what it pays, so each part posts to its own account: the principal
 * (HUTANG LUNAS: pledge receivable), the interest (BUNGA HUTANG: interest income 4-1300) and the admin fee
 * (BIAYA HUTANG: fee income 4-1200).
 */
export const PAWN_KAS_KATEGORI = { pokok: 'HUTANG LUNAS', bunga: 'BUNGA HUTANG', biaya: 'BIAYA HUTANG' } as const;

/** Where the pieces of a loan auctioned into stock are posted (no money moves): stock at its appraisal, the principal off the pledge receivable, the rest other income. */
export const PAWN_AUCTION_ACCOUNTS = { persediaan: '1-1500', piutangGadai: '1-1600', pendapatanLain: '4-1900' } as const;

/** Interest periods the bands may use (spec: 15 days or a month). */
export const PERIOD_DAYS = [15, 30] as const;

/** How the appraisal is priced (para-hutang-pokok): the group's buy price, or its sell price (a gold-price mode). */
export const DASAR_TAKSIRAN = ['HARGA_BELI', 'HARGA_JUAL'] as const;
export type DasarTaksiran = (typeof DASAR_TAKSIRAN)[number];

/** Defaults when a store has no para-hutang-pokok row in force. */
export const PAWN_DEFAULTS = { lamaPinjam: 120, masaTenggang: 7, pembulatan: 100, dasarTaksiran: 'HARGA_BELI' as DasarTaksiran, jatuhTempoSegeraHari: 7 } as const;

/** Purity of a pledged piece may not be above 100 (spec 000 §5, debt). */
export const PAWN_KADAR_MAX = 100;
