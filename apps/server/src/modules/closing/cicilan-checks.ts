import { closingCheckMessage, formatRupiah, type ClosingCheckLevel, type ClosingCheckResult } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './cicilan-checks.repository';

/** What these checks read (a part of closing.checks' context, named here so the two files do not import each other). */
type CheckContext = { db: Kysely<Database>; kodeToko: string; tglSystem: string };

/**
 * The instalment plans' checks before a close (issue 33). Plans whose payments of the day are not yet validated, as
 * the pawn loans (a warning, a block with the store's validation module; /validasi-cicilan), naming the plans; and the original
 * product's rule harga_jual_cicil - sisa_bayar = DP + BAYAR + PELUNASAN CEPAT - BATAL over every plan of the store,
 * header against cash ledger, which blocks: a day whose money does not add up is not closed.
 */
export async function unvalidatedCicilan(ctx: CheckContext, level: ClosingCheckLevel): Promise<ClosingCheckResult> {
  const found = await repo.unvalidatedCicilan(ctx.db, ctx.kodeToko, ctx.tglSystem);
  return { key: 'VALIDASI_CICILAN', level, jumlah: found.jumlah, link: '/validasi-cicilan', pesan: closingCheckMessage('VALIDASI_CICILAN', found.jumlah), daftar: found.daftar };
}

export async function cicilanKasRule(ctx: CheckContext): Promise<ClosingCheckResult> {
  const found = await repo.cicilanKasMismatches(ctx.db, ctx.kodeToko);
  return {
    key: 'CICILAN_KAS',
    level: 'BLOCK',
    jumlah: found.jumlah,
    link: '/lihat-cicilan',
    pesan: closingCheckMessage('CICILAN_KAS', found.jumlah),
    daftar: found.daftar.map((d) => `${d.no_faktur_cicil}: ${formatRupiah(d.header)} / ${formatRupiah(d.kas)}`),
  };
}
