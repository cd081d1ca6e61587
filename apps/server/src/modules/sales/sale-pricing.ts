import {
  barcodeNotFoundMessage,
  diamondBelowCost,
  isDiamondItem,
  kadarTextToHundredths,
  mgToWeightString,
  needsDiscountApproval,
  priceRefusal,
  priceSaleLine,
  SALES_MESSAGES,
  saleFloor,
  type ApprovalOperation,
  type DiamondLineInfo,
} from '@emas/domain';
import { priceDiamondItem } from '../berlian/berlian-pricing';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { StatementValue } from '../../db/one-statement';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { StoreContext } from '../counter/counter-context';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

export type PricedItem = {
  item: repo.SaleItemRow;
  beratMg: number;
  kadar: number;
  hargaPerGram: number;
  hargaBeliPerGram: number;
  ongkos: number;
  /** price of the line for `jumlah` pieces */
  hargaHitung: number;
  floor: number;
  tglHarga: string | null;
  /** a diamond piece with stones (module on): how its price was made, its stones and certificate */
  berlian: DiamondLineInfo | null;
  /** a diamond piece's cost (the 'diamond below cost' floor); null: not a diamond piece or no cost known */
  modal: number | null;
};

/**
 * Why an item cannot go on a receipt (or a layaway), or null: unknown, not READY in a tray of the
 * store (sold: 'sudah terjual'), reserved by a customer of the web store, a diamond while the diamond module is off.
 */
export function sellRefusal(code: string, item: repo.SaleItemRow | undefined, ctx: StoreContext, allowStatus: 'READY' | 'TITIP' = 'READY'): string | null {
  if (!item) return barcodeNotFoundMessage(code);
  if (item.status === 'TERJUAL') return SALES_MESSAGES.alreadySold(code);
  if (item.dipesan_online) return SALES_MESSAGES.reservedOnline(code);
  if (item.status !== allowStatus) return SALES_MESSAGES.notSellable(code, item.status);
  if (!item.kode_baki) return SALES_MESSAGES.notInTray(code);
  if (!ctx.diamondOn && isDiamondItem(item)) {
    return SALES_MESSAGES.diamondModuleOff;
  }
  return null;
}

/**
 * Price of an item for `jumlah` pieces (GRAM: group price x weight + ongkos, rounded; BANDROL/AKSESORIS
 * fixed). The group's price comes with the item (`itemsForSale`); a missing or stale one is a 400.
 */
export function priceItem(ctx: StoreContext, item: repo.SaleItemRow, jumlah: number, field = 'kode_barcode'): PricedItem {
  const beratMg = mgOf(item.berat);
  const hargaJual = Number(item.harga_jual);
  const ongkos = Number(item.ongkos);
  let hargaPerGram = 0;
  let hargaBeliPerGram = 0;
  let tglHarga: string | null = null;
  if (item.jenis_harga === 'GRAM') {
    const refusal = priceRefusal(item.kode_group, item.tgl_harga, ctx.tglSystem, ctx.modules);
    if (refusal) throw badRequest(refusal, { [field]: refusal });
    hargaPerGram = Number(item.harga_jual_gram);
    hargaBeliPerGram = Number(item.harga_beli_gram);
    tglHarga = item.tgl_harga;
  }
  let hargaHitung = priceSaleLine({ jenis_harga: item.jenis_harga, beratMg, hargaPerGram, ongkos, harga_jual: hargaJual, jumlah, unit: ctx.unit, down: ctx.down });
  let floor = saleFloor({ jenis_harga: item.jenis_harga, beratMg, hargaBeliPerGram, harga_jual: hargaJual, jumlah });
  let berlian: DiamondLineInfo | null = null;
  let modal: number | null = null;
  if (item.berlian && ctx.diamondOn && isDiamondItem(item)) {
    // a diamond piece: gold on its net weight + stones on the grid + its making charge, or its tag price
    const priced = priceDiamondItem(item.berlian, { jenis_harga: item.jenis_harga, beratMg, hargaPerGram, ongkos, harga_jual: hargaJual }, ctx.unit);
    if ('error' in priced) throw badRequest(priced.error, { [field]: priced.error });
    hargaHitung = priced.total;
    berlian = priced.info;
    const cost = Number(item.berlian.modal ?? 0);
    if (cost > 0) {
      modal = cost;
      floor = cost;
    }
  }
  return {
    item,
    beratMg,
    kadar: kadarTextToHundredths(item.kadar) / 100,
    hargaPerGram,
    hargaBeliPerGram,
    ongkos: item.jenis_harga === 'GRAM' ? ongkos : 0,
    hargaHitung,
    floor,
    tglHarga,
    berlian,
    modal,
  };
}

/**
 * Locks the items (FOR UPDATE, barcode order) and prices them; any refusal is a 400 for its line.
 * `read` only reads them (with their row version), for a save that writes them only if unchanged.
 */
