import {
  BUY_DOWN_MODULE,
  canCancelPurchase,
  GUDANG_BELI,
  isModuleOn,
  kadarTextToHundredths,
  kadarToText,
  mgToWeightString,
  NAME_UNIQUE_STATUSES,
  NO_DEDUCTION,
  parseWeightLadder,
  percentToHundredths,
  priceBuyBackLine,
  PURCHASE_MESSAGES,
  PURCHASE_PREFIX,
  PURCHASE_SETTING_KEYS,
  SALES_MESSAGES,
  SALES_PREFIX,
  summarizeSale,
  type ApprovalOperation,
  type CancelPurchaseInput,
  type CreatePurchaseInput,
  type CreateTukarInput,
  type Deduction,
  type HargaEmasRow,
  type MeltCandidate,
  type NotaLine,
  type PricedPurchaseLine,
  type PurchaseLineInputValue,
  type PurchaseListQuery,
  type PurchaseListRow,
  type PurchaseQuote,
  type PurchaseReceipt,
  type SaleGroupedRow,
  type SaleReceipt,
  type SaleValidationQuery,
  type WeightLadder,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import * as pricesService from '../prices/prices.service';
import * as salesRepo from '../sales/sales.repository';
import {
  approvalsNeededForLines,
  assertNoDuplicate,
  checkPayments,
  documentNumbers,
  getReceipt,
  kasRowsIn,
  lockAndPrice,
  paymentRows,
  salesPerson,
  saleLineRow,
  counterHeader,
  storeContext,
  toReceiptApprovals,
  usedApprovals,
  type StoreContext,
} from '../sales/sales.service';
import * as settingsRepo from '../settings/settings.repository';
import { addStockItems, applyStockOperations, hancurBarang } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import { assertReversible, reversePurchase } from './purchase-reversal.service';
import * as repo from './purchases.repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- pricing the lines

type PurchaseContext = StoreContext & { ladder: WeightLadder | null; buyDown: boolean };

/** The store's context with its buy-back rules: the weight ladder and the rounding direction. */
async function purchaseContext(db: Db, auth: AuthContext): Promise<PurchaseContext> {
  const ctx = await storeContext(db, auth);
  const read = parseWeightLadder(ctx.params.get(PURCHASE_SETTING_KEYS.tanggaBerat));
  // a ladder written wrong in the settings must not stop the counter: it weighs as weighed
  return { ...ctx, ladder: 'ladder' in read ? read.ladder : null, buyDown: isModuleOn(auth.modules, BUY_DOWN_MODULE) };
}

/** A priced line with what saving needs besides the answer. */
type PricedLine = PricedPurchaseLine & { beratMg: number; beratDipakaiMg: number; kadarHundredths: number };

const deductionOf = (persen: string | number, rp: number | string): Deduction => ({ persen: percentToHundredths(String(persen)) ?? 0, rpPerGram: Number(rp) });

/**
 * Prices every line by the store's rules (docs/decisions.md "Buy-back prices"). Lines from the shop's
 * own receipt read the sold line (locked when `lock`, so two counters cannot buy it back at once): it
 * must exist, be active and not bought back already. Any refusal is a 400 naming its line.
 */
async function priceLines(trx: Db, ctx: PurchaseContext, lines: readonly PurchaseLineInputValue[], lock: boolean): Promise<PricedLine[]> {
  const fail = (i: number, field: string, message: string): never => {
    throw badRequest(message, { [`detail.${i}.${field}`]: message });
  };
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

  const groupCodes = new Set<string>();
  const resolved = lines.map((l, i) => {
    if (l.no_faktur_jual) {
      const s = sold.get(l.no_faktur_jual);
      if (!s) return fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.notaNotFound);
      if (s.status !== 'AKTIF') fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.lineCancelled(l.no_faktur_jual));
      const before = taken.get(l.no_faktur_jual);
      if (before) fail(i, 'no_faktur_jual', PURCHASE_MESSAGES.alreadyBought(l.no_faktur_jual, before));
      groupCodes.add(s.kode_group);
      return {
        nama: s.nama_barang,
        kodeGroup: s.kode_group,
        kodeDept: s.kode_dept,
        kadar: kadarTextToHundredths(s.kadar) as number | undefined,
        nota: { beratNotaMg: mgOf(s.berat), hargaNota: Number(s.harga) },
      };
    }
    groupCodes.add(l.kode_group!);
    return { nama: l.nama_barang!, kodeGroup: l.kode_group!, kodeDept: l.kode_dept!, kadar: l.kadar, nota: null };
  });

  const [groups, depts, kondisi, hargaBeli, rugi, trays, beliTray] = await Promise.all([
    repo.findGroupsWithKadar(trx, ctx.kodeToko, [...groupCodes]),
    stockRepo.findDepts(trx, ctx.kodeToko, [...new Set(resolved.map((r) => r.kodeDept))]),
    repo.findKondisi(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_kondisi))]),
    repo.findHargaBeli(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_harga).filter((c): c is string => Boolean(c)))]),
    repo.findRugiNota(trx, ctx.kodeToko, [...groupCodes]),
    stockRepo.findTrays(trx, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_baki).filter((c): c is string => Boolean(c)))]),
    stockRepo.firstTrayOfKind(trx, ctx.kodeToko, GUDANG_BELI),
  ]);
  const groupKadar = new Map(groups.map((g) => [g.kode_group, kadarTextToHundredths(g.kadar)]));
  const deptSet = new Set(depts.map((d) => d.kode_dept));
  const kondisiMap = new Map(kondisi.map((k) => [k.kode_kondisi_beli, k]));
  const hargaMap = new Map(hargaBeli.map((h) => [h.kode_harga, Number(h.harga_per_gram)]));
  const rugiMap = new Map<string, Deduction>();
  for (const r of rugi) if (!rugiMap.has(r.kode_group)) rugiMap.set(r.kode_group, deductionOf(r.rugi_persen, r.rugi_rp));
  const trayMap = new Map(trays.map((t) => [t.kode_baki, t]));
  const prices = new Map<string, HargaEmasRow>();

  const out: PricedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const r = resolved[i]!;
    if (!groupKadar.has(r.kodeGroup)) fail(i, 'kode_group', PURCHASE_MESSAGES.groupUnknown);
    if (!deptSet.has(r.kodeDept)) fail(i, 'kode_dept', PURCHASE_MESSAGES.jenisUnknown);
    const k = kondisiMap.get(l.kode_kondisi) ?? fail(i, 'kode_kondisi', PURCHASE_MESSAGES.kondisiUnknown);
    let hargaPerGram: number;
    if (l.kode_harga) {
      hargaPerGram = hargaMap.get(l.kode_harga) ?? fail(i, 'kode_harga', PURCHASE_MESSAGES.kodeHargaUnknown);
    } else {
      let row = prices.get(r.kodeGroup);
      if (!row) {
        try {
          row = await pricesService.priceForDocument(trx, { kodeToko: ctx.kodeToko, kodeGroup: r.kodeGroup, tanggal: ctx.tglSystem, modules: ctx.modules });
        } catch (error) {
          if (error instanceof AppError) return fail(i, 'kode_group', error.message);
          throw error;
        }
        prices.set(r.kodeGroup, row);
      }
      hargaPerGram = row.harga_beli;
    }
    let place: { kode_gudang: string; kode_baki: string };
    if (l.kode_baki) {
      const t = trayMap.get(l.kode_baki);
      if (!t || t.jenis_gudang !== GUDANG_BELI || !t.aktif) fail(i, 'kode_baki', PURCHASE_MESSAGES.bakiNotBeli);
      place = { kode_gudang: t!.kode_gudang, kode_baki: t!.kode_baki };
    } else {
      if (!beliTray) fail(i, 'kode_baki', PURCHASE_MESSAGES.noBeliWarehouse);
      place = { kode_gudang: beliTray!.kode_gudang, kode_baki: beliTray!.kode_baki };
    }
    const priced = priceBuyBackLine({
      beratMg: l.berat,
      ladder: ctx.ladder,
      hargaPerGram,
      kondisi: deductionOf(k.potongan_persen, k.potongan_rp),
      nota: r.nota ? { beratNotaMg: r.nota.beratNotaMg } : null,
      rugiNota: rugiMap.get(r.kodeGroup) ?? NO_DEDUCTION,
      unit: ctx.unit,
      down: ctx.buyDown,
    });
    if ('error' in priced) return fail(i, 'berat', priced.error);
    const p = priced.price;
    const kadar = r.kadar ?? groupKadar.get(r.kodeGroup)!;
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
      harga_hitung: p.hargaHitung,
      harga: l.harga ?? p.hargaHitung,
      tujuan: l.tujuan,
      kode_gudang: place.kode_gudang,
      kode_baki: place.kode_baki,
    });
  }
  return out;
}

