#!/usr/bin/env node
/**
 * Installs the workspace's packages when they are missing or older than package-lock.json,
 * so `npm start` and `npm test` work on a fresh clone. Plain Node builtins only: it runs
 * before anything is installed.
 *
 * "Older" compares package-lock.json with npm's own record of the last install
 * (node_modules/.package-lock.json, rewritten by every npm ci / npm install).
 * Playwright never downloads browsers here: the tests use Debian's /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = path.join(root, 'package-lock.json');
const modules = path.join(root, 'node_modules');
const installRecord = path.join(modules, '.package-lock.json');

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function reason() {
  if (!existsSync(modules)) return 'node_modules is missing';
  const installed = mtime(installRecord) ?? mtime(modules);
  const locked = mtime(lockFile);
  if (locked !== null && installed !== null && installed < locked) return 'node_modules is older than package-lock.json';
  return null;
}

const why = reason();
if (why) {
  const args = existsSync(lockFile) ? ['ci'] : ['install'];
  console.log(`[ensure-install] ${why}: running npm ${args.join(' ')}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    shell: process.platform === 'win32',
  });
  if (result.error) {
    console.error(`[ensure-install] could not run npm: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`[ensure-install] npm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}
