#!/usr/bin/env node
/**
 * Dependency audit of the lockfile: `npm audit --audit-level=high --omit=dev`.
 * - exits 1 when the registry reports a high or critical advisory in a production dependency
 *   (the advisories are listed);
 * - exits 0 when there are none;
 * - exits 0 with an "AUDIT UNAVAILABLE" line when the registry's audit service cannot be reached or
 *   refuses the request (offline CI, a mirror without the audit endpoint): nothing was checked, and
 *   the line says so.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIMEOUT_MS = Number(process.env.AUDIT_TIMEOUT_MS ?? 90_000);

function npmAudit() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--audit-level=high', '--omit=dev', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      resolve({ code: null, stdout, stderr: `${stderr}\ntimed out after ${TIMEOUT_MS / 1000}s` });
    }, TIMEOUT_MS);
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: error.message });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function unavailable(reason) {
  console.log(`AUDIT UNAVAILABLE: the registry's audit service did not answer (${reason}); dependencies were not audited.`);
  process.exit(0);
}

const { code, stdout, stderr } = await npmAudit();
let report = null;
try {
  report = JSON.parse(stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.error?.summary || report?.message || stderr.split('\n').find((l) => /error|ENOTFOUND|ECONN|ETIMEDOUT|EAI_AGAIN|405|timed out/i.test(l)) || `exit code ${code}`;
  unavailable(String(reason).trim().slice(0, 200));
}
const high = (counts.high ?? 0) + (counts.critical ?? 0);
if (high === 0) {
  console.log(`AUDIT OK: no high or critical advisories in production dependencies (${counts.total ?? 0} lower).`);
  process.exit(0);
}
console.log(`AUDIT FAILED: ${counts.high ?? 0} high, ${counts.critical ?? 0} critical advisories in production dependencies:`);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  if (v.severity !== 'high' && v.severity !== 'critical') continue;
  const via = (v.via ?? []).map((x) => (typeof x === 'string' ? x : `${x.title ?? ''} ${x.url ?? ''}`.trim())).join('; ');
  console.log(`  ${v.severity.padEnd(8)} ${name} ${v.range ?? ''}${v.fixAvailable ? ' (fix available: npm audit fix)' : ''} - ${via}`);
}
process.exit(1);
