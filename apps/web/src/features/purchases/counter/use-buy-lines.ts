import type { PricedPurchaseLine } from '@emas/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { quotePurchase } from '../purchases-api';
import { buyTotal, lineRequest, type BuyLineDraft } from './buy-lines-model';

/** How long the table waits after a change before asking the server for the prices. */
const QUOTE_DELAY_MS = 250;

/**
 * The buy-back lines being typed and their prices: every change is priced by the server
 * (POST pembelian/hitung, the one rule book) after a short pause; a refused line shows the
 * server's message and the save waits until the prices are back.
 */
export function useBuyLines() {
  const [lines, setLines] = useState<BuyLineDraft[]>([]);
  const [priced, setPriced] = useState<(PricedPurchaseLine | undefined)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const body = JSON.stringify(lines.map((l) => lineRequest(l, false)));

  useEffect(() => {
    if (body === '[]') {
      setPriced([]);
      setError(null);
      setQuoting(false);
      return;
    }
    let cancelled = false;
    setQuoting(true);
    const timer = setTimeout(() => {
      quotePurchase(JSON.parse(body))
        .then((q) => {
          if (cancelled) return;
          setPriced(q.detail);
          setError(null);
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          setPriced([]);
          setError(errorMessage(e));
        })
        .finally(() => {
          if (!cancelled) setQuoting(false);
        });
    }, QUOTE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [body]);

  const update = (key: string, patch: Partial<BuyLineDraft>) => setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const remove = (key: string) => setLines((current) => current.filter((l) => l.key !== key));
  const add = (added: readonly BuyLineDraft[]) => setLines((current) => [...current, ...added]);
  const clear = () => setLines([]);
  const ready = lines.length > 0 && !quoting && error === null && priced.length === lines.length;

  return { lines, priced, error, quoting, ready, total: buyTotal(lines, priced), update, remove, add, clear };
}

export type BuyLines = ReturnType<typeof useBuyLines>;