const publicLine = ({ beratMg: _b, beratDipakaiMg: _d, kadarHundredths: _k, ...line }: PricedLine): PricedPurchaseLine => line;

function totalsOf(lines: readonly PricedLine[]) {
  return {
    total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg, 0)),
    total_hitung: lines.reduce((t, l) => t + l.harga_hitung, 0),
    total_harga: lines.reduce((t, l) => t + l.harga, 0),
  };
}

/** POST /api/pembelian/hitung: the price of each line as the counter shows it; nothing is written. */
export async function quotePurchase(app: FastifyInstance, auth: AuthContext, lines: readonly PurchaseLineInputValue[]): Promise<PurchaseQuote> {
  const ctx = await purchaseContext(app.db, auth);
  const priced = await priceLines(app.db, ctx, lines, false);
  return { detail: priced.map(publicLine), ...totalsOf(priced) };
}

/** GET /api/pembelian/nota/:kode */
export async function findNota(app: FastifyInstance, auth: AuthContext, kode: string): Promise<NotaLine[]> {
  const rows = await repo.findSoldLines(app.db, auth.kodeToko, kode);
  const lines = rows.filter((r) => r.status === 'AKTIF' && r.jenis_harga !== 'AKSESORIS');
  if (!lines.length) throw notFound(PURCHASE_MESSAGES.notaNotFound);
  // a barcode sold more than once (sold, bought back, sold again): its latest sale only
  const byBarcode = rows.some((r) => r.kode_barcode === kode) && !rows.some((r) => r.no_faktur_group === kode || r.no_faktur_jual === kode);
  return (byBarcode ? lines.slice(0, 1) : lines).map((r) => ({
    no_faktur_jual: r.no_faktur_jual,
    no_faktur_group: r.no_faktur_group,
    tgl_system: r.tgl_system,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kode_dept: r.kode_dept,
    kadar: kadarTextToHundredths(r.kadar) / 100,
    berat_nota: mgToWeightString(mgOf(r.berat)),
    harga_nota: Number(r.harga),
    dibeli: r.no_faktur_beli_group ?? null,
  }));
}

