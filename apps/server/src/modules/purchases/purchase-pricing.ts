import {
  BUY_DOWN_MODULE,
  GUDANG_BELI,
  isModuleOn,
  kadarTextToHundredths,
  mgToWeightString,
  NO_DEDUCTION,
  parseWeightLadder,
  percentToHundredths,
  priceBuyBackLine,
  PURCHASE_MESSAGES,
  PURCHASE_SETTING_KEYS,
  type Deduction,
  type PricedPurchaseLine,
  type PurchaseLineInputValue,
  type WeightLadder,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest } from '../../http/errors';
import { storeContext, type StoreContext } from '../counter/counter-context';
import * as pricesService from '../prices/prices.service';
import { purchasePricesFor, usesPurchasePrices } from '../purchase-prices/purchase-prices.service';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './purchases.repository';
import { diamondBuyBackOf, type SoldDiamond } from '../berlian/berlian-buyback';

type Db = Kysely<Database>;

export type PurchaseContext = StoreContext & { ladder: WeightLadder | null; buyDown: boolean };

/** The store's context with its buy-back rules: the weight ladder and the rounding direction. */
export async function purchaseContext(db: Db, auth: AuthContext): Promise<PurchaseContext> {
  const ctx = await storeContext(db, auth);
  const read = parseWeightLadder(ctx.params.get(PURCHASE_SETTING_KEYS.tanggaBerat));
  // a ladder written wrong in the settings must not stop the counter: it weighs as weighed
  return { ...ctx, ladder: 'ladder' in read ? read.ladder : null, buyDown: isModuleOn(auth.modules, BUY_DOWN_MODULE) };
}

/** A priced line with what saving needs besides the answer. */
export type PricedLine = PricedPurchaseLine & { beratMg: number; beratDipakaiMg: number; kadarHundredths: number; /** a diamond piece: the sold item whose stones the new item keeps */ dariBarcode: string | null };

const deductionOf = (persen: string | number, rp: number | string): Deduction => ({ persen: percentToHundredths(String(persen)) ?? 0, rpPerGram: Number(rp) });

const fail = (i: number, field: string, message: string): never => {
  throw badRequest(message, { [`detail.${i}.${field}`]: message });
};

/** A line's piece: from the shop's own receipt (`nota`) or as the cashier described it. */
type ResolvedLine = { nama: string; kodeGroup: string; kodeDept: string; kadar: number | undefined; nota: { beratNotaMg: number; hargaNota: number } | null; berlian: SoldDiamond | null };

/**
 * Prices every line by the store's rules (docs/decisions.md "Buy-back prices"). Lines from the shop's
 * own receipt read the sold line (locked when `lock`, so two counters cannot buy it back at once): it
 * must exist, be active and not bought back already. Any refusal is a 400 naming its line.
 */
