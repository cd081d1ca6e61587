import { runReportPdfJob, unpackReportPdfJob, type PackedReportPdfJob, type ReportPdfMessage } from './report-pdf-job';

/** The report PDF builder off the page's main thread: one job a worker, pages told as they are drawn. */
const scope = self as unknown as { onmessage: ((event: MessageEvent<PackedReportPdfJob>) => void) | null; postMessage: (message: ReportPdfMessage) => void };

scope.onmessage = (event) => {
  try {
    runReportPdfJob(unpackReportPdfJob(event.data), (message) => scope.postMessage(message));
  } catch (error) {
    scope.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
