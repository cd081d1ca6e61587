import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The counter documents that announce their write. */
export type CounterDocumentKind = 'PENJUALAN' | 'TUKAR' | 'PEMBELIAN' | 'TITIP' | 'PESANAN' | 'SERVICE' | 'GADAI' | 'CICILAN' | 'PENJUALAN MANUAL' | 'PEMBELIAN MANUAL';

/** A counter document just written, still inside its transaction. */
export type CounterWriteEvent = {
  jenis: CounterDocumentKind;
  kodeToko: string;
  /** the document's number (no_faktur_group, no_titip, no_pesanan, no_service, no_faktur_hutang) */
  no: string;
  /** the store's business date the document is written on */
  tanggal: string;
  userId: string;
  customer: { nama: string; noHp: string };
  /** the member the document was written for (their points, coupons, affiliation); null for a walk-in customer */
  kodeMember?: string | null;
  /**
   * the document's lines, for what is earned per line (points): the line's number (a sale's no_faktur_jual, a
   * buy-back's no_faktur_beli), group, weight (grams, 3 decimals, for all its pieces) and price; absent for
   * documents that earn nothing
   */
  lines?: { no: string; kode_group: string; berat: string; harga: number }[];
  /** the document's own writing statement already wrote its points (a member's sale: its EARN rows are part of it) */
  poinDitulis?: boolean;
  /** what the document is worth: a sale's grand total, a buy-back's price, a layaway's or order's total, a repair's estimate, a loan's amount */
  total: number;
  /** the money the customer paid at the counter for it now (payments less change; 0 when the shop pays out) */
  dibayar: number;
};

/**
 * Something that reacts to a counter document in the document's own transaction: what it writes commits
 * with the document, and its error rolls the whole document back (and answers the request).
 */
export type AfterCounterWrite = (trx: Db, event: CounterWriteEvent) => Promise<void>;

/** What a save knows before it writes: enough for a hook to say whether it would act on the document. */
export type CounterWriteProbe = Pick<CounterWriteEvent, 'jenis' | 'kodeMember' | 'poinDitulis'>;

type Registered = { hook: AfterCounterWrite; applies: (probe: CounterWriteProbe) => boolean };
const hooks: Registered[] = [];

/**
 * Registers a hook for every counter write of this process; the answer unregisters it (tests register for their
 * scope). `applies` (every document unless told) says which documents the hook acts on, so that a save none of
 * them acts on keeps its fast path (points: only a document with a member).
 */
export function registerAfterCounterWrite(hook: AfterCounterWrite, applies: (probe: CounterWriteProbe) => boolean = () => true): () => void {
  const entry: Registered = { hook, applies };
  hooks.push(entry);
  return () => {
    const at = hooks.indexOf(entry);
    if (at >= 0) hooks.splice(at, 1);
  };
}

/** Whether any hook would act on this document: the sale's one-statement save opens a transaction only then. */
export function hasAfterCounterWrite(probe: CounterWriteProbe): boolean {
  return hooks.some((h) => h.applies(probe));
}

/** Runs the hooks that apply, in the order registered, inside the document's transaction `trx`; none: nothing runs. */
export async function runAfterCounterWrite(trx: Db, event: CounterWriteEvent): Promise<void> {
  for (const h of [...hooks]) if (h.applies(event)) await h.hook(trx, event);
}

/** A counter document (or some of its lines) just cancelled, still inside the cancellation's transaction. */
export type CounterCancelEvent = {
  jenis: CounterDocumentKind;
  kodeToko: string;
  /** the document's number, as in its CounterWriteEvent */
  no: string;
  /** the store's business date of the cancellation */
  tanggal: string;
  userId: string;
  kodeMember: string | null;
  /** the line numbers cancelled now (a sale's no_faktur_jual); may be empty when `whole` (the whole document goes) */
  lines: string[];
  /** true when the whole document is now cancelled */
  whole: boolean;
};

export type AfterCounterCancel = (trx: Db, event: CounterCancelEvent) => Promise<void>;

const cancelHooks: AfterCounterCancel[] = [];

/** Registers a hook for every counter cancellation of this process (what a write earned is given back there); the answer unregisters it. */
export function registerAfterCounterCancel(hook: AfterCounterCancel): () => void {
  cancelHooks.push(hook);
  return () => {
    const at = cancelHooks.indexOf(hook);
    if (at >= 0) cancelHooks.splice(at, 1);
  };
}

/** Runs the cancel hooks in the order registered, inside the cancellation's transaction. */
export async function runAfterCounterCancel(trx: Db, event: CounterCancelEvent): Promise<void> {
  for (const hook of [...cancelHooks]) await hook(trx, event);
}
