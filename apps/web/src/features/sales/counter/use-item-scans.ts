import { SALES_MESSAGES, type SaleItemQuote } from '@emas/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useScanQueue } from '../../../kit/scan-queue';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { barcodeProblem, normalizeBarcode } from './sale-lines-model';

/**
 * The lines of a form that sells by scanning (the counter, a layaway): the scan field's text, and
 * each scan quoted by `GET penjualan/barang/:kode_barcode` and added once. The field is emptied the
 * moment Enter is taken (a scanner types the next code right after it) and lookups run one after
 * another, each seeing the lines the scans before it added.
 */
export function useItemScans<L extends { kode_barcode: string }>(options: {
  lineOf: (quote: SaleItemQuote) => L;
  /** a refused lookup (the server's message names the barcode) */
  onFailed: (error: unknown) => void;
  /** after every lookup, added or not */
  onSettled?: () => void;
  onAdded?: () => void;
}) {
  const [code, setCode] = useState('');
  const [lines, setLines] = useState<L[]>([]);
  // the lines as of now, for a queued scan that runs before React has rendered the scan before it
  const linesRef = useRef<L[]>([]);

  const changeLines = (change: (current: L[]) => L[]) => {
    linesRef.current = change(linesRef.current);
    setLines(linesRef.current);
  };

  const lookUp = async (barcode: string) => {
    const problem = barcodeProblem(barcode);
    if (problem) return notify.error(problem);
    if (linesRef.current.some((l) => l.kode_barcode === barcode)) return notify.error(SALES_MESSAGES.barcodeTwice(barcode));
    try {
      const { data } = await api.get<SaleItemQuote>(`penjualan/barang/${encodeURIComponent(barcode)}`);
      changeLines((current) => (current.some((l) => l.kode_barcode === data.kode_barcode) ? current : [...current, options.lineOf(data)]));
      options.onAdded?.();
    } catch (e) {
      options.onFailed(e);
    } finally {
      options.onSettled?.();
    }
  };
  const scans = useScanQueue(lookUp);

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const barcode = normalizeBarcode(e.currentTarget.value);
    setCode('');
    if (barcode) scans.enqueue(barcode);
  };

  return { code, setCode, lines, changeLines, onScanKey, pending: scans.pending };
}
