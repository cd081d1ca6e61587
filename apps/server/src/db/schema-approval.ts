/**
 * An approval a document consumed (its `otorisasi` column). Apart from schema.ts because schema-pawn.ts needs it too,
 * and schema.ts joins schema-pawn.ts's tables: each importing the other would be a circle.
 */
export type UsedApproval = { id: string; operasi: string; approved_by: string; metode: string };