export async function priceLines(trx: Db, ctx: PurchaseContext, lines: readonly PurchaseLineInputValue[], lock: boolean): Promise<PricedLine[]> {
  const resolved = await resolveLines(trx, ctx, lines, lock);
  const masters = await readMasters(trx, ctx, lines, resolved);
  const prices = new Map<string, number>();
  const out: PricedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const r = resolved[i]!;
    if (!masters.groupKadar.has(r.kodeGroup)) fail(i, 'kode_group', PURCHASE_MESSAGES.groupUnknown);
    if (!masters.depts.has(r.kodeDept)) fail(i, 'kode_dept', PURCHASE_MESSAGES.jenisUnknown);
    const k = masters.kondisi.get(l.kode_kondisi) ?? fail(i, 'kode_kondisi', PURCHASE_MESSAGES.kondisiUnknown);
    const kadar = r.kadar ?? masters.groupKadar.get(r.kodeGroup)!;
    const hargaPerGram = await pricePerGram(trx, ctx, masters, prices, i, l, r.kodeGroup, kadar);
    const place = placeOf(masters, i, l);
    // a diamond piece: its gold part on the net weights (weighed and sold, less its stones), the certificate checked
    const diamond = r.berlian ? await diamondBuyBackOf(trx, ctx, r.berlian, { beratMg: l.berat, noSertifikat: l.no_sertifikat ?? null }) : null;
    if (diamond && 'error' in diamond) return fail(i, diamond.field, diamond.error);
    const priced = priceBuyBackLine({
      beratMg: diamond ? diamond.netMg : l.berat,
      ladder: ctx.ladder,
      hargaPerGram,
      kondisi: deductionOf(k.potongan_persen, k.potongan_rp),
      nota: r.nota ? { beratNotaMg: diamond ? diamond.netNotaMg : r.nota.beratNotaMg } : null,
      rugiNota: masters.rugi.get(r.kodeGroup) ?? NO_DEDUCTION,
      unit: ctx.unit,
      down: ctx.buyDown,
    });
    if ('error' in priced) return fail(i, 'berat', priced.error);
    const p = priced.price;
    const berlian = diamond ? diamond.price(p.hargaHitung) : null;
    const hargaHitung = berlian ? berlian.emas + berlian.batu : p.hargaHitung;
    out.push({
      no_faktur_jual: l.no_faktur_jual ?? null,
      nama_barang: r.nama,
      kode_group: r.kodeGroup,
      kode_dept: r.kodeDept,
      kadar: kadar / 100,
      kadarHundredths: kadar,
      kode_kondisi: k.kode_kondisi_beli,
      nama_kondisi: k.nama_kondisi_beli,
      kode_harga: l.kode_harga ?? null,
      harga_emas: hargaPerGram,
      berat_nota: r.nota ? mgToWeightString(r.nota.beratNotaMg) : null,
      harga_nota: r.nota ? r.nota.hargaNota : null,
      berat: mgToWeightString(l.berat),
      berat_dipakai: mgToWeightString(p.beratDipakaiMg),
      beratMg: l.berat,
      beratDipakaiMg: p.beratDipakaiMg,
      nilai_emas: p.nilaiEmas,
      potongan_kondisi: p.potonganKondisi,
      potongan_rugi: p.potonganRugiNota,
      rugi_nota_berlaku: p.rugiNotaBerlaku,
      harga_hitung: hargaHitung,
      harga: l.harga ?? hargaHitung,
      tujuan: l.tujuan,
      kode_gudang: place.kode_gudang,
      kode_baki: place.kode_baki,
      ...(berlian ? { berlian } : {}),
      dariBarcode: r.berlian ? r.berlian.kodeBarcode : null,
    });
  }
  return out;
}

/** Each line's piece; a line of the shop's own receipt must name an active sold line not bought back yet. */
async function resolveLines(trx: Db, ctx: PurchaseContext, lines: readonly PurchaseLineInputValue[], lock: boolean): Promise<ResolvedLine[]> {
  const notaNos = lines.map((l) => l.no_faktur_jual).filter((n): n is string => Boolean(n));
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (!l.no_faktur_jual) return;
    if (seen.has(l.no_faktur_jual)) fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.notaTwice(l.no_faktur_jual));
    seen.add(l.no_faktur_jual);
  });
  const sold = new Map(
    (lock ? await repo.lockSoldLines(trx, ctx.kodeToko, notaNos) : (await Promise.all(notaNos.map((n) => repo.findSoldLines(trx, ctx.kodeToko, n)))).flat()).map((r) => [
      r.no_faktur_jual,
      r,
    ]),
  );
  // the buy-back receipt (FB-...) that took a line: the number the cashier can look up
  const taken = new Map((await repo.activeBuyBacksOf(trx, ctx.kodeToko, notaNos)).map((r) => [r.no_faktur_jual, r.no_faktur_group]));
  return lines.map((l, i) => {
    if (l.no_faktur_jual) {
      const s = sold.get(l.no_faktur_jual);
      if (!s) return fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.notaNotFound);
      if (s.status !== 'AKTIF') fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.lineCancelled(l.no_faktur_jual));
      const before = taken.get(l.no_faktur_jual);
      if (before) fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.alreadyBought(l.no_faktur_jual, before));
      return {
        nama: s.nama_barang,
        kodeGroup: s.kode_group,
        kodeDept: s.kode_dept,
        kadar: kadarTextToHundredths(s.kadar) as number | undefined,
        nota: { beratNotaMg: mgOf(s.berat), hargaNota: Number(s.harga) },
        berlian: s.berlian ? { kodeBarcode: s.kode_barcode, beratNotaMg: mgOf(s.berat), hargaNota: Number(s.harga), hargaBatu: Number(s.harga_batu), noSertifikat: s.no_sertifikat } : null,
      };
    }
    return { nama: l.nama_barang!, kodeGroup: l.kode_group!, kodeDept: l.kode_dept!, kadar: l.kadar, nota: null, berlian: null };
  });
}

