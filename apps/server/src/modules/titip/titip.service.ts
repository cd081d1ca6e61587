import {
  kadarTextToHundredths,
  mgToWeightString,
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
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { runAfterCounterWrite } from '../counter/after-write';
import { usableMember } from '../members/member-check';
import { actorOf, cancelDeposit, checkDownPayment, depositOnce, settleDeposit, writeDeposit } from '../counter/deposit';
import type { DepositLineRow, DepositRow } from '../counter/deposit.repository';
import { depositHeader, depositReceipt } from '../counter/deposit-receipt';
import { consumeApprovals } from '../authorization/authorization.service';
import { usedApprovals } from '../counter/counter-approvals';
import { counterContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader } from '../counter/counter-receipt';
import { documentNumbers } from '../counter/document-numbers';
import { approvalsNeededForLines, lockAndPrice, pricedLineFields, type PricedItem } from '../sales/sale-pricing';
import { storedLineFields } from '../sales/sale-receipt.service';
import { applyStockOperations } from '../stock/stock.service';
import { TITIP_DEPOSIT } from './titip-deposit';
import * as repo from './titip.repository';

type Db = Kysely<Database>;
type TitipRow = DepositRow<'titip'>;

/** A layaway line as its receipt shows it. */
function receiptLine(l: DepositLineRow<'titip'>) {
  return storedLineFields(l);
}

export function getTitipReceipt(db: Db, kodeToko: string, no: string): Promise<TitipReceipt> {
  return depositReceipt(db, TITIP_DEPOSIT, kodeToko, no, { header: headerOf, line: receiptLine });
}

function headerOf(h: TitipRow, toko: { nama_toko: string; alamat_toko: string }) {
  return { no_titip: h.no_titip, status: h.status, ...depositHeader(TITIP_DEPOSIT, h, toko) };
}

/** A layaway line as deposited: the item as it was priced, at the price agreed. */
function titipLine(kodeToko: string, no: string, l: PricedItem & { harga: number }, i: number) {
  return {
    kode_toko: kodeToko,
    no_titip: no,
    urut: i + 1,
    ...pricedLineFields(l, l.beratMg),
  };
}

/**
 * POST /api/titip: a layaway deposit. One transaction: the items locked, checked and priced like a sale,
 * approvals (UBAH_HARGA, DIBAWAH_MODAL) consumed, the items reserved through the stock ledger (TITIP),
 * the deposit, its lines and down payments, and the cash ledger rows (kategori TITIP).
 */
export function createTitip(app: FastifyInstance, auth: AuthContext, input: CreateTitipInput): Promise<TitipReceipt> {
  const kind = TITIP_DEPOSIT;
  return depositOnce(app, auth, kind, input.idempotency_key, {
    check: () => assertNoDuplicate(input.detail.map((d) => d.kode_barcode)),
    answer: getTitipReceipt,
    write: async (trx) => {
      const ctx = await counterContext(trx, auth, input.kode_sales);
      const kodeMember = await usableMember(trx, auth, input.kode_member);
      const actor = actorOf(auth, ctx);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const { priced } = await lockAndPrice(trx, ctx, input.detail.map((d) => ({ kode_barcode: d.kode_barcode, jumlah: 1 })));
      const lines = priced.map((p, i) => ({ ...p, harga: input.detail[i]!.harga }));
      const total = lines.reduce((t, l) => t + l.harga, 0);
      const dp = checkDownPayment(kind, ctx, total, payments);
      const needed = approvalsNeededForLines(ctx, lines, 0);
      const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, kind.prefix);
      const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: no! });
      const reserve = lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: kind.stock.reserve } }));
      await applyStockOperations(trx, { ...actor, noRef: no!, keterangan: kind.label }, reserve);
      const header = {
        ...counterHeader(auth, ctx, input),
        no_titip: no!,
        total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg, 0)),
        total_harga: total,
        dp,
        potongan: 0,
        refund: 0,
        otorisasi: usedApprovals(approvals),
        input_by: auth.userId,
      };
      await writeDeposit(trx, kind, actor, no!, { header, lines: lines.map((l, i) => titipLine(auth.kodeToko, no!, l, i)), payments });
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      await runAfterCounterWrite(trx, { jenis: 'TITIP', kodeToko: auth.kodeToko, no: no!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, total, dibayar: dp });
      return no!;
    },
  });
}

/**
 * POST /api/titip/:no_titip/lunas: the rest is paid and the layaway becomes a sale (its down payment is a
 * payment of jenis TITIP on the receipt), by the deposit lifecycle (counter/deposit.ts).
 */
export function payTitip(app: FastifyInstance, auth: AuthContext, noTitip: string, input: PayTitipInput): Promise<SaleReceipt> {
  return settleDeposit(app, auth, TITIP_DEPOSIT, noTitip, input);
}

/**
 * POST /api/titip/:no_titip/batal: the reservation ends (BATAL_TITIP), the shop keeps
 * BATAL_TITIP_POTONGAN_PERSEN of the down payment (rounded down to the rupiah) and gives back the rest
 * (kas row kategori BATAL TITIP). The BATAL_TITIP approval is asked when the store lists it.
 */
export async function cancelTitip(app: FastifyInstance, auth: AuthContext, noTitip: string, input: CancelTitipInput): Promise<TitipReceipt> {
  await cancelDeposit(app, auth, TITIP_DEPOSIT, noTitip, input);
  return getTitipReceipt(app.db, auth.kodeToko, noTitip);
}

function toListRow(r: repo.TitipListDbRow): TitipListRow {
  return { ...headerOf(r, r), jumlah_item: Number(r.jumlah_item ?? 0) };
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
