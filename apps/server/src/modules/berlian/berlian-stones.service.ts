/** The stones and certificate of a diamond piece in stock (issue 34): save them, read them. */
import {
  barcodeNotFoundMessage,
  BERLIAN_MESSAGES,
  caratMctToMg,
  isDiamondItem,
  mctToCarats,
  mctToCaratString,
  mgToWeightString,
  parseCaratToMct,
  parseWeightToMg,
  statusRefusedMessage,
  STONE_ATTRIBUTES,
  sumCaratsMct,
  unknownCodeMessage,

  stoneSummaryOf,
  type ItemStonesRow,
  type StoneSummaryRow,
  type StoneLine,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, isUniqueViolation, notFound } from '../../http/errors';
import * as repo from './berlian.repository';

/** The stone line fields that name an attribute master, with the master's name and its label. */
type Db = Kysely<Database>;

const GRADE_FIELDS = STONE_ATTRIBUTES.map((a) => ({ field: `kode_${a.name}` as keyof StoneLine, attribute: a.name, label: a.title }));

async function diamondItemOf(app: FastifyInstance, auth: AuthContext, kodeBarcode: string) {
  const item = await repo.findItemWithType(app.db, auth.kodeToko, kodeBarcode);
  if (!item) throw notFound(barcodeNotFoundMessage(kodeBarcode));
  if (!isDiamondItem(item)) throw badRequest(BERLIAN_MESSAGES.notDiamondItem);
  return item;
}

/** Each grade code must be in its master of the store: `${prefix}batu.i.field` -> 'Color ZZ tidak terdaftar'. */
export async function checkGrades(db: Db, kodeToko: string, lines: readonly StoneLine[], prefix = ''): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const g of GRADE_FIELDS) {
    const codes = [...new Set(lines.map((l) => String(l[g.field] ?? '')).filter((c) => c !== ''))];
    const known = await repo.knownAttributeCodes(db, g.attribute, kodeToko, codes);
    lines.forEach((l, i) => {
      const code = String(l[g.field] ?? '');
      if (code && !known.has(code)) errors[`${prefix}batu.${i}.${g.field}`] ??= unknownCodeMessage(g.label, code);
    });
  }
  return errors;
}

/** A stone line as stored. */
export function stoneInsertOf(b: StoneLine): repo.StoneInsert {
  return {
    jenis_batu: b.jenis_batu,
    jumlah: b.jumlah,
    karat: mctToCaratString(b.karat),
    size: b.size,
    kode_shape: b.kode_shape,
    kode_color: b.kode_color,
    kode_clarity: b.kode_clarity,
    kode_cutgrade: b.kode_cutgrade ?? '',
    kode_polish: b.kode_polish ?? '',
    kode_symmetry: b.kode_symmetry ?? '',
    kode_fluorescence: b.kode_fluorescence ?? '',
  };
}

/** The weight of the stones sent, in milligrams (1 ct = 200 mg). */
export function stonesWeightMg(lines: readonly StoneLine[]): number {
  return caratMctToMg(sumCaratsMct(lines.map((b) => b.karat)));
}

/**
 * Saves the stones of a diamond piece in stock (READY): its stone lines become the ones sent, and its certificate
 * the one sent (or none). Refused with 400 and nothing written: a piece not of a diamond type, not in stock, an
 * unknown grade, stones heavier than the piece, a lab and certificate number already on another piece.
 */
export async function saveStones(app: FastifyInstance, auth: AuthContext, kodeBarcode: string, input: { batu: StoneLine[]; lab_sertifikat: string; no_sertifikat: string }): Promise<ItemStonesRow> {
  const item = await diamondItemOf(app, auth, kodeBarcode);
  if (item.status !== 'READY') throw badRequest(statusRefusedMessage(kodeBarcode, 'KOREKSI', item.status));
  const errors = await checkGrades(app.db, auth.kodeToko, input.batu);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const stonesMg = stonesWeightMg(input.batu);
  if (stonesMg > (parseWeightToMg(String(item.berat)) ?? 0)) throw badRequest(BERLIAN_MESSAGES.stonesOverGross, { batu: BERLIAN_MESSAGES.stonesOverGross });
  const cert = input.no_sertifikat ? { lab: input.lab_sertifikat, no: input.no_sertifikat } : null;
  const duplicate = () => badRequest(BERLIAN_MESSAGES.certificateDuplicate, { no_sertifikat: BERLIAN_MESSAGES.certificateDuplicate });
  if (cert) {
    const owner = await repo.findCertificate(app.db, cert.lab, cert.no);
    if (owner && !(owner.kode_toko === auth.kodeToko && owner.kode_barcode === item.kode_barcode)) throw duplicate();
  }
  try {
    await app.db.transaction().execute(async (trx) => {
      await repo.replaceStones(
        trx,
        auth.kodeToko,
        item.kode_barcode,
        input.batu.map(stoneInsertOf),
        auth.userId,
      );
      await repo.replaceCertificate(trx, auth.kodeToko, item.kode_barcode, cert, auth.userId);
    });
  } catch (error) {
    // the same certificate saved on two pieces at once: the unique key lets one win
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return readStones(app, auth, kodeBarcode);
}

/** The stones of a piece: lines, carats together, gross / stones / net gold weight, certificate. */
export async function readStones(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<ItemStonesRow> {
  const item = await diamondItemOf(app, auth, kodeBarcode);
  const [lines, cert] = await Promise.all([repo.listStones(app.db, auth.kodeToko, item.kode_barcode), repo.findItemCertificate(app.db, auth.kodeToko, item.kode_barcode)]);
  const totalMct = sumCaratsMct(lines.map((l) => parseCaratToMct(String(l.karat)) ?? 0));
  const grossMg = parseWeightToMg(String(item.berat)) ?? 0;
  const stonesMg = caratMctToMg(totalMct);
  return {
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    berat: mgToWeightString(grossMg),
    berat_batu: mgToWeightString(stonesMg),
    berat_emas: mgToWeightString(Math.max(0, grossMg - stonesMg)),
    total_karat: mctToCarats(totalMct),
    batu: lines.map((l) => ({
      urut: l.urut,
      jenis_batu: l.jenis_batu,
      jumlah: l.jumlah,
      karat: mctToCarats(parseCaratToMct(String(l.karat)) ?? 0),
      size: l.size,
      kode_shape: l.kode_shape,
      kode_color: l.kode_color,
      kode_clarity: l.kode_clarity,
      kode_cutgrade: l.kode_cutgrade,
      kode_polish: l.kode_polish,
      kode_symmetry: l.kode_symmetry,
      kode_fluorescence: l.kode_fluorescence,
    })),
    sertifikat: cert ?? null,
  };
}


/** The diamond summary of the store's pieces among the barcodes (pieces without stones left out), for labels. */
export async function stoneSummaries(app: FastifyInstance, auth: AuthContext, codes: readonly string[]): Promise<StoneSummaryRow[]> {
  const byCode = new Map<string, Awaited<ReturnType<typeof repo.listStonesOfCodes>>>();
  for (const l of await repo.listStonesOfCodes(app.db, auth.kodeToko, codes)) byCode.set(l.kode_barcode, [...(byCode.get(l.kode_barcode) ?? []), l]);
  return [...byCode].flatMap(([kode_barcode, lines]) => {
    const s = stoneSummaryOf(lines.map((l) => ({ ...l, karat: String(l.karat) })));
    return s ? [{ kode_barcode, total_karat: mctToCarats(s.totalMct), kode_color: s.kode_color, kode_clarity: s.kode_clarity }] : [];
  });
}
