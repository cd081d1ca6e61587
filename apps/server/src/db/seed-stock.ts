import {
  BARCODE_COUNTER,
  DOCUMENT_PREFIX,
  formatBarcode,
  formatDocumentNumber,
  kadarTextToHundredths,
  kadarToText,
  mgToWeightString,
  planAddition,
  planOperation,
  type JenisHarga,
  type Milligrams,
  type PlannedMovement,
  type StockItemState,
  type StockOperation,
} from '@emas/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { ledgerRowOf } from '../modules/stock/stock.service';
import type { BarangTable, Database, PindahBarangDetailTable, PindahBarangTable, StockMutasiTable } from './schema';

/**
 * Items of the demo chain (README.md, Demo users): a few hundred believable items per branch, spread over
 * the seeded warehouses, trays, groups and jenis, each entered through the ledger (a TAMBAH row),
 * with some melted, some out as samples and two transfer documents, so every stock screen has
 * something to show and the balance equals the items. Built with the domain's own ledger rules,
 * inserted with one multi-row insert per table (chunked for the 100,000-item benchmark).
 */

export const DEMO_ITEMS_PER_BRANCH = 300;

type Catalog = {
  dept: string;
  trays: readonly string[];
  groups: readonly string[];
  names: readonly string[];
  /** weight range in milligrams, or fixed weights */
  mg: readonly [number, number] | { fixed: readonly number[] };
  /** labour cost per gram (rupiah) */
  ongkosPerGram: number;
  size: (rnd: () => number) => string;
  share: number;
  bandrol?: readonly [number, number];
};

const ringSize = (rnd: () => number) => String(10 + Math.floor(rnd() * 13));
const noSize = () => '';

const CATALOG: readonly Catalog[] = [
  {
    dept: 'CC',
    trays: ['B01', 'B02'],
    groups: ['P17', 'P17', 'P22', 'P18', 'P16'],
    names: ['CINCIN BELAH ROTAN', 'CINCIN MATA SATU ZIRCON', 'CINCIN UKIR BUNGA', 'CINCIN KAWIN POLOS', 'CINCIN PRINCESS', 'CINCIN ANYAM', 'CINCIN DAUN SEMANGGI', 'CINCIN PIPIH DOFF'],
    mg: [1500, 6500],
    ongkosPerGram: 35_000,
    size: ringSize,
    share: 30,
  },
  {
    dept: 'GL',
    trays: ['B03'],
    groups: ['P17', 'P22', 'P24'],
    names: ['GELANG RANTAI ITALY', 'GELANG KERONCONG', 'GELANG BANGLE UKIR', 'GELANG PADI', 'GELANG RANTAI KOREA', 'GELANG KAKI BOLA'],
    mg: [4000, 25000],
    ongkosPerGram: 30_000,
    size: (rnd) => `${16 + Math.floor(rnd() * 4)} CM`,
    share: 15,
  },
  {
    dept: 'KL',
    trays: ['B04'],
    groups: ['P17', 'P22', 'P18'],
    names: ['KALUNG RANTAI NORI', 'KALUNG CASTELLO', 'KALUNG SINGAPORE', 'KALUNG TAMBANG', 'KALUNG RANTAI BOLA', 'KALUNG RANTAI KOREA'],
    mg: [3000, 20000],
    ongkosPerGram: 30_000,
    size: (rnd) => `${[40, 42, 45, 50][Math.floor(rnd() * 4)]} CM`,
    share: 15,
  },
  {
    dept: 'AT',
    trays: ['B05'],
    groups: ['P16', 'P17'],
    names: ['ANTING JURAI', 'ANTING TINDIK BULAT', 'ANTING TUSUK HATI', 'ANTING GIPSI'],
    mg: [1000, 4000],
    ongkosPerGram: 40_000,
    size: noSize,
    share: 10,
  },
  { dept: 'GW', trays: ['B05'], groups: ['P17'], names: ['GIWANG MATA ZIRCON', 'GIWANG BUNGA', 'GIWANG MUTIARA'], mg: [800, 3000], ongkosPerGram: 40_000, size: noSize, share: 5 },
  {
    dept: 'LT',
    trays: ['B06'],
    groups: ['P18', 'P17'],
    names: ['LIONTIN HATI', 'LIONTIN KUPU-KUPU', 'LIONTIN BINTANG', 'LIONTIN BULAN SABIT', 'LIONTIN KOIN'],
    mg: [500, 4000],
    ongkosPerGram: 40_000,
    size: noSize,
    share: 9,
  },
  { dept: 'BR', trays: ['B06'], groups: ['P17'], names: ['BROS DAUN', 'BROS BUNGA MAWAR', 'BROS KUPU-KUPU'], mg: [2000, 8000], ongkosPerGram: 35_000, size: noSize, share: 3 },
  {
    dept: 'LM',
    trays: ['B07'],
    groups: ['LM24'],
    names: ['LOGAM MULIA ANTAM'],
    mg: { fixed: [1000, 2000, 3000, 5000, 10000, 25000, 50000] },
    ongkosPerGram: 15_000,
    size: noSize,
    share: 8,
  },
  {
    dept: 'CB',
    trays: ['B02'],
    groups: ['P18', 'EP18'],
    names: ['CINCIN BERLIAN SOLITAIRE', 'CINCIN BERLIAN ETERNITY', 'CINCIN BERLIAN HALO'],
    mg: [2000, 5000],
    ongkosPerGram: 0,
    size: ringSize,
    share: 5,
    bandrol: [6_000_000, 25_000_000],
  },
];

