import { alreadySoldMessage } from '../sales/messages';
import type { ItemStatus } from './constants';
import { statusRefusedMessage } from './messages';

/** What a stock screen's scan list will do to the scanned items: a ledger operation, or printing labels. */
export type ScanPurpose = 'PINDAH' | 'HANCUR' | 'CONTOH_KELUAR' | 'CONTOH_MASUK' | 'LABEL';

/**
 * Why a scanned item cannot go on the list of a stock screen, or null. The screen refuses it at the
 * scan, with the texts the sales counter gives: a sold item 'Barcode X sudah terjual', another state
 * 'Barcode X tidak dapat dipindah karena status HANCUR' (the text the save would answer).
 */
export function scanStatusRefusal(code: string, status: ItemStatus | string | undefined, purpose: ScanPurpose, allowed: readonly ItemStatus[]): string | null {
  if (status === undefined || (allowed as readonly string[]).includes(status)) return null;
  if (status === 'TERJUAL') return alreadySoldMessage(code);
  return statusRefusedMessage(code, purpose, status);
}
