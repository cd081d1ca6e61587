import {
  mgToWeightString,
  SERVICE_MESSAGES as M,
  SERVICE_PREFIX,
  type CreateServiceInput,
  type ServiceListQuery,
  type ServiceListRow,
  type ServiceReceipt,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS } from '../../files';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { runAfterCounterWrite } from '../counter/after-write';
import { usableMember } from '../members/member-check';
import { assertDocumentPhotos, readDocumentPhoto, saveDocumentPhoto } from '../photos/photos.service';
import { kasRowsIn, moneyRowContext } from '../counter/counter-cash';
import { storeContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { documentNumbers } from '../counter/document-numbers';
import { getServiceReceipt, headerOf } from './service-receipt';
import * as repo from './services.repository';

/**
 * POST /api/service/foto: a photo of a customer's piece, stored before the intake is saved (the form
 * shows it at once), under `<kode_toko>/SERVICE/`; the intake names the key.
 */
export function saveServicePhoto(app: FastifyInstance, auth: AuthContext, image: Buffer | null, contentType: string): Promise<{ foto: string; size: number }> {
  return saveDocumentPhoto(app, auth, FILE_FOLDERS.service, image, contentType);
}

/** The stored photo of a piece of a repair of the caller's store. */
export async function readServicePhoto(app: FastifyInstance, auth: AuthContext, no: string, urut: number): Promise<Buffer> {
  const line = await repo.findLineFoto(app.db, auth.kodeToko, no, urut);
  if (!line) throw notFound(M.lineUnknown);
  return readDocumentPhoto(app, line.foto);
}

/**
 * POST /api/service: a repair taken in. One transaction: the store's business date, the craftsman,
 * groups and descriptions checked against the masters, the number taken, the ticket and its pieces, and
 * the deposit in the cash ledger (kategori SERVICE, one row per payment; the journal follows from the
 * ledger). The same idempotency_key answers the first ticket.
 */
export async function createService(app: FastifyInstance, auth: AuthContext, input: CreateServiceInput): Promise<ServiceReceipt> {
  const existing = await repo.findByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return getServiceReceipt(app.db, auth.kodeToko, existing.no_service);
  await assertDocumentPhotos(app, auth, FILE_FOLDERS.service, input.detail, M.fotoInvalid);
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await storeContext(trx, auth);
      if (input.tgl_janji < ctx.tglSystem) throw badRequest(M.tglJanjiBefore, { tgl_janji: M.tglJanjiBefore });
      const tukang = await repo.findTukang(trx, auth.kodeToko, input.kode_tukang);
      if (!tukang) throw badRequest(M.tukangUnknown, { kode_tukang: M.tukangUnknown });
      const groups = new Map((await repo.listGroups(trx, auth.kodeToko, [...new Set(input.detail.map((d) => d.kode_group))])).map((g) => [g.kode_group, g.kadar]));
      const names = new Map(
        (await repo.listDeskripsi(trx, auth.kodeToko, [...new Set(input.detail.flatMap((d) => d.deskripsi))])).map((d) => [d.kode_deskripsi, d.nama_deskripsi]),
      );
      const errors: Record<string, string> = {};
      for (const [i, d] of input.detail.entries()) {
        if (!groups.has(d.kode_group)) errors[`detail.${i}.kode_group`] = M.groupUnknown;
        if (d.deskripsi.some((k) => !names.has(k))) errors[`detail.${i}.deskripsi`] = M.deskripsiUnknown;
      }
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors);
      const kodeMember = await usableMember(trx, auth, input.kode_member);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const dp = payments.reduce((t, p) => t + p.jumlah_rp, 0);
      const [noService] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SERVICE_PREFIX);
      await repo.insertService(
        trx,
        {
          kode_toko: auth.kodeToko,
          no_service: noService!,
          idempotency_key: input.idempotency_key,
          tgl_system: ctx.tglSystem,
          nama_customer: input.nama_customer,
          alamat_customer: input.alamat_customer,
          no_hp: input.no_hp,
          tgl_lahir: input.tgl_lahir,
          kode_member: kodeMember,
          kode_tukang: tukang.kode_tukang,
          nama_tukang: tukang.nama_tukang,
          tgl_janji: input.tgl_janji,
          keterangan: input.keterangan,
          ongkos_estimasi: input.ongkos_estimasi,
          ongkos: input.ongkos_estimasi,
          dp,
          total_berat_masuk: mgToWeightString(input.detail.reduce((t, d) => t + d.berat, 0)),
          input_by: auth.userId,
        },
        input.detail.map((d, i) => ({
          kode_toko: auth.kodeToko,
          no_service: noService!,
          urut: i + 1,
          nama_barang: d.nama_barang,
          kode_group: d.kode_group,
          kadar: groups.get(d.kode_group)!,
          berat_masuk: mgToWeightString(d.berat),
          deskripsi: d.deskripsi.map((k) => names.get(k)!).join(', '),
          foto: d.foto ?? null,
        })),
      );
      if (payments.length) {
        const row = moneyRowContext(auth, ctx.tglSystem);
        await writeKasRows(trx, kasRowsIn(row, 'SERVICE', noService!, `SERVICE ${noService} - ${input.nama_customer}`, payments, 0), 'pembayaran');
      }
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      const event = { jenis: 'SERVICE', kodeToko: auth.kodeToko, no: noService!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, total: input.ongkos_estimasi, dibayar: dp } as const;
      await runAfterCounterWrite(trx, event);
      return noService!;
    });
    return getServiceReceipt(app.db, auth.kodeToko, no);
  } catch (error) {
    const first = await repo.findByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getServiceReceipt(app.db, auth.kodeToko, first.no_service);
    throw error;
  }
}

export async function listServices(app: FastifyInstance, auth: AuthContext, q: ServiceListQuery): Promise<ServiceListRow[]> {
  const rows = await repo.listServices(app.db, auth.kodeToko, q);
  return rows.map((r) => headerOf(r, { jumlah_barang: Number(r.jumlah_barang ?? 0), deskripsi: r.deskripsi ?? '' }));
}

export async function validateServices(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateServices(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}
