import { z } from 'zod';
import { isIsoDate, toBusinessDate } from '../format/date';
import { MESSAGES } from '../messages/messages';

/** The earliest birth date the shop takes (older is a typing mistake). */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * A customer's optional birth date (`tgl_lahir`, 'YYYY-MM-DD'): empty is null, absent undefined (stored as null); otherwise a real
 * calendar date from 1900 up to yesterday in Asia/Jakarta ('Tanggal Lahir harus sebelum hari ini').
 */
export const optionalBirthDate = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: MESSAGES.birthDateInvalid })
    .refine((v) => isIsoDate(v) && v >= BIRTH_DATE_MIN, MESSAGES.birthDateInvalid)
    .refine((v) => v < toBusinessDate(new Date()), MESSAGES.birthDateNotPast)
    .nullable(),
).optional();