/** Accessories counted by quantity: small 9K pieces sold per piece. */
const AKSESORIS = [
  { dept: 'AT', tray: 'B05', nama: 'ANTING TUSUK ANAK 9K', mg: 500, harga: 350_000, jumlah: 24 },
  { dept: 'LT', tray: 'B06', nama: 'LIONTIN HURUF 9K', mg: 800, harga: 450_000, jumlah: 40 },
  { dept: 'CC', tray: 'B01', nama: 'CINCIN ANAK POLOS 9K', mg: 700, harga: 400_000, jumlah: 30 },
] as const;

const KARAT: Record<string, string> = { P24: '24K', P22: '22K', P18: '18K', P17: '17K', P16: '16K', P09: '9K', EP18: 'EMAS PUTIH 18K', LM24: '' };

/** A small deterministic generator (mulberry32), so every seed is the same. */
function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 10:00 in Jakarta on a business date, plus a few seconds so rows keep their order. */
function momentOf(date: string, order: number): string {
  return new Date(Date.parse(`${date}T03:00:00.000Z`) + order * 1000).toISOString();
}

export type StockSeed = {
  items: Insertable<BarangTable>[];
  ledger: Insertable<StockMutasiTable>[];
  transfers: Insertable<PindahBarangTable>[];
  transferLines: Insertable<PindahBarangDetailTable>[];
  /** counter values after the seed (BARCODE, TB, PB, ...) */
  counters: Record<string, number>;
};

export type StockSeedOptions = {
  kodeToko: string;
  today: string;
  count: number;
  /** purity of each group of the store ('75.00') */
  groupKadar: ReadonlyMap<string, string>;
  /** number of the first generated barcode (after the store's existing ones) */
  firstNumber?: number;
  /** melted items, samples, transfers, accessories and buy-back stock, as a demo shows */
  history?: boolean;
  seed?: number;
};

type Meta = { nama: string; size: string; harga_jual: number; ongkos: number; kadar: string; kode_group: string; kode_dept: string; berat_awal: Milligrams; added: string };

