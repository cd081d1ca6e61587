/** Reading the stock: an item, the list, an item's movements and the balance of a date. */
import {
  canSeeStockSummary,
  mgToGrams,
  MESSAGES,
  type BarangListQuery,
  type BarangRow,
  type Milligrams,
  type MutasiJenis,
  type MutasiRow,
  type SaldoRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import * as repo from './stock.repository';
import { mgOf } from '../../db/columns';
import { grams, toBarangRow, businessDateOf } from './stock-ledger.service';

type Db = Kysely<Database>;

export async function getBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<BarangRow> {
  const row = await repo.findItem(app.db, auth.kodeToko, kodeBarcode);
  if (!row) throw notFound(MESSAGES.notFound);
  return toBarangRow(row);
}

export async function listBarang(app: FastifyInstance, auth: AuthContext, query: BarangListQuery) {
  const { rows, count } = await repo.listItemsPage(app.db, auth.kodeToko, query);
  return { barang: rows.map(toBarangRow), count, page: query.page, limit: query.limit };
}

export async function mutasiOfBarang(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<MutasiRow[]> {
  const rows = await repo.listMutasiOfItem(app.db, auth.kodeToko, kodeBarcode);
  if (!rows.length && !(await repo.findItem(app.db, auth.kodeToko, kodeBarcode))) throw notFound(MESSAGES.notFound);
  return rows.map((r) => ({
    id: Number(r.id),
    kode_barcode: r.kode_barcode,
    jenis: r.jenis as MutasiJenis,
    tgl_system: r.tgl_system,
    dari_gudang: r.dari_gudang,
    dari_baki: r.dari_baki,
    ke_gudang: r.ke_gudang,
    ke_baki: r.ke_baki,
    qty: r.qty,
    berat: grams(r.berat),
    no_ref: r.no_ref,
    keterangan: r.keterangan,
    input_by: r.input_by,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

type Amount = { qty: number; beratMg: Milligrams };
const ZERO: Amount = { qty: 0, beratMg: 0 };
const plus = (a: Amount, b: Amount): Amount => ({ qty: a.qty + b.qty, beratMg: a.beratMg + b.beratMg });
const wire = (a: Amount) => ({ qty: a.qty, berat: mgToGrams(a.beratMg) });

/**
 * The stock balance per warehouse and tray on a business date (default: the store's active date),
 * from the ledger: opening, in, out, closing. Hidden for everyone but OWN when the store's
 * HIDE_SALDO_BARANG_SUMMARY module is on (`tersembunyi: true`, no figures).
 */
export async function saldoBarang(app: FastifyInstance, auth: AuthContext, tanggal?: string) {
  const tglSystem = tanggal ?? (await businessDateOf(app.db, auth.kodeToko));
  if (!canSeeStockSummary(auth.access)) return { tersembunyi: true, tgl_system: tglSystem, baki: [], gudang: [], total: null };
  const [sums, names] = await Promise.all([repo.sumLedgerByPlace(app.db, auth.kodeToko, tglSystem), repo.placeNames(app.db, auth.kodeToko)]);
  const baki: { row: SaldoRow; raw: Record<'awal' | 'masuk' | 'keluar' | 'akhir', Amount> }[] = [];
  for (const s of sums) {
    const awal = { qty: Number(s.awal_in_qty) - Number(s.awal_out_qty), beratMg: mgOf(s.awal_in_berat) - mgOf(s.awal_out_berat) };
    const masuk = { qty: Number(s.masuk_qty), beratMg: mgOf(s.masuk_berat) };
    const keluar = { qty: Number(s.keluar_qty), beratMg: mgOf(s.keluar_berat) };
    const akhir = { qty: awal.qty + masuk.qty - keluar.qty, beratMg: awal.beratMg + masuk.beratMg - keluar.beratMg };
    if ([awal, masuk, keluar, akhir].every((a) => a.qty === 0 && a.beratMg === 0)) continue;
    baki.push({
      row: {
        kode_gudang: s.kode_gudang,
        nama_gudang: names.gudang.get(s.kode_gudang) ?? '',
        kode_baki: s.kode_baki,
        nama_baki: names.baki.get(s.kode_baki) ?? '',
        awal: wire(awal),
        masuk: wire(masuk),
        keluar: wire(keluar),
        akhir: wire(akhir),
      },
      raw: { awal, masuk, keluar, akhir },
    });
  }
  const perGudang = new Map<string, Record<'awal' | 'masuk' | 'keluar' | 'akhir', Amount>>();
  const total = { awal: ZERO, masuk: ZERO, keluar: ZERO, akhir: ZERO };
  for (const b of baki) {
    const g = perGudang.get(b.row.kode_gudang) ?? { awal: ZERO, masuk: ZERO, keluar: ZERO, akhir: ZERO };
    for (const k of ['awal', 'masuk', 'keluar', 'akhir'] as const) {
      g[k] = plus(g[k], b.raw[k]);
      total[k] = plus(total[k], b.raw[k]);
    }
    perGudang.set(b.row.kode_gudang, g);
  }
  return {
    tersembunyi: false,
    tgl_system: tglSystem,
    baki: baki.map((b) => b.row),
    gudang: [...perGudang.entries()].map(([kode, g]) => ({
      kode_gudang: kode,
      nama_gudang: names.gudang.get(kode) ?? '',
      awal: wire(g.awal),
      masuk: wire(g.masuk),
      keluar: wire(g.keluar),
      akhir: wire(g.akhir),
    })),
    total: { awal: wire(total.awal), masuk: wire(total.masuk), keluar: wire(total.keluar), akhir: wire(total.akhir) },
  };
}
