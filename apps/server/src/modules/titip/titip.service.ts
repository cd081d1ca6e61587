import {
  documentNumberPrefix,
  kadarTextToHundredths,
  mgToWeightString,
  percentOf,
  percentOfUp,
  SALES_MESSAGES,
  SALES_PREFIX,
  summarizeSale,
  heldAccounts,
  type ApprovalOperation,
  type CancelTitipInput,
  type CreateTitipInput,
  type PayTitipInput,
  type SaleReceipt,
  type SaleValidationQuery,
  type TitipListQuery,
  type TitipListRow,
  type TitipReceipt,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { runAfterCounterWrite } from '../counter/after-write';
import * as salesRepo from '../sales/sales.repository';
import { usedApprovals } from '../counter/counter-approvals';
import { kasRowsIn, kasRowsRefund, surchargeReversalRows } from '../counter/counter-cash';
import { counterContext, storeContext } from '../counter/counter-context';
import { checkPayments, paymentRows } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader, toReceiptApprovals, toReceiptPayment } from '../counter/counter-receipt';
import { documentNumbers } from '../counter/document-numbers';
import { approvalsNeededForLines, lockAndPrice } from '../sales/sale-pricing';
import { getReceipt } from '../sales/sale-receipt.service';
import * as settingsRepo from '../settings/settings.repository';
import { executeAsOneStatement, joinText } from '../../db/one-statement';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, itemStateRows, ledgerRowsOf, planStock } from '../stock/stock.service';
import * as repo from './titip.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

function sisaOf(h: { status: string; total_harga: number; dp: number }): number {
  return h.status === 'AKTIF' ? Number(h.total_harga) - Number(h.dp) : 0;
}

export async function getTitipReceipt(db: Db, kodeToko: string, no: string): Promise<TitipReceipt> {
  const h = await repo.findTitip(db, kodeToko, no);
  if (!h) throw notFound(SALES_MESSAGES.titipNotFound);
  const [toko, lines, payments] = await Promise.all([settingsRepo.findToko(db, kodeToko), repo.listTitipLines(db, kodeToko, no), repo.listTitipPayments(db, kodeToko, no)]);
  return {
    ...headerOf(h, toko?.nama_toko ?? '', toko?.alamat_toko ?? ''),
    detail: lines.map((l) => ({
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
    })),
    pembayaran: payments.map(toReceiptPayment),
    otorisasi: toReceiptApprovals(h.otorisasi),
  };
}

function headerOf(h: repo.TitipHeaderRow, namaToko: string, alamatToko: string) {
  return {
    no_titip: h.no_titip,
    kode_toko: h.kode_toko,
    nama_toko: namaToko,
    alamat_toko: alamatToko,
    tgl_system: h.tgl_system,
    created_at: new Date(h.created_at).toISOString(),
    input_by: h.input_by,
    kode_sales: h.kode_sales,
    nama_sales: h.nama_sales,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    keterangan: h.keterangan,
    valid: h.valid,
    valid_by: h.valid_by,
    total_berat: mgToWeightString(mgOf(h.total_berat)),
    total_harga: Number(h.total_harga),
    status: h.status,
    dp: Number(h.dp),
    sisa: sisaOf(h),
    potongan: Number(h.potongan),
    refund: Number(h.refund),
    alasan_batal: h.alasan_batal,
    batal_by: h.batal_by,
    batal_at: h.batal_at ? new Date(h.batal_at).toISOString() : null,
    no_faktur_group: h.no_faktur_group,
  };
}

/**
 * POST /api/titip: a layaway deposit. One transaction: the items locked, checked and priced like a sale,
 * approvals (UBAH_HARGA, DIBAWAH_MODAL) consumed, the items reserved through the stock ledger (TITIP),
 * the deposit, its lines and down payments, and the cash ledger rows (kategori TITIP).
 */