// ---------------------------------------------------------------- saving

type Payment = { jenis: 'CASH' | 'TRANSFER' | 'TUKAR'; kode_bank: string | null; no_rekening: string | null; no_faktur_tukar: string | null };

/** Names of the new items: the piece's name, or with its line number when the name is taken in stock. */
async function itemNames(trx: Db, kodeToko: string, lines: readonly PricedLine[], lineNos: readonly string[]): Promise<string[]> {
  const taken = await stockRepo.namesInStock(trx, kodeToko, [...new Set(lines.map((l) => l.nama_barang))], NAME_UNIQUE_STATUSES);
  const used = new Set<string>();
  return lines.map((l, i) => {
    const plain = l.nama_barang;
    const name = taken.has(plain) || used.has(plain) ? `${plain} ${lineNos[i]!.split('-').pop()}` : plain;
    used.add(name);
    return name;
  });
}

/**
 * Writes a priced buy-back inside the caller's transaction: numbers, the pieces as new items in the
 * buy-back warehouse (ledger BELI), the receipt and its lines. The cash ledger is the caller's.
 */
async function writePurchase(
  trx: Db,
  auth: AuthContext,
  ctx: PurchaseContext,
  doc: { no: string; idempotencyKey: string; kodeSales: string; namaSales: string; customer: Pick<CreatePurchaseInput, 'nama_customer' | 'alamat_customer' | 'no_hp' | 'keterangan'>; otorisasi: string },
  lines: readonly PricedLine[],
  payment: Payment,
): Promise<{ no: string; total: number }> {
  const no = doc.no;
  const lineNos = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, PURCHASE_PREFIX.LINE, lines.length);
  const names = await itemNames(trx, auth.kodeToko, lines, lineNos);
  const codes = await addStockItems(
    trx,
    { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: no, keterangan: 'PEMBELIAN' },
    lines.map((l, i) => ({
      kode_group: l.kode_group,
      kode_dept: l.kode_dept,
      kode_gudang: l.kode_gudang,
      kode_baki: l.kode_baki,
      nama_barang: names[i]!,
      berat: l.beratMg,
      berat_awal: l.beratMg,
      kadar: l.kadarHundredths,
      kode_intern: l.no_faktur_jual ?? '',
      size: '',
      harga_jual: 0,
      ongkos: 0,
      jenis_harga: 'GRAM' as const,
      jumlah: 1,
    })),
    'BELI',
  );
  const totals = totalsOf(lines);
  await repo.insertPurchase(
    trx,
    {
      kode_toko: auth.kodeToko,
      no_faktur_group: no,
      idempotency_key: doc.idempotencyKey,
      tgl_system: ctx.tglSystem,
      kode_sales: doc.kodeSales,
      nama_sales: doc.namaSales,
      nama_customer: doc.customer.nama_customer,
      alamat_customer: doc.customer.alamat_customer,
      no_hp: doc.customer.no_hp,
      keterangan: doc.customer.keterangan,
      ...totals,
      jenis_bayar: payment.jenis,
      kode_bank: payment.kode_bank,
      no_rekening: payment.no_rekening,
      no_faktur_tukar: payment.no_faktur_tukar,
      otorisasi: doc.otorisasi,
      input_by: auth.userId,
    },
    lines.map((l, i) => ({
      kode_toko: auth.kodeToko,
      no_faktur_beli: lineNos[i]!,
      no_faktur_group: no,
      urut: i + 1,
      no_faktur_jual: l.no_faktur_jual,
      kode_barcode: codes[i]!,
      nama_barang: names[i]!,
      kode_group: l.kode_group,
      kode_dept: l.kode_dept,
      kadar: kadarToText(l.kadarHundredths),
      kode_kondisi: l.kode_kondisi,
      nama_kondisi: l.nama_kondisi,
      kode_harga: l.kode_harga,
      harga_emas: l.harga_emas,
      berat_nota: l.berat_nota,
      harga_nota: l.harga_nota,
      berat: l.berat,
      berat_dipakai: l.berat_dipakai,
      nilai_emas: l.nilai_emas,
      potongan_kondisi: l.potongan_kondisi,
      potongan_rugi: l.potongan_rugi,
      rugi_nota_berlaku: l.rugi_nota_berlaku,
      harga_hitung: l.harga_hitung,
      harga: l.harga,
      tujuan: l.tujuan,
      kode_gudang: l.kode_gudang,
      kode_baki: l.kode_baki,
    })),
  );
  return { no: no, total: totals.total_harga };
}

