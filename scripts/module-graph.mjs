#!/usr/bin/env node
/**
 * `npm run lint:deps` and the "module graph" step of `npm test`: checks the import graph of apps/server/src,
 * apps/web/src and packages/domain/src against the rules of .dependency-cruiser.cjs; exits non-zero on a violation.
 *
 * It calls dependency-cruiser's API rather than its `depcruise` command, because the command refuses Node 20 (its
 * engines are ^22||^24||>=26) and the project runs on Node >= 20.19 (docs/decisions.md, "The module graph is checked").
 *
 * Two passes: the file-level rules see the whole graph; the folder-scope rules (circles between server modules) see
 * only apps/server/src/modules, so that a circle through the server's own kits (src/http, src/db) is not counted as one
 * between modules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

const isFolderRule = (rule) => rule.scope === 'folder';

async function check(label, forbidden, extraOptions = {}) {
  if (forbidden.length === 0) return 0;
  const result = await cruise(ROOTS, { ...config.options, ...extraOptions, validate: true, ruleSet: { forbidden } });
  const report = await format(result.output, { outputType: 'err' });
  console.log(`${label}: ${report.output.trim() || 'no violations'}`);
  return report.exitCode;
}

const files = await check('files', config.forbidden.filter((rule) => !isFolderRule(rule)));
const modules = await check('server modules', config.forbidden.filter(isFolderRule), {
  includeOnly: { path: '^apps/server/src/modules/' },
});
process.exit(files || modules ? 1 : 0);
