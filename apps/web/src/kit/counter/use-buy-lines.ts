import { rowErrorMessage, type PricedPurchaseLine } from '@emas/domain';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { quotePurchase } from './counter-api';
import { buyTotal, lineProblem, lineRequest, type BuyLineDraft, type LineIssue } from './buy-lines-model';

/** How long the table waits after a change before asking the server for the prices. */
const QUOTE_DELAY_MS = 250;

/** A line the server refused, as it was sent: the refusal holds until the line changes. */
type Refusal = { request: string; issue: LineIssue };

/** 'detail.3.berat' -> { index: 3, field: 'berat' } */
function refusedLine(e: unknown): { index: number; field: string } | null {
  if (!(e instanceof ApiError) || !e.errors) return null;
  for (const key of Object.keys(e.errors)) {
    const m = /^detail\.(\d+)\.?(\w*)/.exec(key);
    if (m) return { index: Number(m[1]), field: m[2] || '_' };
  }
  return null;
}

/**
 * The buy-back lines being typed and their prices: every change is priced by the server
 * (POST pembelian/hitung, the one rule book) after a short pause. A line the domain schema refuses
 * (a weight of 'abc', 0...) is not sent; a line the server refuses is left out of the next quote.
 * Either shows its message on its field and in the banner with its row ('Baris 2: Berat tidak
 * valid'), and the other lines keep their prices; the save waits until every line is priced.
 */
export function useBuyLines() {
  const [lines, setLines] = useState<BuyLineDraft[]>([]);
  const [prices, setPrices] = useState<ReadonlyMap<string, PricedPurchaseLine>>(new Map());
  const [refused, setRefused] = useState<ReadonlyMap<string, Refusal>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);

  const requests = lines.map((l) => JSON.stringify(lineRequest(l, false)));
  const issues: (LineIssue | null)[] = lines.map((l, i) => {
    const r = refused.get(l.key);
    return r && r.request === requests[i] ? r.issue : lineProblem(l);
  });
  const sent = lines.map((l, i) => ({ key: l.key, request: requests[i]! })).filter((_, i) => !issues[i]);
  const body = JSON.stringify(sent);

  useEffect(() => {
    const batch = JSON.parse(body) as { key: string; request: string }[];
    if (batch.length === 0) {
      setPrices(new Map());
      setFailure(null);
      setQuoting(false);
      return;
    }
    let cancelled = false;
    setQuoting(true);
    const timer = setTimeout(() => {
      quotePurchase(batch.map((b) => JSON.parse(b.request)))
        .then((q) => {
          if (cancelled) return;
          setPrices(new Map(batch.map((b, i) => [b.key, q.detail[i]!] as const).filter(([, p]) => p !== undefined)));
          setFailure(null);
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          const line = refusedLine(e);
          const b = line ? batch[line.index] : undefined;
          if (b) {
            // the next quote leaves this line out: the others keep being priced
            setRefused((current) => new Map(current).set(b.key, { request: b.request, issue: { field: line!.field, message: errorMessage(e) } }));
            setFailure(null);
          } else {
            setPrices(new Map());
            setFailure(errorMessage(e));
          }
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

  const priced = lines.map((l, i) => (issues[i] ? undefined : prices.get(l.key)));
  const firstBad = issues.findIndex((x) => x !== null);
  const error = firstBad >= 0 ? rowErrorMessage(firstBad + 1, issues[firstBad]!.message) : failure;

  const update = (key: string, patch: Partial<BuyLineDraft>) => setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const remove = (key: string) => setLines((current) => current.filter((l) => l.key !== key));
  const add = (added: readonly BuyLineDraft[]) => setLines((current) => [...current, ...added]);
  const clear = () => {
    setLines([]);
    setRefused(new Map());
  };
  const ready = lines.length > 0 && !quoting && error === null && priced.every((p) => p !== undefined);

  return { lines, priced, issues, error, quoting, ready, total: buyTotal(lines, priced), update, remove, add, clear };
}

export type BuyLines = ReturnType<typeof useBuyLines>;
