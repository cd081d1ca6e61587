/**
 * Rules of the promo outbox: each (promo, phone) is one row; a failed send is tried again after a growing
 * wait, at most `maxAttempts` times, then reported failed.
 */
export const PROMO_OUTBOX_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type PromoOutboxStatus = (typeof PROMO_OUTBOX_STATUSES)[number];

export const PROMO_STATUSES = ['TERJADWAL', 'DIKIRIM', 'SELESAI'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

/**
 * Wait before the next try after `attempts` failed tries (1, 2, ...): base x 2^(attempts-1), capped at `maxMs`.
 * Whole milliseconds, never below `baseMs` nor above `maxMs`, never shorter than the wait before.
 */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const n = Math.max(1, Math.floor(attempts));
  const wait = baseMs * 2 ** Math.min(n - 1, 30);
  return Math.round(Math.min(Math.max(wait, baseMs), Math.max(maxMs, baseMs)));
}

/** Whether a row that failed its `attempts`-th try gets another one. */
export function shouldRetry(attempts: number, maxAttempts: number): boolean {
  return attempts < maxAttempts;
}

/** Progress of one broadcast, as the dialog shows it: sent, failed and left out of total. */
export type PromoProgress = { total: number; sent: number; failed: number; left: number };

export function progressOf(counts: Partial<Record<PromoOutboxStatus, number>>): PromoProgress {
  const sent = counts.SENT ?? 0;
  const failed = counts.FAILED ?? 0;
  const left = (counts.PENDING ?? 0) + (counts.SENDING ?? 0);
  return { total: sent + failed + left, sent, failed, left };
}

/** Minimum time between two messages for a rate of `perMinute` messages a minute. */
export function sendIntervalMs(perMinute: number): number {
  return perMinute > 0 ? Math.ceil(60_000 / perMinute) : 0;
}