/** Paying more than the computed price needs the HARGA_BELI_LEBIH approval. */
function purchaseApprovals(lines: readonly PricedLine[]): ApprovalOperation[] {
  return lines.some((l) => l.harga > l.harga_hitung) ? ['HARGA_BELI_LEBIH'] : [];
}

/** The same key saved by a request running at the same time: its document, else the error. */
async function replayOr<T>(find: () => Promise<T | undefined>, error: unknown): Promise<T> {
  const first = await find();
  if (first) return first;
  throw error;
}

/**
 * POST /api/pembelian. One transaction: the sold lines locked and checked, every line priced on the
 * store's date, the approval consumed when the shop pays above the price, the pieces into the buy-back
 * warehouse, the receipt, and the money out in the cash ledger (PEMBELIAN). A key already used answers
 * the first receipt.
 */
export async function savePurchase(app: FastifyInstance, auth: AuthContext, input: CreatePurchaseInput): Promise<{ receipt: PurchaseReceipt; replay: boolean }> {
  const existing = await repo.findPurchaseByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return { receipt: await getPurchaseReceipt(app.db, auth.kodeToko, existing.no_faktur_group), replay: true };
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await purchaseContext(trx, auth);
      const namaSales = await salesPerson(trx, auth.kodeToko, input.kode_sales);
      let payment: Payment = { jenis: 'CASH', kode_bank: null, no_rekening: null, no_faktur_tukar: null };
      if (input.pembayaran.jenis === 'TRANSFER') {
        const rek = await salesRepo.findRekening(trx, auth.kodeToko, input.pembayaran.no_rekening!);
        if (!rek) throw badRequest(SALES_MESSAGES.rekeningUnknown, { 'pembayaran.no_rekening': SALES_MESSAGES.rekeningUnknown });
        payment = { jenis: 'TRANSFER', kode_bank: rek.kode_bank, no_rekening: rek.no_rekening, no_faktur_tukar: null };
      }
      const lines = await priceLines(trx, ctx, input.detail, true);
      const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, PURCHASE_PREFIX.NOTA);
      const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: purchaseApprovals(lines), ids: input.otorisasi, noDokumen: no! });
      const saved = await writePurchase(
        trx,
        auth,
        ctx,
        { no: no!, idempotencyKey: input.idempotency_key, kodeSales: input.kode_sales, namaSales, customer: input, otorisasi: usedApprovals(approvals) },
        lines,
        payment,
      );
      if (saved.total > 0) {
        await writeKasRows(trx, [
          {
            kode_toko: auth.kodeToko,
            tgl_system: ctx.tglSystem,
            kategori: 'PEMBELIAN',
            keterangan: `PEMBELIAN ${saved.no}`,
            no_ref: saved.no,
            jenis: payment.jenis === 'TRANSFER' ? 'BANK' : 'CASH',
            kode_bank: payment.kode_bank,
            no_rekening: payment.no_rekening,
            jumlah_in: 0,
            jumlah_out: saved.total,
            input_by: auth.userId,
          },
        ], 'pembayaran');
      }
      return saved.no;
    });
    return { receipt: await getPurchaseReceipt(app.db, auth.kodeToko, no), replay: false };
  } catch (error) {
    const first = await replayOr(() => repo.findPurchaseByKey(app.db, auth.kodeToko, input.idempotency_key), error);
    return { receipt: await getPurchaseReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
  }
}

