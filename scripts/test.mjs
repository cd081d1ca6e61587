#!/usr/bin/env node
/**
 * `npm test`: every check, in order, never stopping at a failure; exits non-zero when any failed.
 *
 *   1. typecheck          npm run typecheck
 *   2. module graph       npm run lint:deps (scripts/module-graph.mjs: dependency-cruiser with .dependency-cruiser.cjs;
 *                         no circle between server modules or files, no feature importing another, a pure domain)
 *   3. domain tests       vitest --root packages/domain
 *   4. server tests       vitest --root apps/server (TEST_DATABASE_URL when set, else PGlite)
 *   5. web tests          vitest --root apps/web
 *   6. web build          npm run build (vite build of apps/web, warnings only)
 *   7. end-to-end tests   playwright test -c e2e (Chromium at /usr/bin/chromium)
 *   8. benchmark smoke    every benchmark of bench/ in its smoke mode (BENCH_SMOKE=1: a few dozen operations) against
 *                         TEST_DATABASE_URL, one count each, so a benchmark cannot rot unseen; skipped without it
 *   9. dependency audit   scripts/audit.mjs: npm audit --audit-level=high --omit=dev; fails on a high
 *                         advisory, passes with an "AUDIT UNAVAILABLE" line when the service is unreachable
 *
 * Counts come from the JSON reporters (written under test-results/). A step that fails without a
 * failing test (type errors, a build error, a crash) counts as one failed. The last line is
 * `Tests: N passed, N failed, N skipped`; test-results/summary.json holds the same numbers.
 *
 * Environment: TEST_DATABASE_URL (server and e2e on PostgreSQL), REQUIRE_E2E=1 (a missing Chromium
 * fails instead of skipping), CHROMIUM_PATH (default /usr/bin/chromium), TEST_ONLY=step,step
 * (run only some steps: typecheck, graph, domain, server, web, build, e2e, bench, audit).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireE2e = process.env.REQUIRE_E2E === '1' || process.env.REQUIRE_E2E === 'true';
const only = (process.env.TEST_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = (t) => paint('1', t);
const green = (t) => paint('32', t);
const red = (t) => paint('31', t);
const yellow = (t) => paint('33', t);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(red(`could not start ${command}: ${error.message}`));
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest's JSON reporter (jest-compatible shape). */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter. */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

