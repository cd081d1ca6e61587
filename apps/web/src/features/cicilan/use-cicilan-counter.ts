import { CICILAN_MESSAGES, MESSAGES, SALES_MESSAGES, type CicilanLine, type CicilanPlanAnswer } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { EMPTY_CUSTOMER, emptyPayment, paymentBodies, paymentProblem, paymentTotal, type CounterCustomer, type PaymentDraft } from '../../kit/counter';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { CICILAN_KEYS, createCicilanPlan, fetchTenors, quoteCicilanPlan } from './cicilan-api';
import { counterQuote, termsOf } from './cicilan-quote';
import { usePieceScans } from './use-piece-scans';

/**
 * The state of /transaksi-cicilan: the tenors in force, the pieces scanned (each checked and priced by the server's
 * quote: a piece reserved or sold is refused there, with its message), the customer, the tenor and DP with the
 * quote by the rules, the DP's payment rows (they follow what is paid today until the cashier edits them), and the
 * save with its idempotency key (renewed only once a plan was written or the form cleared).
 */
export function useCicilanCounter(onSaved: (plan: CicilanPlanAnswer) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const tenors = useQuery({ queryKey: CICILAN_KEYS.tenor, queryFn: fetchTenors });
  const terms = useMemo(() => termsOf(tenors.data?.tenor ?? []), [tenors.data]);
  const [tenor, setTenor] = useState<number | null>(null);
  const [dp, setDp] = useState<number | null>(null);
  const [customer, setCustomer] = useState<CounterCustomer>(EMPTY_CUSTOMER);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const [paymentsTouched, setPaymentsTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();

  // the first tenor offered is picked once the tenors are known
  useEffect(() => {
    if (tenor === null && terms.length > 0) setTenor(terms[0]!.tenorBulan);
  }, [terms, tenor]);

  const scans = usePieceScans<CicilanLine>({
    lookUp: async (barcode, current) => {
      if (terms.length === 0) throw new Error(CICILAN_MESSAGES.noParameter);
      const codes = [...current.map((p) => p.kode_barcode), barcode];
      const answer = await quoteCicilanPlan({ detail: codes.map((kode_barcode) => ({ kode_barcode })), tenor_bulan: tenor ?? terms[0]!.tenorBulan });
      const found = answer.detail.find((d) => d.kode_barcode === barcode);
      if (!found) throw new Error(SALES_MESSAGES.notInStock);
      return found;
    },
    onFailed: (e) => notifyApiError(e, e instanceof Error && e.message ? e.message : MESSAGES.sendErrorProper),
  });

  const hargaTunai = scans.pieces.reduce((s, p) => s + p.harga, 0);
  const counter = counterQuote(terms, { hargaTunai, tenorBulan: tenor, dp, tgl: tenors.data?.tgl_system ?? '' });

  // until the cashier edits them, the payment rows are one cash row of what is paid today
  useEffect(() => {
    if (!paymentsTouched) setPayments([emptyPayment('CASH', counter.bayarHariIni > 0 ? counter.bayarHariIni : null)]);
  }, [counter.bayarHariIni, paymentsTouched]);

  const changePayments = (rows: PaymentDraft[]) => {
    setPaymentsTouched(true);
    setPayments(rows);
  };

  const clear = () => {
    scans.changePieces(() => []);
    scans.setCode('');
    setCustomer(EMPTY_CUSTOMER);
    setDp(null);
    setPaymentsTouched(false);
    setPayments([emptyPayment()]);
    submission.renew();
  };

  /** What keeps the plan from being saved, checked on the screen before anything is sent (nothing is written). */
  const problem = (): string | null => {
    if (scans.pieces.length === 0) return SALES_MESSAGES.noLines;
    if (counter.problem) return counter.problem;
    if (!counter.quote) return CICILAN_MESSAGES.tenorNotOffered;
    if (!customer.kode_sales) return SALES_MESSAGES.salesRequired;
    if (!customer.nama_customer.trim()) return t('cicilan.transaksi.customerRequired');
    const paid = paymentProblem(payments);
    if (paid) return paid;
    if (paymentTotal(payments) !== counter.bayarHariIni) return CICILAN_MESSAGES.dpPaymentMismatch;
    return null;
  };

  const save = async () => {
    if (saving || scans.pending) return;
    const refused = problem();
    if (refused) return notify.warning(refused);
    setSaving(true);
    try {
      const body = {
        idempotency_key: submission.current(),
        kode_sales: customer.kode_sales,
        nama_customer: customer.nama_customer.trim(),
        alamat_customer: customer.alamat_customer.trim(),
        no_hp: customer.no_hp.trim(),
        kode_member: customer.kode_member,
        keterangan: customer.keterangan.trim(),
        tenor_bulan: tenor ?? 0,
        dp_rp: counter.dp,
        detail: scans.pieces.map((p) => ({ kode_barcode: p.kode_barcode, harga: p.harga })),
        pembayaran: paymentBodies(payments),
      };
      const answer = await sendWithApprovals(
        (otorisasi) => createCicilanPlan({ ...body, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('cicilan.transaksi.approval', { nama: body.nama_customer }), nilai: counter.quote?.hargaJualCicil ?? 0 }),
      );
      if (!answer) return;
      notify.success(answer.message || CICILAN_MESSAGES.saved);
      void queryClient.invalidateQueries({ queryKey: CICILAN_KEYS.all });
      clear();
      onSaved(answer.data);
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return { tenors, terms, tenor, setTenor, dp, setDp, customer, setCustomer, payments, changePayments, scans, hargaTunai, counter, saving, save, clear, dialog };
}
