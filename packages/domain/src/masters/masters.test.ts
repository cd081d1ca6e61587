import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_MASTERS, findMaster } from './catalog';
import { inUseMessage } from './messages';
import { createSchemaOf, rowSchemaOf, updateSchemaOf, usagesOf, warningsOf } from './schemas';
import type { MasterDef } from './types';

function master(key: string): MasterDef {
  const def = findMaster(key);
  if (!def) throw new Error(`no master ${key}`);
  return def;
}

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

describe('master registry', () => {
  it('has unique keys, routes, tables and read/write paths', () => {
    const keys = ALL_MASTERS.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ALL_MASTERS.map((m) => m.table)).size).toBe(keys.length);
    expect(new Set(ALL_MASTERS.map((m) => m.route)).size).toBe(keys.length);
    const reads = ALL_MASTERS.flatMap((m) => m.reads.map((r) => `GET ${r.path}`));
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('names only registered masters and declared fields in references, filters and names', () => {
    for (const def of ALL_MASTERS) {
      const names = new Set([def.code.name, ...def.fields.map((f) => f.name)]);
      expect(names.has(def.nameField), `${def.key}.nameField`).toBe(true);
      for (const f of [def.code, ...def.fields]) {
        if (f.ref) expect(findMaster(f.ref), `${def.key}.${f.name} -> ${f.ref}`).toBeDefined();
      }
      for (const g of def.lockedWhileInUse ?? []) expect(names.has(g.field), `${def.key} locks ${g.field}`).toBe(true);
      for (const r of def.reads) {
        for (const k of Object.keys(r.where ?? {})) expect(names.has(k), `${def.key} ${r.path}`).toBe(true);
        if (r.by) expect(names.has(r.by), `${def.key} ${r.path}`).toBe(true);
      }
      expect(def.writes.update).toContain(`:${def.code.name}`);
      expect(def.writes.delete).toContain(`:${def.code.name}`);
    }
  });

  it('serves every reference-data read path the issue lists', () => {
    const paths = new Set(ALL_MASTERS.flatMap((m) => m.reads.map((r) => r.path)));
    for (const p of [
      'kadar/get/all',
      'gudang/get/all',
      'gudang/get/all/master',
      'baki/get/by-kode-gudang/:kode_gudang',
      'baki/ready',
      'sales/get/all',
      'group/get/all',
      'jenis/get/all',
      'tukang/get/all',
      'parakondisi/get/all',
      'parabeli/get/all',
      'parapinjaman/get/all',
      'hadiah/get/all',
      'parapoin/get/all',
      'parabandrol/get/all',
      'banks',
      'rekenings',
      'rekenings/get-by-kode-bank',
      'paratransaksi/get/all',
      'marketplace',
      'kelompok-harga',
      'para-jenis-group',
      'ruginota/get/all',
      'keterangan-nota',
      'para-keterangan-penjualan',
      'kadar-eod/get',
      'para-harga-beli',
      'parameter-ongkos',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
  });

  it('derives what blocks a delete: referencing masters and declared tables', () => {
    const gudang = usagesOf(master('gudang'), ALL_MASTERS);
    expect(gudang).toContainEqual({ table: 'baki', column: 'kode_gudang', label: 'Baki', storeColumn: 'kode_toko' });
    expect(gudang).toContainEqual({ table: 'barang', column: 'kode_gudang', label: 'Data Barang', storeColumn: 'kode_toko' });
    expect(usagesOf(master('bank'), ALL_MASTERS)).toEqual([{ table: 'rekening', column: 'kode_bank', label: 'Rekening', storeColumn: 'kode_toko' }]);
    expect(usagesOf(master('baki'), ALL_MASTERS).map((u) => u.table)).toEqual(['marketplace_akun', 'barang']); // a marketplace account keeps its tray
    expect(usagesOf(master('jenis'), ALL_MASTERS).map((u) => u.label)).toEqual(['Parameter Jenis Group', 'Parameter Ongkos', 'Data Barang']);
    expect(inUseMessage('Gudang', 'UTAMA', [{ label: 'Baki', count: 2 }, { label: 'Data Barang', count: 15 }])).toBe(
      'Gudang UTAMA tidak dapat dihapus karena masih dipakai oleh Baki (2 data) dan Data Barang (15 data)',
    );
  });
});

describe('sales and bank validator (spec 000 §5)', () => {
  it("answers '{field} Tidak Boleh Kosong' for each required field", () => {
    expect(errorsOf(createSchemaOf(master('sales')), {})).toEqual({
      kode_sales: 'Kode Sales Tidak Boleh Kosong',
      nama_sales: 'Nama Sales Tidak Boleh Kosong',
    });
    expect(errorsOf(createSchemaOf(master('bank')), { kode_bank: '  ', nama_bank: null })).toEqual({
      kode_bank: 'Kode Bank Tidak Boleh Kosong',
      nama_bank: 'Nama Bank Tidak Boleh Kosong',
    });
    expect(errorsOf(createSchemaOf(master('rekening')), {})).toEqual({
      no_rekening: 'No Rekening Tidak Boleh Kosong',
      nama_rekening: 'Nama Rekening Tidak Boleh Kosong',
      kode_bank: 'Kode Bank Tidak Boleh Kosong',
    });
  });

  it('upper-cases codes and names, drops unknown keys, and never takes the code on update', () => {
    const parsed = createSchemaOf(master('sales')).parse({ kode_sales: ' s01 ', nama_sales: 'rina', extra: 1 });
    expect(parsed).toEqual({ kode_sales: 'S01', nama_sales: 'RINA', no_hp: '' });
    expect(updateSchemaOf(master('sales')).parse({ kode_sales: 'X', nama_sales: 'dewi' })).toEqual({ nama_sales: 'DEWI', no_hp: '' });
    expect(createSchemaOf(master('para-harga-beli')).parse({ kode_harga: 2301, harga_per_gram: '850000' })).toEqual({ kode_harga: '2301', harga_per_gram: 850_000 });
  });
});

describe('purity and numbers', () => {
  const kadar = createSchemaOf(master('kadar'));
  it('refuses purity 0 and above 500, keeps 2 decimals', () => {
    expect(errorsOf(kadar, { kode_kadar: '24K', nama_kadar: '24 KARAT', kadar: 0 })).toEqual({ kadar: 'Kadar tidak boleh 0' });
    expect(errorsOf(kadar, { kode_kadar: '24K', nama_kadar: '24 KARAT', kadar: '501' })).toEqual({ kadar: 'Kadar tidak boleh lebih dari 500' });
    expect(errorsOf(kadar, { kode_kadar: '24K', nama_kadar: '24 KARAT', kadar: 99.999 })).toEqual({ kadar: 'Kadar maksimal 2 desimal' });
    expect(kadar.parse({ kode_kadar: '24k', nama_kadar: '24 karat', kadar: '99.9' })).toMatchObject({ kadar: 99.9 });
    expect(kadar.parse({ kode_kadar: 'X', nama_kadar: 'X', kadar: 500 })).toMatchObject({ kadar: 500 });
  });

  it('accepts every purity in (0, 500] with 2 decimals and refuses everything above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (hundredths) => {
        const result = kadar.safeParse({ kode_kadar: 'K', nama_kadar: 'K', kadar: hundredths / 100 });
        expect(result.success).toBe(hundredths <= 50_000);
      }),
    );
  });

  it('reads weights as grams with 3 decimals and percentages up to 100', () => {
    const baki = createSchemaOf(master('baki'));
    expect(baki.parse({ kode_baki: 'b01', nama_baki: 'baki cincin', kode_gudang: 'utama', berat_baki: '250,5' })).toEqual({
      kode_baki: 'B01',
      nama_baki: 'BAKI CINCIN',
      kode_gudang: 'UTAMA',
      berat_baki: 250.5,
      aktif: true,
    });
    expect(errorsOf(baki, { kode_baki: 'B', nama_baki: 'B', kode_gudang: 'U', berat_baki: 'abc' })).toEqual({ berat_baki: 'Berat Baki Kosong tidak valid' });
    const pinjaman = createSchemaOf(master('kondisi-pinjaman'));
    expect(errorsOf(pinjaman, { kode_kondisi_pinjaman: 'A', nama_kondisi_pinjaman: 'A', persen_pinjaman: 101 })).toEqual({
      persen_pinjaman: 'Tidak Boleh Melebihi 100 !',
    });
  });

  it('refuses a purchase condition with both a percent and a rupiah deduction', () => {
    expect(errorsOf(createSchemaOf(master('kondisi-pembelian')), { kode_kondisi_beli: 'R', nama_kondisi_beli: 'RUSAK', potongan_persen: 5, potongan_rp: 1000 })).toEqual({
      potongan_rp: 'Isi potongan persen atau potongan rupiah, tidak keduanya',
    });
  });
});

