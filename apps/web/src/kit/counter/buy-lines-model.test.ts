import type { NotaLine, PricedPurchaseLine } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { buyTotal, lineFromNota, lineFromOutside, lineProblem, lineRequest, outsideProblem, paidOf } from './buy-lines-model';

const nota: NotaLine = {
  no_faktur_jual: 'JL-BDG-261122-000001',
  no_faktur_group: 'FJ-BDG-261122-000001',
  tgl_system: '2026-11-22',
  kode_barcode: 'BDG0000001',
  nama_barang: 'CINCIN',
  kode_group: 'P17',
  kode_dept: 'CC',
  kadar: 70,
  berat_nota: '2.000',
  harga_nota: 2_500_000,
  dibeli: null,
};

describe('buy-back lines at the counter', () => {
  it('a receipt line sends only its number; an outside piece its name, group and jenis', () => {
    const own = lineFromNota(nota, 'NORMAL');
    expect(lineRequest(own, true)).toEqual({ no_faktur_jual: nota.no_faktur_jual, berat: '2.000', kode_kondisi: 'NORMAL', kode_harga: undefined, tujuan: 'STOCK' });
    const out = lineFromOutside({ nama_barang: ' gelang patah ', kode_group: 'P17', kode_dept: 'GL', berat: '5', kode_kondisi: 'RUSAK' });
    expect(lineRequest({ ...out, harga: 4_000_000, kode_harga: '2301', tujuan: 'HANCUR' }, true)).toEqual({
      nama_barang: 'GELANG PATAH',
      kode_group: 'P17',
      kode_dept: 'GL',
      berat: '5',
      kode_kondisi: 'RUSAK',
      kode_harga: '2301',
      tujuan: 'HANCUR',
      harga: 4_000_000,
    });
    // the quote asks the computed price: the typed one stays out
    expect(lineRequest({ ...out, harga: 4_000_000 }, false)).not.toHaveProperty('harga');
  });

  it('pays the typed price, else the computed one, and sums whole rupiah', () => {
    const a = lineFromNota(nota, 'NORMAL');
    const b = { ...lineFromNota({ ...nota, no_faktur_jual: 'JL-2' }, 'NORMAL'), harga: 1_000_001 };
    const priced = [{ harga_hitung: 2_455_500 } as PricedPurchaseLine, { harga_hitung: 990_000 } as PricedPurchaseLine];
    expect(paidOf(a, priced[0])).toBe(2_455_500);
    expect(paidOf(b, priced[1])).toBe(1_000_001);
    expect(paidOf(a, undefined)).toBe(0);
    expect(buyTotal([a, b], priced)).toBe(3_455_501);
  });

  it('an outside piece is checked by the schema the server reads: the weight, then the name, group and jenis', () => {
    const piece = { nama_barang: 'gelang', kode_group: 'P17', kode_dept: 'GL', berat: '5', kode_kondisi: 'NORMAL' };
    expect(outsideProblem(piece)).toBeNull();
    expect(outsideProblem({ ...piece, berat: 'abc' })).toEqual({ field: 'berat', message: 'Berat tidak valid' });
    expect(outsideProblem({ ...piece, berat: '-5' })).toEqual({ field: 'berat', message: 'Berat tidak boleh kurang dari 0' });
    expect(outsideProblem({ ...piece, berat: '0' })).toEqual({ field: 'berat', message: 'Berat tidak boleh 0' });
    expect(outsideProblem({ ...piece, berat: '99999999' })).toEqual({ field: 'berat', message: 'Berat tidak boleh lebih dari 100000 gram' });
    expect(outsideProblem({ ...piece, berat: '' })).toEqual({ field: 'berat', message: 'Berat Tidak Boleh Kosong' });
    expect(outsideProblem({ ...piece, nama_barang: ' ' })).toEqual({ field: 'nama_barang', message: 'Nama Barang Tidak Boleh Kosong' });
    expect(outsideProblem({ ...piece, kode_dept: '' })).toEqual({ field: 'kode_dept', message: 'Kode Jenis Tidak Boleh Kosong' });
    expect(lineProblem({ ...lineFromNota(nota, 'NORMAL'), berat: '2,5x' })).toEqual({ field: 'berat', message: 'Berat tidak valid' });
  });
});

describe('a diamond piece of the shop receipt (issue 34)', () => {
  it('sends the certificate number the cashier typed, and only for a diamond piece', () => {
    const diamond = { ...lineFromNota({ ...nota, berlian: true }, 'NORMAL'), no_sertifikat: '2141438171' };
    expect(lineRequest(diamond, false)).toMatchObject({ no_faktur_jual: nota.no_faktur_jual, no_sertifikat: '2141438171' });
    expect(lineRequest(lineFromNota(nota, 'NORMAL'), false)).not.toHaveProperty('no_sertifikat');
  });
});
