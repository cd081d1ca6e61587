import { mgToWeightString, percentToHundredths, salesBonus, type BonusSalesRow } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './sales-bonus.repository';

type Db = Kysely<Database>;

/**
 * Laporan Bonus Sales: per store, month, sales person and group, what was sold (validated, not cancelled) and the
 * bonus by the group's parameter in force (salesBonus, rounded down per parameter). A group without a parameter
 * shows its sales with bonus 0.
 */
export async function bonusSalesRows(db: Db, a: { kodeToko: string | null; from: string; to: string }): Promise<BonusSalesRow[]> {
  const rows = await repo.soldPerSalesQuery(db, a).execute();
  const out = new Map<string, BonusSalesRow & { mg: number }>();
  for (const r of rows) {
    const mg = Number(r.mg);
    const rupiah = Number(r.rupiah);
    const bonus = r.dasar ? salesBonus({ dasar: r.dasar as 'GRAM' | 'RUPIAH', rp_per_gram: Number(r.rp_per_gram), persenHundredths: percentToHundredths(r.persen) ?? 0 }, { beratMg: mg, rupiah }) : 0;
    const key = [r.kode_toko, r.bulan, r.kode_sales, r.kode_group].join('|');
    const row = out.get(key) ?? { kode_toko: r.kode_toko, bulan: r.bulan, kode_sales: r.kode_sales, nama_sales: r.nama_sales, kode_group: r.kode_group, jumlah_barang: 0, berat: '0.000', rupiah: 0, bonus: 0, mg: 0 };
    row.jumlah_barang += Number(r.jumlah_barang);
    row.mg += mg;
    row.rupiah += rupiah;
    row.bonus += bonus;
    out.set(key, row);
  }
  return [...out.values()].map(({ mg, ...row }) => ({ ...row, berat: mgToWeightString(mg) }));
}
