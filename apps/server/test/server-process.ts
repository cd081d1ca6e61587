import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { createDatabase } from '../src/db/database';

/**
 * The real server (src/main.ts) in a child process on a free port, for the tests that kill it or run
 * two of it: its database named by environment, the demo chain seeded into an empty one.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

export type ServerProcess = { child: ChildProcess; base: string };
export type Target = { env: Record<string, string>; open: () => ReturnType<typeof createDatabase> };

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function start(target: Target, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...target.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'auto', NODE_ENV: 'production', WEB_DIST: path.join(tmpdir(), 'emas-no-web') };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 120 s');
}

export async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: unknown; message?: string } | null };
}


/** SIGTERM (or SIGKILL) and wait until the process has exited. */
export async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill(signal);
  await once(server.child, 'exit');
}
