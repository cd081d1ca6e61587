/**
 * CPU time per process kind, read from /proc (Linux): the server process, this benchmark process and
 * every PostgreSQL process. Sampled before and after a load, it shows where a request's CPU goes on a
 * machine where client, server and database share the cores. Elsewhere it answers null.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds of each kind, and of that the part spent in the kernel (sockets, scheduling) */
export type CpuSample = { server: number; client: number; postgres: number; serverKernel: number; postgresKernel: number };

/** clock ticks a second of /proc/<pid>/stat on Linux (USER_HZ) */
const TICKS_PER_SECOND = 100;

export function sampleCpu(serverPid: number | undefined): CpuSample | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const out: CpuSample = { server: 0, client: 0, postgres: 0, serverKernel: 0, postgresKernel: 0 };
  for (const d of dirs) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${d}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const kernel = (Number(fields[12]) * 1000) / TICKS_PER_SECOND; // stime
    const ms = (Number(fields[11]) * 1000) / TICKS_PER_SECOND + kernel; // utime + stime
    const pid = Number(d);
    if (pid === serverPid) {
      out.server += ms;
      out.serverKernel += kernel;
    } else if (pid === process.pid) out.client += ms;
    else if (comm.startsWith('postgres')) {
      out.postgres += ms;
      out.postgresKernel += kernel;
    }
  }
  return out;
}

/** CPU milliseconds per request between two samples, as one line ('' when /proc was not there). */
export function formatCpuPerRequest(label: string, before: CpuSample | null, after: CpuSample | null, requests: number, withServer = true): string {
  if (!before || !after || requests <= 0) return '';
  const per = (k: keyof CpuSample) => ((after[k] - before[k]) / requests).toFixed(2);
  const server = withServer ? `server ${per('server')} ms (kernel ${per('serverKernel')}), ` : '';
  return `${label}: CPU per request ${server}benchmark client ${per('client')} ms, PostgreSQL ${per('postgres')} ms (kernel ${per('postgresKernel')})`;
}
