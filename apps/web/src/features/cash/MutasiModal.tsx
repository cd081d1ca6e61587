import { CASH, MUTASI_KATEGORI } from '@emas/domain';
import { useSubmissionKey } from '../../kit/submission-key';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../kit/Inputs';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { CASH_KEYS, type MoveResult, type RekeningRow } from './cash-api';
import { emptyMutasi, formErrorsOf, mutasiBody, sideOptions, validateMutasi, type MutasiErrors, type MutasiKind, type MutasiValues } from './mutasi-form';

type Side = 'asal' | 'tujuan';

function RekeningSelect({ kodeBank, value, onChange, label, error, testId }: { kodeBank: string | null; value: string | null; onChange: (v: string | null) => void; label: string; error?: string | undefined; testId: string }) {
  const enabled = !!kodeBank && kodeBank !== CASH;
  const rows = useReference<RekeningRow[]>('rekening-by-bank', { kode_bank: kodeBank ?? '' }, { enabled });
  const data = enabled ? (rows.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.no_rekening} - ${r.nama_rekening}` })) : [];
  return <Select label={label} data={data} value={enabled ? value : null} onChange={onChange} disabled={!enabled} error={error} data-testid={testId} />;
}

/**
 * The mutasi modal form (spec 000 §2, §4, §5, §8): POST cash/mutasi-uang-bank or cash/mutasi-uang-cash.
 * Mutasi cash: choosing CASH on one side removes CASH from the other side's options and disables the
 * CASH side's account field.
 */
export function MutasiModal({ kind, opened, onClose }: { kind: MutasiKind; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const banks = useReference<{ kode_bank: string; nama_bank: string }[]>('bank');
  const [v, setV] = useState<MutasiValues>(() => emptyMutasi(kind));
  const [errors, setErrors] = useState<MutasiErrors>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const set = (patch: Partial<MutasiValues>) => setV((old) => ({ ...old, ...patch }));
  const close = () => {
    setV(emptyMutasi(kind));
    setErrors({});
    submission.renew();
    onClose();
  };
  const texts = {
    kategoriRequired: t('cash.mutasi.kategoriRequired'),
    asalRequired: t('cash.mutasi.asalRequired'),
    keteranganRequired: t('cash.mutasi.keteranganRequired'),
    jumlahRequired: t('cash.mutasi.jumlahRequired'),
    rekeningSame: t('cash.mutasi.rekeningSame'),
    rekeningRequired: t('cash.mutasi.rekeningRequired'),
  };
  const failed = kind === 'BANK' ? t('cash.mutasi.bankFailed') : t('cash.mutasi.cashFailed');

  const submit = async () => {
    const found = validateMutasi(kind, v, texts);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await api.post<MoveResult>(kind === 'BANK' ? 'cash/mutasi-uang-bank' : 'cash/mutasi-uang-cash', { ...mutasiBody(v), idempotency_key: submission.current() });
      notify.success(res.message ?? '');
      void queryClient.invalidateQueries({ queryKey: CASH_KEYS.all });
      close();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(formErrorsOf(e.errors));
      // spec 000 §8: mutasi bank shows its own text; mutasi cash the server's text, else its own
      notify.error(kind === 'CASH' && e instanceof ApiError && e.message ? e.message : failed);
    } finally {
      setSaving(false);
    }
  };

  const sideSelect = (side: Side) => {
    const code = side === 'asal' ? v.asal_mutasi_bank : v.tujuan_mutasi_bank;
    const other = side === 'asal' ? v.tujuan_mutasi_bank : v.asal_mutasi_bank;
    const codeKey = side === 'asal' ? 'asal_mutasi_bank' : 'tujuan_mutasi_bank';
    const rekKey = side === 'asal' ? 'asal_rekening' : 'tujuan_rekening';
    return (
      <Stack gap="xs">
        <Select
          label={side === 'asal' ? t('cash.mutasi.asal') : t('cash.mutasi.tujuan')}
          data={sideOptions(kind, banks.data ?? [], other)}
          value={code}
          onChange={(val) => set({ [codeKey]: val, [rekKey]: null } as Partial<MutasiValues>)}
          error={errors[codeKey]}
          data-testid={`mutasi-${side}`}
        />
        <RekeningSelect
          kodeBank={code}
          value={side === 'asal' ? v.asal_rekening : v.tujuan_rekening}
          onChange={(val) => set({ [rekKey]: val } as Partial<MutasiValues>)}
          label={side === 'asal' ? t('cash.mutasi.asalRekening') : t('cash.mutasi.tujuanRekening')}
          error={errors[rekKey]}
          testId={`mutasi-${side}-rekening`}
        />
      </Stack>
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={kind === 'BANK' ? t('cash.mutasi.titleBank') : t('cash.mutasi.titleCash')} size="xl" closeOnClickOutside={false} closeOnEscape={false}>
      <Stack data-testid="mutasi-form">
        <Select
          label={t('cash.common.kategori')}
          data={MUTASI_KATEGORI.map((k) => ({ value: k, label: t(`cash.mutasi.kategoriOptions.${k.replace(' ', '_')}`) }))}
          value={v.kategori}
          onChange={(val) => set({ kategori: val })}
          error={errors.kategori}
          data-testid="mutasi-kategori"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sideSelect('asal')}
          {sideSelect('tujuan')}
        </SimpleGrid>
        <MoneyInput label={t('cash.common.jumlahRp')} value={v.jumlah_rp} onChange={(val) => set({ jumlah_rp: val })} error={errors.jumlah_rp} data-testid="mutasi-jumlah" />
        <TextInput label={t('cash.common.keterangan')} value={v.keterangan} onChange={(e) => set({ keterangan: e.currentTarget.value.toUpperCase() })} error={errors.keterangan} data-testid="mutasi-keterangan" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cash.common.batal')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} data-testid="mutasi-simpan">
            {t('cash.common.simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
