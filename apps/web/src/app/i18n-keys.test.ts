import { id } from '@emas/domain/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Every literal key the web asks i18next for (`t('area.key')`) is in the id dictionary, the source every
 * language translates: a key missing there shows raw on the screen in every language
 * ('salesHistory.payment.kembalian' on the order pick-up). Keys built at run time are not seen here.
 */

const SOURCES = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const AREAS = new Set(Object.keys(id));

function has(tree: unknown, path: string[]): boolean {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * `t('a.b')`, `i18n.t("a.b")`, `t(`a.b`)` with a literal key whose first part is an area of the dictionary; a file
 * whose own `t` adds an area (`const t = (key) => i18n.t(`orders.${key}`)`) has that area put before its keys.
 */
function keysOf(source: string): string[] {
  const prefix = /const t = \([^)]*\) => i18n\.t\(`([\w.]+)\.\$\{key\}`/.exec(source)?.[1];
  const out: string[] = [];
  for (const m of source.matchAll(/\b(i18n\.)?t\(\s*(['"`])([A-Za-z][\w-]*(?:\.[\w/-]+)*)\2/g)) {
    const key = prefix && !m[1] ? `${prefix}.${m[3]}` : m[3]!;
    if (key.includes('.') && AREAS.has(key.split('.')[0]!)) out.push(key);
  }
  return out;
}

describe('i18n keys of the web', () => {
  it('reads its sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
  });

  it('asks only for keys the id dictionary has', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const key of keysOf(source)) if (!has(id, key.split('.'))) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