export async function lockAndPrice(
  trx: Db,
  ctx: StoreContext,
  lines: readonly { kode_barcode: string; jumlah: number }[],
  allowStatus: 'READY' | 'TITIP' = 'READY',
  mode: 'lock' | 'read' = 'lock',
): Promise<{ priced: PricedItem[]; locked: repo.SaleItemRow[] }> {
  const codes = lines.map((l) => l.kode_barcode);
  const locked = await (mode === 'lock' ? repo.lockItemsForSale(trx, ctx.kodeToko, codes, ctx.tglSystem) : repo.findItemsForSale(trx, ctx.kodeToko, codes, ctx.tglSystem));
  return { priced: priceLines(ctx, lines, locked, allowStatus), locked };
}

/** Prices the lines from their items' rows; any refusal is a 400 for its line. */
export function priceLines(ctx: StoreContext, lines: readonly { kode_barcode: string; jumlah: number }[], rows: readonly repo.SaleItemRow[], allowStatus: 'READY' | 'TITIP'): PricedItem[] {
  const items = new Map(rows.map((r) => [r.kode_barcode, r]));
  const out: PricedItem[] = [];
  for (const [i, line] of lines.entries()) {
    const item = items.get(line.kode_barcode);
    const refusal = sellRefusal(line.kode_barcode, item, ctx, allowStatus);
    if (refusal) throw badRequest(refusal, { [`detail.${i}.kode_barcode`]: refusal });
    if (item!.jenis_harga === 'AKSESORIS' && line.jumlah > item!.jumlah) {
      const message = `Stock aksesoris ${line.kode_barcode} tidak mencukupi, sisa ${item!.jumlah}`;
      throw badRequest(message, { [`detail.${i}.jumlah`]: message });
    }
    if (item!.jenis_harga !== 'AKSESORIS' && line.jumlah !== 1) {
      throw badRequest(SALES_MESSAGES.jumlahInvalid, { [`detail.${i}.jumlah`]: SALES_MESSAGES.jumlahInvalid });
    }
    out.push(priceItem(ctx, item!, line.jumlah, `detail.${i}.kode_barcode`));
  }
  return out;
}

/** `diskon` is the cashier's own discount; `automatic` the category discount and coupon, which count toward the limit but never need the approval alone. */
export function approvalsNeededForLines(ctx: StoreContext, lines: readonly (PricedItem & { harga: number })[], diskon: number, automatic = 0): ApprovalOperation[] {
  const needed: ApprovalOperation[] = [];
  const wants = (op: ApprovalOperation) => ctx.required.includes(op);
  if (wants('UBAH_HARGA') && lines.some((l) => l.harga !== l.hargaHitung)) needed.push('UBAH_HARGA');
  if (wants('DISKON') && needsDiscountApproval(diskon, automatic, ctx.diskonMaksimal)) needed.push('DISKON');
  // a diamond piece with a cost has its own rule below, always asked (spec 001 §6 'diamond below cost')
  if (wants('DIBAWAH_MODAL') && lines.some((l) => l.modal === null && l.harga < l.floor)) needed.push('DIBAWAH_MODAL');
  if (diamondBelowCost(lines.map((l) => ({ harga: l.harga, modal: l.modal })), diskon + automatic)) needed.push('BERLIAN_DIBAWAH_MODAL');
  return needed;
}

export function saleLineRow<N extends StatementValue = string>(kodeToko: string, noFaktur: N, noLine: N, urut: number, l: PricedItem & { harga: number; jumlah: number }) {
  return {
    kode_toko: kodeToko,
    no_faktur_jual: noLine,
    no_faktur_group: noFaktur,
    urut,
    ...pricedLineFields(l, l.beratMg * l.jumlah),
    jenis: 'NORMAL' as const,
    jumlah: l.jumlah,
    berlian: l.berlian !== null,
    harga_emas: l.berlian?.emas ?? 0,
    harga_batu: l.berlian?.batu ?? 0,
    lab_sertifikat: l.berlian?.lab_sertifikat ?? null,
    no_sertifikat: l.berlian?.no_sertifikat ?? null,
  };
}

/** What a document line keeps of a priced item (a sale line, a layaway line): the item as it was priced. */
export function pricedLineFields(l: PricedItem & { harga: number }, beratMg: number) {
  return {
    kode_barcode: l.item.kode_barcode,
    nama_barang: l.item.nama_barang,
    kode_group: l.item.kode_group,
    kode_dept: l.item.kode_dept,
    kadar: l.item.kadar,
    berat: mgToWeightString(beratMg),
    jenis_harga: l.item.jenis_harga,
    kode_gudang: l.item.kode_gudang,
    kode_baki: l.item.kode_baki,
    harga_per_gram: l.hargaPerGram,
    harga_beli_per_gram: l.hargaBeliPerGram,
    ongkos: l.ongkos,
    harga_hitung: l.hargaHitung,
    floor: l.floor,
    harga: l.harga,
  };
}
