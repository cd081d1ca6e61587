import { buildReportPdfFile, PAGE, PAGES } from '../../../apps/web/src/kit/report-pdf-job';
import { salesSheet } from './pdf-sheet';

/** What one build measured in the browser. */
export type PdfRun = { mode: 'page' | 'worker'; rows: number; ms: number; longestTaskMs: number; tasksOver50: number; pages: number; bytes: number };

/**
 * Runs in Chromium: builds the PDF of a `rows`-line report with the report kit's own builder, on the page
 * (the old way) or in the kit's Web Worker, timing it and watching the main thread's long tasks
 * (PerformanceObserver 'longtask': any task over 50 ms; the longest is how long the page stood frozen).
 */
async function benchPdf(rows: number, mode: 'page' | 'worker'): Promise<PdfRun> {
  const sheet = salesSheet(rows);
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  let pages = 0;
  // the build runs in a task of the page's own (a timer), not in the debugger's evaluation, so that the
  // long-task observer sees it
  await new Promise((resolve) => setTimeout(resolve, 0));
  const start = performance.now();
  const blob = await buildReportPdfFile(
    { sheet, pageLabel: `${PAGE} of ${PAGES}` },
    { ...(mode === 'worker' ? { createWorker: () => new Worker('/worker.js') } : {}), onPage: (page) => (pages = page) },
  );
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200)); // let the observer deliver the last entries
  observer.disconnect();
  return { mode, rows, ms, longestTaskMs: Math.max(0, ...tasks), tasksOver50: tasks.length, pages, bytes: blob.size };
}

(window as unknown as { benchPdf: typeof benchPdf }).benchPdf = benchPdf;
