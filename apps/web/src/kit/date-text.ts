import { toBusinessDate } from '@emas/domain';

/** The calendar level a date field picks: a day, a month or a year. */
export type DateLevel = 'day' | 'month' | 'year';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The value of a date field: 'YYYY-MM-DD' (month and year levels keep the first day, as the
 * Mantine pickers do). 'Hari Ini', 'Bulan Ini' and 'Tahun Ini' pick the level's current value.
 */
export function todayFor(level: DateLevel, today: string = toBusinessDate(new Date())): string {
  if (level === 'month') return `${today.slice(0, 7)}-01`;
  if (level === 'year') return `${today.slice(0, 4)}-01-01`;
  return today.slice(0, 10);
}

/** What the field shows: DD-MM-YYYY, MM-YYYY or YYYY. */
export function formatDateText(value: string | null | undefined, level: DateLevel): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  if (level === 'year') return y ?? '';
  if (level === 'month') return `${m}-${y}`;
  return `${d}-${m}-${y}`;
}

/** Reads what was typed (DD-MM-YYYY, D/M/YYYY, YYYY-MM-DD, MM-YYYY, YYYY); null when it is not a date. */
export function parseDateText(text: string, level: DateLevel): string | null {
  const s = text.trim();
  let m: RegExpExecArray | null;
  if (level === 'year') {
    m = /^(\d{4})$/.exec(s);
    return m ? isoOf(Number(m[1]), 1, 1) : null;
  }
  if (level === 'month') {
    m = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
    if (m) return isoOf(Number(m[2]), Number(m[1]), 1);
    m = /^(\d{4})[-/.](\d{1,2})$/.exec(s);
    return m ? isoOf(Number(m[1]), Number(m[2]), 1) : null;
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