/** The masters the lines name, read together. */
async function readMasters(trx: Db, ctx: PurchaseContext, lines: readonly PurchaseLineInputValue[], resolved: readonly ResolvedLine[]) {
  const groupCodes = [...new Set(resolved.map((r) => r.kodeGroup))];
  const [groups, depts, kondisi, hargaBeli, rugi, trays, beliTray] = await Promise.all([
    repo.findGroupsWithKadar(trx, ctx.kodeToko, groupCodes),
    stockRepo.findDepts(trx, ctx.kodeToko, [...new Set(resolved.map((r) => r.kodeDept))]),
    repo.findKondisi(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_kondisi))]),
    repo.findHargaBeli(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_harga).filter((c): c is string => Boolean(c)))]),
    repo.findRugiNota(trx, ctx.kodeToko, groupCodes),
    stockRepo.findTrays(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_baki).filter((c): c is string => Boolean(c)))]),
    stockRepo.firstTrayOfKind(trx, ctx.kodeToko, GUDANG_BELI),
  ]);
  const rugiMap = new Map<string, Deduction>();
  for (const r of rugi) if (!rugiMap.has(r.kode_group)) rugiMap.set(r.kode_group, deductionOf(r.rugi_persen, r.rugi_rp));
  return {
    groupKadar: new Map(groups.map((g) => [g.kode_group, kadarTextToHundredths(g.kadar)])),
    depts: new Set(depts.map((d) => d.kode_dept)),
    kondisi: new Map(kondisi.map((k) => [k.kode_kondisi_beli, k])),
    harga: new Map(hargaBeli.map((h) => [h.kode_harga, Number(h.harga_per_gram)])),
    rugi: rugiMap,
    trays: new Map(trays.map((t) => [t.kode_baki, t])),
    beliTray,
  };
}
type Masters = Awaited<ReturnType<typeof readMasters>>;

/**
 * The price per gram of a line: its price code's; else, with PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE on, the purchase
 * price of its purity in force on the store's date (issue 35); else its group's buying price on that date. Each
 * price is read once per request.
 */
async function pricePerGram(trx: Db, ctx: PurchaseContext, masters: Masters, prices: Map<string, number>, i: number, l: PurchaseLineInputValue, kodeGroup: string, kadar: number): Promise<number> {
  if (l.kode_harga) return masters.harga.get(l.kode_harga) ?? fail(i, 'kode_harga', PURCHASE_MESSAGES.kodeHargaUnknown);
  if (usesPurchasePrices(ctx.modules)) {
    const key = `kadar:${kadar}`;
    const known = prices.get(key);
    if (known !== undefined) return known;
    const found = (await purchasePricesFor(trx, { kodeToko: ctx.kodeToko, tanggal: ctx.tglSystem, modules: ctx.modules }, [kadar])).get(kadar)!;
    if ('refusal' in found) return fail(i, l.no_faktur_jual ? 'no_faktur_jual' : 'kadar', found.refusal);
    prices.set(key, found.harga);
    return found.harga;
  }
  const key = `group:${kodeGroup}`;
  let harga = prices.get(key);
  if (harga === undefined) {
    try {
      harga = (await pricesService.priceForDocument(trx, { kodeToko: ctx.kodeToko, kodeGroup, tanggal: ctx.tglSystem, modules: ctx.modules })).harga_beli;
    } catch (error) {
      if (error instanceof AppError) return fail(i, 'kode_group', error.message);
      throw error;
    }
    prices.set(key, harga);
  }
  return harga;
}

/** Where a bought piece goes: the buy-back tray named, else the store's first buy-back tray. */
function placeOf(masters: Masters, i: number, l: PurchaseLineInputValue): { kode_gudang: string; kode_baki: string } {
  if (l.kode_baki) {
    const t = masters.trays.get(l.kode_baki);
    if (!t || t.jenis_gudang !== GUDANG_BELI || !t.aktif) fail(i, 'kode_baki', PURCHASE_MESSAGES.bakiNotBeli);
    return { kode_gudang: t!.kode_gudang, kode_baki: t!.kode_baki };
  }
  if (!masters.beliTray) fail(i, 'kode_baki', PURCHASE_MESSAGES.noBeliWarehouse);
  return { kode_gudang: masters.beliTray!.kode_gudang, kode_baki: masters.beliTray!.kode_baki };
}

export const publicLine = ({ beratMg: _b, beratDipakaiMg: _d, kadarHundredths: _k, dariBarcode: _f, ...line }: PricedLine): PricedPurchaseLine => line;

export function totalsOf(lines: readonly PricedLine[]) {
  return {
    total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg, 0)),
    total_hitung: lines.reduce((t, l) => t + l.harga_hitung, 0),
    total_harga: lines.reduce((t, l) => t + l.harga, 0),
  };
}
