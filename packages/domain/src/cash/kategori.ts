/**
 * The kinds (kategori) of the money ledger kas_mutasi, agreed across issue 18 (cash book, kirim uang,
 * closing, journals): the spaced forms are the stored values, byte for byte.
 */
export const KAS_KATEGORI = [
  'PENJUALAN',
  'BATAL PENJUALAN',
  'TITIP',
  /** paying off a layaway at the counter (the rest after the down payment) */
  'PELUNASAN TITIP',
  'BATAL TITIP',
  'PEMBELIAN',
  'BATAL PEMBELIAN',
  /** manual cash in/out with a transaction code (/master-kode-transaksi, jenis MASUK / KELUAR) */
  'KAS MASUK',
  'KAS KELUAR',
  /** card cash-out: the bank account receives what the card is charged, the drawer pays out the rest after the fee */
  'GESEK TUNAI',
  /** the card surcharge of a document paid by card (what the card is charged over the amount paid), into the same
   * bank account, and its reversal when the document is cancelled (card-surcharge.ts) */
  'FEE KARTU',
  'BATAL FEE KARTU',
  /** moving money between the store's own accounts: one row out of the origin, one row in to the destination */
  'MUTASI UANG BANK',
  'MUTASI UANG CASH',
  /** a balance move validated by a supervisor */
  'PENGALIHAN SALDO',
  /** sent to head office (out of the sender's account when sent) / received (into the receiver's) */
  'KIRIM UANG',
  'TERIMA UANG',
  /** pawn loans (later) */
  'HUTANG',
  'HUTANG LUNAS',
  /** the interest and the admin fee of a loan's payment, apart from its principal (each posts to its own income account) */
  'BUNGA HUTANG',
  'BIAYA HUTANG',
  /** customer orders (issue 21): the deposit, the rest paid on pick-up, the deposit given back on a cancel */
  'DP PESANAN',
  'PELUNASAN PESANAN',
  'BATAL PESANAN',
  /** repair services (issue 21): the deposit at intake, the payment at pick-up, the deposit given back */
  'SERVICE',
  'SERVICE AMBIL',
  'BATAL SERVICE',
  /** a member's points cashed out of the drawer (issue 32) and its reversal: a sales adjustment, apart from PENJUALAN */
  'CASHBACK',
  'BATAL CASHBACK',
  /** instalment plans (issue 33): the down payment, instalments, early settlement and the refund on a cancel or a
   * default (the original's rule: harga_jual_cicil - sisa_bayar = DP + BAYAR + PELUNASAN CEPAT - BATAL), and the
   * late fees and admin fee, income apart */
  'DP CICILAN',
  'BAYAR CICILAN',
  'PELUNASAN CEPAT CICILAN',
  'BATAL CICILAN',
  'DENDA CICILAN',
  'ADMIN CICILAN',
  /** manual stock (issue 35): goods sold and bought by weight and count, without a barcode per piece */
  'PENJUALAN MANUAL',
  'PEMBELIAN MANUAL',
  /** marketplace module: a payout from a marketplace's balance into a bank account (out of the marketplace, in to the
   * bank, through the transit account), and the marketplace's fee kept from it (its own expense account) */
  'PENCAIRAN MARKETPLACE',
  'BIAYA MARKETPLACE',
  /** the opening balance of a drawer or a bank account, against the owner's capital (the demo chain opens with it) */
  'SALDO AWAL',
] as const;
export type KasKategori = (typeof KAS_KATEGORI)[number];

export function isKasKategori(value: unknown): value is KasKategori {
  return typeof value === 'string' && (KAS_KATEGORI as readonly string[]).includes(value);
}

/** The underscored names rows and code used before issue 18 (migration 0011 renames the rows). */
export const KAS_KATEGORI_RENAMED = {
  BATAL_PENJUALAN: 'BATAL PENJUALAN',
  PELUNASAN_TITIP: 'PELUNASAN TITIP',
  BATAL_TITIP: 'BATAL TITIP',
  BATAL_PEMBELIAN: 'BATAL PEMBELIAN',
} as const satisfies Record<string, KasKategori>;

/** Where money of a ledger row sits: the drawer, a bank account, a marketplace balance, or (non-cash validation
 * module, issue 36) a card or transfer payment to a bank account not yet validated against the bank statement. */
export const KAS_JENIS = ['CASH', 'BANK', 'MARKETPLACE', 'NON_TUNAI'] as const;
export type KasJenis = (typeof KAS_JENIS)[number];

/** Kinds a customer's money comes in or goes out by (what the conservation law lets change the total). */
export const CUSTOMER_KATEGORI: readonly KasKategori[] = [
  'PENJUALAN',
  'BATAL PENJUALAN',
  'TITIP',
  'PELUNASAN TITIP',
  'BATAL TITIP',
  'PEMBELIAN',
  'BATAL PEMBELIAN',
  'GESEK TUNAI',
  'FEE KARTU',
  'BATAL FEE KARTU',
  'DP PESANAN',
  'PELUNASAN PESANAN',
  'BATAL PESANAN',
  'CASHBACK',
  'BATAL CASHBACK',
  'DP CICILAN',
  'BAYAR CICILAN',
  'PELUNASAN CEPAT CICILAN',
  'BATAL CICILAN',
  'DENDA CICILAN',
  'ADMIN CICILAN',
  'PENJUALAN MANUAL',
  'PEMBELIAN MANUAL',
];

/** Kinds that only move money between the store's own accounts: their rows sum to zero per document. */
export const INTERNAL_KATEGORI: readonly KasKategori[] = ['MUTASI UANG BANK', 'MUTASI UANG CASH', 'PENGALIHAN SALDO'];
