import { buildReportPdf } from './report-pdf';
import type { ReportCell, ReportSheet } from './report-types';

/**
 * A report PDF to build, as plain data a Web Worker can be sent: the sheet and the page label with the
 * tokens {@link PAGE} and {@link PAGES} (the translated 'n of N', since a function cannot be sent).
 */
export type ReportPdfJob = { sheet: ReportSheet; pageLabel: string };
/** What the builder tells: a page of the table drawn, the file, or a failure. */
export type ReportPdfMessage = { kind: 'page'; page: number } | { kind: 'done'; blob: Blob } | { kind: 'error'; message: string };

export const PAGE = '%PAGE%';
export const PAGES = '%PAGES%';

/** Between the cells of a row, and between rows, in a packed job (control characters no printed text holds). */
const CELL = '\u001f';
const ROW = '\u001e';
const SEPARATORS = /[\u001e\u001f]/g;

/**
 * The job as the worker is sent it: the rows' printed texts in one string. Posting 10,000 rows as cell
 * objects cost the page a 150-250 ms pause (the structured clone of 110,000 objects); one string is
 * copied whole. The PDF prints only the texts.
 */
export type PackedReportPdfJob = { sheet: Omit<ReportSheet, 'rows'>; rows: string; rowCount: number; pageLabel: string };

export function packReportPdfJob(job: ReportPdfJob): PackedReportPdfJob {
  const { rows, ...sheet } = job.sheet;
  const text = (cell: ReportCell) => (cell.text.includes(CELL) || cell.text.includes(ROW) ? cell.text.replace(SEPARATORS, ' ') : cell.text);
  return { sheet, rows: rows.map((row) => row.map(text).join(CELL)).join(ROW), rowCount: rows.length, pageLabel: job.pageLabel };
}

export function unpackReportPdfJob(packed: PackedReportPdfJob): ReportPdfJob {
  const rows = packed.rowCount === 0 ? [] : packed.rows.split(ROW).map((row) => row.split(CELL).map((text): ReportCell => ({ text, value: null })));
  return { sheet: { ...packed.sheet, rows }, pageLabel: packed.pageLabel };
}

/** Builds the job's PDF where it runs (the worker, or the page when there is no worker), telling each page drawn. */
export function runReportPdfJob(job: ReportPdfJob, tell: (message: ReportPdfMessage) => void): void {
  const doc = buildReportPdf(job.sheet, {
    pageLabel: (page, pages) => job.pageLabel.replace(PAGE, String(page)).replace(PAGES, String(pages)),
    onPage: (page) => tell({ kind: 'page', page }),
  });
  tell({ kind: 'done', blob: doc.output('blob') });
}

/**
 * The PDF of a report as a file, built in a Web Worker so a long report (10,000 rows, a few hundred pages)
 * does not freeze the page; where workers are missing (tests, old browsers) it is built on the page. The
 * content is the same either way: one builder, `buildReportPdf`.
 */
export function buildReportPdfFile(job: ReportPdfJob, options: { createWorker?: () => Worker; onPage?: (page: number) => void } = {}): Promise<Blob> {
  const onPage = options.onPage ?? (() => undefined);
  if (!options.createWorker || typeof Worker === 'undefined') {
    return new Promise((resolve, reject) => {
      try {
        runReportPdfJob(job, (m) => (m.kind === 'page' ? onPage(m.page) : m.kind === 'done' ? resolve(m.blob) : reject(new Error(m.message))));
      } catch (error) {
        reject(error);
      }
    });
  }
  const worker = options.createWorker();
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ReportPdfMessage>) => {
      const m = event.data;
      if (m.kind === 'page') onPage(m.page);
      else if (m.kind === 'done') resolve(m.blob);
      else reject(new Error(m.message));
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(packReportPdfJob(job));
  }).finally(() => worker.terminate());
}
