/** Document number prefix of a stock count (per store counter). */
export const OPNAME_PREFIX = 'SO';

/** States of a stock count document. */
export const OPNAME_STATUSES = ['OPEN', 'CLOSED', 'BATAL'] as const;
export type OpnameStatus = (typeof OPNAME_STATUSES)[number];

/**
 * States of a line of a count:
 * - FOUND: expected in the place (present there when the count started) and scanned;
 * - MISSING: expected and not scanned (yet);
 * - LEFT: expected, not scanned, and moved out of the place or sold (a ledger movement) since the count
 *   started: not missing, the stock went elsewhere;
 * - UNEXPECTED: scanned but not expected there (an item of the store kept elsewhere);
 * - UNKNOWN: scanned, a code the store does not know.
 */
export const OPNAME_LINE_STATES = ['FOUND', 'MISSING', 'LEFT', 'UNEXPECTED', 'UNKNOWN'] as const;
export type OpnameLineState = (typeof OPNAME_LINE_STATES)[number];