export async function createTitip(app: FastifyInstance, auth: AuthContext, input: CreateTitipInput): Promise<TitipReceipt> {
  const existing = await repo.findTitipByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return getTitipReceipt(app.db, auth.kodeToko, existing.no_titip);
  assertNoDuplicate(input.detail.map((d) => d.kode_barcode));
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await counterContext(trx, auth, input.kode_sales);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const { priced } = await lockAndPrice(trx, ctx, input.detail.map((d) => ({ kode_barcode: d.kode_barcode, jumlah: 1 })));
      const lines = priced.map((p, i) => ({ ...p, harga: input.detail[i]!.harga }));
      const total = lines.reduce((t, l) => t + l.harga, 0);
      const dp = payments.reduce((t, p) => t + p.jumlah_rp, 0);
      if (dp > total) throw badRequest(SALES_MESSAGES.dpOverTotal, { pembayaran: SALES_MESSAGES.dpOverTotal });
      const minimum = percentOfUp(total, ctx.minDpPersen);
      if (dp < minimum) {
        const message = SALES_MESSAGES.minDp(Number(ctx.minDpPersen), minimum);
        throw badRequest(message, { pembayaran: message });
      }
      const needed = approvalsNeededForLines(ctx, lines, 0);
      const [noTitip] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.TITIP);
      const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: noTitip! });
      await applyStockOperations(
        trx,
        { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: noTitip!, keterangan: 'TITIP' },
        lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'TITIP' as const } })),
      );
      await repo.insertTitip(
        trx,
        {
          ...counterHeader(auth, ctx, input),
          no_titip: noTitip!,
          total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg, 0)),
          total_harga: total,
          dp,
          potongan: 0,
          refund: 0,
          otorisasi: usedApprovals(approvals),
          input_by: auth.userId,
        },
        lines.map((l, i) => ({
          kode_toko: auth.kodeToko,
          no_titip: noTitip!,
          urut: i + 1,
          kode_barcode: l.item.kode_barcode,
          nama_barang: l.item.nama_barang,
          kode_group: l.item.kode_group,
          kode_dept: l.item.kode_dept,
          kadar: l.item.kadar,
          berat: mgToWeightString(l.beratMg),
          jenis_harga: l.item.jenis_harga,
          kode_gudang: l.item.kode_gudang,
          kode_baki: l.item.kode_baki,
          harga_per_gram: l.hargaPerGram,
          harga_beli_per_gram: l.hargaBeliPerGram,
          ongkos: l.ongkos,
          harga_hitung: l.hargaHitung,
          floor: l.floor,
          harga: l.harga,
        })),
        paymentRows('no_titip', noTitip!, auth.kodeToko, payments).map((p) => ({ ...p, jenis: p.jenis })),
      );
      await writeKasRows(trx, kasRowsIn({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'TITIP', noTitip!, `TITIP ${noTitip}`, payments, 0), 'pembayaran');
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      await runAfterCounterWrite(trx, { jenis: 'TITIP', kodeToko: auth.kodeToko, no: noTitip!, tanggal: ctx.tglSystem, userId: auth.userId, customer, total, dibayar: dp });
      return noTitip!;
    });
    return getTitipReceipt(app.db, auth.kodeToko, no);
  } catch (error) {
    const first = await repo.findTitipByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getTitipReceipt(app.db, auth.kodeToko, first.no_titip);
    throw error;
  }
}

/**
 * POST /api/titip/:no_titip/lunas: the rest is paid and the layaway becomes a sale (its down payment is a
 * payment of jenis TITIP on the receipt). One transaction: the layaway and its items are locked and
 * checked, then one statement takes the receipt and line numbers and writes the items' state, the
 * stock ledger (JUAL), the receipt, the cash rows and the layaway's LUNAS, so the store's counter row
 * is held for that statement and the commit only (as a counter sale holds it). The same
 * idempotency_key answers the first receipt: a retry fails on the layaway no longer active, and the
 * catch finds the key.
 */
