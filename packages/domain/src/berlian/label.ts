import { mctToCaratString, parseCaratToMct, sumCaratsMct } from './carat';

type Line = { jumlah: number; karat: number | string; kode_color: string; kode_clarity: string };

/**
 * The summary a diamond piece's label prints (issue 34): the carats of all its stones and the colour and clarity of
 * its main stone, the line whose single stone is the largest (carats / count; the first line on a tie).
 */
export function stoneSummaryOf(lines: readonly Line[]): { totalMct: number; kode_color: string; kode_clarity: string } | null {
  if (!lines.length) return null;
  const mct = lines.map((l) => parseCaratToMct(l.karat) ?? 0);
  let main = 0;
  lines.forEach((l, i) => {
    // compare carats per stone without division: a/b > c/d  <=>  a*d > c*b
    if (mct[i]! * lines[main]!.jumlah > mct[main]! * l.jumlah) main = i;
  });
  return { totalMct: sumCaratsMct(mct), kode_color: lines[main]!.kode_color, kode_clarity: lines[main]!.kode_clarity };
}

/** The label text of a diamond piece: '0.620ct G/VS1'. */
export function labelStoneText(s: { total_karat: number; kode_color: string; kode_clarity: string }): string {
  const mct = parseCaratToMct(s.total_karat) ?? 0;
  return `${mctToCaratString(mct)}ct ${s.kode_color}/${s.kode_clarity}`;
}
