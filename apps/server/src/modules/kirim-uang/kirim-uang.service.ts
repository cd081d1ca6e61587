import {
  moneyAlreadyReceivedMessage,
  formatDocumentNumber,
  KAS_KATEGORI_KIRIM_UANG,
  KAS_KATEGORI_TERIMA_UANG,
  KIRIM_UANG_MESSAGES as M,
  KIRIM_UANG_PREFIX,
  sendRefusal,
  type InTransitSummary,
  type KirimUangInput,
  type KirimUangListQuery,
  type KirimUangRow,
  type KirimUangSaldoRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { assertMayPost } from '../settings/posting-date';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './kirim-uang.repository';

type Db = Kysely<Database>;

/** How many transfers the history of /kirim-uang-pusat shows. */
const HISTORY_LIMIT = 200;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toRow(r: repo.KirimUangDbRow): KirimUangRow {
  return {
    nota_kirim: r.nota_kirim,
    kode_toko: r.kode_toko,
    nama_toko: r.nama_toko,
    tgl_system: r.tgl_system,
    input_by: r.input_by,
    jumlah_rp: Number(r.jumlah_rp),
    tujuan: r.tujuan,
    nama_tujuan: r.nama_tujuan,
    keterangan: r.keterangan,
    no_reff: r.no_reff,
    asal: r.asal,
    no_rekening: r.no_rekening,
    status: r.status,
    tgl_terima: r.tgl_terima,
    terima_by: r.terima_by,
    terima_at: iso(r.terima_at),
    created_at: iso(r.created_at)!,
  };
}

async function storeFor(db: Db, kodeToko: string) {
  const toko = await repo.lockStoreForDocument(db, kodeToko);
  if (!toko) throw notFound();
  return toko;
}

/** The accounts money may leave from (the drawer and each bank account, with their balances) and the head offices it may go to. */
export async function formOptions(app: FastifyInstance, auth: AuthContext): Promise<{ akun: KirimUangSaldoRow[]; tujuan: { kode_toko: string; nama_toko: string }[] }> {
  const [balances, rekening, tujuan] = await Promise.all([
    repo.accountBalances(app.db, auth.kodeToko),
    repo.listRekening(app.db, auth.kodeToko),
    repo.listHeadOffices(app.db),
  ]);
  const saldoOf = (jenis: string, no: string | null) => balances.find((b) => b.jenis === jenis && b.no_rekening === no)?.saldo ?? 0;
  return {
    akun: [
      { asal: 'CASH', no_rekening: null, nama: 'CASH', saldo: saldoOf('CASH', null) },
      ...rekening.map((r): KirimUangSaldoRow => ({ asal: 'BANK', no_rekening: r.no_rekening, nama: `${r.kode_bank} - ${r.nama_rekening}`, saldo: saldoOf('BANK', r.no_rekening) })),
    ],
    tujuan: tujuan.filter((t) => t.kode_toko !== auth.kodeToko),
  };
}

/**
 * Sends money to head office: the transfer (OPEN, numbered KU-...) and the money ledger row KIRIM
 * UANG out of the chosen account, on the store's business date, in one transaction. The amount may
 * not exceed the account's balance (sum in minus out of the ledger up to now); the store row, locked
 * first as every payout locks it (writeKasRows), makes two sends of one store, and any other payout,
 * run one after the other, so both cannot spend the same balance.
 */
export async function sendMoney(app: FastifyInstance, auth: AuthContext, input: KirimUangInput): Promise<KirimUangRow> {
  const nota = await transactionOnce(app.db, { ...auth, jenis: 'KIRIM_UANG', kunci: input.idempotency_key }, async (trx) => {
    await cashRepo.lockToko(trx, auth.kodeToko);
    const toko = await storeFor(trx, auth.kodeToko);
    assertMayPost(auth, toko.tgl_system);
    if (toko.type === 'PUSAT') throw badRequest(M.headOfficeCannotSend);
    const heads = await repo.listHeadOffices(trx);
    if (!heads.some((h) => h.kode_toko === input.tujuan)) throw badRequest(M.tujuanNotHeadOffice, { tujuan: M.tujuanNotHeadOffice });
    const noRekening = input.asal === 'BANK' ? (input.no_rekening ?? '') : null;
    if (noRekening !== null && !(await repo.listRekening(trx, auth.kodeToko)).some((r) => r.no_rekening === noRekening)) {
      throw badRequest(M.rekeningUnknown, { no_rekening: M.rekeningUnknown });
    }
    const seq = await stockRepo.takeNumbers(trx, auth.kodeToko, KIRIM_UANG_PREFIX);
    const saldo = await repo.accountBalance(trx, auth.kodeToko, { asal: input.asal, noRekening });
    const refusal = sendRefusal(input.jumlah_rp, saldo);
    if (refusal) throw badRequest(refusal, { jumlah_rp: refusal });
    const notaKirim = formatDocumentNumber(KIRIM_UANG_PREFIX, auth.kodeToko, toko.tgl_system, seq);
    await repo.insertKirimUang(trx, {
      nota_kirim: notaKirim,
      kode_toko: auth.kodeToko,
      tgl_system: toko.tgl_system,
      tujuan: input.tujuan,
      jumlah_rp: input.jumlah_rp,
      keterangan: input.keterangan,
      no_reff: input.no_reff,
      asal: input.asal,
      no_rekening: noRekening,
      input_by: auth.userId,
    });
    await writeKasRows(trx, [
      {
        kode_toko: auth.kodeToko,
        tgl_system: toko.tgl_system,
        kategori: KAS_KATEGORI_KIRIM_UANG,
        keterangan: `KIRIM UANG KE ${input.tujuan} ${input.keterangan}`.trim(),
        no_ref: notaKirim,
        jenis: input.asal,
        no_rekening: noRekening,
        jumlah_in: 0,
        jumlah_out: input.jumlah_rp,
        input_by: auth.userId,
      },
    ], 'jumlah_rp');
    return notaKirim;
  });
  return toRow((await repo.findKirimUang(app.db, nota))!);
}

/** GET kirim-uang-history: what the store sent, newest first. */
export async function history(app: FastifyInstance, auth: AuthContext): Promise<KirimUangRow[]> {
  return (await repo.listSentBy(app.db, auth.kodeToko, HISTORY_LIMIT)).map(toRow);
}

/** GET kirim-uang: what the store sent between two business dates, by status. */
export async function listSent(app: FastifyInstance, auth: AuthContext, q: KirimUangListQuery): Promise<KirimUangRow[]> {
  return (await repo.listSentBetween(app.db, auth.kodeToko, { status: q.status, tglFrom: q.tgl_from, tglTo: q.tgl_to })).map(toRow);
}

/**
 * Laporan Kirim Uang keluar: a branch (`kodeToko` set) sees its own transfers; head office at home
 * (`kodeToko` null) those of the shop it picked (ip_cabang), or of every store with ALL.
 */
export async function reportRows(db: Db, kodeToko: string | null, q: { ip_cabang: string; filter: string; tgl_awal: string; tgl_akhir: string }): Promise<KirimUangRow[]> {
  const store = kodeToko ?? (q.ip_cabang === 'ALL' ? null : q.ip_cabang);
  return (await repo.listSentBetween(db, store, { status: q.filter as KirimUangListQuery['status'], tglFrom: q.tgl_awal, tglTo: q.tgl_akhir })).map(toRow);
}

/**
 * GET kirim-uang/{nomor_referensi}: the transfer whose nota_kirim is the reference, when this store
 * is its destination. A list: empty when there is none (the screen says 'No Terima Tidak Ditemukan').
 */
export async function lookup(app: FastifyInstance, auth: AuthContext, nomorReferensi: string): Promise<KirimUangRow[]> {
  return (await repo.listForReception(app.db, nomorReferensi, auth.kodeToko)).map(toRow);
}

/**
 * Receives a transfer once: locks it, checks this store is its destination and it is still OPEN,
 * marks it DONE and writes TERIMA UANG into this store's drawer on its business date, in one
 * transaction. A second reception, even one racing the first, waits on the lock and is refused.
 */
export async function receive(app: FastifyInstance, auth: AuthContext, nomorReferensi: string): Promise<KirimUangRow> {
  await app.db.transaction().execute(async (trx) => {
    const row = await repo.lockKirimUang(trx, nomorReferensi);
    if (!row) throw notFound(M.notFound);
    if (row.tujuan !== auth.kodeToko) throw badRequest(M.onlyDestination, { nomor_referensi: M.onlyDestination });
    if (row.status !== 'OPEN') throw badRequest(moneyAlreadyReceivedMessage(row.nota_kirim, row.terima_by), { nomor_referensi: moneyAlreadyReceivedMessage(row.nota_kirim, row.terima_by) });
    const toko = await storeFor(trx, auth.kodeToko);
    assertMayPost(auth, toko.tgl_system);
    if (!(await repo.markReceived(trx, row.nota_kirim, auth.userId, toko.tgl_system))) throw badRequest(moneyAlreadyReceivedMessage(row.nota_kirim, null));
    await writeKasRows(trx, [
      {
        kode_toko: auth.kodeToko,
        tgl_system: toko.tgl_system,
        kategori: KAS_KATEGORI_TERIMA_UANG,
        keterangan: `TERIMA UANG DARI ${row.kode_toko} ${row.nota_kirim}`,
        no_ref: row.nota_kirim,
        jenis: 'CASH',
        no_rekening: null,
        jumlah_in: Number(row.jumlah_rp),
        jumlah_out: 0,
        input_by: auth.userId,
      },
    ], 'nomor_referensi');
  });
  return toRow((await repo.findKirimUang(app.db, nomorReferensi))!);
}

/**
 * Money sent by a store and not yet received by head office: how many transfers and how much.
 * For the end-of-day close's warnings (issue 18 part 3); call with the db or the close's transaction.
 */
export async function moneyInTransit(db: Db, kodeToko: string): Promise<InTransitSummary> {
  return repo.inTransitOf(db, kodeToko);
}

