/** What the tray weighing and the stock count share: the counted place checked against the store, and conversions. */
import { mgToGrams, trayOutsideWarehouseMessage, unknownCodeMessage } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import * as repo from './stock-count.repository';
import { mgOf } from '../../db/columns';

type Db = Kysely<Database>;

export const grams = (text: string | number): number => mgToGrams(mgOf(text));
export const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The warehouse named and the tray named must exist in the store, the tray in that warehouse. */
export async function resolveTray(db: Db, kodeToko: string, kodeGudang: string, kodeBaki: string, bakiField: string) {
  if (!(await repo.findGudang(db, kodeToko, kodeGudang))) {
    const message = unknownCodeMessage('Kode Gudang', kodeGudang);
    throw badRequest(message, { kode_gudang: message });
  }
  const tray = await repo.findTray(db, kodeToko, kodeBaki);
  if (!tray) {
    const message = unknownCodeMessage('Kode Baki', kodeBaki);
    throw badRequest(message, { [bakiField]: message });
  }
  if (tray.kode_gudang !== kodeGudang) {
    const message = trayOutsideWarehouseMessage(kodeBaki, kodeGudang);
    throw badRequest(message, { [bakiField]: message });
  }
  return tray;
}
