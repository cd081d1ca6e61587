import { formatRupiah, type JenisTransaksi } from '@emas/domain';
import { useSubmissionKey } from '../../kit/submission-key';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { MoneyInput } from '../../kit/Inputs';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { CASH_KEYS, type KodeTransaksiRow, type MoveResult } from './cash-api';

type Errors = Partial<Record<'kode_transaksi' | 'jumlah' | 'keterangan', string>>;

/**
 * Manual cash in or out (POST cash/kas) with a transaction code of /master-kode-transaksi of that jenis
 * and a required keterangan; above the store's limit the server asks a supervisor's approval and the
 * authorization dialog opens. `noRekening`: a bank account instead of the drawer (/uang-bank).
 */
export function KasManualModal({ jenis, noRekening, onClose }: { jenis: JenisTransaksi | null; noRekening?: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const codes = useReference<KodeTransaksiRow[]>('kode-transaksi', {}, { enabled: jenis !== null });
  const [kode, setKode] = useState<string | null>(null);
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const kategori = jenis === 'MASUK' ? t('cash.kas.kasMasuk') : t('cash.kas.kasKeluar');

  const close = () => {
    setKode(null);
    setJumlah(null);
    setKeterangan('');
    setErrors({});
    submission.renew();
    onClose();
  };

  const submit = async () => {
    const next: Errors = {};
    if (!kode) next.kode_transaksi = t('cash.kas.kodeRequired');
    if (!jumlah || jumlah <= 0) next.jumlah = t('cash.mutasi.jumlahRequired');
    if (!keterangan.trim()) next.keterangan = t('cash.mutasi.keteranganRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const body = { kode_transaksi: kode, jumlah, keterangan: keterangan.trim(), ...(noRekening ? { no_rekening: noRekening } : {}), idempotency_key: submission.current() };
      const result = await sendWithApprovals(
        (otorisasi) => api.post<MoveResult>('cash/kas', { ...body, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: t('cash.kas.approvalDeskripsi', { kategori, jumlah: formatRupiah(jumlah ?? 0) }), nilai: jumlah ?? 0 }),
      );
      if (!result) return;
      notify.success(result.message ?? kategori);
      void queryClient.invalidateQueries({ queryKey: CASH_KEYS.all });
      close();
    } catch (e) {
      if (e && typeof e === 'object' && 'errors' in e && e.errors) setErrors(e.errors as Errors);
      notifyApiError(e, t('cash.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const options = (codes.data ?? []).filter((c) => c.jenis_transaksi === jenis).map((c) => ({ value: c.kode_transaksi, label: `${c.kode_transaksi} - ${c.nama_transaksi}` }));
  return (
    <>
      <Modal opened={jenis !== null} onClose={close} title={jenis === 'MASUK' ? t('cash.kas.modalMasuk') : t('cash.kas.modalKeluar')} size="lg" closeOnClickOutside={false}>
        <Stack data-testid="kas-manual-form">
          <Select label={t('cash.kas.kodeTransaksi')} data={options} value={kode} onChange={setKode} searchable error={errors.kode_transaksi} data-testid="kas-kode" />
          <MoneyInput label={t('cash.common.jumlahRp')} value={jumlah} onChange={setJumlah} error={errors.jumlah} data-testid="kas-jumlah" />
          <TextInput label={t('cash.common.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} error={errors.keterangan} data-testid="kas-keterangan" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cash.common.batal')}
            </Button>
            <Button onClick={() => void submit()} loading={saving} data-testid="kas-simpan">
              {t('cash.common.simpan')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {dialog}
    </>
  );
}
