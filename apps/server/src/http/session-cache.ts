/**
 * Sessions resolved from their token, kept a few seconds in this process so that a counter's burst
 * of calls (a scan, its price, its photo) reads the session row once instead of on every call.
 *
 * Whatever changes a session, a user or a store's modules calls `forgetAll` after it commits
 * (`forgetSessions` in auth-context); the realtime adapter carries that to the other API instances.
 * A generation counter keeps a read that started before a change from filling the cache with the
 * row as it was. Entries live at most `ttlMs`, so a change made outside the API (a script, psql)
 * shows within that time.
 */
export type SessionCache<Row> = {
  get(key: string): Row | undefined;
  /** the generation to hand back to `set`, taken before reading the row */
  generation(): number;
  /** keeps the row unless something was forgotten since `generation` was taken */
  set(key: string, row: Row, generation: number): void;
  /** drops one token's entry (its session ended here) */
  forget(key: string): void;
  /** drops every entry, here and, through `onForgetAll` listeners, on the other instances */
  forgetAll(): void;
  /** drops every entry here only (an event from another instance) */
  clear(): void;
  onForgetAll(listener: () => void): void;
};

/** At most this many tokens are kept; past it the oldest entry goes (a Map iterates in insertion order). */
const MAX_ENTRIES = 5000;

export function createSessionCache<Row>(ttlMs: number, now: () => number = Date.now): SessionCache<Row> {
  const entries = new Map<string, { row: Row; until: number }>();
  const listeners: (() => void)[] = [];
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.row;
    },
    generation: () => generation,
    set(key, row, seen) {
      if (ttlMs <= 0 || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { row, until: now() + ttlMs });
    },
    forget(key) {
      generation += 1;
      entries.delete(key);
    },
    forgetAll() {
      clear();
      for (const listener of listeners) listener();
    },
    clear,
    onForgetAll(listener) {
      listeners.push(listener);
    },
  };
}
