import {
  kadarToText,
  mgToWeightString,
  refurbishLoss,
  SEPUHAN_MESSAGES as M,
  SEPUHAN_PREFIX,
  type Milligrams,
  type Place,
  type SepuhanDocument,
  type SepuhanPindahInput,
  type SepuhanRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import { transactionOnce } from '../../db/idempotency';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { documentNumbers } from '../counter/document-numbers';
import { createShipment } from '../receiving/receiving.service';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, businessDateOf, meltItems, type StockRequest } from '../stock/stock.service';
import * as repo from './sepuhan.repository';
import { assertSortsHere } from './sepuhan-terpusat';
import { assertDistinct, documentOf, pieceRow, throwIfAny } from './sepuhan-rows';

type Db = Kysely<Database>;
type Line = SepuhanPindahInput['detail'][number];
type Checked = { line: Line; piece: repo.LockedPiece; beratKembaliMg: Milligrams; place: Place | null };

/** GET /api/sepuhan/pindah: pieces sorted and not moved on yet (those kept aside included, to be seen). */
export async function listMovable(app: FastifyInstance, auth: AuthContext): Promise<SepuhanRow[]> {
  await assertSortsHere(app.db, auth);
  return (await repo.listPieces(app.db, auth.kodeToko, ['SORTIR'])).map(pieceRow);
}

/** The sale trays named by the refurbished lines: each must be an active tray of a JUAL warehouse of the store. */
async function saleTrays(trx: Db, kodeToko: string, lines: readonly Line[]): Promise<Map<string, Place>> {
  const codes = [...new Set(lines.map((l) => l.kode_baki).filter((c): c is string => Boolean(c)))];
  const trays = await stockRepo.findTrays(trx, kodeToko, codes);
  return new Map(trays.filter((t) => t.aktif && t.jenis_gudang === 'JUAL').map((t) => [t.kode_baki, { kode_gudang: t.kode_gudang, kode_baki: t.kode_baki }]));
}

/** Every line checked against its piece and class; answers 400 with a message per refused line, nothing written. */
async function checkLines(trx: Db, auth: AuthContext, input: SepuhanPindahInput): Promise<Checked[]> {
  const codes = input.detail.map((l) => l.kode_barcode);
  const locked = new Map((await repo.lockPieces(trx, auth.kodeToko, codes)).map((r) => [r.kode_barcode, r]));
  const trays = await saleTrays(trx, auth.kodeToko, input.detail.filter((l) => locked.get(l.kode_barcode)?.kelas === 'SEPUH'));
  const errors: Record<string, string> = {};
  const checked: Checked[] = [];
  input.detail.forEach((line, i) => {
    const field = (name: string) => `detail.${i}.${name}`;
    const piece = locked.get(line.kode_barcode);
    if (!piece) return void (errors[field('kode_barcode')] = M.notReceived);
    if (piece.status === 'TERIMA') return void (errors[field('kode_barcode')] = M.notSorted);
    if (piece.status === 'SELESAI') return void (errors[field('kode_barcode')] = M.alreadyMoved);
    if (piece.kelas === 'SIMPAN') return void (errors[field('kode_barcode')] = M.kelasSimpan);
    const beratTerimaMg = mgOf(piece.berat_terima);
    if (piece.kelas !== 'SEPUH') return void checked.push({ line, piece, beratKembaliMg: beratTerimaMg, place: null });
    if (line.berat === undefined) return void (errors[field('berat')] = M.beratRequired);
    const loss = refurbishLoss(beratTerimaMg, line.berat);
    if (!loss.ok) return void (errors[field('berat')] = loss.message);
    if (!line.kode_baki) return void (errors[field('kode_baki')] = M.bakiRequired);
    const place = trays.get(line.kode_baki);
    if (!place) return void (errors[field('kode_baki')] = M.bakiNotJual);
    checked.push({ line, piece, beratKembaliMg: line.berat, place });
  });
  throwIfAny(errors);
  return checked;
}

/**
 * POST /api/sepuhan/pindah. One transaction, one SP document (the lot): refurbished pieces (SEPUH) come back on sale
 * with their new weight (stock ledger KOREKSI), purity and sale tray (PINDAH); pieces to melt (LEBUR) go the stock's
 * hancur path (one HB document, ledger HANCUR); head-office lots (PUSAT) leave in one shipment to the PUSAT store
 * (ledger KIRIM). The sorting ledger takes each piece out with the weight it left with; the weight a refurbished
 * piece lost stays in sorting until the waste screen records it.
 */
