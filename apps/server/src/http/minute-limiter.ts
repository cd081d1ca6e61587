/**
 * Calls per address in the current minute (one process; enough to stop a guessing loop or a flood against one
 * instance): the public calls (the member page, the web store's reservation) use it.
 */
export function minuteLimiter(perMinute: number) {
  const seen = new Map<string, { minute: number; count: number }>();
  return (address: string, now = Date.now()): boolean => {
    const minute = Math.floor(now / 60_000);
    const entry = seen.get(address);
    if (!entry || entry.minute !== minute) {
      if (seen.size > 10_000) seen.clear();
      seen.set(address, { minute, count: 1 });
      return true;
    }
    entry.count++;
    return entry.count <= perMinute;
  };
}
