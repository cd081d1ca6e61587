import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { saveFile } from './download';
import type { ReportSheet } from './report-types';

export type ReportExports = {
  exporting: 'pdf' | 'excel' | null;
  /** pages of the PDF drawn so far while it is built (0 before the first) */
  pdfPages: number;
  exportPdf: () => Promise<void>;
  exportExcel: () => Promise<void>;
};

/**
 * The PDF and Excel exports of a report screen: the sheet of the shown answer (null: nothing to
 * export) written as `${fileName}.pdf` / `.xlsx`; the builders are loaded on demand (jsPDF and
 * ExcelJS are large and only needed here).
 */
export function useReportExports(fileName: string, sheet: () => ReportSheet | null): ReportExports {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  const [pdfPages, setPdfPages] = useState(0);

  const run = async (kind: 'pdf' | 'excel', write: (found: ReportSheet) => Promise<void>) => {
    const found = sheet();
    if (!found) return;
    setExporting(kind);
    try {
      await write(found);
    } catch {
      notify.error(t('kit.report.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  return {
    exporting,
    pdfPages,
    exportPdf: () =>
      run('pdf', async (found) => {
        const { buildReportPdfFile, PAGE, PAGES } = await import('./report-pdf-job');
        setPdfPages(0);
        // built in a worker: a report of thousands of rows does not freeze the page while it is drawn
        const blob = await buildReportPdfFile(
          { sheet: found, pageLabel: t('kit.report.pageOf', { page: PAGE, pages: PAGES }) },
          { createWorker: () => new Worker(new URL('./report-pdf.worker.ts', import.meta.url), { type: 'module' }), onPage: setPdfPages },
        );
        saveFile(blob, `${fileName}.pdf`);
      }),
    exportExcel: () =>
      run('excel', async (found) => {
        const { buildReportExcel } = await import('./report-excel');
        const bytes = await buildReportExcel(found);
        const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        saveFile(new Blob([bytes], { type }), `${fileName}.xlsx`);
      }),
  };
}
