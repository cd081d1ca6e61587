import { kadarToText, NAME_UNIQUE_STATUSES, PURCHASE_PREFIX, SALES_MESSAGES, type ApprovalOperation, type CreatePurchaseInput, type PurchaseReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import { runAfterCounterWrite } from '../counter/after-write';
import { usableMember } from '../members/member-check';
import { usedApprovals } from '../counter/counter-approvals';
import { salesPerson } from '../counter/counter-context';
import * as counterRepo from '../counter/counter.repository';
import { documentNumbers } from '../counter/document-numbers';
import { addStockItems } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import { priceLines, purchaseContext, totalsOf, type PricedLine, type PurchaseContext } from './purchase-pricing';
import { getPurchaseReceipt } from './purchase-receipt.service';
import * as repo from './purchases.repository';
import { moveStones } from '../berlian/berlian-counter.repository';

type Db = Kysely<Database>;

export type PurchasePayment = { jenis: 'CASH' | 'TRANSFER' | 'TUKAR'; kode_bank: string | null; no_rekening: string | null; no_faktur_tukar: string | null };

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
export async function writePurchase(
  trx: Db,
  auth: AuthContext,
  ctx: PurchaseContext,
  doc: { no: string; idempotencyKey: string; kodeSales: string; namaSales: string; customer: Pick<CreatePurchaseInput, 'nama_customer' | 'alamat_customer' | 'no_hp' | 'keterangan' | 'kode_member'>; otorisasi: string },
  lines: readonly PricedLine[],
  payment: PurchasePayment,
): Promise<{ no: string; total: number; lines: { no: string; kode_group: string; berat: string; harga: number }[] }> {
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
  // a diamond piece bought back keeps its stones and certificate on the item it becomes
  for (const [i, l] of lines.entries()) if (l.dariBarcode) await moveStones(trx, auth.kodeToko, l.dariBarcode, codes[i]!, auth.userId);
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
      kode_member: doc.customer.kode_member ?? null,
      ...totals,
      jenis_bayar: payment.jenis,
      kode_bank: payment.kode_bank,
      no_rekening: payment.no_rekening,
      no_faktur_tukar: payment.no_faktur_tukar,
      otorisasi: doc.otorisasi,
      input_by: auth.userId,
    },
    lines.map((l, i) => purchaseLineRow(auth.kodeToko, no, lineNos[i]!, i + 1, l, { kode_barcode: codes[i]!, nama_barang: names[i]! })),
  );
  return { no: no, total: totals.total_harga, lines: lines.map((l, i) => ({ no: lineNos[i]!, kode_group: l.kode_group, berat: l.berat, harga: l.harga })) };
}

function purchaseLineRow(kodeToko: string, no: string, noLine: string, urut: number, l: PricedLine, item: { kode_barcode: string; nama_barang: string }) {
  return {
    kode_toko: kodeToko,
    no_faktur_beli: noLine,
    no_faktur_group: no,
    urut,
    no_faktur_jual: l.no_faktur_jual,
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
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
    harga_batu: l.berlian?.batu ?? 0,
    no_sertifikat: l.berlian?.no_sertifikat ?? null,
  };
}

/** Paying more than the computed price needs the HARGA_BELI_LEBIH approval. */
export function purchaseApprovals(lines: readonly PricedLine[]): ApprovalOperation[] {
  return lines.some((l) => l.harga > l.harga_hitung) ? ['HARGA_BELI_LEBIH'] : [];
}

/** The same key saved by a request running at the same time: its document, else the error. */
export async function replayOr<T>(find: () => Promise<T | undefined>, error: unknown): Promise<T> {
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
      const kodeMember = await usableMember(trx, auth, input.kode_member);
      const payment = await purchasePayment(trx, auth.kodeToko, input.pembayaran);
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
      if (saved.total > 0) await writeKasRows(trx, [payoutRow(auth, ctx.tglSystem, saved, payment)], 'pembayaran');
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      await runAfterCounterWrite(trx, { jenis: 'PEMBELIAN', kodeToko: auth.kodeToko, no: saved.no, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, lines: saved.lines, total: saved.total, dibayar: 0 });
      return saved.no;
    });
    return { receipt: await getPurchaseReceipt(app.db, auth.kodeToko, no), replay: false };
  } catch (error) {
    const first = await replayOr(() => repo.findPurchaseByKey(app.db, auth.kodeToko, input.idempotency_key), error);
    return { receipt: await getPurchaseReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
  }
}

/** How the shop pays a buy-back: cash, or a transfer from one of the store's accounts. */
async function purchasePayment(trx: Db, kodeToko: string, pembayaran: CreatePurchaseInput['pembayaran']): Promise<PurchasePayment> {
  if (pembayaran.jenis !== 'TRANSFER') return { jenis: 'CASH', kode_bank: null, no_rekening: null, no_faktur_tukar: null };
  const rek = await counterRepo.findRekening(trx, kodeToko, pembayaran.no_rekening!);
  if (!rek) throw badRequest(SALES_MESSAGES.rekeningUnknown, { 'pembayaran.no_rekening': SALES_MESSAGES.rekeningUnknown });
  return { jenis: 'TRANSFER', kode_bank: rek.kode_bank, no_rekening: rek.no_rekening, no_faktur_tukar: null };
}

/** The money out of a buy-back: one PEMBELIAN row out of the drawer or the account paid from. */
function payoutRow(auth: AuthContext, tglSystem: string, saved: { no: string; total: number }, payment: PurchasePayment) {
  return {
    kode_toko: auth.kodeToko,
    tgl_system: tglSystem,
    kategori: 'PEMBELIAN' as const,
    keterangan: `PEMBELIAN ${saved.no}`,
    no_ref: saved.no,
    jenis: payment.jenis === 'TRANSFER' ? ('BANK' as const) : ('CASH' as const),
    kode_bank: payment.kode_bank,
    no_rekening: payment.no_rekening,
    jumlah_in: 0,
    jumlah_out: saved.total,
    input_by: auth.userId,
  };
}
