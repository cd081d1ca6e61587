import { mgToGrams, SEPUHAN_REPORT_PATHS, SEPUHAN_MUTASI, sepuhanSaldoQuery, sepuhanSaldoRow, sortingBalance, type SepuhanMutasi, type SepuhanSaldoRow, type SortingEntry } from '@emas/domain';
import { mgOf } from '../../db/columns';
import { defineReport } from '../reports/report-definition';
import * as repo from './sepuhan.repository';

/**
 * Laporan Sepuhan (/laporan-sepuhan): per store, the sorting balance of the period from the sorting ledger: opening,
 * received, back on sale, melted, to head office, recorded loss, closing; count and grams. The domain's
 * `sortingBalance` folds the sums, so opening + received = sale + melted + head office + loss + closing by its law.
 */
export const sepuhanSaldoReport = defineReport({
  path: SEPUHAN_REPORT_PATHS.saldo,
  gate: '/laporan-sepuhan',
  summary: 'Laporan sepuhan: saldo barang sortir per periode (awal, terima, kembali dijual, lebur, ke pusat, susut, akhir)',
  query: sepuhanSaldoQuery,
  row: sepuhanSaldoRow,
  rows: async (db, { query, kodeToko }) => {
    const from = query.tgl_awal;
    const to = query.tgl_akhir;
    const byStore = new Map<string, SortingEntry[]>();
    for (const r of await repo.ledgerSums(db, kodeToko, from, to)) {
      if (!(SEPUHAN_MUTASI as readonly string[]).includes(r.jenis)) continue;
      const list = byStore.get(r.kode_toko) ?? [];
      list.push({ tgl_system: r.sebelum ? '' : from, jenis: r.jenis as SepuhanMutasi, qty: Number(r.qty), beratMg: mgOf(r.berat) });
      byStore.set(r.kode_toko, list);
    }
    return [...byStore.entries()].map(([kode, entries]): SepuhanSaldoRow => {
      const b = sortingBalance(entries, from, to);
      const g = (mg: number) => mgToGrams(mg);
      return {
        kode_toko: kode,
        awal_qty: b.awal.qty,
        awal_berat: g(b.awal.beratMg),
        terima_qty: b.terima.qty,
        terima_berat: g(b.terima.beratMg),
        jual_qty: b.jual.qty,
        jual_berat: g(b.jual.beratMg),
        lebur_qty: b.lebur.qty,
        lebur_berat: g(b.lebur.beratMg),
        pusat_qty: b.pusat.qty,
        pusat_berat: g(b.pusat.beratMg),
        susut_berat: g(b.susut.beratMg),
        akhir_qty: b.akhir.qty,
        akhir_berat: g(b.akhir.beratMg),
      };
    });
  },
});