/**
 * POST /api/tukar: a trade-in, one transaction. The old gold is bought (a purchase paid TUKAR), the new
 * pieces are sold on a sale receipt whose lines are TUKAR and whose first payment is the trade-in value;
 * the customer pays the rest by the usual methods, or the shop pays the difference in cash (kembalian).
 * Only real money reaches the cash ledger. Answers the sale receipt, which lists the traded-in pieces.
 */
export async function saveTukar(app: FastifyInstance, auth: AuthContext, input: CreateTukarInput): Promise<{ receipt: SaleReceipt; replay: boolean }> {
  const existing = await salesRepo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return { receipt: await getReceipt(app.db, auth.kodeToko, existing.no_faktur_group), replay: true };
  assertNoDuplicate(input.jual.map((d) => d.kode_barcode), 'jual');
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await purchaseContext(trx, auth);
      const namaSales = await salesPerson(trx, auth.kodeToko, input.kode_sales);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const bought = await priceLines(trx, ctx, input.beli, true);
      const { priced } = await lockAndPrice(trx, ctx, input.jual);
      const sold = priced.map((p, i) => ({ ...p, harga: input.jual[i]!.harga, jumlah: input.jual[i]!.jumlah }));
      const nilai = bought.reduce((t, l) => t + l.harga, 0);
      const totalHarga = sold.reduce((t, l) => t + l.harga, 0);
      if (input.diskon > totalHarga) throw badRequest(SALES_MESSAGES.discountOverTotal, { diskon: SALES_MESSAGES.discountOverTotal });
      const grand = totalHarga - input.diskon;
      let totalBayar: number;
      let kembalian: number;
      if (nilai >= grand) {
        if (payments.length) throw badRequest(SALES_MESSAGES.dpOverTotal, { pembayaran: SALES_MESSAGES.dpOverTotal });
        totalBayar = nilai;
        kembalian = nilai - grand;
      } else {
        // the customer's part follows the counter's payment rules (non-cash not over, change from cash)
        const rest = summarizeSale({ lines: [{ harga: grand - nilai }], diskon: 0, payments });
        if (rest.error) throw badRequest(rest.error.message, { [rest.error.field]: rest.error.message });
        totalBayar = nilai + rest.total_bayar;
        kembalian = rest.kembalian;
      }

      const [noJual] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.NOTA);
      const lineNos = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.LINE, sold.length);
      const needed = [...approvalsNeededForLines(ctx, sold, input.diskon), ...purchaseApprovals(bought)];
      const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: noJual! });
      const [noBeli] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, PURCHASE_PREFIX.NOTA);
      const purchase = await writePurchase(
        trx,
        auth,
        ctx,
        { no: noBeli!, idempotencyKey: input.idempotency_key, kodeSales: input.kode_sales, namaSales, customer: input, otorisasi: usedApprovals(approvals) },
        bought,
        { jenis: 'TUKAR', kode_bank: null, no_rekening: null, no_faktur_tukar: noJual! },
      );
      await stockSell(trx, auth, ctx, noJual!, sold);
      const tukarPayment = {
        kode_toko: auth.kodeToko,
        no_faktur_group: noJual!,
        urut: 1,
        jenis: 'TUKAR' as const,
        jumlah_rp: nilai,
        kode_bank: null,
        no_rekening: null,
        fee_persen: '0.00',
        jumlah_gesek: nilai,
        kode_marketplace: null,
      };
      await salesRepo.insertSale(
        trx,
        {
          ...counterHeader(auth, { ...ctx, namaSales }, input),
          no_faktur_group: noJual!,
          diskon: input.diskon,
          total_berat: mgToWeightString(sold.reduce((t, l) => t + l.beratMg * l.jumlah, 0)),
          total_harga: totalHarga,
          grand_total: grand,
          total_bayar: totalBayar,
          kembalian,
          no_faktur_beli: purchase.no,
          otorisasi: usedApprovals(approvals),
          input_by: auth.userId,
        },
        sold.map((l, i) => ({ ...saleLineRow(auth.kodeToko, noJual!, lineNos[i]!, i + 1, l), jenis: 'TUKAR' as const })),
        [...(nilai > 0 ? [tukarPayment] : []), ...paymentRows('no_faktur_group', noJual!, auth.kodeToko, payments, 2)],
      );
      await writeKasRows(
        trx,
        kasRowsIn({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'PENJUALAN', noJual!, `TUKAR TAMBAH ${noJual} / ${purchase.no}`, payments, kembalian), 'pembayaran'
      );
      return noJual!;
    });
    return { receipt: await getReceipt(app.db, auth.kodeToko, no), replay: false };
  } catch (error) {
    const first = await replayOr(() => salesRepo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key), error);
    return { receipt: await getReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
  }
}

