import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the build prints and checks (issue: first load on a shop's connection). */
export const BUNDLE_LIMITS = {
  /** the login page: its HTML, the classic scripts it names, the entry chunk, its static imports and their CSS, gzip */
  firstLoadKb: 200,
  /** a screen's own chunk (a lazily loaded route), gzip; libraries loaded on export are not screens */
  screenChunkKb: 150,
} as const;

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Classic (not module) scripts an HTML page names by path, e.g. `<script src="/schema-jitless.js">`. */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/type=["']module["']/.test(attributes))
    .map((attributes) => /src=["']([^"']+)["']/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined && !/^[a-z]+:/i.test(src));
}

/**
 * Prints, after every build, the gzip size of what the browser loads before anyone signs in (the HTML,
 * the classic scripts it names from the public folder, the entry chunk, what it imports statically and
 * their CSS) and the biggest lazily loaded screen chunks; with `strict`, a build over a limit fails.
 * Measured once the files are written, as they are served (Vite rewrites chunks in late hooks).
 */
export function bundleSize(options: { strict?: boolean; libraries?: RegExp } = {}): Plugin {
  const libraries = options.libraries ?? /node_modules\/(jspdf|jspdf-autotable|exceljs|html2canvas|jsqr|dompurify|@zxing)/;
  let publicDir = '';
  return {
    name: 'emas-bundle-size',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, Chunk | Asset>;
      const gz = new Map<string, number>();
      const gzipOf = (body: string | Uint8Array) => gzipSync(typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)).length;
      const sizeOf = (file: string) => {
        if (!gz.has(file)) {
          const item = files[file];
          const publicFile = path.join(publicDir, file);
          const body = item ? (item.type === 'chunk' ? item.code : item.source) : existsSync(publicFile) ? readFileSync(publicFile) : '';
          gz.set(file, gzipOf(body));
        }
        return gz.get(file)!;
      };
      const entry = Object.values(files).find((f): f is Chunk => f.type === 'chunk' && f.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const html = files['index.html'];
      if (html?.type === 'asset') {
        seen.add('index.html');
        for (const src of classicScripts(String(html.source))) seen.add(src.replace(/^\//, ''));
      }
      const walk = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = files[file];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
        chunk.imports.forEach(walk);
      };
      walk(entry.fileName);
      const firstLoad = [...seen].reduce((sum, f) => sum + sizeOf(f), 0);
      const screens = Object.values(files)
        .filter((f): f is Chunk => f.type === 'chunk' && f.isDynamicEntry && !libraries.test(f.facadeModuleId ?? ''))
        .map((f) => ({ file: f.fileName, size: sizeOf(f.fileName) }))
        .sort((a, b) => b.size - a.size);
      const lines = [
        `first load (login page): ${kb(firstLoad)} KB gzip in ${seen.size} files (limit ${BUNDLE_LIMITS.firstLoadKb} KB)`,
        `largest screen chunks: ${screens.slice(0, 5).map((s) => `${s.file} ${kb(s.size)} KB`).join(', ')} (limit ${BUNDLE_LIMITS.screenChunkKb} KB)`,
      ];
      if (process.env.BUNDLE_DETAIL) lines.push(...[...seen].map((f) => `  ${f} ${kb(sizeOf(f))} KB`).sort());
      this.info(lines.join('\n'));
      console.log(`\n${lines.join('\n')}`);
      const over = [
        ...(kb(firstLoad) > BUNDLE_LIMITS.firstLoadKb ? [`first load ${kb(firstLoad)} KB`] : []),
        ...screens.filter((s) => kb(s.size) > BUNDLE_LIMITS.screenChunkKb).map((s) => `${s.file} ${kb(s.size)} KB`),
      ];
      if (over.length && options.strict) this.error(`bundle over its limit: ${over.join(', ')}`);
      if (over.length) console.warn(`bundle over its limit: ${over.join(', ')}`);
    },
  };
}
