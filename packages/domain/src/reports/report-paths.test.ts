import { describe, expect, it } from 'vitest';
import { isReportPath, REPORT_PATH_LIST, REPORT_PATHS } from './report-paths';

describe('the report path table', () => {
  it('holds each path once, across every family', () => {
    const seen = new Map<string, string>();
    for (const [family, paths] of Object.entries(REPORT_PATHS)) {
      for (const [name, path] of Object.entries(paths)) {
        expect(seen.get(path), `${family}.${name} repeats ${path}`).toBeUndefined();
        seen.set(path, `${family}.${name}`);
      }
    }
    expect(seen.size).toBe(REPORT_PATH_LIST.length);
    expect(new Set(REPORT_PATH_LIST).size).toBe(REPORT_PATH_LIST.length);
  });

  it('writes each path under /api without the prefix, in lower-case segments, as the web client takes it', () => {
    for (const path of REPORT_PATH_LIST) expect(path).toMatch(/^(?!api\/)[a-z0-9-]+(\/[a-z0-9-]+)+$/);
  });

  it('knows its own paths and nothing else', () => {
    expect(REPORT_PATH_LIST.every(isReportPath)).toBe(true);
    expect(isReportPath('laporan/penjualan')).toBe(true);
    expect(isReportPath('/api/laporan/penjualan')).toBe(false);
    expect(isReportPath('laporan/tidak-ada')).toBe(false);
  });
});
