/*
 * Loaded by index.html as a classic script, before the app's module scripts run. Zod 4 compiles object
 * schemas with `new Function` after probing for it when a schema is built; under the app's Content
 * Security Policy (no 'unsafe-eval', apps/server/src/http/security-headers.ts) that probe is a reported
 * violation. Zod reads its global configuration from `globalThis.__zod_globalConfig`, so `jitless` set
 * here, before zod and the domain schemas load, keeps every schema interpreted.
 */
(function () {
  var holder = globalThis;
  holder.__zod_globalConfig = holder.__zod_globalConfig || {};
  holder.__zod_globalConfig.jitless = true;
})();
