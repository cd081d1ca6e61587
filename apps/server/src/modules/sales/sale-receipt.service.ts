import { kadarTextToHundredths, mgToWeightString, SALES_MESSAGES, type DiamondLineInfo, type ReceiptPayment, type SaleGroupedRow, type SaleReceipt } from '@emas/domain';
import { diamondsOf } from '../berlian/berlian-counter.repository';
import { storedDiamondInfo } from '../berlian/berlian-pricing';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toReceiptApprovals, toReceiptPayment } from '../counter/counter-receipt';
import * as settingsRepo from '../settings/settings.repository';
import * as pointsRepo from '../points/poin-ledger.repository';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

/** What a receipt shows of its header, lines and payments: read back, or held by the save that wrote them. */
export type ReceiptHeaderFields = Pick<
  repo.SaleHeaderRow,
  | 'no_faktur_group'
  | 'kode_toko'
  | 'tgl_system'
  | 'created_at'
  | 'input_by'
  | 'kode_sales'
  | 'nama_sales'
  | 'nama_customer'
  | 'alamat_customer'
  | 'no_hp'
  | 'keterangan'
  | 'kode_member'
  | 'status'
  | 'valid'
  | 'valid_by'
  | 'diskon'
  | 'total_berat'
  | 'total_harga'
  | 'grand_total'
  | 'total_bayar'
  | 'kembalian'
  | 'total_batal'
  | 'alasan_batal'
  | 'batal_by'
  | 'batal_at'
  | 'otorisasi'
  | 'no_titip'
  | 'titip_dp'
  | 'no_faktur_beli'
>;
type ReceiptLineFields = Pick<
  repo.SaleLineRow,
  | 'no_faktur_jual'
  | 'kode_barcode'
  | 'nama_barang'
  | 'kode_group'
  | 'kode_dept'
  | 'kadar'
  | 'berat'
  | 'jenis'
  | 'jenis_harga'
  | 'kode_gudang'
  | 'kode_baki'
  | 'harga_per_gram'
  | 'ongkos'
  | 'harga_hitung'
  | 'harga'
  | 'jumlah'
  | 'status'
> & { /** a diamond line's price parts and stones (issue 34) */ info?: DiamondLineInfo | null };
type TradedInLine = Awaited<ReturnType<typeof repo.listTradedInLines>>[number];

/** The columns of a counter sale's header that its save leaves to their defaults (migration 0007). */
export const NEW_SALE_DEFAULTS = {
  status: 'AKTIF',
  total_batal: 0,
  valid: false,
  valid_by: null,
  alasan_batal: null,
  batal_by: null,
  batal_at: null,
  no_titip: null,
  titip_dp: 0,
  no_faktur_beli: null,
} as const satisfies Partial<ReceiptHeaderFields>;

export async function getReceipt(db: Db, kodeToko: string, no: string): Promise<SaleReceipt> {
  // the parts are read together: one wait instead of four
  const [header, toko, lines, payments] = await Promise.all([
    repo.findSale(db, kodeToko, no),
    settingsRepo.findToko(db, kodeToko),
    repo.listSaleLines(db, kodeToko, no),
    repo.listSalePayments(db, kodeToko, no),
  ]);
  if (!header) throw notFound(SALES_MESSAGES.saleNotFound);
  const [traded, poin] = await Promise.all([
    header.no_faktur_beli ? repo.listTradedInLines(db, kodeToko, header.no_faktur_beli) : [],
    header.kode_member ? pointsRepo.receiptPoints(db, header.kode_member, 'PENJUALAN', header.no_faktur_group) : null,
  ]);
  // a diamond line prints its stones: the piece's stone lines, the price parts and certificate the line kept
  const diamondCodes = lines.filter((l) => l.berlian).map((l) => l.kode_barcode);
  const stones = diamondCodes.length ? await diamondsOf(db, kodeToko, diamondCodes, String(header.tgl_system)) : new Map();
  const withInfo = lines.map((l) => (l.berlian ? { ...l, info: storedDiamondInfo(l, stones.get(l.kode_barcode) ?? null) } : l));
  const receipt = toSaleReceipt(header, { nama_toko: toko?.nama_toko ?? '', alamat_toko: toko?.alamat_toko ?? '' }, withInfo, payments.map(toReceiptPayment), traded);
  // a member's receipt only: a walk-in receipt answers as it always did
  return poin ? { ...receipt, poin } : receipt;
}

/** The automatic discounts inside a receipt's diskon (migration 0045): shown as their own lines when there are any. */
type DiscountFields = Partial<Pick<repo.SaleHeaderRow, 'kode_kupon' | 'diskon_kupon' | 'diskon_kategori'>>;
function saleDiscountFields(h: DiscountFields): Pick<SaleReceipt, 'kode_kupon' | 'diskon_kupon' | 'diskon_kategori'> {
  return { kode_kupon: h.kode_kupon ?? null, diskon_kupon: Number(h.diskon_kupon ?? 0), diskon_kategori: Number(h.diskon_kategori ?? 0) };
}