async function stockSell(trx: Db, auth: AuthContext, ctx: StoreContext, no: string, lines: readonly { item: { kode_barcode: string }; jumlah: number }[]) {
  await applyStockOperations(
    trx,
    { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: no, keterangan: 'TUKAR TAMBAH' },
    lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'JUAL' as const, qty: l.jumlah } })),
  );
}

// ---------------------------------------------------------------- reading

function headerOf(h: repo.PurchaseHeaderRow | repo.PurchaseListDbRow) {
  return {
    no_faktur_group: h.no_faktur_group,
    kode_toko: h.kode_toko,
    tgl_system: h.tgl_system,
    created_at: new Date(h.created_at).toISOString(),
    input_by: h.input_by,
    kode_sales: h.kode_sales,
    nama_sales: h.nama_sales,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    keterangan: h.keterangan,
    status: h.status,
    valid: h.valid,
    valid_by: h.valid_by,
    total_berat: mgToWeightString(mgOf(h.total_berat)),
    total_hitung: Number(h.total_hitung),
    total_harga: Number(h.total_harga),
    jenis_bayar: h.jenis_bayar,
    kode_bank: h.kode_bank,
    no_rekening: h.no_rekening,
    no_faktur_tukar: h.no_faktur_tukar,
    alasan_batal: h.alasan_batal,
  };
}

