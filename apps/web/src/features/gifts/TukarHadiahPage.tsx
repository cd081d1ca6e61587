import { formatNumber, GIFT_MESSAGES, type GiftMember, type GiftRow } from '@emas/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchRedemptions, findGiftMember, redeemGift } from './gifts-api';
import { RedemptionList } from './RedemptionList';
import { useGiftPrinting } from './use-gift-printing';

/**
 * /tukar-hadiah (issue 32): find the member by phone or code, see the points balance and the store's gifts,
 * choose one, confirm (the server locks the member, refuses beyond the balance or the stock), print the
 * receipt; the day's redemptions below, each can be printed again or cancelled with a supervisor's approval.
 */
export function TukarHadiahPage() {
  const { t } = useTranslation();
  const print = useGiftPrinting();
  const key = useSubmissionKey();
  const [cari, setCari] = useState('');
  const [member, setMember] = useState<GiftMember | null>(null);
  const [finding, setFinding] = useState(false);
  const [chosen, setChosen] = useState<GiftRow | null>(null);
  const [qty, setQty] = useState<number>(1);
  const [saving, setSaving] = useState(false);
  const list = useQuery({ queryKey: ['tukar-hadiah', 'list'], queryFn: fetchRedemptions });

  const find = async (text = cari) => {
    if (!text.trim()) return notify.warning(GIFT_MESSAGES.cariRequired);
    setFinding(true);
    try {
      setMember(await findGiftMember(text.trim()));
    } catch (e) {
      setMember(null);
      notifyApiError(e, GIFT_MESSAGES.memberNotFound);
    } finally {
      setFinding(false);
    }
  };

  const save = async () => {
    if (!member || !chosen) return;
    setSaving(true);
    try {
      const res = await redeemGift({ idempotency_key: key.current(), kode_member: member.kode_member, kode_hadiah: chosen.kode_hadiah, qty, keterangan: '' });
      key.renew();
      notify.success(res.message || GIFT_MESSAGES.redeemed);
      setChosen(null);
      void print(res.data);
      void list.refetch();
      await find(member.kode_member);
    } catch (e) {
      notifyApiError(e, GIFT_MESSAGES.hadiahNotFound);
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<GiftRow>[] = [
    { key: 'kode_hadiah', header: t('gifts.common.hadiah'), text: (g) => `${g.kode_hadiah} ${g.nama_hadiah}` },
    { key: 'poin', header: t('gifts.common.poin'), align: 'right', text: (g) => formatNumber(g.poin) },
    { key: 'stok', header: t('gifts.common.stok'), align: 'right', text: (g) => formatNumber(g.stok) },
    {
      key: 'pilih',
      header: '',
      exportable: false,
      render: (g) => {
        const enough = !!member && g.poin <= member.saldo_poin;
        return (
          <Button
            size="xs"
            aria-label={`${t('gifts.redeem.choose')} ${g.kode_hadiah}`}
            disabled={!enough || g.stok <= 0}
            title={enough ? undefined : t('gifts.redeem.notEnough')}
            onClick={() => {
              setQty(1);
              setChosen(g);
            }}
          >
            {t('gifts.redeem.choose')}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack>
      <Panel title={t('gifts.redeem.title')} removable={false} testId="tukar-hadiah">
        <Stack>
          <Group align="flex-end">
            <TextInput
              label={t('gifts.common.cari')}
              value={cari}
              onChange={(e) => setCari(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void find();
              }}
              data-testid="cari-member"
            />
            <Button loading={finding} onClick={() => void find()}>
              {t('gifts.common.find')}
            </Button>
          </Group>
          {member && (
            <>
              <Alert color="blue" data-testid="member-card">
                <Text fw={600}>
                  {member.kode_member} · {member.nama_member} · {member.no_hp}
                </Text>
                <Text>
                  {t('gifts.common.saldo')}: <b data-testid="saldo-poin">{formatNumber(member.saldo_poin)}</b>
                </Text>
              </Alert>
              <DataTable rows={member.hadiah} columns={columns} rowKey={(g) => g.kode_hadiah} searchable={false} caption={t('gifts.common.hadiah')} testId="gift-list" />
            </>
          )}
        </Stack>
      </Panel>
      <Panel title={t('gifts.redeem.listTitle')} removable={false} onReload={() => void list.refetch()} testId="tukar-hadiah-list">
        <RedemptionList rows={list.data ?? []} loading={list.isLoading} onPrint={(r) => void print(r)} onChanged={() => void list.refetch()} />
      </Panel>
      <Modal opened={!!chosen} onClose={() => setChosen(null)} title={t('gifts.redeem.confirmTitle')}>
        {chosen && member && (
          <Stack data-testid="redeem-confirm">
            <Text>
              {member.nama_member} · {chosen.kode_hadiah} {chosen.nama_hadiah}
            </Text>
            <NumberInput
              label={t('gifts.common.qty')}
              min={1}
              max={Math.max(1, chosen.stok)}
              allowDecimal={false}
              value={qty}
              onChange={(v) => setQty(typeof v === 'number' ? v : 1)}
              error={qty < 1 || !Number.isInteger(qty) ? t('messages.gifts.qtyInvalid') : chosen.poin * qty > member.saldo_poin ? t('gifts.redeem.notEnough') : undefined}
            />
            <Text>
              {t('gifts.common.totalPoin')}: <b>{formatNumber(chosen.poin * qty)}</b> · {t('gifts.common.sisaPoin')}: <b>{formatNumber(member.saldo_poin - chosen.poin * qty)}</b>
            </Text>
            <Group justify="flex-end">
              <Button loading={saving} disabled={qty < 1 || !Number.isInteger(qty) || chosen.poin * qty > member.saldo_poin} onClick={() => void save()}>
                {t('gifts.redeem.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
