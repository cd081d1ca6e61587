import { formatRupiah, kirimUangRequest, type KirimUangInput, type KirimUangSaldoRow } from '@emas/domain';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../kit/Inputs';

export type KirimUangFormValues = { akun: string; tujuan: string; jumlah_rp: number | null; keterangan: string; no_reff: string };
export const EMPTY_KIRIM_FORM: KirimUangFormValues = { akun: 'CASH', tujuan: '', jumlah_rp: null, keterangan: '', no_reff: '' };

type Props = {
  opened: boolean;
  busy: boolean;
  values: KirimUangFormValues;
  errors: Record<string, string>;
  akun: readonly KirimUangSaldoRow[];
  tujuan: readonly { kode_toko: string; nama_toko: string }[];
  onChange: (values: KirimUangFormValues) => void;
  onSubmit: (input: KirimUangInput) => void;
  onErrors: (errors: Record<string, string>) => void;
  onClose: () => void;
};

const akunKey = (a: Pick<KirimUangSaldoRow, 'asal' | 'no_rekening'>) => (a.asal === 'CASH' ? 'CASH' : `BANK:${a.no_rekening}`);

/** The send-money form (spec 000 §3) in a modal: account, destination, amount, description, reference. */
export function KirimUangForm({ opened, busy, values, errors, akun, tujuan, onChange, onSubmit, onErrors, onClose }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<KirimUangFormValues>) => onChange({ ...values, ...patch });
  const chosen = akun.find((a) => akunKey(a) === values.akun);

  const submit = () => {
    const bank = values.akun.startsWith('BANK:') ? values.akun.slice(5) : undefined;
    const parsed = kirimUangRequest.safeParse({
      jumlah_rp: values.jumlah_rp ?? undefined,
      tujuan: values.tujuan,
      keterangan: values.keterangan,
      no_reff: values.no_reff,
      asal: bank ? 'BANK' : 'CASH',
      no_rekening: bank,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        found[field === 'asal' || field === 'no_rekening' ? 'akun' : field] ??= issue.message;
      }
      onErrors(found);
      return;
    }
    onErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('kirimUang.kirim.modalTitle')} size="lg" closeOnClickOutside={false} closeOnEscape={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="kirim-uang-form"
      >
        <Stack>
          <Select
            label={t('kirimUang.kirim.asal')}
            data={akun.map((a) => ({ value: akunKey(a), label: `${a.nama} (${formatRupiah(a.saldo)})` }))}
            value={values.akun}
            onChange={(v) => set({ akun: v ?? 'CASH' })}
            allowDeselect={false}
            error={errors.akun}
            description={chosen ? t('kirimUang.kirim.saldo', { saldo: formatRupiah(chosen.saldo) }) : undefined}
            data-testid="kirim-asal"
          />
          <Select
            label={t('kirimUang.kirim.tujuan')}
            data={tujuan.map((o) => ({ value: o.kode_toko, label: `${o.kode_toko} - ${o.nama_toko}` }))}
            value={values.tujuan || null}
            onChange={(v) => set({ tujuan: v ?? '' })}
            allowDeselect={false}
            error={errors.tujuan}
            withAsterisk
            data-testid="kirim-tujuan"
          />
          <MoneyInput
            label={t('kirimUang.kirim.jumlah')}
            value={values.jumlah_rp}
            onChange={(v) => set({ jumlah_rp: v })}
            error={errors.jumlah_rp}
            withAsterisk
            data-testid="kirim-jumlah"
          />
          <TextInput
            label={t('kirimUang.kirim.keterangan')}
            value={values.keterangan}
            onChange={(e) => set({ keterangan: e.currentTarget.value.toUpperCase() })}
            error={errors.keterangan}
            withAsterisk
            maxLength={200}
            data-testid="kirim-keterangan"
          />
          <TextInput
            label={t('kirimUang.kirim.noReff')}
            value={values.no_reff}
            onChange={(e) => set({ no_reff: e.currentTarget.value.toUpperCase() })}
            error={errors.no_reff}
            maxLength={60}
            data-testid="kirim-no-reff"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('kirimUang.kirim.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="kirim-submit">
              {t('kirimUang.kirim.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