export async function getPurchaseReceipt(db: Db, kodeToko: string, no: string): Promise<PurchaseReceipt> {
  const header = await repo.findPurchase(db, kodeToko, no);
  if (!header) throw notFound(PURCHASE_MESSAGES.purchaseNotFound);
  const [toko, lines] = await Promise.all([settingsRepo.findToko(db, kodeToko), repo.listPurchaseLines(db, kodeToko, no)]);
  return {
    ...headerOf(header),
    nama_toko: toko?.nama_toko ?? '',
    alamat_toko: toko?.alamat_toko ?? '',
    batal_by: header.batal_by,
    batal_at: header.batal_at ? new Date(header.batal_at).toISOString() : null,
    otorisasi: toReceiptApprovals(header.otorisasi),
    detail: lines.map((l) => ({
      no_faktur_beli: l.no_faktur_beli,
      no_faktur_jual: l.no_faktur_jual,
      kode_barcode: l.kode_barcode,
      nama_barang: l.nama_barang,
      kode_group: l.kode_group,
      kode_dept: l.kode_dept,
      kadar: kadarTextToHundredths(l.kadar) / 100,
      kode_kondisi: l.kode_kondisi,
      nama_kondisi: l.nama_kondisi,
      kode_harga: l.kode_harga,
      harga_emas: Number(l.harga_emas),
      berat_nota: l.berat_nota === null ? null : mgToWeightString(mgOf(l.berat_nota)),
      harga_nota: l.harga_nota === null ? null : Number(l.harga_nota),
      berat: mgToWeightString(mgOf(l.berat)),
      berat_dipakai: mgToWeightString(mgOf(l.berat_dipakai)),
      nilai_emas: Number(l.nilai_emas),
      potongan_kondisi: Number(l.potongan_kondisi),
      potongan_rugi: Number(l.potongan_rugi),
      rugi_nota_berlaku: l.rugi_nota_berlaku,
      harga_hitung: Number(l.harga_hitung),
      harga: Number(l.harga),
      tujuan: l.tujuan,
      kode_gudang: l.kode_gudang,
      kode_baki: l.kode_baki,
      status: l.status,
    })),
  };
}

