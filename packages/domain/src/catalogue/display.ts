import { formatRupiah } from '../format/number';

/**
 * Display-only values of the catalogue (spec 001 §3): computed for the screens, never stored and
 * never taken from a write ("display only, dropped before sending").
 */

/** An item's price as shown: the product's rupiah formatter (formatRupiah: 'Rp 1,234,000', the product's grouping). */
export function hargaJualStr(hargaJual: number | string | null | undefined): string {
  return formatRupiah(hargaJual ?? 0);
}

/** What a banner or an info says in an item's list: its description, or its title when the description is blank. */
export function cardDescription(card: { title?: unknown; deskripsi?: unknown } | undefined, code: string): string {
  const deskripsi = typeof card?.deskripsi === 'string' ? card.deskripsi.trim() : '';
  if (deskripsi) return deskripsi;
  const title = typeof card?.title === 'string' ? card.title.trim() : '';
  return title || code;
}

/** The fixed names of the four splash screens (spec 001 §3: screen_name, name, kode). */
export const SPLASH_SCREEN_NAMES: Readonly<Record<string, string>> = {
  MEMBER: 'Splash Screen Member',
  'GUEST-1': 'Splash Screen Guest 1',
  'GUEST-2': 'Splash Screen Guest 2',
  'GUEST-3': 'Splash Screen Guest 3',
};

/** A splash screen's display fields: its fixed name and code, and the URL its picture is served from ('' without one). */
export function splashDisplay(screenName: string, imageUrl: string | null): { name: string; kode: string; url: string } {
  return { name: SPLASH_SCREEN_NAMES[screenName] ?? screenName, kode: screenName, url: imageUrl ?? '' };
}
