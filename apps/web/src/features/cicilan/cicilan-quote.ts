import {
  CICILAN_MESSAGES,
  cicilanTermsOf,
  dpUnderMinimumDetail,
  instalmentPrice,
  leastDownPayment,
  quoteCicilan,
  type CicilanParameter,
  type CicilanQuote,
  type CicilanTermsWire,
} from '@emas/domain';

/** The tenors in force as the rules take them (a row out of range is left out, as the server does). */
export function termsOf(rows: readonly CicilanTermsWire[]): CicilanParameter[] {
  return rows.flatMap((r) => {
    const terms = cicilanTermsOf(r);
    return terms ? [terms] : [];
  });
}

export type CounterQuote = {
  /** the quote, or null with the reason (no pieces yet, a tenor not offered, the DP under the least...) */
  quote: CicilanQuote | null;
  problem: string | null;
  /** the least DP of the tenor for these pieces (null before a tenor and a price) */
  minDp: number | null;
  /** the DP the plan takes: the one typed, else the least */
  dp: number;
  /** what the customer pays today: DP + the admin fee */
  bayarHariIni: number;
};

/**
 * The plan as the counter quotes it while the cashier types, by the domain's rules (the server quotes and checks the
 * same rules on save): the tenor's price, the least DP, the schedule from the business date. A DP left empty is the least.
 */
export function counterQuote(terms: readonly CicilanParameter[], input: { hargaTunai: number; tenorBulan: number | null; dp: number | null; tgl: string }): CounterQuote {
  const none = (problem: string | null, minDp: number | null = null): CounterQuote => ({ quote: null, problem, minDp, dp: input.dp ?? minDp ?? 0, bayarHariIni: 0 });
  if (terms.length === 0) return none(CICILAN_MESSAGES.noParameter);
  if (input.hargaTunai <= 0 || input.tenorBulan === null) return none(null);
  const tenor = terms.find((t) => t.tenorBulan === input.tenorBulan);
  if (!tenor) return none(CICILAN_MESSAGES.tenorNotOffered);
  const minDp = leastDownPayment(instalmentPrice(input.hargaTunai, tenor.marginHundredths).hargaJualCicil, tenor.minDpHundredths);
  const dp = input.dp ?? minDp;
  const result = quoteCicilan(terms, { hargaTunai: input.hargaTunai, tenorBulan: input.tenorBulan, dp, tgl: input.tgl });
  if (!result.ok) return { ...none(result.message === CICILAN_MESSAGES.dpUnderMinimum ? dpUnderMinimumDetail(minDp) : result.message, minDp), dp };
  return { quote: result.quote, problem: null, minDp, dp, bayarHariIni: dp + result.quote.biayaAdmin };
}
