import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { envelope } from '../schemas/common';
import { AKUN_TYPES, JENIS_AKUN } from './constants';
import { ACCOUNTING_MESSAGES } from './messages';

/** An account of the chart (GET akuns). */
export const akunRow = z.object({ nomor_akun: z.string(), nama_akun: z.string() });
export type AkunRow = z.infer<typeof akunRow>;
export const akunListResponse = envelope(z.array(akunRow));

/** One line of a journal parameter (spec 000 §3). */
export const detailAkunRow = z.object({
  _id: z.string(),
  kode_akun: z.string(),
  jenis_akun: z.enum(JENIS_AKUN),
  nomor_akun: z.string(),
});
export type DetailAkunRow = z.infer<typeof detailAkunRow>;

/** A journal parameter: the kategori of a money movement (trx) and where the money sits (type). */
export const paraAkunRow = z.object({
  trx: z.string(),
  type: z.enum(AKUN_TYPES),
  detail_akun: z.array(detailAkunRow),
});
export type ParaAkunRow = z.infer<typeof paraAkunRow>;
export const paraAkunListResponse = envelope(z.array(paraAkunRow));
export const paraAkunResponse = envelope(paraAkunRow);

export const paraAkunParams = z.object({
  trx: z.string().trim().min(1).transform((v) => v.toUpperCase()),
  type: z.string().trim().transform((v) => v.toUpperCase()),
});

const nomorAkun = z
  .string({ error: ACCOUNTING_MESSAGES.nomorAkunRequired })
  .trim()
  .min(1, ACCOUNTING_MESSAGES.nomorAkunRequired)
  .max(40, 'Nomor Akun maksimal 40 karakter');

/** PUT para-akun-transaksi/{trx}/{type}: every line of the parameter with its (new) account number. */
export const saveParaAkunRequest = z.object({
  detail_akun: z
    .array(
      z.object({
        kode_akun: z.string({ error: requiredMessage('Kode Akun') }).trim().min(1, requiredMessage('Kode Akun')),
        jenis_akun: z.enum(JENIS_AKUN, { error: requiredMessage('Jenis Akun') }),
        nomor_akun: nomorAkun,
      }),
      { error: ACCOUNTING_MESSAGES.detailRequired },
    )
    .min(1, ACCOUNTING_MESSAGES.detailRequired),
});
export type SaveParaAkunRequest = z.infer<typeof saveParaAkunRequest>;
