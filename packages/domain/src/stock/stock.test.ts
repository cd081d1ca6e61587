import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closingStock,
  ledgerBalance,
  planAddition,
  planOperation,
  presentStock,
  type LedgerEntry,
  type Place,
  type StockItemState,
  type StockOperation,
} from './ledger';
import { formatBarcode, formatDocumentNumber, kadarTextToHundredths, kadarToText } from './rules';
import { barangListQuery, batchMoveRequest, createBarangRequest, pindahSatuBakiRequest, readNewItemRow, readWeightMg, updateProfitRequest } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : { path: result.error!.issues[0]!.path.join('.'), message: result.error!.issues[0]!.message };

const valid = { kode_group: 'p17', kode_dept: 'cc', kode_baki: 'b01', nama_barang: 'cincin belah rotan', berat: '2,345' };

describe('item input (spec 000 §5)', () => {
  it('reads a valid item: codes and name upper-cased, weight in milligrams, defaults', () => {
    const out = createBarangRequest.parse(valid);
    expect(out).toMatchObject({
      kode_group: 'P17',
      kode_dept: 'CC',
      kode_baki: 'B01',
      nama_barang: 'CINCIN BELAH ROTAN',
      berat: 2345,
      jenis_harga: 'GRAM',
      harga_jual: 0,
      ongkos: 0,
      kode_intern: '',
      size: '',
    });
    expect(out.kadar).toBeUndefined();
    expect(out.kode_barcode).toBeUndefined();
    expect(createBarangRequest.parse({ ...valid, kadar: '75.5', kode_barcode: ' abc-01 ' })).toMatchObject({ kadar: 7550, kode_barcode: 'ABC-01' });
  });

  it.each([
    [{ nama_barang: 'CINCN' }, 'nama_barang', 'Nama Barang harus lebih dari 5 karakter'],
    [{ nama_barang: '' }, 'nama_barang', 'Nama Barang Tidak Boleh Kosong'],
    [{ berat: 0 }, 'berat', 'Berat tidak boleh 0'],
    [{ berat: '0,000' }, 'berat', 'Berat tidak boleh 0'],
    [{ berat: undefined }, 'berat', 'Berat Tidak Boleh Kosong'],
    [{ berat: '1.2345' }, 'berat', 'Berat maksimal 3 desimal'],
    [{ berat: 'dua' }, 'berat', 'Berat tidak valid'],
    [{ berat: -1 }, 'berat', 'Berat tidak boleh kurang dari 0'],
    [{ kadar: 0 }, 'kadar', 'Kadar tidak boleh 0'],
    [{ kadar: 501 }, 'kadar', 'Kadar tidak boleh lebih dari 500'],
    [{ kadar: '500.01' }, 'kadar', 'Kadar tidak boleh lebih dari 500'],
    [{ kode_baki: '' }, 'kode_baki', 'Kode Baki Tidak Boleh Kosong'],
    [{ kode_group: null }, 'kode_group', 'Kode Group Tidak Boleh Kosong'],
    [{ kode_barcode: 'AB CD' }, 'kode_barcode', 'Kode Barcode hanya boleh huruf, angka, titik, garis bawah atau strip'],
    [{ jumlah: 3 }, 'jumlah', 'Jumlah barang berbarcode harus 1'],
    [{ jenis_harga: 'BANDROL' }, 'harga_jual', 'Harga Jual Tidak Boleh Kosong'],
    [{ jenis_harga: 'KILO' }, 'jenis_harga', 'Jenis Harga harus GRAM, BANDROL atau AKSESORIS'],
  ])('refuses %j on %s with its message', (patch, path, message) => {
    expect(firstMessage(createBarangRequest.safeParse({ ...valid, ...patch }))).toEqual({ path, message });
  });

  it('accepts purity 500 and accessories counted by quantity', () => {
    expect(createBarangRequest.parse({ ...valid, kadar: 500 }).kadar).toBe(50_000);
    expect(createBarangRequest.parse({ ...valid, jenis_harga: 'AKSESORIS', jumlah: '12', harga_jual: '350000' })).toMatchObject({ jumlah: 12, harga_jual: 350_000 });
  });

  it('reads a bad sheet row field by field: its valid fields and every problem, the rules between fields too', () => {
    expect(readNewItemRow(valid)).toEqual({ input: createBarangRequest.parse(valid), issues: [] });
    const bad = readNewItemRow({ ...valid, kode_barcode: 'qay001', berat: -1, kadar: 0, jenis_harga: 'BANDROL' });
    expect(bad.issues).toEqual([
      { field: 'berat', message: 'Berat tidak boleh kurang dari 0' },
      { field: 'kadar', message: 'Kadar tidak boleh 0' },
      { field: 'harga_jual', message: 'Harga Jual Tidak Boleh Kosong' },
    ]);
    expect(bad.input).toMatchObject({ kode_barcode: 'QAY001', kode_group: 'P17', kode_baki: 'B01', nama_barang: 'CINCIN BELAH ROTAN', jenis_harga: 'BANDROL' });
    expect(bad.input.berat).toBeUndefined();
    expect(bad.input.kadar).toBeUndefined();
    expect(readNewItemRow('not a row').issues).toHaveLength(1);
  });

  it('reads weights exactly in milligrams, whatever the decimals written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (mg) => {
        const text = `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
        expect(readWeightMg(text)).toEqual({ mg });
        expect(readWeightMg(text.replace('.', ','))).toEqual({ mg });
        expect(readWeightMg(Number(text))).toEqual({ mg });
      }),
    );
  });

  it('keeps purity as integer hundredths both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), (h) => {
        expect(kadarTextToHundredths(kadarToText(h))).toBe(h);
        expect(createBarangRequest.parse({ ...valid, kadar: kadarToText(h) }).kadar).toBe(h);
      }),
    );
  });

  it('refuses a barcode twice in one table, and the same tray as origin and destination', () => {
    expect(firstMessage(batchMoveRequest.safeParse({ kode_barcode: ['A1', 'a2', 'a1'] }))).toEqual({ path: 'kode_barcode.2', message: 'Barcode A1 sudah ada di tabel' });
    expect(firstMessage(updateProfitRequest.safeParse({ detail: [{ kode_barcode: 'X1' }, { kode_barcode: 'x1' }] }))).toEqual({
      path: 'detail.1.kode_barcode',
      message: 'Barcode X1 sudah ada di tabel',
    });
    expect(firstMessage(pindahSatuBakiRequest.safeParse({ dari_baki: 'b01', kode_baki: 'B01' }))).toEqual({ path: 'kode_baki', message: 'Baki asal dan tujuan tidak boleh sama' });
  });

  it('reads list filters: ALL and SEMUA mean no filter, defaults for sort and paging', () => {
    expect(barangListQuery.parse({ kode_group: 'ALL', kode_dept: 'semua', kode_baki: 'b01' })).toEqual({
      kode_baki: 'B01',
      sort_by: 'kode_barcode',
      page: 1,
      limit: 50,
    });
    expect(firstMessage(barangListQuery.safeParse({ sort_by: 'harga' }))).toEqual({ path: 'sort_by', message: 'Sort By tidak valid' });
    expect(firstMessage(barangListQuery.safeParse({ limit: '501' }))).toEqual({ path: 'limit', message: 'Limit maksimal 500' });
  });
});

describe('numbers', () => {
  it('formats barcodes and document numbers that sort in order of allocation', () => {
    expect(formatBarcode('BDG', 42)).toBe('BDG0000042');
    expect(formatDocumentNumber('PB', 'BDG', '2025-03-10', 7)).toBe('PB-BDG-250310-000007');
    const numbers = [1, 2, 10, 99, 100, 999_999].map((n) => formatDocumentNumber('PB', 'SBY', '2025-03-10', n));
    expect([...numbers].sort()).toEqual(numbers);
  });
});

const item = (patch: Partial<StockItemState> = {}): StockItemState => ({
  kode_barcode: 'BDG0000001',
  status: 'READY',
  kode_gudang: 'UTAMA',
  kode_baki: 'B01',
  jumlah: 1,
  beratMg: 2345,
  jenis_harga: 'GRAM',
  ...patch,
});
const B02: Place = { kode_gudang: 'UTAMA', kode_baki: 'B02' };
const HC01: Place = { kode_gudang: 'HANCUR', kode_baki: 'HC01' };

describe('planOperation', () => {
  it('moves an item with one ledger row from its tray to the new one', () => {
    const plan = planOperation(item(), { jenis: 'PINDAH', ke: B02 });
    expect(plan).toEqual({
      ok: true,
      item: item({ kode_baki: 'B02' }),
      movements: [{ jenis: 'PINDAH', kode_barcode: 'BDG0000001', dari: { kode_gudang: 'UTAMA', kode_baki: 'B01' }, ke: B02, qty: 1, beratMg: 2345 }],
    });
  });

  it('refuses what the status or the item does not allow', () => {
    expect(planOperation(item({ status: 'TERJUAL' }), { jenis: 'PINDAH', ke: B02 })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 tidak dapat dipindah karena status TERJUAL',
    });
    expect(planOperation(item(), { jenis: 'PINDAH', ke: { kode_gudang: 'UTAMA', kode_baki: 'B01' } })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 sudah berada di baki B01',
    });
    expect(planOperation(item({ status: 'HANCUR' }), { jenis: 'HANCUR', ke: HC01 })).toMatchObject({ ok: false });
    expect(planOperation(item(), { jenis: 'CONTOH_MASUK', ke: B02 })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 tidak dapat dikembalikan sebagai contoh karena status READY',
    });
    expect(planOperation(item(), { jenis: 'AKSESORIS_AMBIL', qty: 1 })).toEqual({ ok: false, message: 'Barcode BDG0000001 bukan barang aksesoris' });
    expect(planOperation(item({ jenis_harga: 'AKSESORIS', jumlah: 2 }), { jenis: 'AKSESORIS_AMBIL', qty: 3 })).toEqual({
      ok: false,
      message: 'Stock aksesoris BDG0000001 tidak mencukupi, sisa 2',
    });
  });

  it('moves an item counted in another tray (OPNAME) with its status, only while READY or TITIP', () => {
    const plan = planOperation(item({ status: 'TITIP' }), { jenis: 'OPNAME', ke: B02 });
    expect(plan).toEqual({
      ok: true,
      item: item({ status: 'TITIP', kode_baki: 'B02' }),
      movements: [{ jenis: 'OPNAME', kode_barcode: 'BDG0000001', dari: { kode_gudang: 'UTAMA', kode_baki: 'B01' }, ke: B02, qty: 1, beratMg: 2345 }],
    });
    expect(planOperation(item({ status: 'HANCUR' }), { jenis: 'OPNAME', ke: B02 })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 tidak dapat dipindah oleh stock opname karena status HANCUR',
    });
    expect(planOperation(item(), { jenis: 'OPNAME', ke: { kode_gudang: 'UTAMA', kode_baki: 'B01' } })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 sudah berada di baki B01',
    });
  });

  it('a cancelled buy-back takes a READY piece out of the store (BATAL_BELI), nothing else', () => {
    const gone = planOperation(item(), { jenis: 'BATAL_BELI' });
    expect(gone).toEqual({
      ok: true,
      item: { ...item(), status: 'BATAL' },
      movements: [{ jenis: 'BATAL_BELI', kode_barcode: 'BDG0000001', dari: { kode_gudang: 'UTAMA', kode_baki: 'B01' }, ke: null, qty: 1, beratMg: 2345 }],
    });
    for (const status of ['TERJUAL', 'HANCUR', 'TITIP', 'BATAL'] as const) expect(planOperation(item({ status }), { jenis: 'BATAL_BELI' }).ok).toBe(false);
  });

  it('receives an item sent away back in (TERIMA) and undoes a receipt (BATAL_TERIMA) only while READY', () => {
    const back = planOperation(item({ status: 'KIRIM' }), { jenis: 'TERIMA', ke: B02, beratMg: 2300 });
    expect(back).toEqual({
      ok: true,
      item: item({ kode_baki: 'B02', beratMg: 2300 }),
      movements: [{ jenis: 'TERIMA', kode_barcode: 'BDG0000001', dari: null, ke: B02, qty: 1, beratMg: 2300 }],
    });
    expect(planOperation(item(), { jenis: 'TERIMA', ke: B02 })).toEqual({ ok: false, message: 'Barcode BDG0000001 tidak dapat diterima karena status READY' });
    const undo = planOperation(item(), { jenis: 'BATAL_TERIMA' });
    expect(undo).toEqual({
      ok: true,
      item: item({ status: 'KIRIM' }),
      movements: [{ jenis: 'BATAL_TERIMA', kode_barcode: 'BDG0000001', dari: { kode_gudang: 'UTAMA', kode_baki: 'B01' }, ke: null, qty: 1, beratMg: 2345 }],
    });
    expect(planOperation(item({ status: 'TERJUAL' }), { jenis: 'BATAL_TERIMA' })).toEqual({
      ok: false,
      message: 'Barcode BDG0000001 tidak dapat dibatalkan penerimaannya karena status TERJUAL',
    });
  });

  it('corrects a weight with an out row of the old weight and an in row of the new one', () => {
    const plan = planOperation(item(), { jenis: 'KOREKSI', beratMg: 2400 });
    expect(plan.ok && plan.movements.map((m) => [m.dari?.kode_baki ?? null, m.ke?.kode_baki ?? null, m.qty, m.beratMg])).toEqual([
      ['B01', null, 0, 2345],
      [null, 'B01', 0, 2400],
    ]);
  });
});

describe('ledgerBalance', () => {
  it('splits opening, in, out and closing by business date and ignores later rows and state-only rows', () => {
    const a: Place = { kode_gudang: 'UTAMA', kode_baki: 'B01' };
    const entries: LedgerEntry[] = [
      { tgl_system: '2025-03-01', dari: null, ke: a, qty: 1, beratMg: 1000 },
      { tgl_system: '2025-03-01', dari: null, ke: a, qty: 1, beratMg: 2000 },
      { tgl_system: '2025-03-02', dari: a, ke: B02, qty: 1, beratMg: 1000 },
      { tgl_system: '2025-03-02', dari: a, ke: a, qty: 1, beratMg: 2000 },
      { tgl_system: '2025-03-03', dari: B02, ke: null, qty: 1, beratMg: 1000 },
    ];
    expect(ledgerBalance(entries, '2025-03-02')).toEqual([
      { place: a, awal: { qty: 2, beratMg: 3000 }, masuk: { qty: 0, beratMg: 0 }, keluar: { qty: 1, beratMg: 1000 }, akhir: { qty: 1, beratMg: 2000 } },
      { place: B02, awal: { qty: 0, beratMg: 0 }, masuk: { qty: 1, beratMg: 1000 }, keluar: { qty: 0, beratMg: 0 }, akhir: { qty: 1, beratMg: 1000 } },
    ]);
  });
});

/**
 * A model store: items and the ledger they wrote, driven only through planAddition and
 * planOperation. After ANY sequence of operations, on ANY date, the ledger's closing balance per
 * place equals what is physically there.
 */
describe('ledger equals items (property)', () => {
  const PLACES: Place[] = [
    { kode_gudang: 'UTAMA', kode_baki: 'B01' },
    { kode_gudang: 'UTAMA', kode_baki: 'B02' },
    { kode_gudang: 'BELI', kode_baki: 'BL01' },
    { kode_gudang: 'HANCUR', kode_baki: 'HC01' },
    { kode_gudang: 'CONTOH', kode_baki: 'CT01' },
  ];
  type Step =
    | { kind: 'add'; place: number; beratMg: number; aksesoris: boolean; jumlah: number }
    | { kind: 'op'; target: number; op: string; place: number; qty: number; beratMg: number }
    | { kind: 'day' };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      place: fc.nat({ max: PLACES.length - 1 }),
      beratMg: fc.integer({ min: 1, max: 50_000 }),
      aksesoris: fc.boolean(),
      jumlah: fc.integer({ min: 1, max: 20 }),
    }),
    fc.record({
      kind: fc.constant('op' as const),
      target: fc.nat(),
      op: fc.constantFrom('PINDAH', 'HANCUR', 'CONTOH_KELUAR', 'CONTOH_MASUK', 'JUAL', 'BATAL_JUAL', 'TITIP', 'BATAL_TITIP', 'KIRIM', 'AKSESORIS_TAMBAH', 'AKSESORIS_AMBIL', 'KOREKSI', 'OPNAME', 'TERIMA', 'BATAL_TERIMA', 'BATAL_BELI'),
      place: fc.nat({ max: PLACES.length - 1 }),
      qty: fc.integer({ min: 0, max: 25 }),
      beratMg: fc.integer({ min: 0, max: 50_000 }),
    }),
    fc.constant({ kind: 'day' as const }),
  );

  function operationOf(s: Extract<Step, { kind: 'op' }>): StockOperation {
    const ke = PLACES[s.place]!;
    switch (s.op) {
      case 'PINDAH':
      case 'HANCUR':
      case 'CONTOH_KELUAR':
      case 'CONTOH_MASUK':
      case 'OPNAME':
        return { jenis: s.op, ke };
      case 'JUAL':
        return { jenis: 'JUAL', qty: s.qty };
      case 'BATAL_JUAL':
        return { jenis: 'BATAL_JUAL', ke, qty: s.qty };
      case 'TERIMA':
        return { jenis: 'TERIMA', ke, beratMg: s.beratMg || undefined };
      case 'BATAL_TERIMA':
      case 'BATAL_BELI':
      case 'TITIP':
      case 'BATAL_TITIP':
      case 'KIRIM':
        return { jenis: s.op };
      case 'AKSESORIS_TAMBAH':
      case 'AKSESORIS_AMBIL':
        return { jenis: s.op, qty: s.qty };
      default:
        return { jenis: 'KOREKSI', beratMg: s.beratMg };
    }
  }

  it('after any sequence of operations the balance of every day equals the items present', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const items: StockItemState[] = [];
        const ledger: LedgerEntry[] = [];
        let day = 1;
        const date = () => `2025-03-${String(day).padStart(2, '0')}`;
        const closings: { date: string; stock: ReturnType<typeof presentStock> }[] = [];
        for (const s of steps) {
          if (s.kind === 'day') {
            closings.push({ date: date(), stock: presentStock(items) });
            day = Math.min(day + 1, 28);
            continue;
          }
          if (s.kind === 'add') {
            const place = PLACES[s.place]!;
            const added: StockItemState = {
              kode_barcode: formatBarcode('BDG', items.length + 1),
              status: 'READY',
              kode_gudang: place.kode_gudang,
              kode_baki: place.kode_baki,
              jumlah: s.aksesoris ? s.jumlah : 1,
              beratMg: s.beratMg,
              jenis_harga: s.aksesoris ? 'AKSESORIS' : 'GRAM',
            };
            items.push(added);
            const m = planAddition(added, 'TAMBAH');
            ledger.push({ tgl_system: date(), dari: m.dari, ke: m.ke, qty: m.qty, beratMg: m.beratMg });
            continue;
          }
          if (!items.length) continue;
          const index = s.target % items.length;
          const plan = planOperation(items[index]!, operationOf(s));
          if (!plan.ok) continue; // a refused operation changes nothing
          items[index] = plan.item;
          for (const m of plan.movements) {
            expect(m.qty).toBeGreaterThanOrEqual(0);
            expect(m.beratMg).toBeGreaterThanOrEqual(0);
            ledger.push({ tgl_system: date(), dari: m.dari, ke: m.ke, qty: m.qty, beratMg: m.beratMg });
          }
        }
        closings.push({ date: date(), stock: presentStock(items) });
        for (const c of closings) expect(closingStock(ledgerBalance(ledger, c.date))).toEqual(c.stock);
        // the opening of a day is the closing of the day before
        for (let d = 2; d <= day; d++) {
          const today = ledgerBalance(ledger, `2025-03-${String(d).padStart(2, '0')}`);
          const before = ledgerBalance(ledger, `2025-03-${String(d - 1).padStart(2, '0')}`);
          for (const b of today) {
            const prev = before.find((p) => p.place.kode_baki === b.place.kode_baki);
            expect(b.awal).toEqual(prev?.akhir ?? { qty: 0, beratMg: 0 });
          }
        }
        // no place ever holds a negative amount, and no accessory a negative quantity
        for (const b of ledgerBalance(ledger, date())) expect(b.akhir.qty).toBeGreaterThanOrEqual(0);
        for (const it of items) expect(it.jumlah).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