/** Builds a store's items and their ledger (and transfer documents) by the domain's ledger rules. */
export function buildStockSeed(opts: StockSeedOptions): StockSeed {
  const rnd = randomOf(opts.seed ?? opts.kodeToko.split('').reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const by = 'SEED';
  const first = opts.firstNumber ?? 1;
  const totalShare = CATALOG.reduce((s, c) => s + c.share, 0);
  const states = new Map<string, StockItemState>();
  const metas = new Map<string, Meta>();
  const events: { date: string; movements: PlannedMovement[]; noRef: string; keterangan: string }[] = [];
  const counters: Record<string, number> = {};
  const docNo = (prefix: string, date: string) => formatDocumentNumber(prefix, opts.kodeToko, date, (counters[prefix] = (counters[prefix] ?? 0) + 1));

  const additions: { date: string; state: StockItemState }[] = [];
  const add = (state: StockItemState, meta: Meta) => {
    states.set(state.kode_barcode, state);
    metas.set(state.kode_barcode, meta);
    additions.push({ date: meta.added, state });
  };

  let no = first;
  const regular = opts.history ? opts.count - AKSESORIS.length : opts.count;
  for (let i = 0; i < regular; i++, no++) {
    let r = rnd() * totalShare;
    const cat = CATALOG.find((c) => (r -= c.share) < 0) ?? CATALOG[0]!;
    const group = pick(cat.groups);
    const beratMg = 'fixed' in cat.mg ? pick(cat.mg.fixed) : cat.mg[0] + Math.floor(rnd() * (cat.mg[1] - cat.mg[0]));
    const kode = formatBarcode(opts.kodeToko, no);
    const base = cat.dept === 'LM' ? `${cat.names[0]} ${beratMg / 1000} GR` : `${pick(cat.names)} ${KARAT[group] ?? ''}`.trim();
    const jenisHarga: JenisHarga = cat.bandrol ? 'BANDROL' : 'GRAM';
    const hargaJual = cat.bandrol ? cat.bandrol[0] + Math.floor(rnd() * ((cat.bandrol[1] - cat.bandrol[0]) / 250_000)) * 250_000 : 0;
    // buy-back stock: a few items sit in the BELI warehouse
    const inBeli = opts.history && rnd() < 0.04 && cat.dept !== 'LM' && cat.dept !== 'CB';
    const tray = inBeli ? pick(['BL01', 'BL02']) : pick(cat.trays);
    add(
      { kode_barcode: kode, status: 'READY', kode_gudang: inBeli ? 'BELI' : 'UTAMA', kode_baki: tray, jumlah: 1, beratMg, jenis_harga: jenisHarga },
      {
        nama: `${base} ${cat.dept}${String(no).padStart(4, '0')}`,
        size: cat.size(rnd),
        harga_jual: hargaJual,
        ongkos: Math.max(Math.round((cat.ongkosPerGram * beratMg) / 1_000_000) * 1000, cat.ongkosPerGram ? 25_000 : 0),
        kadar: opts.groupKadar.get(group) ?? '75.00',
        kode_group: group,
        kode_dept: cat.dept,
        berat_awal: beratMg,
        added: addDays(opts.today, -(1 + Math.floor(rnd() * 90))),
      },
    );
  }
  if (opts.history) {
    for (const a of AKSESORIS) {
      const kode = formatBarcode(opts.kodeToko, no++);
      add(
        { kode_barcode: kode, status: 'READY', kode_gudang: 'UTAMA', kode_baki: a.tray, jumlah: a.jumlah, beratMg: a.mg, jenis_harga: 'AKSESORIS' },
        {
          nama: a.nama,
          size: '',
          harga_jual: a.harga,
          ongkos: 0,
          kadar: opts.groupKadar.get('P09') ?? '37.50',
          kode_group: 'P09',
          kode_dept: a.dept,
          berat_awal: a.mg,
          added: addDays(opts.today, -60),
        },
      );
    }
  }

  // each day's additions are one TAMBAH document
  additions.sort((a, b) => a.date.localeCompare(b.date));
  for (let i = 0; i < additions.length; ) {
    const date = additions[i]!.date;
    const noRef = docNo(DOCUMENT_PREFIX.TAMBAH, date);
    const movements: PlannedMovement[] = [];
    for (; i < additions.length && additions[i]!.date === date; i++) movements.push(planAddition(additions[i]!.state, 'TAMBAH'));
    events.push({ date, movements, noRef, keterangan: 'DATA AWAL' });
  }

  const transfers: Insertable<PindahBarangTable>[] = [];
  const transferLines: Insertable<PindahBarangDetailTable>[] = [];
  const apply = (date: string, prefix: string, keterangan: string, chosen: readonly string[], op: StockOperation) => {
    if (!chosen.length) return null;
    const noRef = docNo(prefix, date);
    const movements: PlannedMovement[] = [];
    for (const code of chosen) {
      const plan = planOperation(states.get(code)!, op);
      if (!plan.ok) throw new Error(`seed: ${plan.message}`);
      states.set(code, plan.item);
      movements.push(...plan.movements);
    }
    events.push({ date, movements, noRef, keterangan });
    return { noRef, movements };
  };
  /** READY barcode items of a tray added before a date, in barcode order. */
  const readyIn = (tray: string, before: string, n: number) =>
    [...states.values()]
      .filter((s) => s.status === 'READY' && s.kode_baki === tray && s.jenis_harga !== 'AKSESORIS' && metas.get(s.kode_barcode)!.added < before)
      .slice(0, n)
      .map((s) => s.kode_barcode);
  const transfer = (date: string, from: string, to: string, n: number) => {
    const done = apply(date, DOCUMENT_PREFIX.PINDAH, '', readyIn(from, date, n), { jenis: 'PINDAH', ke: { kode_gudang: 'UTAMA', kode_baki: to } });
    if (!done) return;
    transfers.push({
      kode_toko: opts.kodeToko,
      no_pindah: done.noRef,
      tgl_system: date,
      dari_gudang: null,
      dari_baki: null,
      kode_gudang: 'UTAMA',
      kode_baki: to,
      total_qty: done.movements.reduce((s, m) => s + m.qty, 0),
      total_berat: mgToWeightString(done.movements.reduce((s, m) => s + m.beratMg, 0)),
      input_by: by,
      created_at: momentOf(date, 500),
    });
    for (const m of done.movements) {
      const meta = metas.get(m.kode_barcode)!;
      transferLines.push({
        kode_toko: opts.kodeToko,
        no_pindah: done.noRef,
        kode_barcode: m.kode_barcode,
        keterangan: meta.nama,
        dari_gudang: m.dari!.kode_gudang,
        dari_baki: m.dari!.kode_baki,
        berat: mgToWeightString(m.beratMg),
        size: meta.size,
        qty: m.qty,
        harga_jual: meta.harga_jual,
      });
    }
  };

  if (opts.history) {
    const meltDate = addDays(opts.today, -5);
    apply(meltDate, DOCUMENT_PREFIX.HANCUR, 'BARANG RUSAK', [...readyIn('B01', meltDate, 3), ...readyIn('B05', meltDate, 3)], {
      jenis: 'HANCUR',
      ke: { kode_gudang: 'HANCUR', kode_baki: 'HC01' },
    });
    transfer(addDays(opts.today, -3), 'B01', 'B02', 4);
    const sampleDate = addDays(opts.today, -2);
    apply(sampleDate, DOCUMENT_PREFIX.CONTOH_KELUAR, 'CONTOH PESANAN', [...readyIn('B04', sampleDate, 2), ...readyIn('B03', sampleDate, 2)], {
      jenis: 'CONTOH_KELUAR',
      ke: { kode_gudang: 'CONTOH', kode_baki: 'CT01' },
    });
    transfer(opts.today, 'B02', 'B01', 3);
  }

  events.sort((a, b) => a.date.localeCompare(b.date));
  const ledger: Insertable<StockMutasiTable>[] = [];
  const lastMoment = new Map<string, string>();
  let order = 0;
  for (const e of events) {
    for (const m of e.movements) {
      const at = momentOf(e.date, order++ % 20_000);
      lastMoment.set(m.kode_barcode, at);
      ledger.push({
        ...ledgerRowOf({ kodeToko: opts.kodeToko, userId: by, tglSystem: e.date, noRef: e.noRef, keterangan: e.keterangan }, m),
        created_at: at,
      });
    }
  }

  const items: Insertable<BarangTable>[] = [...states.values()].map((s) => {
    const meta = metas.get(s.kode_barcode)!;
    return {
      kode_toko: opts.kodeToko,
      kode_barcode: s.kode_barcode,
      kode_group: meta.kode_group,
      kode_dept: meta.kode_dept,
      kode_gudang: s.kode_gudang,
      kode_baki: s.kode_baki,
      nama_barang: meta.nama,
      berat: mgToWeightString(s.beratMg),
      berat_awal: mgToWeightString(meta.berat_awal),
      kadar: kadarToText(kadarTextToHundredths(meta.kadar)),
      size: meta.size,
      harga_jual: meta.harga_jual,
      ongkos: meta.ongkos,
      jenis_harga: s.jenis_harga,
      jumlah: s.jumlah,
      status: s.status,
      tgl_system: meta.added,
      input_by: by,
      updated_by: by,
      created_at: momentOf(meta.added, 0),
      updated_at: lastMoment.get(s.kode_barcode) ?? momentOf(meta.added, 0),
    };
  });
  counters[BARCODE_COUNTER] = no - 1;
  return { items, ledger, transfers, transferLines, counters };
}

const CHUNK = 2000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Writes a built seed (items before their ledger rows, documents before their lines) and its counters. */
export async function insertStockSeed(db: Kysely<Database>, kodeToko: string, seed: StockSeed): Promise<void> {
  await insertInChunks(seed.items, (chunk) => db.insertInto('barang').values(chunk).execute());
  // fresh statistics before the ledger's foreign-key checks: a plan made while the table was small
  // would scan every item for every ledger row
  await sql`analyze barang`.execute(db);
  await insertInChunks(seed.ledger, (chunk) => db.insertInto('stock_mutasi').values(chunk).execute());
  if (seed.transfers.length) await db.insertInto('pindah_barang').values(seed.transfers).execute();
  await insertInChunks(seed.transferLines, (chunk) => db.insertInto('pindah_barang_detail').values(chunk).execute());
  const counters = Object.entries(seed.counters).map(([jenis, nomor]) => ({ kode_toko: kodeToko, jenis, nomor }));
  if (counters.length) {
    await db
      .insertInto('nomor_dokumen')
      .values(counters)
      .onConflict((oc) => oc.columns(['kode_toko', 'jenis']).doUpdateSet((eb) => ({ nomor: eb.ref('excluded.nomor') })))
      .execute();
  }
}

/** Purity of every group of a store, as the masters hold it. */
export async function groupKadarOf(db: Kysely<Database>, kodeToko: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).execute();
  return new Map(rows.map((r) => [r.kode_group, r.kadar]));
}

