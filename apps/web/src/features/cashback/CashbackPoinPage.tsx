import { CASHBACK_MESSAGES, formatNumber, formatRupiah } from '@emas/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberLookup, type CounterMember } from '../../kit/counter/MemberLookup';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { cashOutPoin, fetchCashbacks, fetchCashbackSetting } from './cashback-api';
import { CashbackList } from './CashbackList';
import { useCashbackPrinting } from './use-cashback-printing';

/**
 * /cashback-poin (issue 32): find the member by phone (the counter's member lookup), see the balance and the
 * store's rupiah per point, enter the points, see the rupiah, confirm (the server locks the member, refuses
 * beyond the balance or what the drawer holds), print the receipt; the day's cash-outs below, each can be
 * printed again or cancelled with a supervisor's approval.
 */
export function CashbackPoinPage() {
  const { t } = useTranslation();
  const print = useCashbackPrinting();
  const key = useSubmissionKey();
  const [member, setMember] = useState<CounterMember | null>(null);
  const [poin, setPoin] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const setting = useQuery({ queryKey: ['cashback-poin', 'setting'], queryFn: fetchCashbackSetting });
  const list = useQuery({ queryKey: ['cashback-poin', 'list'], queryFn: fetchCashbacks });
  const perPoin = setting.data?.rupiah_per_poin ?? 0;
  const points = typeof poin === 'number' ? poin : 0;
  const rupiah = points * perPoin;
  const canSave = !!member && perPoin > 0 && points > 0 && points <= member.poin;

  const save = async () => {
    if (!member || !canSave) return;
    setSaving(true);
    try {
      const res = await cashOutPoin({ idempotency_key: key.current(), member: member.kode_member, poin: points, keterangan: '' });
      key.renew();
      notify.success(res.message || CASHBACK_MESSAGES.saved);
      setConfirming(false);
      setPoin('');
      setMember({ ...member, poin: res.data.saldo_poin });
      void print(res.data);
      void list.refetch();
    } catch (e) {
      notifyApiError(e, CASHBACK_MESSAGES.notFound);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Panel title={t('cashback.page.title')} removable={false} testId="cashback-poin">
        <Stack>
          {setting.data && perPoin <= 0 && (
            <Alert color="yellow" data-testid="cashback-off">
              {t('cashback.page.off')}
            </Alert>
          )}
          <Text>
            {t('cashback.common.rupiahPerPoin')}: <b data-testid="rupiah-per-poin">{formatRupiah(perPoin)}</b>
          </Text>
          <MemberLookup member={member} onChange={setMember} testId="cashback-member" />
          {member && (
            <>
              <NumberInput
                label={t('cashback.common.poin')}
                min={1}
                max={Math.max(1, member.poin)}
                allowDecimal={false}
                thousandSeparator=","
                value={poin}
                onChange={(v) => setPoin(typeof v === 'number' ? v : '')}
                error={
                  poin !== '' && (points < 1 || !Number.isInteger(points))
                    ? t('messages.cashback.poinInvalid')
                    : points > member.poin
                      ? t('cashback.page.notEnough')
                      : undefined
                }
                data-testid="cashback-points"
              />
              <Text>
                {t('cashback.common.jumlahRp')}: <b data-testid="cashback-rupiah">{formatRupiah(rupiah)}</b> · {t('cashback.common.sisaPoin')}:{' '}
                <b>{formatNumber(member.poin - points)}</b>
              </Text>
              <Group justify="flex-end">
                <Button disabled={!canSave} onClick={() => setConfirming(true)}>
                  {t('cashback.page.cashOut')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Panel>
      <Panel title={t('cashback.page.listTitle')} removable={false} onReload={() => void list.refetch()} testId="cashback-poin-list">
        <CashbackList rows={list.data ?? []} loading={list.isLoading} onPrint={(c) => void print(c)} onChanged={() => void list.refetch()} />
      </Panel>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('cashback.page.confirmTitle')}>
        {member && (
          <Stack data-testid="cashback-confirm">
            <Text>
              {member.kode_member} · {member.nama_member}
            </Text>
            <Text>
              {formatNumber(points)} {t('cashback.common.poin')} × {formatRupiah(perPoin)} = <b>{formatRupiah(rupiah)}</b>
            </Text>
            <Group justify="flex-end">
              <Button loading={saving} disabled={!canSave} onClick={() => void save()}>
                {t('cashback.page.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
