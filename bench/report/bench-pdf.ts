/**
 * Report PDF benchmark (issue 22): the PDF of a 10,000-row report built in Chromium by the report kit's
 * builder, on the page (as before) and in its Web Worker (as the screen now does), printing the time and
 * the longest main-thread task (PerformanceObserver 'longtask': the page is frozen for that long).
 * Target: written in under 5 s without freezing the page.
 *
 *   cd bench && npm run bench:pdf
 *
 * Environment: BENCH_PDF_ROWS (10000), BENCH_RUNS (3), CHROMIUM (/usr/bin/chromium).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { chromium } from 'playwright';
import { sized } from '../shared/smoke';

const ROWS = sized('BENCH_PDF_ROWS', 10_000, 200);
const RUNS = sized('BENCH_RUNS', 3, 1);
const here = import.meta.dirname;
const say = (line: string) => process.stdout.write(`${line}\n`);
/** what pdf/pdf-page.ts answers for one build */
type PdfRun = { mode: string; rows: number; ms: number; longestTaskMs: number; tasksOver50: number; pages: number; bytes: number };

async function bundle(entry: string): Promise<string> {
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', minify: true, logLevel: 'error' });
  return out.outputFiles[0]!.text;
}

const [pageJs, workerJs] = await Promise.all([bundle(path.join(here, 'pdf/pdf-page.ts')), bundle(path.join(here, '../../apps/web/src/kit/report-pdf.worker.ts'))]);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const files: Record<string, [string, string]> = {
    '/': ['text/html', '<!doctype html><html><body><script src="/page.js"></script></body></html>'],
    '/page.js': ['text/javascript', pageJs],
    '/worker.js': ['text/javascript', workerJs],
  };
  await page.route('http://bench.local/**', (route) => {
    const [contentType, body] = files[new URL(route.request().url()).pathname] ?? ['text/plain', ''];
    return route.fulfill({ status: 200, contentType, body });
  });
  await page.goto('http://bench.local/');
  say(`report PDF of ${ROWS.toLocaleString('en')} rows in Chromium (${RUNS} runs a mode); target < 5 s and no frozen page`);
  for (const mode of ['page', 'worker'] as const) {
    for (let i = 0; i < RUNS; i++) {
      const r = await page.evaluate(([rows, m]) => (globalThis as unknown as { benchPdf: (rows: number, mode: string) => Promise<PdfRun> }).benchPdf(rows, m), [ROWS, mode] as const);
      say(
        `${mode.padEnd(7)} run ${i + 1}: ${(r.ms / 1000).toFixed(2)} s, ${r.pages} pages, ${(r.bytes / 1024).toFixed(0)} KiB; longest main-thread task ${r.longestTaskMs.toFixed(0)} ms (${r.tasksOver50} tasks over 50 ms)  ${r.ms < 5000 ? 'ok <5 s' : 'MISS <5 s'}`,
      );
    }
  }
} finally {
  await browser.close();
}
