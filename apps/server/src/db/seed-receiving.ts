import { parseWeightToMg, type CreateBarangInput } from '@emas/domain';
import type { Kysely } from 'kysely';
import { createShipment } from '../modules/receiving/receiving.service';
import { addStockItems } from '../modules/stock/stock.service';
import type { Database } from './schema';

/** name, group, jenis, tray, weight (grams), size, ongkos */
const SHIPPED = [
  ['CINCIN KIRIMAN PUSAT MATA SATU', 'P17', 'CC', 'BL01', '2.150', '15', 80_000],
  ['CINCIN KIRIMAN PUSAT UKIR DAUN', 'P17', 'CC', 'BL01', '3.275', '17', 80_000],
  ['GELANG KIRIMAN PUSAT RANTAI ITALY', 'P17', 'GL', 'BL01', '7.840', '', 60_000],
  ['KALUNG KIRIMAN PUSAT CASTELLO', 'P17', 'KL', 'BL02', '5.125', '45', 55_000],
  ['LIONTIN KIRIMAN PUSAT HATI', 'P17', 'LT', 'BL02', '1.460', '', 70_000],
  ['CINCIN KIRIMAN PUSAT KAWIN POLOS', 'P22', 'CC', 'BL01', '4.010', '16', 90_000],
  ['ANTING KIRIMAN PUSAT JURAI', 'P17', 'AT', 'BL02', '2.830', '', 75_000],
  ['GELANG KIRIMAN PUSAT KERONCONG', 'P22', 'GL', 'BL01', '9.900', '', 65_000],
] as const;

/**
 * Pending shipments of the demo chain, so /penerimaan-barang has something to receive: head office
 * PST takes eight new items into its stock (TAMBAH), then sends five to BDG and three to SBY (KIRIM),
 * through the stock service like every other stock change. They sit in PST's BELI warehouse before
 * leaving, so the masters' "in use" examples on PST's UTAMA warehouse and trays stay as they were.
 * Called by seed.ts after the stock seed.
 */
export async function seedReceiving(db: Kysely<Database>, today: string): Promise<void> {
  const pusat = { kodeToko: 'PST', userId: 'SEED', tglSystem: today };
  const inputs = SHIPPED.map(
    ([nama, group, dept, baki, berat, size, ongkos]): CreateBarangInput => ({
      kode_group: group,
      kode_dept: dept,
      kode_baki: baki,
      nama_barang: nama,
      berat: parseWeightToMg(berat)!,
      kode_intern: '',
      size,
      harga_jual: 0,
      ongkos,
      jenis_harga: 'GRAM',
    }),
  );
  const codes = await addStockItems(db, { ...pusat, noRef: 'SEED-PST' }, inputs, 'TAMBAH');
  await createShipment(db, pusat, { kode_toko_tujuan: 'BDG', kode_barcode: codes.slice(0, 5), keterangan: 'KIRIMAN STOK BARU KE BANDUNG' });
  await createShipment(db, pusat, { kode_toko_tujuan: 'SBY', kode_barcode: codes.slice(5), keterangan: 'KIRIMAN STOK BARU KE SURABAYA' });
}
