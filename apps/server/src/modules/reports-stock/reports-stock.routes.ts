import { exportCsvQuery } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { exportCsv } from './export-csv.service';
import { anomaliReport, managerialReport, marginGroupReport } from './management-reports';
import {
  aktivitasTimbangReport,
  analisisHargaReport,
  barangAksesorisReport,
  barangDetailReport,
  barangSummaryReport,
  hancurReport,
  kelompokBarangReport,
  pindahBarangReport,
  stockOpnameReport,
  tambahBarangReport,
  timbangBakiReport,
} from './stock-reports';

/** Stock and management reports and /export-csv (issue 22 part 2). */
export async function reportsStockRoutes(app: FastifyInstance) {
  registerReport(app, barangDetailReport);
  registerReport(app, barangAksesorisReport);
  registerReport(app, tambahBarangReport);
  registerReport(app, pindahBarangReport);
  registerReport(app, barangSummaryReport);
  registerReport(app, hancurReport);
  registerReport(app, stockOpnameReport);
  registerReport(app, timbangBakiReport);
  registerReport(app, aktivitasTimbangReport);
  registerReport(app, analisisHargaReport);
  registerReport(app, kelompokBarangReport);
  registerReport(app, managerialReport);
  registerReport(app, marginGroupReport);
  registerReport(app, anomaliReport);

  app.withTypeProvider<ZodTypeProvider>().get('/api/export-csv', {
    config: { gate: '/export-csv' },
    attachValidation: true,
    schema: {
      tags: ['laporan'],
      summary: 'Export satu tabel utama toko sebagai CSV (SU atau MU; toko: x-kode-toko)',
      querystring: exportCsvQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      assertValid(request);
      const auth = authOf(request);
      const table = request.query.table;
      const stream = await exportCsv(app.db, table, auth.kodeToko);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${auth.kodeToko.replace(/[^A-Za-z0-9_-]/g, '')}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}
