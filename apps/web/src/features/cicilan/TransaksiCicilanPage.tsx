import type { CicilanPlanAnswer } from '@emas/domain';
import { Grid, Stack, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CounterButtons, CustomerCard, PaymentFigure, PaymentRows, paymentTotal, ScanField, useCounterKeys } from '../../kit/counter';
import { Panel } from '../../kit/Panel';
import { QueryStatus } from '../../kit/QueryStatus';
import { useCurrentStore } from '../../kit/use-current-store';
import { useSession } from '../../lib/session';
import { printCicilanReceipt } from './cicilan-receipt';
import { CicilanPiecesTable } from './CicilanPiecesTable';
import { CicilanQuoteCard } from './CicilanQuoteCard';
import { SavedPlanCard } from './SavedPlanCard';
import { useCicilanCounter } from './use-cicilan-counter';

/**
 * /transaksi-cicilan (issue 33): a plan at the day's price. The scanner types a barcode and Enter (scans queued, the
 * field emptied at once); each piece is checked and priced by the server (a reserved or sold piece is refused with
 * its message) and reserved when the plan is saved. The cashier picks the tenor among those in force, types the DP
 * (empty: the least) and takes DP + admin fee in any payment mix; the quote and the schedule follow the rules as they
 * type. Save (F2) writes the plan once per idempotency key and prints its receipt (pieces, price, schedule, QR); the
 * plan saved stays at the top with its receipt again and WhatsApp.
 */
export function TransaksiCicilanPage() {
  const { t } = useTranslation();
  const store = useCurrentStore();
  const session = useSession();
  const scanRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<CicilanPlanAnswer | null>(null);
  const c = useCicilanCounter((plan) => {
    setSaved(plan);
    void printCicilanReceipt(plan, store, session.user?.user_id ?? '');
    scanRef.current?.focus();
  });
  const busy = c.saving || c.scans.pending;
  const paid = paymentTotal(c.payments);
  const reset = useCounterKeys({ dirty: c.scans.pieces.length > 0, save: c.save, clear: c.clear, resetConfirm: t('cicilan.transaksi.resetConfirm') });

  return (
    <Panel title={t('cicilan.transaksi.title')} removable={false} testId="transaksi-cicilan">
      {c.dialog}
      <Stack>
        {saved && <SavedPlanCard plan={saved} onClose={() => setSaved(null)} />}
        <QueryStatus query={c.tenors} failureText={t('cicilan.common.failed')} />
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <ScanField
                inputRef={scanRef}
                label={t('cicilan.transaksi.scan')}
                description={t('cicilan.transaksi.scanHint')}
                leftSection={<IconBarcode size={16} />}
                value={c.scans.code}
                disabled={c.saving}
                onChange={c.scans.setCode}
                onKeyDown={c.scans.onScanKey}
                autoFocus
                data-testid="cicilan-barcode"
              />
              <CicilanPiecesTable pieces={c.scans.pieces} disabled={busy} onRemove={(code) => c.scans.changePieces((current) => current.filter((p) => p.kode_barcode !== code))} />
              <CustomerCard value={c.customer} onChange={c.setCustomer} disabled={c.saving} title={t('cicilan.transaksi.customer')} salesTestId="cicilan-sales" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack>
              <CicilanQuoteCard terms={c.terms} tenor={c.tenor} onTenor={c.setTenor} dp={c.dp} onDp={c.setDp} hargaTunai={c.hargaTunai} counter={c.counter} disabled={c.saving} />
              <Text fw={600}>{t('cicilan.transaksi.dpTitle')}</Text>
              <PaymentRows rows={c.payments} onChange={c.changePayments} fillTo={c.counter.bayarHariIni}>
                <PaymentFigure label={t('cicilan.fields.bayarHariIni')} value={c.counter.bayarHariIni} testId="payment-due" />
                <PaymentFigure label={t('salesHistory.payment.totalBayar')} value={paid} testId="payment-paid" color={paid !== c.counter.bayarHariIni ? 'red' : undefined} />
              </PaymentRows>
              <CounterButtons
                saving={c.saving}
                disabled={busy}
                onSave={() => void c.save()}
                onReset={() => void reset()}
                saveLabel={t('cicilan.transaksi.save')}
                resetLabel={t('cicilan.transaksi.reset')}
                testIdPrefix="cicilan"
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Panel>
  );
}