/** The active lines of a buy-back receipt per group (what the grouped receipt prints). */
export function groupedPurchaseLines(receipt: PurchaseReceipt): SaleGroupedRow[] {
  const map = new Map<string, SaleGroupedRow & { mg: number }>();
  for (const l of receipt.detail) {
    if (l.status !== 'AKTIF') continue;
    const g = map.get(l.kode_group) ?? { kode_group: l.kode_group, kadar: l.kadar, jumlah: 0, mg: 0, total_berat: '0.000', total_harga: 0 };
    g.jumlah += 1;
    g.mg += mgOf(l.berat);
    g.total_harga += l.harga;
    map.set(l.kode_group, g);
  }
  return [...map.values()].map(({ mg, ...g }) => ({ ...g, total_berat: mgToWeightString(mg) }));
}

function toListRow(r: repo.PurchaseListDbRow): PurchaseListRow {
  return { ...headerOf(r), nama_toko: r.nama_toko, alamat_toko: r.alamat_toko, jumlah_item: Number(r.jumlah_item ?? 0) };
}

export async function listPurchases(app: FastifyInstance, auth: AuthContext, q: PurchaseListQuery): Promise<PurchaseListRow[]> {
  return (await repo.listPurchases(app.db, auth.kodeToko, q)).map(toListRow);
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<PurchaseListRow[]> {
  const rows = await repo.listPurchases(app.db, auth.kodeToko, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'AKTIF', valid: 'ALL', input_by: q.valid_by });
  return rows.map(toListRow);
}

export async function validatePurchases(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validatePurchases(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}

// ---------------------------------------------------------------- cancelling and melting

/**
 * POST /api/pembelian/batal: the whole receipt, only on its own business date, with the supervisor's
 * BATAL_PEMBELIAN approval; its pieces must still be READY; stock and money reversed exactly. A
 * trade-in's purchase is cancelled with its sale (Batal Penjualan).
 */
export async function cancelPurchase(app: FastifyInstance, auth: AuthContext, input: CancelPurchaseInput): Promise<PurchaseReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const header = await repo.findPurchase(trx, auth.kodeToko, input.no_faktur_group, true);
    if (!header) throw notFound(PURCHASE_MESSAGES.purchaseNotFound);
    const check = canCancelPurchase({ tgl_system_beli: header.tgl_system, tgl_aktif: ctx.tglSystem, status: header.status, no_faktur_tukar: header.no_faktur_tukar });
    if (!check.ok) throw badRequest(check.message, { no_faktur_group: check.message });
    await assertReversible(trx, auth.kodeToko, header);
    await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_PEMBELIAN'], ids: input.otorisasi, noDokumen: header.no_faktur_group });
    await reversePurchase(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem }, header, input.alasan);
  });
  return getPurchaseReceipt(app.db, auth.kodeToko, input.no_faktur_group);
}

/** GET /api/pembelian/hancur */
export async function listMeltCandidates(app: FastifyInstance, auth: AuthContext): Promise<MeltCandidate[]> {
  const rows = await repo.listMeltCandidates(app.db, auth.kodeToko, GUDANG_BELI);
  return rows.map((r) => ({
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kadar: kadarTextToHundredths(r.kadar) / 100,
    berat: mgToWeightString(mgOf(r.berat)),
    kode_gudang: r.kode_gudang,
    kode_baki: r.kode_baki,
    no_faktur_beli: r.no_faktur_beli,
    no_faktur_group: r.no_faktur_group,
    tgl_system: r.tgl_system,
    tujuan: r.tujuan,
    harga: Number(r.harga),
  }));
}

/** POST /api/pembelian/hancur: bought pieces to the melting warehouse (the stock module's HANCUR, one document). */
export async function meltPurchases(app: FastifyInstance, auth: AuthContext, input: { kode_barcode: string[]; keterangan: string }) {
  const codes = [...new Set(input.kode_barcode)];
  const bought = await repo.boughtBarcodes(app.db, auth.kodeToko, codes);
  const errors: Record<string, string> = {};
  codes.forEach((c, i) => {
    if (!bought.has(c)) errors[`kode_barcode.${i}`] = `Barang ${c} bukan barang pembelian`;
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return hancurBarang(app, auth, { kode_barcode: codes, keterangan: input.keterangan || 'HANCUR PEMBELIAN' });
}
