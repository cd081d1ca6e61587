import { addDays, BUKU_BESAR_PATH, formatHledgerJournal, isModuleOn, jurnalExportQuery, JURNAL_EXPORT_PATH, NERACA_SALDO_PATH, type ExportOpening } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { authOf } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { reportStoreOf } from '../reports/report-definition';
import * as repo from './accounting.repository';

/**
 * The journal of a period as an hledger / ledger text file (formatHledgerJournal): each store's opening
 * balances the day before the period, then every journal line of the period, so an accountant re-adds it
 * outside the product and finds the Neraca Saldo of the same period and store (or every store).
 */
export async function exportJournal(db: Kysely<Database>, q: { kodeToko: string | null; tglAwal: string; tglAkhir: string }): Promise<string> {
  const [lines, before, accounts] = await Promise.all([
    repo.periodLines(db, q),
    repo.balancesBefore(db, { kodeToko: q.kodeToko, before: q.tglAwal }),
    repo.accountNames(db, q.kodeToko),
  ]);
  const openings = new Map<string, ExportOpening & { saldo: { nomor_akun: string; saldo: number }[] }>();
  for (const b of before) {
    const o = openings.get(b.kode_toko) ?? { kode_toko: b.kode_toko, tanggal: addDays(q.tglAwal, -1), saldo: [] };
    o.saldo.push({ nomor_akun: b.nomor_akun, saldo: Number(b.saldo) });
    openings.set(b.kode_toko, o);
  }
  const scope = q.kodeToko ?? 'SEMUA TOKO';
  return formatHledgerJournal({
    title: `Jurnal ${scope} ${q.tglAwal} s/d ${q.tglAkhir}`,
    accounts,
    openings: [...openings.values()],
    lines: lines.map((l) => ({
      journal: Number(l.kas_mutasi_id),
      kode_toko: l.kode_toko,
      tgl_system: l.tgl_system,
      trx: l.trx,
      type: l.type,
      no_ref: l.no_ref,
      keterangan: l.keterangan,
      nomor_akun: l.nomor_akun,
      debet: Number(l.debet),
      kredit: Number(l.kredit),
    })),
  });
}

/** GET laporan/jurnal/hledger?tgl_awal&tgl_akhir[&kode_toko]: the file, as a download (text/plain). */
export function registerJournalExport(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(JURNAL_EXPORT_PATH, {
    config: { gateAny: [NERACA_SALDO_PATH, BUKU_BESAR_PATH] },
    schema: {
      tags: ['laporan'],
      summary: 'Jurnal satu periode sebagai berkas teks hledger / ledger (satu toko atau semua toko)',
      querystring: jurnalExportQuery.querystring.extend({ kode_toko: z.string().optional().describe("store picker: a store code, or 'ALL' (head office)") }),
      produces: ['text/plain'],
    },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const checked = jurnalExportQuery.validate(request.query as Record<string, unknown>, { oneMonth: isModuleOn(auth.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE') });
      if (!checked.ok) throw badRequest(checked.message, checked.errors);
      // as the trial balance it re-adds: no store named is the store the call acts on; the chain only as 'ALL'
      const kodeToko = await reportStoreOf(app, auth, (request.query as Record<string, unknown>).kode_toko, 'store');
      const { tgl_awal: tglAwal, tgl_akhir: tglAkhir } = checked.value;
      const text = await exportJournal(app.db, { kodeToko, tglAwal, tglAkhir });
      const file = `jurnal-${kodeToko ?? 'SEMUA'}-${tglAwal}${tglAkhir === tglAwal ? '' : `-${tglAkhir}`}.journal`;
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(text);
    },
  });
}