export async function payTitip(app: FastifyInstance, auth: AuthContext, noTitip: string, input: PayTitipInput): Promise<SaleReceipt> {
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await storeContext(trx, auth);
      const h = await repo.findTitip(trx, auth.kodeToko, noTitip, true);
      if (!h) throw notFound(SALES_MESSAGES.titipNotFound);
      if (h.status !== 'AKTIF') throw badRequest(SALES_MESSAGES.titipNotActive, { no_titip: SALES_MESSAGES.titipNotActive });
      const lines = await repo.listTitipLines(trx, auth.kodeToko, noTitip);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const dp = Number(h.dp);
      const dpPayment = dp > 0 ? [{ jenis: 'TITIP' as const, jumlah_rp: dp }] : [];
      const summary = summarizeSale({ lines: lines.map((l) => ({ harga: Number(l.harga) })), diskon: 0, payments: [...dpPayment, ...payments] });
      // today's payments against what is left to pay: change and non-cash are weighed against that, not the whole sale
      const today = summarizeSale({ lines: [{ harga: Math.max(0, summary.grand_total - dp) }], diskon: 0, payments });
      const error = summary.error ?? (payments.length ? today.error : null);
      if (error) {
        const message = error.message === SALES_MESSAGES.paymentShort ? SALES_MESSAGES.titipPayShort : error.message;
        throw badRequest(message, { pembayaran: message });
      }
      const keterangan = `PELUNASAN TITIP ${noTitip}`;
      const plan = await planStock(
        trx,
        auth.kodeToko,
        lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'JUAL' as const } })),
      );
      const noFaktur = stockRepo.numberInStatement(SALES_PREFIX.NOTA, documentNumberPrefix(SALES_PREFIX.NOTA, auth.kodeToko, ctx.tglSystem), 0);
      const linePrefix = documentNumberPrefix(SALES_PREFIX.LINE, auth.kodeToko, ctx.tglSystem);
      const lineNo = (i: number) => stockRepo.numberInStatement(SALES_PREFIX.LINE, linePrefix, lines.length - 1 - i);
      const ledger = ledgerRowsOf({ kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: '', keterangan }, plan);
      const [written] = await executeAsOneStatement<{ no: string }>(
        trx,
        [
          stockRepo.updateItemStatesQuery(auth.kodeToko, itemStateRows(plan), auth.userId),
          stockRepo.insertMutasiQuery(trx, ledger.map((row) => ({ ...row, no_ref: noFaktur }))),
          ...salesRepo.insertSaleQueries(
            trx,
            {
              kode_toko: auth.kodeToko,
              no_faktur_group: noFaktur,
              idempotency_key: input.idempotency_key,
              tgl_system: ctx.tglSystem,
              kode_sales: h.kode_sales,
              nama_sales: h.nama_sales,
              nama_customer: h.nama_customer,
              alamat_customer: h.alamat_customer,
              no_hp: h.no_hp,
              keterangan: h.keterangan || keterangan,
              diskon: 0,
              total_berat: h.total_berat,
              total_harga: summary.total_harga,
              grand_total: summary.grand_total,
              total_bayar: summary.total_bayar,
              kembalian: summary.kembalian,
              no_titip: noTitip,
              titip_dp: dp,
              otorisasi: JSON.stringify(h.otorisasi ?? []),
              input_by: auth.userId,
            },
            lines.map((l, i) => ({
              kode_toko: auth.kodeToko,
              no_faktur_jual: lineNo(i),
              no_faktur_group: noFaktur,
              urut: i + 1,
              kode_barcode: l.kode_barcode,
              nama_barang: l.nama_barang,
              kode_group: l.kode_group,
              kode_dept: l.kode_dept,
              kadar: l.kadar,
              berat: l.berat,
              jenis: 'NORMAL' as const,
              jenis_harga: l.jenis_harga,
              kode_gudang: l.kode_gudang,
              kode_baki: l.kode_baki,
              harga_per_gram: Number(l.harga_per_gram),
              harga_beli_per_gram: Number(l.harga_beli_per_gram),
              ongkos: Number(l.ongkos),
              harga_hitung: Number(l.harga_hitung),
              floor: Number(l.floor),
              harga: Number(l.harga),
              jumlah: 1,
            })),
            [
              ...dpPayment.map((p) => ({
                kode_toko: auth.kodeToko,
                no_faktur_group: noFaktur,
                urut: 1,
                jenis: p.jenis,
                jumlah_rp: p.jumlah_rp,
                kode_bank: null,
                no_rekening: noTitip,
                fee_persen: '0.00',
                jumlah_gesek: p.jumlah_rp,
                kode_marketplace: null,
              })),
              ...paymentRows('no_faktur_group', noFaktur, auth.kodeToko, payments, dpPayment.length + 1),
            ],
          ),
          cashRepo.insertKasQuery(
            trx,
            kasRowsIn({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'PELUNASAN TITIP', noFaktur, joinText<typeof noFaktur>(keterangan), payments, summary.kembalian),
          ),
          repo.markPaidQuery(trx, auth.kodeToko, noTitip, noFaktur),
        ],
        {
          named: [[stockRepo.NUMBERS_CTE, stockRepo.takeNumbersQuery(trx, auth.kodeToko, [{ jenis: SALES_PREFIX.NOTA, count: 1 }, { jenis: SALES_PREFIX.LINE, count: lines.length }])]],
          select: salesRepo.writtenSaleAnswer(noFaktur, []),
        },
      );
      // the down payment used by the sale leaves customer deposits (2-1100) for sales, as an order's does
      await accountingRepo.insertDepositClearing(trx, {
        kodeToko: auth.kodeToko,
        tglSystem: ctx.tglSystem,
        depositTrx: 'TITIP',
        incomeTrx: 'PELUNASAN TITIP',
        noRef: noTitip,
        keterangan: `DP TITIP ${noTitip} MENJADI PENJUALAN ${written!.no}`,
        amount: dp,
        inputBy: auth.userId,
      });
      return written!.no;
    });
    return getReceipt(app.db, auth.kodeToko, no);
  } catch (error) {
    const first = await salesRepo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getReceipt(app.db, auth.kodeToko, first.no_faktur_group);
    throw error;
  }
}

