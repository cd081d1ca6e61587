/**
 * RFID reads (RFID_MODULE, issue 35). A reader that acts as a keyboard types each tag then Enter; a reader's export is
 * a text or CSV file, one read a line, the tag in the first column (a header line such as `EPC,RSSI,TIME` is skipped).
 * Tags are upper-cased; a tag read twice (a reader reads a tag many times a second) counts once.
 */
export const RFID_TAG_PATTERN = /^[A-Z0-9][A-Z0-9_-]{3,63}$/;
export const RFID_MAX_READS = 5000;
const HEADER_WORDS = new Set(['EPC', 'TAG', 'RFID', 'TID', 'KODE_RFID', 'ID']);

export type RfidReads = { tags: string[]; invalid: string[]; duplicates: number };

/** Normalises one tag as typed or read: trimmed, quotes dropped, upper case. */
export function normalizeRfidTag(raw: string): string {
  return raw.trim().replace(/^["']|["']$/g, '').trim().toUpperCase();
}

/** The tags of a batch of reads (a file's text or the typed lines), in reading order, each once. */
export function parseRfidReads(text: string): RfidReads {
  const tags: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const line of text.split(/\r?\n|\r/)) {
    const first = normalizeRfidTag(line.split(/[,;\t]/)[0] ?? '');
    if (first === '' || HEADER_WORDS.has(first)) continue;
    if (!RFID_TAG_PATTERN.test(first)) {
      invalid.push(first);
      continue;
    }
    if (seen.has(first)) {
      duplicates += 1;
      continue;
    }
    seen.add(first);
    tags.push(first);
  }
  return { tags, invalid, duplicates };
}
