import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands for one argument while the query is built; replaced by the argument's value on every run. */
class Placeholder {
  constructor(readonly key: string) {}
}

/**
 * A query of the counter's hot path built and compiled once, then run with new values. Building a
 * Kysely query allocates and freezes a tree of nodes and compiling walks it: for the reads of a sale
 * that cost more of the server's CPU than sending them. The builder gets a placeholder for each
 * argument and must only pass it to Kysely as a value (`where(col, '=', v)`, `sql\`${v}\``), never
 * look at it; a list goes as one array value (`= any(${codes})`), so the text is the same for any
 * length. The same text each time also lets the prepared-statement pool name it.
 */
export function reusableQuery<A extends Record<string, unknown>, R>(
  keys: readonly (keyof A & string)[],
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): (db: Kysely<Database>, args: A) => Promise<R[]> {
  let compiled: CompiledQuery<R> | undefined;
  return async (db, args) => {
    if (!compiled) {
      const placeholders = Object.fromEntries(keys.map((k) => [k, new Placeholder(k)])) as unknown as A;
      compiled = build(db, placeholders).compile();
      const used = new Set(compiled.parameters.filter((p): p is Placeholder => p instanceof Placeholder).map((p) => p.key));
      const unused = keys.filter((k) => !used.has(k));
      if (unused.length) throw new Error(`reusableQuery: ${unused.join(', ')} not used as a value`);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Placeholder ? args[p.key] : p));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
