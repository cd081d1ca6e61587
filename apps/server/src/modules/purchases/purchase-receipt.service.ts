import { kadarTextToHundredths, mgToWeightString, PURCHASE_MESSAGES, type PurchaseReceipt, type SaleGroupedRow } from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { storedHeaderFields, toReceiptApprovals } from '../counter/counter-receipt';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './purchases.repository';

type Db = Kysely<Database>;

export function headerOf(h: repo.PurchaseHeaderRow | repo.PurchaseListDbRow) {
  return {
    no_faktur_group: h.no_faktur_group,
    ...storedHeaderFields(h),
    status: h.status,
    total_berat: mgToWeightString(mgOf(h.total_berat)),
    total_hitung: Number(h.total_hitung),
    total_harga: Number(h.total_harga),
    jenis_bayar: h.jenis_bayar,
    kode_bank: h.kode_bank,
    no_rekening: h.no_rekening,
    no_faktur_tukar: h.no_faktur_tukar,
    alasan_batal: h.alasan_batal,
  };
}

export async function getPurchaseReceipt(db: Db, kodeToko: string, no: string): Promise<PurchaseReceipt> {
  const header = await repo.findPurchase(db, kodeToko, no);
  if (!header) throw notFound(PURCHASE_MESSAGES.purchaseNotFound);
  const [toko, lines] = await Promise.all([settingsRepo.findToko(db, kodeToko), repo.listPurchaseLines(db, kodeToko, no)]);
  return {
    ...headerOf(header),
    nama_toko: toko?.nama_toko ?? '',
    alamat_toko: toko?.alamat_toko ?? '',
    batal_by: header.batal_by,
    batal_at: header.batal_at ? new Date(header.batal_at).toISOString() : null,
    otorisasi: toReceiptApprovals(header.otorisasi),
    detail: lines.map(toReceiptLine),
  };
}

function toReceiptLine(l: repo.PurchaseLineRow): PurchaseReceipt['detail'][number] {
  return {
    no_faktur_beli: l.no_faktur_beli,
    no_faktur_jual: l.no_faktur_jual,
    kode_barcode: l.kode_barcode,
    nama_barang: l.nama_barang,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: kadarTextToHundredths(l.kadar) / 100,
    kode_kondisi: l.kode_kondisi,
    nama_kondisi: l.nama_kondisi,
    kode_harga: l.kode_harga,
    harga_emas: Number(l.harga_emas),
    berat_nota: l.berat_nota === null ? null : mgToWeightString(mgOf(l.berat_nota)),
    harga_nota: l.harga_nota === null ? null : Number(l.harga_nota),
    berat: mgToWeightString(mgOf(l.berat)),
    berat_dipakai: mgToWeightString(mgOf(l.berat_dipakai)),
    nilai_emas: Number(l.nilai_emas),
    potongan_kondisi: Number(l.potongan_kondisi),
    potongan_rugi: Number(l.potongan_rugi),
    rugi_nota_berlaku: l.rugi_nota_berlaku,
    harga_hitung: Number(l.harga_hitung),
    harga: Number(l.harga),
    tujuan: l.tujuan,
    kode_gudang: l.kode_gudang,
    kode_baki: l.kode_baki,
    status: l.status,
  };
}

/** The active lines of a buy-back receipt per group (what the grouped receipt prints). */
export function groupedPurchaseLines(receipt: PurchaseReceipt): SaleGroupedRow[] {
  const map = new Map<string, SaleGroupedRow & { mg: number }>();
  for (const l of receipt.detail) {
    if (l.status !== 'AKTIF') continue;
    const g = map.get(l.kode_group) ?? { kode_group: l.kode_group, kadar: l.kadar, jumlah: 0, mg: 0, total_berat: '0.000', total_harga: 0 };
    g.jumlah += 1;
    g.mg += mgOf(l.berat);
    g.total_harga += l.harga;
    map.set(l.kode_group, g);
  }
  return [...map.values()].map(({ mg, ...g }) => ({ ...g, total_berat: mgToWeightString(mg) }));
}