function vitestStep(key, name, workspace) {
  const out = path.join(resultsDir, `${key}.json`);
  return {
    key,
    name,
    async run() {
      rmSync(out, { force: true });
      const code = await run(bin('vitest'), [
        'run',
        '--root',
        workspace,
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${out}`,
      ]);
      return { code, counts: vitestCounts(out) };
    },
  };
}

/** Every benchmark, run in smoke mode by the bench step. */
const BENCHMARKS = ['sale/bench-sale.ts', 'sale/journal-cost.ts', 'stock/bench-stock.ts', 'pawn/bench-pawn.ts', 'close/bench-close.ts', 'report/bench-report.ts', 'report/bench-pdf.ts'];

const steps = [
  { key: 'typecheck', name: 'typecheck', run: async () => ({ code: await run('npm', ['run', '--silent', 'typecheck']) }) },
  { key: 'graph', name: 'module graph', run: async () => ({ code: await run('npm', ['run', '--silent', 'lint:deps']) }) },
  vitestStep('domain', 'domain tests', 'packages/domain'),
  vitestStep('server', 'server tests', 'apps/server'),
  vitestStep('web', 'web tests', 'apps/web'),
  {
    key: 'build',
    name: 'web build',
    run: async () => ({ code: await run('npm', ['run', '--silent', 'build', '-w', '@emas/web', '--', '--logLevel', 'warn']) }),
  },
  {
    key: 'e2e',
    name: 'end-to-end tests',
    async run() {
      if (!existsSync(chromium)) {
        if (requireE2e) {
          console.log(`E2E FAILED: Chromium not found at ${chromium} and REQUIRE_E2E=1 (install it: apt-get install chromium)`);
          return { code: 1, note: 'Chromium missing (REQUIRE_E2E=1)' };
        }
        console.log(`E2E SKIPPED: Chromium not found at ${chromium}`);
        const listed = await listE2e();
        return { code: 0, skippedStep: true, counts: listed, note: `skipped: no Chromium at ${chromium}` };
      }
      const out = path.join(resultsDir, 'e2e.json');
      rmSync(out, { force: true });
      const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
        E2E_JSON_REPORT: out,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      });
      return { code, counts: playwrightCounts(out) };
    },
  },
  {
    key: 'bench',
    name: 'benchmark smoke',
    async run() {
      const database = process.env.TEST_DATABASE_URL;
      if (!database) {
        console.log('BENCH SMOKE SKIPPED: the benchmarks need PostgreSQL (set TEST_DATABASE_URL)');
        return { code: 0, skippedStep: true, counts: { passed: 0, failed: 0, skipped: BENCHMARKS.length }, note: 'skipped: no TEST_DATABASE_URL' };
      }
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const file of BENCHMARKS) {
        console.log(`\n--- ${file} (smoke)`);
        const code = await run(bin('tsx'), [path.join('bench', file)], { BENCH_SMOKE: '1', BENCH_DATABASE_URL: database, CHROMIUM: chromium });
        console.log(code === 0 ? `${green('ok')}   ${file}` : `${red('FAIL')} ${file} (exit code ${code})`);
        counts[code === 0 ? 'passed' : 'failed']++;
      }
      return { code: counts.failed ? 1 : 0, counts };
    },
  },
  {
    key: 'audit',
    name: 'dependency audit',
    run: async () => ({ code: await run('node', ['scripts/audit.mjs']) }),
  },
];

/** Counts the end-to-end tests without running them (reported as skipped when Chromium is missing). */
function listE2e() {
  return new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', () => resolve(null));
    child.on('exit', () => {
      try {
        const stats = JSON.parse(text).stats;
        resolve({ passed: 0, failed: 0, skipped: (stats.skipped ?? 0) + (stats.expected ?? 0) });
      } catch {
        resolve(null);
      }
    });
  });
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const selected = only.length ? steps.filter((s) => only.includes(s.key)) : steps;
  const results = [];
  const started = Date.now();
  for (const [i, step] of selected.entries()) {
    console.log(`\n${bold(`==> [${i + 1}/${selected.length}] ${step.name}`)}\n`);
    const t0 = Date.now();
    const result = await step.run();
    results.push({ step, ...result, ms: Date.now() - t0 });
  }

  const total = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  for (const r of results) {
    const c = r.counts ?? { passed: 0, failed: 0, skipped: 0 };
    // a failing step with no failing test (type error, build error, crash) still counts as a failure
    const failed = c.failed + (r.code !== 0 && c.failed === 0 ? 1 : 0);
    total.passed += c.passed;
    total.failed += failed;
    total.skipped += c.skipped;
    const status = r.code !== 0 ? red('FAIL') : r.skippedStep ? yellow('SKIP') : green('ok  ');
    const detail = r.skippedStep
      ? `${r.note}${r.counts ? ` (${c.skipped} skipped)` : ''}`
      : r.counts
      ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
      : r.note ?? (r.code !== 0 ? `exit code ${r.code}` : '');
    rows.push(`  ${status}  ${r.step.name.padEnd(18)} ${seconds(r.ms).padStart(7)}  ${detail}`);
  }

  const ok = results.every((r) => r.code === 0);
  const summary = { ...total, ok, seconds: Math.round((Date.now() - started) / 1000), steps: results.map((r) => ({ step: r.step.key, exitCode: r.code, counts: r.counts ?? null, ms: r.ms })) };
  writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

  console.log(`\n${bold('Summary')} (${seconds(Date.now() - started)})`);
  for (const row of rows) console.log(row);
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log('\nTests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
});
