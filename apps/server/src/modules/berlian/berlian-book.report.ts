import { BERLIAN_REPORT_PATHS, BERLIAN_STOCK_MESSAGES, bukuBerlianQuery, bukuBerlianRow, mctToCarats, mctToCaratString, parseCaratToMct, sumCaratsMct, type BukuBerlianRow } from '@emas/domain';
import { mgOf } from '../../db/columns';
import { defineReport } from '../reports/report-definition';
import * as repo from './berlian-book.repository';

const key = (kodeToko: string, kodeBarcode: string) => `${kodeToko}|${kodeBarcode}`;

/**
 * Laporan Buku Berlian (/laporan-buku-berlian, issue 34): every diamond piece that entered the store's stock in the
 * period, with its stones, supplier, cost, certificate and its life from the stock ledger of the whole chain
 * (received, moved, shipped, sold, bought back, cancelled), by type, supplier and where the piece is now (filter).
 */
export const bukuBerlian = defineReport({
  path: BERLIAN_REPORT_PATHS.bukuBerlian,
  gate: '/laporan-buku-berlian',
  summary: 'Laporan buku berlian: barang berlian dengan batu, sertifikat, modal dan riwayatnya',
  query: bukuBerlianQuery,
  row: bukuBerlianRow,
  messages: { available: BERLIAN_STOCK_MESSAGES.bookFound, empty: BERLIAN_STOCK_MESSAGES.bookEmpty },
  rows: async (db, { query, kodeToko }): Promise<BukuBerlianRow[]> => {
    const pieces = await repo.listBookPieces(db, {
      kodeToko,
      from: query.tgl_awal!,
      to: query.tgl_akhir!,
      status: query.filter ?? 'ALL',
      kodeDept: query.kode_dept,
      kodeSupplier: query.kode_supplier,
    });
    const stones = new Map<string, Awaited<ReturnType<typeof repo.listStonesOf>>>();
    for (const s of await repo.listStonesOf(db, pieces)) {
      const k = key(s.kode_toko, s.kode_barcode);
      stones.set(k, [...(stones.get(k) ?? []), s]);
    }
    const ledger = new Map<string, Awaited<ReturnType<typeof repo.listLedgerOf>>>();
    for (const m of await repo.listLedgerOf(db, [...new Set(pieces.map((p) => p.kode_barcode))])) ledger.set(m.kode_barcode, [...(ledger.get(m.kode_barcode) ?? []), m]);
    return pieces.map((p): BukuBerlianRow => {
      const lines = stones.get(key(p.kode_toko, p.kode_barcode)) ?? [];
      const mct = lines.map((l) => parseCaratToMct(String(l.karat)) ?? 0);
      const life = ledger.get(p.kode_barcode) ?? [];
      return {
        kode_toko: p.kode_toko,
        kode_barcode: p.kode_barcode,
        nama_barang: p.nama_barang,
        kode_dept: p.kode_dept,
        kode_group: p.kode_group,
        status: p.status,
        tgl_terima: p.tgl_system,
        kode_supplier: p.kode_supplier ?? '',
        nama_supplier: p.nama_supplier ?? '',
        no_faktur_supplier: p.no_faktur_supplier ?? '',
        berat: mgOf(p.berat) / 1000,
        total_karat: mctToCarats(sumCaratsMct(mct)),
        harga_modal: Number(p.harga_modal ?? 0),
        harga_jual: Number(p.harga_jual),
        lab_sertifikat: p.lab_sertifikat ?? '',
        no_sertifikat: p.no_sertifikat ?? '',
        ringkasan_batu: lines.map((l, i) => `${l.jumlah} ${l.jenis_batu} ${mctToCaratString(mct[i]!)}ct ${l.kode_color}/${l.kode_clarity}`).join('; '),
        riwayat: life.map((m) => `${m.tgl_system} ${m.kode_toko} ${m.jenis}`).join('; '),
        batu: lines.map((l, i) => ({
          urut: l.urut,
          jenis_batu: l.jenis_batu,
          jumlah: l.jumlah,
          karat: mctToCarats(mct[i]!),
          size: l.size,
          kode_shape: l.kode_shape,
          kode_color: l.kode_color,
          kode_clarity: l.kode_clarity,
          kode_cutgrade: l.kode_cutgrade,
          kode_polish: l.kode_polish,
          kode_symmetry: l.kode_symmetry,
          kode_fluorescence: l.kode_fluorescence,
        })),
        mutasi: life.map((m) => ({ tgl_system: m.tgl_system, jenis: m.jenis, no_ref: m.no_ref, keterangan: m.keterangan })),
      };
    });
  },
});
