/**
 * Receiving diamond pieces from a diamond supplier (issue 34): the supplier delivery as any other, plus each piece's
 * cost, stones and certificate, in one transaction. Refused with 400 and nothing written: the module off, an unknown
 * supplier, a type that is not a diamond type, an unknown grade, stones heavier than the piece, a certificate number
 * already in the chain.
 */
import {
  BERLIAN_MESSAGES,
  BERLIAN_MODULE,
  BERLIAN_STOCK_MESSAGES,
  isDiamondItem,
  isModuleOn,
  supplierBerlianUnknownMessage,
  unknownCodeMessage,
  type TerimaBerlianInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden } from '../../http/errors';
import * as berlianRepo from '../berlian/berlian.repository';
import { checkGrades, stoneInsertOf, stonesWeightMg } from '../berlian/berlian-stones.service';
import { inTransaction, terimaWithDetail } from './receiving-documents.service';
import { receiveDelivery } from './receiving-supplier.service';

function refuse(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** POST penerimaan-barang/berlian. */
export async function terimaBerlian(app: FastifyInstance, auth: AuthContext, input: TerimaBerlianInput) {
  if (!isModuleOn(auth.access.modules, BERLIAN_MODULE)) throw forbidden(BERLIAN_STOCK_MESSAGES.moduleOff);
  const supplier = await berlianRepo.findSupplierBerlian(app.db, auth.kodeToko, input.kode_supplier);
  if (!supplier) throw badRequest(supplierBerlianUnknownMessage(input.kode_supplier), { kode_supplier: supplierBerlianUnknownMessage(input.kode_supplier) });

  const types = new Map((await berlianRepo.findJenisTypes(app.db, auth.kodeToko, [...new Set(input.barang.map((b) => b.kode_dept))])).map((j) => [j.kode_dept, j]));
  const errors: Record<string, string> = {};
  for (const [i, line] of input.barang.entries()) {
    const jenis = types.get(line.kode_dept);
    if (!jenis) errors[`barang.${i}.kode_dept`] = unknownCodeMessage('Kode Jenis', line.kode_dept);
    else if (!isDiamondItem(jenis)) errors[`barang.${i}.kode_dept`] = BERLIAN_MESSAGES.notDiamondItem;
    Object.assign(errors, await checkGrades(app.db, auth.kodeToko, line.batu, `barang.${i}.`));
    if (stonesWeightMg(line.batu) > line.berat) errors[`barang.${i}.batu`] ??= BERLIAN_MESSAGES.stonesOverGross;
  }
  refuse(errors);
  const certs = input.barang.filter((b) => b.no_sertifikat).map((b) => ({ lab: b.lab_sertifikat, no: b.no_sertifikat }));
  const taken = await berlianRepo.takenCertificates(app.db, certs);
  input.barang.forEach((b, i) => {
    if (taken.has(`${b.lab_sertifikat}|${b.no_sertifikat}`)) errors[`barang.${i}.no_sertifikat`] = BERLIAN_MESSAGES.certificateDuplicate;
  });
  refuse(errors);

  return inTransaction(app, async (trx) => {
    // a diamond supplier is not of the goods master: named as it is, each piece carrying its own cost
    const { noTerima, codes } = await receiveDelivery(
      trx,
      auth,
      { no_faktur_supplier: input.no_faktur_supplier, kode_gudang: input.kode_gudang, kode_baki: input.kode_baki, barang: input.barang, harga_per_gram: null },
      { kode: null, nama: supplier.nama_supplier },
    );
    for (const [i, line] of input.barang.entries()) {
      const code = codes[i]!;
      await berlianRepo.replaceStones(trx, auth.kodeToko, code, line.batu.map(stoneInsertOf), auth.userId);
      await berlianRepo.replaceCertificate(trx, auth.kodeToko, code, line.no_sertifikat ? { lab: line.lab_sertifikat, no: line.no_sertifikat } : null, auth.userId);
      await berlianRepo.insertItemBerlian(trx, {
        kode_toko: auth.kodeToko,
        kode_barcode: code,
        kode_supplier: supplier.kode_supplier,
        no_faktur_supplier: input.no_faktur_supplier,
        harga_modal: line.harga_modal,
        input_by: auth.userId,
      });
    }
    return terimaWithDetail(trx, auth.kodeToko, noTerima);
  }, { ...auth, jenis: 'TERIMA_BERLIAN', kunci: input.idempotency_key });
}
