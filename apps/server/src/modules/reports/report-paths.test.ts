import { JURNAL_EXPORT_PATH, isReportPath, REPORT_PATH_LIST, REPORT_PATHS, reportQuery, type ReportPath } from '@emas/domain';
import Fastify from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerReport } from './report-definition';

/**
 * Each report's path lives once, in the domain's REPORT_PATHS beside its query and row schemas: the server's report
 * kit registers only those paths and the web's report definitions fetch them. Paths are unique (the domain's own
 * test), every report the API documents is one of them, and no source file writes one of them out again.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The files the report kit does not make, documented with the reports: downloads of a report's query. */
const REPORT_DOWNLOADS = [JURNAL_EXPORT_PATH, '/api/export-csv'];

describe('report paths', () => {
  it('every report the API documents under laporan is a path of the domain table, each once', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const reports = Object.entries(doc.paths)
      .filter(([path, ops]) => ops.get?.tags?.includes('laporan') && !REPORT_DOWNLOADS.includes(path))
      .map(([path]) => path);
    expect(reports.length).toBeGreaterThan(40);
    for (const path of reports) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(isReportPath(path.slice('/api/'.length)), `${path} is not in REPORT_PATHS`).toBe(true);
    }
    expect(new Set(reports).size).toBe(reports.length);
  });

  it('every path of the table is served by the API', () => {
    for (const path of REPORT_PATH_LIST) expect(t.app.hasRoute({ method: 'GET', url: `/api/${path}` }), path).toBe(true);
  });

  it('the report kit refuses to register a path that is not in the table', () => {
    const app = Fastify();
    const route = { path: 'laporan/tidak-ada' as ReportPath, gate: '/laporan-penjualan', summary: 'x', query: reportQuery({}), row: z.object({}), rows: async () => [] };
    expect(() => registerReport(app, route)).toThrow(/REPORT_PATHS/);
  });

  it('no source file of the server or the web writes a report path out again (they read the table)', () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const offenders: string[] = [];
    const quoted = new RegExp(`['"\`](?:/api/)?(?:${REPORT_PATH_LIST.map((p) => p.replace(/[-/]/g, '\\$&')).join('|')})['"\`?]`);
    for (const dir of ['apps/server/src', 'apps/web/src']) {
      for (const file of readdirSync(join(root, dir), { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const match = quoted.exec(readFileSync(join(root, dir, file), 'utf8'));
        if (match) offenders.push(`${dir}/${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(Object.keys(REPORT_PATHS).length).toBeGreaterThan(5);
  });
});