describe('description warning', () => {
  it('warns under 20 characters and stays silent from 20 on', () => {
    const def = master('kategori');
    expect(warningsOf(def, { deskripsi: 'emas muda' })).toEqual({ deskripsi: 'Deskripsi kurang dari 20 karakter' });
    expect(warningsOf(def, { deskripsi: 'perhiasan emas kadar muda' })).toEqual({});
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const warned = 'deskripsi' in warningsOf(def, { deskripsi: text });
        expect(warned).toBe(text.trim().length < 20);
      }),
    );
  });
});

describe('row schema', () => {
  it('describes _id, kode_toko, code, fields and audit columns', () => {
    const keys = Object.keys(rowSchemaOf(master('baki')).shape);
    expect(keys).toEqual(['_id', 'kode_toko', 'kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki', 'aktif', 'updated_at', 'updated_by']);
  });
});

describe('date fields', () => {
  const bands = () => createSchemaOf(master('para-bunga-hutang'));
  const band = { kode_bunga: 'B9', pinjaman_dari: 0, pinjaman_sampai: 0, bunga_persen: 1.25, hari_periode: 15, min_periode: 1, biaya_admin: 0 };

  it('takes every real calendar date as YYYY-MM-DD and keeps it as it is', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(bands().parse({ ...band, tgl_berlaku: iso }).tgl_berlaku).toBe(iso);
      }),
    );
  });

  it('refuses a missing date with the required message and a date that is not a real one', () => {
    expect(errorsOf(bands(), { ...band })).toEqual({ tgl_berlaku: 'Tanggal Berlaku Tidak Boleh Kosong' });
    expect(errorsOf(bands(), { ...band, tgl_berlaku: ' ' })).toEqual({ tgl_berlaku: 'Tanggal Berlaku Tidak Boleh Kosong' });
    for (const bad of ['2026-02-29', '2026-13-01', '30-11-2026', '2026-11-31', 'besok']) {
      expect(errorsOf(bands(), { ...band, tgl_berlaku: bad })).toEqual({ tgl_berlaku: 'Tanggal Berlaku tidak valid' });
    }
  });
});
