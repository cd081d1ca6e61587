import { SALES_MESSAGES } from '@emas/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useScanQueue } from '../../kit/scan-queue';

/**
 * The pieces of a plan as they are scanned: the field is emptied the moment Enter is taken (a scanner types the
 * next code right after it), lookups run one after another (each sees the pieces the scans before it added), and a
 * piece scanned twice is refused on the screen. `lookUp` asks the server for the piece (refused when it is not
 * READY in the store's stock, e.g. reserved by another plan).
 */
export function usePieceScans<P extends { kode_barcode: string }>(options: { lookUp: (barcode: string, current: readonly P[]) => Promise<P>; onFailed: (error: unknown) => void; onAdded?: (piece: P) => void }) {
  const [code, setCode] = useState('');
  const [pieces, setPieces] = useState<P[]>([]);
  const piecesRef = useRef<P[]>([]);

  const changePieces = (change: (current: P[]) => P[]) => {
    piecesRef.current = change(piecesRef.current);
    setPieces(piecesRef.current);
  };

  const scan = async (barcode: string) => {
    if (piecesRef.current.some((p) => p.kode_barcode === barcode)) return options.onFailed(new Error(SALES_MESSAGES.barcodeTwice(barcode)));
    try {
      const piece = await options.lookUp(barcode, piecesRef.current);
      changePieces((current) => (current.some((p) => p.kode_barcode === piece.kode_barcode) ? current : [...current, piece]));
      options.onAdded?.(piece);
    } catch (e) {
      options.onFailed(e);
    }
  };
  const queue = useScanQueue(scan);

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const barcode = e.currentTarget.value.trim().toUpperCase();
    setCode('');
    if (barcode) queue.enqueue(barcode);
  };

  return { code, setCode, pieces, changePieces, onScanKey, pending: queue.pending };
}
