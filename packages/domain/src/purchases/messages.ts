/** Messages of buying gold back (issue 5). */
export const PURCHASE_MESSAGES = {
  weightOverNota: 'Berat tidak boleh melebihi berat nota',
  weightRequired: 'Berat Tidak Boleh Kosong',
  ladderInvalid: 'Tangga pembulatan berat tidak sah',
} as const;
