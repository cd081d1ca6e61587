import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser fetches (index.html is sent by the server's fallback, plain). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest)$/;
/** Below this the compressed file saves nothing worth a second file. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every built script and stylesheet, which the server sends
 * (@fastify/static preCompressed) to a browser that accepts them: the server itself compresses nothing,
 * so without them the login page travelled uncompressed (about 1.1 MB instead of about 300 KB).
 * The files are read back once written (writeBundle): Vite still rewrites chunks in its own late
 * generateBundle hooks (the preload helper), so a chunk's code seen earlier is not what is served.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emas-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      }
    },
  };
}
