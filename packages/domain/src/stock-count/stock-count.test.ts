import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, PRESENT_STATUSES } from '../stock/constants';
import {
  isLightTray,
  itemLeftPlaceMessage,
  lineStateOf,
  opnameAlreadyOpenMessage,
  opnameNotOpenMessage,
  opnameStartRequest,
  selisihMg,
  STOCK_COUNT_MESSAGES,
  summarizeOpname,
  systemAmount,
  timbangStartRequest,
} from './index';

describe('tray weighing rules', () => {
  it('counts only present items; accessories count pieces and weigh pieces x weight', () => {
    expect(
      systemAmount([
        { status: 'READY', jumlah: 1, beratMg: 2345 },
        { status: 'TITIP', jumlah: 1, beratMg: 1000 },
        { status: 'READY', jumlah: 3, beratMg: 150 },
        { status: 'TERJUAL', jumlah: 1, beratMg: 9999 },
        { status: 'KIRIM', jumlah: 1, beratMg: 9999 },
      ]),
    ).toEqual({ jumlah: 5, beratMg: 3795 });
    expect(systemAmount([])).toEqual({ jumlah: 0, beratMg: 0 });
  });

  it('difference is scale minus system; a light tray is negative', () => {
    expect(selisihMg(3700, 3795)).toBe(-95);
    expect(isLightTray(selisihMg(3700, 3795))).toBe(true);
    expect(isLightTray(selisihMg(3795, 3795))).toBe(false);
  });

  it('system weight equals the exact sum of present items in milligrams (property)', () => {
    const item = fc.record({ status: fc.constantFrom(...ITEM_STATUSES), jumlah: fc.integer({ min: 0, max: 50 }), beratMg: fc.integer({ min: 0, max: 100_000_000 }) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const present = items.filter((i) => (PRESENT_STATUSES as readonly string[]).includes(i.status));
        const got = systemAmount(items);
        expect(got.jumlah).toBe(present.reduce((s, i) => s + i.jumlah, 0));
        expect(got.beratMg).toBe(present.reduce((s, i) => s + i.jumlah * i.beratMg, 0));
        expect(Number.isSafeInteger(got.beratMg)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('start needs a warehouse, then a tray, with the specification messages', () => {
    const first = (body: object) => {
      const r = timbangStartRequest.safeParse(body);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(first({ kode_toko: 'B01', berat_timbang: 1 })).toBe('Mohon Untuk Pilih Kode Gudang');
    expect(first({ kode_gudang: 'UTAMA', kode_toko: '', berat_timbang: 1 })).toBe('Mohon Untuk Pilih Kode Baki');
    // spec 001 §7: the start names the tray only; the scale weight comes on the row afterwards
    expect(timbangStartRequest.parse({ kode_gudang: 'UTAMA', kode_toko: 'B01' })).toEqual({ kode_gudang: 'UTAMA', kode_toko: 'B01' });
    expect(first({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '1.2345' })).toBe('Berat maksimal 3 desimal');
    expect(timbangStartRequest.parse({ kode_gudang: 'utama', kode_toko: 'b01', berat_timbang: '12,5' })).toEqual({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: 12500 });
    expect(first({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: 0 })).toBe('Berat tidak boleh 0');
    expect(first({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '0,000' })).toBe('Berat tidak boleh 0');
    expect(timbangStartRequest.parse({ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '0.001' }).berat_timbang).toBe(1);
    expect(opnameStartRequest.parse({ kode_gudang: 'utama', kode_baki: '' })).toEqual({ kode_gudang: 'UTAMA', kode_baki: undefined });
  });
});

describe('stock opname rules', () => {
  it('a line is FOUND, MISSING, LEFT, UNEXPECTED or UNKNOWN', () => {
    expect(lineStateOf(true, true)).toBe('FOUND');
    expect(lineStateOf(true, false)).toBe('MISSING');
    expect(lineStateOf(true, false, { left: true })).toBe('LEFT');
    expect(lineStateOf(true, true, { left: true })).toBe('FOUND');
    expect(lineStateOf(false, true)).toBe('UNEXPECTED');
    expect(lineStateOf(false, true, { known: false })).toBe('UNKNOWN');
  });

  it('found + missing + left always equals what the system expected; unknown codes are counted apart (property)', () => {
    const line = fc.record({
      expected: fc.boolean(),
      scanned: fc.boolean(),
      known: fc.boolean(),
      left: fc.boolean(),
      jumlah: fc.integer({ min: 1, max: 20 }),
      beratMg: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 80 }), (lines) => {
        const lns = lines.map((l) => (l.expected ? { ...l, known: true } : l.known ? { ...l, scanned: true } : { ...l, scanned: true, jumlah: 0, beratMg: 0 }));
        const s = summarizeOpname(lns);
        expect(s.found.jumlah + s.missing.jumlah + s.left.jumlah).toBe(s.sistem.jumlah);
        expect(s.found.beratMg + s.missing.beratMg + s.left.beratMg).toBe(s.sistem.beratMg);
        expect(s.unexpected.jumlah).toBe(lns.filter((l) => !l.expected).reduce((a, l) => a + l.jumlah, 0));
        expect(s.unknown).toBe(lns.filter((l) => !l.expected && !l.known).length);
      }),
      { numRuns: 300 },
    );
  });

  it('messages', () => {
    expect(opnameNotOpenMessage('SO-BDG-250310-000001', 'CLOSED')).toBe('Stock opname SO-BDG-250310-000001 sudah ditutup');
    expect(opnameNotOpenMessage('SO-BDG-250310-000001', 'BATAL')).toBe('Stock opname SO-BDG-250310-000001 sudah dibatalkan');
    expect(opnameAlreadyOpenMessage('SO-X', 'UTAMA', 'B01')).toContain('baki B01');
    expect(opnameAlreadyOpenMessage('SO-X', 'UTAMA', null)).toContain('gudang UTAMA');
    expect(itemLeftPlaceMessage('BDG01', { kode_gudang: 'UTAMA', kode_baki: 'B02' }, { kode_gudang: 'UTAMA', kode_baki: 'B01', status: 'READY' })).toBe(
      'Barang BDG01 sudah keluar dari baki B02 sejak stock opname dimulai (sekarang di UTAMA / B01)',
    );
    expect(itemLeftPlaceMessage('BDG01', { kode_gudang: 'UTAMA', kode_baki: null }, { kode_gudang: 'UTAMA', kode_baki: 'B01', status: 'TERJUAL' })).toBe(
      'Barang BDG01 sudah keluar dari gudang UTAMA sejak stock opname dimulai (status TERJUAL)',
    );
  });
});
