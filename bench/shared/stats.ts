import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMOKE } from './smoke';

/** `startsMs[i]`: when the call timed by `latenciesMs[i]` started, in ms from the run's start */
export type RunResult = { name: string; requests: number; concurrency: number; seconds: number; latenciesMs: number[]; startsMs: number[]; errors: number };

/**
 * Runs `total` calls of `task`, at most `concurrency` at a time, timing each. With `warm`, that many
 * calls run first in the same loop and are not counted: the measured calls follow them without a
 * pause, so the row measures the steady state rather than every worker starting in the same instant
 * (`onMeasureStart` is called as the first measured call starts).
 */
export async function runLoad(
  name: string,
  total: number,
  concurrency: number,
  task: (i: number) => Promise<boolean>,
  options: { warm?: number; onMeasureStart?: () => void } = {},
): Promise<RunResult> {
  const warm = options.warm ?? 0;
  const latencies: number[] = [];
  const starts: number[] = [];
  let next = 0;
  let errors = 0;
  let started = performance.now();
  const worker = async () => {
    while (next < warm + total) {
      const i = next++;
      if (i === warm) options.onMeasureStart?.();
      const t0 = performance.now();
      if (i === warm) started = t0;
      const ok = await task(i);
      if (i < warm) continue;
      latencies.push(performance.now() - t0);
      starts.push(t0 - started);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { name, requests: total, concurrency, seconds: (performance.now() - started) / 1000, latenciesMs: latencies, startsMs: starts, errors };
}

/**
 * Open-loop load: calls start on a fixed schedule (`rate` per second) whether or not earlier ones
 * have answered, as requests from many independent counters do. Each latency is measured from the
 * call's scheduled start (or its actual start, if that came first), so a stalled server is charged
 * for the calls that queued behind it (no coordinated omission). `concurrency` in the result is the
 * most calls that were in flight.
 */
export async function runPaced(name: string, total: number, rate: number, task: (i: number) => Promise<boolean>): Promise<RunResult> {
  const latencies: number[] = [];
  const starts: number[] = [];
  let errors = 0;
  let inFlight = 0;
  let most = 0;
  const started = performance.now();
  const calls: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // A timer may fire up to a millisecond before its due time (libuv counts whole milliseconds from
    // the loop's cached clock): a call started early is timed from its actual start, not from a due
    // time still to come.
    const from = Math.min(due, performance.now());
    inFlight++;
    most = Math.max(most, inFlight);
    calls.push(
      task(i).then(
        (ok) => {
          latencies.push(performance.now() - from);
          starts.push(due - started);
          if (!ok) errors++;
          inFlight--;
        },
        () => {
          latencies.push(performance.now() - from);
          starts.push(due - started);
          errors++;
          inFlight--;
        },
      ),
    );
  }
  await Promise.all(calls);
  return { name, requests: total, concurrency: most, seconds: (performance.now() - started) / 1000, latenciesMs: latencies, startsMs: starts, errors };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export type Summary = { name: string; requests: number; concurrency: number; throughput: number; p50: number; p99: number; max: number; errors: number };

/**
 * BENCH_DUMP=<dir>: each summarized run is also written there as CSV (start ms, latency ms), to see
 * when the slow calls happened (all at once: a stall; spread: per-request cost). Files are numbered
 * in the order summarized (a scenario's API run, then its database run).
 */
let dumped = 0;
function dumpRun(r: RunResult): void {
  const dir = process.env.BENCH_DUMP;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const rows = r.startsMs.map((start, i) => `${start.toFixed(2)},${r.latenciesMs[i]!.toFixed(2)}`);
  writeFileSync(path.join(dir, `${String(++dumped).padStart(2, '0')}-${r.name.replace(/[^A-Za-z0-9]+/g, '-')}.csv`), `start_ms,latency_ms\n${rows.join('\n')}\n`);
}

export function summarize(r: RunResult): Summary {
  dumpRun(r);
  // in smoke mode a failed call means the benchmark no longer drives the product as it is: fail loudly
  if (SMOKE && r.errors > 0) throw new Error(`${r.name}: ${r.errors} of ${r.requests} calls failed`);
  const sorted = [...r.latenciesMs].sort((a, b) => a - b);
  return {
    name: r.name,
    requests: r.requests,
    concurrency: r.concurrency,
    throughput: r.requests / r.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    errors: r.errors,
  };
}

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const lpad = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

/** One table: API and DB side by side, with the API/DB ratio and the target. */
export function formatComparison(rows: readonly { api: Summary; db: Summary; targetP99: number }[]): string {
  const head = ['scenario', 'conc', 'API req/s', 'API p50', 'API p99', 'DB req/s', 'DB p50', 'DB p99', 'p50 ratio', 'p99 ratio', 'target p99', 'errors'];
  const widths = [34, 5, 10, 9, 9, 10, 9, 9, 10, 10, 11, 7];
  const ms = (v: number) => `${v.toFixed(2)}ms`;
  const lines = [head.map((h, i) => (i === 0 ? pad(h, widths[i]!) : lpad(h, widths[i]!))).join(' ')];
  for (const { api, db, targetP99 } of rows) {
    const cells = [
      api.name,
      String(api.concurrency),
      api.throughput.toFixed(0),
      ms(api.p50),
      ms(api.p99),
      db.throughput.toFixed(0),
      ms(db.p50),
      ms(db.p99),
      `${(api.p50 / db.p50).toFixed(2)}x`,
      `${(api.p99 / db.p99).toFixed(2)}x`,
      `${api.p99 < targetP99 ? 'OK' : 'MISS'} <${targetP99}`,
      String(api.errors + db.errors),
    ];
    lines.push(cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join(' '));
  }
  return lines.join('\n');
}
