import { formatNumber, type PoinMember } from '@emas/domain';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { Panel } from '../../kit/Panel';
import { notify, notifyApiError } from '../../lib/notify';
import { pointsApi } from './points-api';

type Errors = Partial<Record<'kode_member' | 'poin' | 'keterangan', string>>;

/** /adjust-poin-member: a manual correction of a member's points (signed), with a supervisor's approval. */
export function AdjustPoinMemberPage() {
  const { t } = useTranslation();
  const { requestApproval, dialog } = useApproval();
  const [kode, setKode] = useState('');
  const [poin, setPoin] = useState<number | string>('');
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<PoinMember | null>(null);

  const submit = async () => {
    const next: Errors = {};
    if (!kode.trim()) next.kode_member = t('points.adjust.kodeRequired');
    if (typeof poin !== 'number' || poin === 0 || !Number.isInteger(poin)) next.poin = t('points.adjust.poinRequired');
    if (!keterangan.trim()) next.keterangan = t('points.adjust.keteranganRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const body = { kode_member: kode.trim(), poin: poin as number, keterangan: keterangan.trim() };
      const res = await sendWithApprovals(
        (otorisasi) => pointsApi.adjust({ ...body, otorisasi }),
        // points are no money: the description names them, nilai (rupiah at stake) is left out
        (operasi) => requestApproval({ operasi, deskripsi: t('points.adjust.approval', { kode: body.kode_member, poin: formatNumber(body.poin) }) }),
      );
      if (!res) return;
      notify.success(res.message ?? t('points.adjust.done'));
      setResult(res.data);
      setPoin('');
      setKeterangan('');
    } catch (e) {
      if (e && typeof e === 'object' && 'errors' in e && e.errors) setErrors(e.errors as Errors);
      notifyApiError(e, t('points.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('points.adjust.title')} reloadable={false} removable={false}>
      <Stack maw={480}>
        <TextInput label={t('points.adjust.kodeMember')} value={kode} onChange={(e) => setKode(e.currentTarget.value.toUpperCase())} error={errors.kode_member} data-testid="adjust-kode" />
        <NumberInput label={t('points.adjust.poin')} description={t('points.adjust.poinHint')} value={poin} onChange={setPoin} allowDecimal={false} error={errors.poin} data-testid="adjust-poin" />
        <TextInput label={t('points.adjust.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} error={errors.keterangan} data-testid="adjust-keterangan" />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={saving} data-testid="adjust-simpan">
            {t('points.common.simpan')}
          </Button>
        </Group>
        {result ? (
          <Text data-testid="adjust-result">
            {t('points.adjust.saldoBaru', { kode: result.kode_member, saldo: formatNumber(result.saldo) })}
          </Text>
        ) : null}
      </Stack>
      {dialog}
    </Panel>
  );
}