/**
 * The demo items of every branch (head office PST keeps no stock of its own in the demo: goods
 * reach branches from it). Called by seed.ts inside the demo transaction, after the masters.
 */
export async function seedStock(db: Kysely<Database>, stores: readonly { kode_toko: string; type: 'PUSAT' | 'CABANG' }[], today: string): Promise<void> {
  const all: StockSeed[] = [];
  const branches = stores.filter((s) => s.type === 'CABANG');
  for (const store of branches) {
    all.push(buildStockSeed({ kodeToko: store.kode_toko, today, count: DEMO_ITEMS_PER_BRANCH, groupKadar: await groupKadarOf(db, store.kode_toko), history: true }));
  }
  // one multi-row insert per table for every branch together
  const merged: StockSeed = {
    items: all.flatMap((s) => s.items),
    ledger: all.flatMap((s) => s.ledger),
    transfers: all.flatMap((s) => s.transfers),
    transferLines: all.flatMap((s) => s.transferLines),
    counters: {},
  };
  await insertInChunks(merged.items, (chunk) => db.insertInto('barang').values(chunk).execute());
  await insertInChunks(merged.ledger, (chunk) => db.insertInto('stock_mutasi').values(chunk).execute());
  if (merged.transfers.length) await db.insertInto('pindah_barang').values(merged.transfers).execute();
  if (merged.transferLines.length) await db.insertInto('pindah_barang_detail').values(merged.transferLines).execute();
  const counters = branches.flatMap((store, i) => Object.entries(all[i]!.counters).map(([jenis, nomor]) => ({ kode_toko: store.kode_toko, jenis, nomor })));
  if (counters.length) await db.insertInto('nomor_dokumen').values(counters).execute();
}