/**
 * POST /api/titip/:no_titip/batal: the reservation ends (BATAL_TITIP), the shop keeps
 * BATAL_TITIP_POTONGAN_PERSEN of the down payment (rounded down to the rupiah) and gives back the rest in
 * cash (kas row kategori BATAL TITIP). The BATAL_TITIP approval is asked when the store lists it.
 */
export async function cancelTitip(app: FastifyInstance, auth: AuthContext, noTitip: string, input: CancelTitipInput): Promise<TitipReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const h = await repo.findTitip(trx, auth.kodeToko, noTitip, true);
    if (!h) throw notFound(SALES_MESSAGES.titipNotFound);
    if (h.status !== 'AKTIF') throw badRequest(SALES_MESSAGES.titipNotActive, { no_titip: SALES_MESSAGES.titipNotActive });
    const needed: ApprovalOperation[] = ctx.required.includes('BATAL_TITIP') ? ['BATAL_TITIP'] : [];
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: noTitip });
    const lines = await repo.listTitipLines(trx, auth.kodeToko, noTitip);
    const dp = Number(h.dp);
    const potongan = percentOf(dp, ctx.potonganTitipPersen);
    const refund = dp - potongan;
    await applyStockOperations(
      trx,
      { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: noTitip, keterangan: `BATAL TITIP: ${input.alasan}` },
      lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'BATAL_TITIP' as const } })),
    );
    await repo.markCancelled(trx, auth.kodeToko, noTitip, {
      alasan: input.alasan,
      by: auth.userId,
      potongan,
      refund,
      tglSystem: ctx.tglSystem,
      otorisasi: JSON.stringify([...(h.otorisasi ?? []), ...JSON.parse(usedApprovals(approvals))]),
    });
    if (refund > 0) {
      // given back from the accounts the down payment went into, each its share (a card deposit back to its account)
      const held = heldAccounts(await cashRepo.listKas(trx, auth.kodeToko, { noRef: noTitip }));
      const keterangan = `BATAL TITIP ${noTitip}${potongan ? ` (POTONGAN ${potongan})` : ''}`;
      await writeKasRows(trx, kasRowsRefund({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'BATAL TITIP', noTitip, keterangan, held, refund), 'no_titip');
    }
    // the card surcharge of its payments is given back with the cancellation (the card charge reversed)
    const surcharge = surchargeReversalRows({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, noTitip, noTitip, await cashRepo.listKas(trx, auth.kodeToko, { noRef: noTitip }));
    await writeKasRows(trx, surcharge, 'jumlah_rp');
    // the part the shop keeps is no longer owed: from customer deposits (2-1100) to other income (KAS MASUK's account)
    await accountingRepo.insertDepositClearing(trx, {
      kodeToko: auth.kodeToko,
      tglSystem: ctx.tglSystem,
      depositTrx: 'TITIP',
      incomeTrx: 'KAS MASUK',
      noRef: noTitip,
      keterangan: `POTONGAN BATAL TITIP ${noTitip}`,
      amount: potongan,
      inputBy: auth.userId,
    });
  });
  return getTitipReceipt(app.db, auth.kodeToko, noTitip);
}

function toListRow(r: repo.TitipListDbRow): TitipListRow {
  return { ...headerOf(r, r.nama_toko, r.alamat_toko), jumlah_item: Number(r.jumlah_item ?? 0) };
}

export async function listTitip(app: FastifyInstance, auth: AuthContext, q: TitipListQuery): Promise<TitipListRow[]> {
  return (await repo.listTitip(app.db, auth.kodeToko, q)).map(toListRow);
}

export async function listTitipForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<TitipListRow[]> {
  return (await repo.listTitip(app.db, auth.kodeToko, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'ALL', valid: 'ALL', input_by: q.valid_by })).map(toListRow);
}

export async function validateTitip(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateTitip(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}