export function toSaleReceipt(
  header: ReceiptHeaderFields & DiscountFields,
  toko: { nama_toko: string; alamat_toko: string },
  lines: readonly ReceiptLineFields[],
  pembayaran: ReceiptPayment[],
  traded: readonly TradedInLine[],
): SaleReceipt {
  return {
    no_faktur_group: header.no_faktur_group,
    kode_toko: header.kode_toko,
    nama_toko: toko.nama_toko,
    alamat_toko: toko.alamat_toko,
    tgl_system: header.tgl_system,
    created_at: new Date(header.created_at).toISOString(),
    input_by: header.input_by,
    kode_sales: header.kode_sales,
    nama_sales: header.nama_sales,
    nama_customer: header.nama_customer,
    alamat_customer: header.alamat_customer,
    no_hp: header.no_hp,
    keterangan: header.keterangan,
    kode_member: header.kode_member,
    status: header.status,
    valid: header.valid,
    valid_by: header.valid_by,
    diskon: Number(header.diskon),
    ...saleDiscountFields(header),
    total_berat: mgToWeightString(mgOf(header.total_berat)),
    total_harga: Number(header.total_harga),
    grand_total: Number(header.grand_total),
    total_bayar: Number(header.total_bayar),
    kembalian: Number(header.kembalian),
    total_batal: Number(header.total_batal),
    alasan_batal: header.alasan_batal,
    batal_by: header.batal_by,
    batal_at: header.batal_at ? new Date(header.batal_at).toISOString() : null,
    detail: lines.map(toReceiptLine),
    pembayaran,
    otorisasi: toReceiptApprovals(header.otorisasi),
    titip: header.no_titip ? { no_titip: header.no_titip, dp: Number(header.titip_dp) } : null,
    tukar: header.no_faktur_beli ? tradeInOf(header.no_faktur_beli, traded) : null,
  };
}

function toReceiptLine(l: ReceiptLineFields): SaleReceipt['detail'][number] {
  return { no_faktur_jual: l.no_faktur_jual, ...storedLineFields(l), jenis: l.jenis, jumlah: l.jumlah, status: l.status, ...(l.info ? { berlian: l.info } : {}) };
}

type StoredLine = Pick<
  ReceiptLineFields,
  'kode_barcode' | 'nama_barang' | 'kode_group' | 'kode_dept' | 'kadar' | 'berat' | 'jenis_harga' | 'kode_gudang' | 'kode_baki' | 'harga_per_gram' | 'ongkos' | 'harga_hitung' | 'harga'
>;

/** A stored document line (a sale line, a layaway line) as a receipt shows it. */
export function storedLineFields(l: StoredLine) {
  return {
    kode_barcode: l.kode_barcode,
    nama_barang: l.nama_barang,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: kadarTextToHundredths(l.kadar) / 100,
    berat: mgToWeightString(mgOf(l.berat)),
    jenis_harga: l.jenis_harga,
    kode_gudang: l.kode_gudang,
    kode_baki: l.kode_baki,
    harga_per_gram: Number(l.harga_per_gram),
    ongkos: Number(l.ongkos),
    harga_hitung: Number(l.harga_hitung),
    harga: Number(l.harga),
  };
}

/** The pieces a trade-in receipt took in (its buy-back's lines). */
function tradeInOf(noFakturBeli: string, traded: readonly TradedInLine[]): NonNullable<SaleReceipt['tukar']> {
  return {
    no_faktur_beli: noFakturBeli,
    total: traded.reduce((t, l) => t + Number(l.harga), 0),
    detail: traded.map((l) => ({
      no_faktur_beli: l.no_faktur_beli,
      nama_barang: l.nama_barang,
      kode_group: l.kode_group,
      kadar: kadarTextToHundredths(l.kadar) / 100,
      berat: mgToWeightString(mgOf(l.berat)),
      harga: Number(l.harga),
    })),
  };
}

/** The lines of a receipt per group (the grouped receipt). */
export function groupedLines(receipt: SaleReceipt): SaleGroupedRow[] {
  const map = new Map<string, { kode_group: string; kadar: number; jumlah: number; mg: number; harga: number }>();
  for (const l of receipt.detail) {
    if (l.status !== 'AKTIF') continue;
    const g = map.get(l.kode_group) ?? { kode_group: l.kode_group, kadar: l.kadar, jumlah: 0, mg: 0, harga: 0 };
    g.jumlah += l.jumlah;
    g.mg += mgOf(l.berat);
    g.harga += l.harga;
    map.set(l.kode_group, g);
  }
  return [...map.values()].map((g) => ({ kode_group: g.kode_group, kadar: g.kadar, jumlah: g.jumlah, total_berat: mgToWeightString(g.mg), total_harga: g.harga }));
}
