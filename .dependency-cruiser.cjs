/**
 * The module graph's rules (issue 31), checked by `npm run lint:deps` and by the "module graph" step of `npm test`:
 *
 *   depcruise apps/server/src apps/web/src packages/domain/src --config .dependency-cruiser.cjs
 *
 * Test files are left out of the graph: a test may set up its data through another area's service, which is not a
 * dependency of the product code. Every rule is an error, so a new violation fails the run.
 */

const SERVER_MODULE = '^apps/server/src/modules/([^/]+)';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-no-module-circle',
      comment:
        'A server module (a folder apps/server/src/modules/<name>) may not take part in a circle of modules: move the ' +
        'shared piece to the module that owns it or to a lower module.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SERVER_MODULE}$` },
      to: { path: `${SERVER_MODULE}$`, circular: true },
    },
    {
      name: 'server-no-file-circle',
      comment: 'No file of the server imports itself back through other files.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'web-no-feature-to-feature',
      comment:
        'A feature imports kits (apps/web/src/kit), lib, the domain and its own files, never another feature: a piece ' +
        'two features share belongs in a kit.',
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-no-feature-to-app-registry',
      comment:
        'app/router.tsx and app/screens.ts import every feature, so a feature (or a kit) importing them closes a ' +
        'circle; the leaf pieces of app/ (i18n, providers, theme) may be imported.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|kit|lib)/' },
      to: { path: '^apps/web/src/app/(router|screens)\\.tsx?$' },
    },
    {
      name: 'web-no-kit-to-feature',
      comment: 'Kits and lib sit below the features: they may not import one.',
      severity: 'error',
      from: { path: '^apps/web/src/(kit|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-no-file-circle',
      comment: 'No file of the web app imports itself back through other files.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
    {
      name: 'domain-not-to-apps',
      comment: 'packages/domain is shared by the server and the web app; it may not import either.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-no-io',
      comment: 'packages/domain is pure: no Node builtins, no React, no database (DESIGN.md §1).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: '^(react|react-dom|kysely|pg|@electric-sql/pglite)(/|$)|node_modules/(react|react-dom|kysely|pg|pg-[^/]+|@electric-sql/pglite|@types/(react|pg|node))/',
      },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'packages/domain is pure: no Node builtins (node:fs, path, crypto, ...).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the tool cannot resolve would hide its edges from the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {},
  },
};
