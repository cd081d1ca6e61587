import { z } from 'zod';
import { formatBusinessDate } from '../format/date';
import { formatRupiah } from '../format/number';
import { envelope } from '../schemas/common';
import { PAWN_MESSAGES as M } from './messages';
import type { PawnLoan } from './schemas';

/** Most pieces a loan may have (the pieces schema's max); a photo's piece number is 1..this. */
const PAWN_MAX_PIECES = 20;

// ---------------------------------------------------------------- piece photos

/** POST /api/hutang/foto answers the stored key, named by the loan's piece (`detail_barang[i].foto`). */
export const pawnFotoResponse = envelope(z.object({ foto: z.string(), size: z.number() }));
/** GET /api/hutang/:no_faktur_hutang/foto/:urut */
export const pawnFotoParams = z.object({
  no_faktur_hutang: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()),
  urut: z.coerce.number({ error: M.pieceUnknown }).int(M.pieceUnknown).min(1, M.pieceUnknown).max(PAWN_MAX_PIECES, M.pieceUnknown),
});

// ---------------------------------------------------------------- receipt by WhatsApp

/** The receipt sent: the loan (HUTANG) or its redemption (TEBUS). */
export const PAWN_WA_KINDS = ['HUTANG', 'TEBUS'] as const;
export type PawnWaKind = (typeof PAWN_WA_KINDS)[number];

/** POST /api/hutang/whatsapp: the loan's receipt to the customer's phone through the store's WhatsApp gateway. */
export const pawnWhatsappRequest = z.object({
  no_faktur_hutang: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().trim().min(1, M.noPinjamEmpty).max(60).transform((v) => v.toUpperCase())),
  jenis: z.preprocess((v) => v ?? 'HUTANG', z.enum(PAWN_WA_KINDS, { error: 'Jenis nota tidak valid' })),
});
export const pawnWhatsappResponse = envelope(z.object({ success: z.boolean(), receiver: z.string() }));

/**
 * The WhatsApp text of a loan receipt, as the printed receipt says it: number, date, due date, principal,
 * rate per period, fee, the pieces and the terms; for a redemption the amounts paid.
 */
export function pawnWhatsappMessage(loan: PawnLoan, namaToko: string, jenis: PawnWaKind): string {
  const pieces = loan.detail_barang.map((p) => `- ${p.nama_barang} ${p.kadar.toFixed(2)}% ${p.berat} gr`).join('\n');
  if (jenis === 'TEBUS') {
    const tebus = loan.pembayaran.filter((p) => p.jenis === 'TEBUS' && p.status === 'AKTIF').at(-1);
    return [
      `Yth. ${loan.nama_customer},`,
      `Penebusan hutang ${loan.no_faktur_hutang} di ${namaToko} tanggal ${formatBusinessDate(loan.tgl_lunas ?? tebus?.tgl_system ?? loan.tgl_hutang)}.`,
      `Pokok ${formatRupiah(tebus?.pokok ?? 0)}, bunga ${formatRupiah(tebus?.bunga ?? 0)}, biaya ${formatRupiah(tebus?.biaya ?? 0)}.`,
      `Total bayar ${formatRupiah(tebus?.total ?? loan.total_bayar)}.`,
      'Barang kembali:',
      pieces,
      'Terima kasih.',
    ].join('\n');
  }
  return [
    `Yth. ${loan.nama_customer},`,
    `Hutang ${loan.no_faktur_hutang} di ${namaToko} tanggal ${formatBusinessDate(loan.tgl_hutang)}.`,
    `Jumlah hutang ${formatRupiah(loan.jumlah_hutang)}, bunga ${loan.bunga.toFixed(2)}% per ${loan.hari_periode} hari, biaya admin ${formatRupiah(loan.biaya_admin)}.`,
    `Jatuh tempo ${formatBusinessDate(loan.tgl_jatuh_tempo)} (${loan.lama_pinjam} hari).`,
    'Barang jaminan:',
    pieces,
    'Barang ditebus dengan menunjukkan nota ini. Lewat jatuh tempo dan masa tenggang, barang dapat dilelang.',
  ].join('\n');
}