export async function movePieces(app: FastifyInstance, auth: AuthContext, input: SepuhanPindahInput): Promise<SepuhanDocument> {
  await assertSortsHere(app.db, auth);
  assertDistinct(input.detail.map((l) => l.kode_barcode), (i) => `detail.${i}.kode_barcode`);
  return transactionOnce(app.db, { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'SEPUHAN_PINDAH', kunci: input.idempotency_key }, async (trx) => {
    const checked = await checkLines(trx, auth, input);
    const of = (kelas: string) => checked.filter((c) => c.piece.kelas === kelas);
    const headOffice = of('PUSAT').length ? await repo.headOffice(trx) : null;
    if (of('PUSAT').length && (!headOffice || headOffice === auth.kodeToko)) throwIfAny({ kode_toko: headOffice ? M.alreadyHeadOffice : M.noHeadOffice });
    const tglSystem = await businessDateOf(trx, auth.kodeToko);
    const [no] = await documentNumbers(trx, auth.kodeToko, tglSystem, SEPUHAN_PREFIX.PINDAH);
    const ctx = { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem, noRef: no!, keterangan: `SEPUHAN ${no}` };
    // out of the sorting area first: the stock ledger refuses any movement of a piece still in sorting
    for (const c of checked) {
      await repo.markMoved(trx, auth.kodeToko, c.piece.kode_barcode, {
        noPindah: no!,
        tglSystem,
        beratKembali: c.piece.kelas === 'SEPUH' ? mgToWeightString(c.beratKembaliMg) : null,
        noRefKeluar: null,
      });
    }
    const refurbished = of('SEPUH');
    if (refurbished.length) {
      const requests: StockRequest[] = refurbished.flatMap((c) => [
        { kode_barcode: c.piece.kode_barcode, op: { jenis: 'KOREKSI' as const, beratMg: c.beratKembaliMg } },
        { kode_barcode: c.piece.kode_barcode, op: { jenis: 'PINDAH' as const, ke: c.place! } },
      ]);
      await applyStockOperations(trx, ctx, requests);
      for (const c of refurbished) if (c.line.kadar !== undefined) await repo.setItemKadar(trx, auth.kodeToko, c.piece.kode_barcode, kadarToText(c.line.kadar), auth.userId);
    }
    const melt = of('LEBUR');
    const noHancur = melt.length ? (await meltItems(trx, auth, tglSystem, { kode_barcode: melt.map((c) => c.piece.kode_barcode), keterangan: `LEBUR SORTIR ${no}` })).no_ref : null;
    const toHeadOffice = of('PUSAT');
    const noKirim = toHeadOffice.length
      ? await createShipment(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem }, { kode_toko_tujuan: headOffice!, kode_barcode: toHeadOffice.map((c) => c.piece.kode_barcode), keterangan: `SEPUHAN ${no}` })
      : null;
    const refOf = (kelas: string | null) => (kelas === 'LEBUR' ? noHancur : kelas === 'PUSAT' ? noKirim : null);
    if (noHancur) await repo.setRefKeluar(trx, auth.kodeToko, melt.map((c) => c.piece.kode_barcode), noHancur);
    if (noKirim) await repo.setRefKeluar(trx, auth.kodeToko, toHeadOffice.map((c) => c.piece.kode_barcode), noKirim);
    const jenisOf = { SEPUH: 'JUAL', LEBUR: 'LEBUR', PUSAT: 'PUSAT' } as const;
    await repo.insertMutasi(
      trx,
      checked.map((c) => ({
        kode_toko: auth.kodeToko,
        tgl_system: tglSystem,
        jenis: jenisOf[c.piece.kelas as keyof typeof jenisOf],
        kode_barcode: c.piece.kode_barcode,
        qty: 1,
        berat: mgToWeightString(c.beratKembaliMg),
        no_ref: no!,
        keterangan: refOf(c.piece.kelas) ?? `SEPUH ${c.piece.kode_barcode}`,
        input_by: auth.userId,
      })),
    );
    const rows = await repo.findPieces(trx, auth.kodeToko, checked.map((c) => c.piece.kode_barcode));
    return documentOf(no!, tglSystem, rows, checked.reduce((t, c) => t + c.beratKembaliMg, 0), { no_kirim: noKirim, no_hancur: noHancur });
  });
}
