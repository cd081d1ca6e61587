import { storedHeaderFields } from './counter-receipt';
import { mgToWeightString, orderRemaining } from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
// kernel functions still in the sales module; they move to counter/ with the kernel
import { toReceiptApprovals, toReceiptPayment } from './counter-receipt';
import * as settingsRepo from '../settings/settings.repository';
import type { DepositKind } from './deposit';
import * as repo from './deposit.repository';
import type { DepositHeader, DepositLineRow, DepositRow } from './deposit.repository';

type Db = Kysely<Database>;

type Toko = { nama_toko: string; alamat_toko: string };

/**
 * A deposit's receipt: its header as the kind shows it (the kind's 404 when there is none), each line as
 * the kind shows it, and its payments and approvals as every receipt shows them.
 */
export async function depositReceipt<H extends DepositHeader, R, L>(
  db: Db,
  kind: DepositKind<H>,
  kodeToko: string,
  no: string,
  show: { header: (h: DepositRow<H>, toko: Toko) => R; line: (l: DepositLineRow<H>) => L },
) {
  const h = await repo.findDeposit(db, kind.tables, kodeToko, no);
  if (!h) throw notFound(kind.messages.notFound);
  const [toko, lines, payments] = await Promise.all([settingsRepo.findToko(db, kodeToko), repo.listDepositLines(db, kind.tables, kodeToko, no), repo.listDepositPayments(db, kind.tables, kodeToko, no)]);
  const header = show.header(h, { nama_toko: toko?.nama_toko ?? '', alamat_toko: toko?.alamat_toko ?? '' });
  return { ...header, detail: lines.map(show.line), pembayaran: payments.map(toReceiptPayment), otorisasi: toReceiptApprovals(h.otorisasi) };
}

/**
 * What every deposit receipt and history row shows of its header (the kind adds its number and status);
 * `sisa` is what is left to pay while it is open (never below 0), else 0.
 */
export function depositHeader<H extends DepositHeader>(kind: DepositKind<H>, h: DepositRow<H>, toko: Toko) {
  const open = (kind.statuses.open as readonly string[]).includes(h.status);
  return {
    ...storedHeaderFields(h),
    nama_toko: toko.nama_toko,
    alamat_toko: toko.alamat_toko,
    total_berat: mgToWeightString(mgOf(h.total_berat)),
    total_harga: Number(h.total_harga),
    dp: Number(h.dp),
    sisa: open ? orderRemaining(Number(h.total_harga), Number(h.dp)) : 0,
    potongan: Number(h.potongan),
    refund: Number(h.refund),
    alasan_batal: h.alasan_batal,
    batal_by: h.batal_by,
    batal_at: h.batal_at ? new Date(h.batal_at).toISOString() : null,
    no_faktur_group: h.no_faktur_group,
  };
}
