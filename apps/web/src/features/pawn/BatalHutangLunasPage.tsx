import { formatBusinessDate, formatRupiah, type PawnLoan } from '@emas/domain';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { fetchLoan, PAWN_KEYS, postLoanAction } from './pawn-api';

/** /batal-hutang-lunas: a redemption of today cancelled with a supervisor's approval; loan, pieces, money and journal go back. */
export function BatalHutangLunasPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const [no, setNo] = useState('');
  const [alasan, setAlasan] = useState('');
  const [loan, setLoan] = useState<PawnLoan | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const tebus = loan?.pembayaran.filter((p) => p.jenis === 'TEBUS' && p.status === 'AKTIF').at(-1);

  const cari = async () => {
    try {
      setLoan(await fetchLoan(no.trim()));
    } catch (e) {
      setLoan(null);
      notifyApiError(e, t('pawn.common.failed'));
    }
  };

  const batal = async () => {
    setBusy(true);
    try {
      const res = await sendWithApprovals(
        (otorisasi) => postLoanAction('batal-lunas', { no_faktur_hutang: loan?.no_faktur_hutang, alasan, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: `${loan?.no_faktur_hutang ?? ''} ${formatRupiah(tebus?.total ?? 0)}`, nilai: tebus?.total ?? 0, alasan }),
      );
      if (!res) return;
      notify.success(res.message ?? '');
      setLoan(res.data);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('pawn.batal.title')} removable={false} testId="batal-hutang-lunas">
      <Stack>
        <Group align="flex-end">
          <TextInput label={t('pawn.fields.noHutang')} value={no} onChange={(e) => setNo(e.currentTarget.value.toUpperCase())} onKeyDown={(e) => e.key === 'Enter' && void cari()} data-testid="batal-hutang-no" />
          <Button onClick={() => void cari()} data-testid="batal-hutang-cari">
            {t('pawn.actions.cari')}
          </Button>
        </Group>
        {loan && (
          <Paper withBorder p="sm">
            <Text>
              {loan.no_faktur_hutang} — {loan.nama_customer} — <b data-testid="batal-hutang-status">{t(`pawn.status.${loan.keadaan}`, { defaultValue: loan.keadaan })}</b>
            </Text>
            {tebus && (
              <Text>
                {t('pawn.fields.tglLunas')}: {formatBusinessDate(tebus.tgl_system)} — {t('pawn.fields.totalBayar')}: {formatRupiah(tebus.total)}
              </Text>
            )}
            <Group mt="sm" align="flex-end">
              <TextInput label={t('pawn.fields.alasan')} value={alasan} onChange={(e) => setAlasan(e.currentTarget.value.toUpperCase())} error={errors.alasan} w={320} data-testid="batal-hutang-alasan" />
              <Button color="red" onClick={() => void batal()} loading={busy} disabled={loan.status !== 'LUNAS'} data-testid="batal-hutang-simpan">
                {t('pawn.actions.batalLunas')}
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
      {dialog}
    </Panel>
  );
}
