/** Batch documents of items: melting, samples out and back, accessories' quantities. */
import {
  barcodeNotFoundMessage,
  DOCUMENT_PREFIX,
  GUDANG_CONTOH,
  GUDANG_HANCUR,
  mgToGrams,
  requiredMessage,
  statusRefusedMessage,
  type BarangRow,
  type MutasiJenis,
  type Place,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as repo from './stock.repository';
import {
  toBarangRow,
  inTransaction,
  type StockRequest,
  businessDateOf,
  planStock,
  writeStock,
  documentNumber,
  resolvePlace,
  placeOfKind,
} from './stock-ledger.service';

type Db = Kysely<Database>;

type BatchResult = { no_ref: string; jenis: MutasiJenis; tgl_system: string; total_qty: number; total_berat: number; barang: BarangRow[] };

/** Plans one operation per item, numbers the document and writes it; answers the items as they are now. */
async function runBatch(
  trx: Db,
  auth: Pick<AuthContext, 'kodeToko' | 'userId'>,
  tglSystem: string,
  jenis: keyof typeof DOCUMENT_PREFIX & MutasiJenis,
  requests: readonly StockRequest[],
  keterangan: string,
  fieldOf?: (index: number) => string,
): Promise<BatchResult> {
  const plan = await planStock(trx, auth.kodeToko, requests, fieldOf);
  const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, DOCUMENT_PREFIX[jenis]);
  const totals = await writeStock(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef, keterangan }, plan);
  const codes = [...new Set(requests.map((r) => r.kode_barcode))];
  return {
    no_ref: noRef,
    jenis,
    tgl_system: tglSystem,
    total_qty: totals.qty,
    total_berat: mgToGrams(totals.beratMg),
    barang: (await repo.findItems(trx, auth.kodeToko, codes)).map(toBarangRow),
  };
}

type BatchInput = { kode_barcode: string[]; kode_gudang?: string; kode_baki?: string; keterangan: string; idempotency_key?: string | undefined };

/** POST hancur-barang: items to melting (status HANCUR) into a melting warehouse. */
export async function hancurBarang(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => meltItems(trx, auth, await businessDateOf(trx, auth.kodeToko), input), { ...auth, jenis: 'HANCUR', kunci: input.idempotency_key });
}

/**
 * The melting document inside the caller's transaction (the hancur path every module uses: the stock's own
 * screen, and the sorting area's pieces to melt): a melting warehouse's tray, one HB document, ledger HANCUR.
 */
export async function meltItems(trx: Db, auth: Pick<AuthContext, 'kodeToko' | 'userId'>, tglSystem: string, input: Omit<BatchInput, 'idempotency_key'>): Promise<BatchResult> {
  const target = await placeOfKind(trx, auth.kodeToko, input, GUDANG_HANCUR);
  return runBatch(trx, auth, tglSystem, 'HANCUR', input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'HANCUR', ke: target } })), input.keterangan);
}

/** POST barang-contoh/ambil: items out of the display as samples (status CONTOH) into a sample warehouse. */
export async function ambilContoh(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const target = await placeOfKind(trx, auth.kodeToko, input, GUDANG_CONTOH);
    return runBatch(
      trx,
      auth,
      tglSystem,
      'CONTOH_KELUAR',
      input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'CONTOH_KELUAR', ke: target } })),
      input.keterangan,
    );
  }, { ...auth, jenis: 'CONTOH_KELUAR', kunci: input.idempotency_key });
}

/**
 * POST barang-contoh/kembali: samples back into stock (READY), to the tray named, or else each to
 * the tray it was taken from.
 */
export async function kembalikanContoh(app: FastifyInstance, auth: AuthContext, input: BatchInput): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    let targets: Map<string, Place>;
    if (input.kode_baki) {
      const target = await resolvePlace(trx, auth.kodeToko, { kode_gudang: input.kode_gudang, kode_baki: input.kode_baki }, 'STOCK');
      targets = new Map(input.kode_barcode.map((c) => [c, target]));
    } else {
      if (input.kode_gudang) throw badRequest(requiredMessage('Kode Baki'), { kode_baki: requiredMessage('Kode Baki') });
      const [origins, locked] = await Promise.all([
        repo.lastSampleOrigins(trx, auth.kodeToko, input.kode_barcode),
        repo.lockItems(trx, auth.kodeToko, input.kode_barcode),
      ]);
      targets = new Map(
        origins.filter((o) => o.dari_baki && o.dari_gudang).map((o) => [o.kode_barcode, { kode_gudang: o.dari_gudang!, kode_baki: o.dari_baki! }]),
      );
      const rows = new Map(locked.map((r) => [r.kode_barcode, r]));
      const errors: Record<string, string> = {};
      input.kode_barcode.forEach((code, i) => {
        const row = rows.get(code);
        if (!row) errors[`kode_barcode.${i}`] = barcodeNotFoundMessage(code);
        else if (row.status !== 'CONTOH') errors[`kode_barcode.${i}`] = statusRefusedMessage(code, 'CONTOH_MASUK', row.status);
        else if (!targets.has(code)) errors[`kode_barcode.${i}`] = requiredMessage('Kode Baki');
      });
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors);
    }
    return runBatch(
      trx,
      auth,
      tglSystem,
      'CONTOH_MASUK',
      input.kode_barcode.map((code) => ({ kode_barcode: code, op: { jenis: 'CONTOH_MASUK', ke: targets.get(code)! } })),
      input.keterangan,
    );
  }, { ...auth, jenis: 'CONTOH_MASUK', kunci: input.idempotency_key });
}

/** POST stock-aksesoris/tambah and /ambil: an accessory's quantity up or down (never below 0). */
export async function ubahStockAksesoris(
  app: FastifyInstance,
  auth: AuthContext,
  jenis: 'AKSESORIS_TAMBAH' | 'AKSESORIS_AMBIL',
  input: { kode_barcode: string; jumlah: number; keterangan: string; idempotency_key?: string | undefined },
): Promise<BatchResult> {
  return inTransaction(app, async (trx) => {
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    return runBatch(trx, auth, tglSystem, jenis, [{ kode_barcode: input.kode_barcode, op: { jenis, qty: input.jumlah } }], input.keterangan, () => 'kode_barcode');
  }, { ...auth, jenis, kunci: input.idempotency_key });
}
