import { createBarangRequest, JENIS_HARGA, STOCK_MESSAGES, type BarangRow } from '@emas/domain';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredTextInput, MoneyInput, WeightInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { enterMovesNext } from './enter-navigation';
import { ItemPhotoField } from './ItemPhoto';
import { BARANG_OWNER, compact, issuesToErrors, serverErrors, useItemOptions, type Option } from './item-shared';
import { ITEM_FIELD_LABELS } from './item-labels';

type Values = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  berat: string;
  kadar: string;
  size: string;
  kode_intern: string;
  jenis_harga: string;
};
const EMPTY: Values = {
  kode_barcode: '',
  nama_barang: '',
  kode_group: '',
  kode_dept: '',
  kode_gudang: '',
  kode_baki: '',
  berat: '',
  kadar: '',
  size: '',
  kode_intern: '',
  jenis_harga: 'GRAM',
};

/**
 * /tambah-data-barang: one item. The barcode is scanned or typed, or left empty to be generated;
 * the rules of the domain schema (name over 5 characters, weight not 0, purity not 0 and not above
 * 500) are checked before sending. After saving the barcode is shown, the form is cleared and the
 * first field has the focus again. Enter moves from field to field. A photo may be added to the item
 * just saved (optional, uploaded with its barcode).
 */
export function TambahDataBarangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [harga, setHarga] = useState<number | null>(null);
  const [ongkos, setOngkos] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const options = useItemOptions(values.kode_gudang);

  // the banner names the item saved before: once the next one is being entered it would read as this one's
  const startEditing = () => setSaved(null);

  const set = (patch: Partial<Values>) => {
    startEditing();
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const body = { ...compact(values), ...(harga !== null ? { harga_jual: harga } : {}), ...(ongkos !== null ? { ongkos } : {}) };
    const parsed = createBarangRequest.safeParse(body);
    if (!parsed.success) {
      setSaved(null);
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const result = await api.post<BarangRow>('barang', body);
      notify.success(result.message ?? STOCK_MESSAGES.itemAdded);
      setSaved(result.data.kode_barcode);
      setValues(EMPTY);
      setHarga(null);
      setOngkos(null);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: [BARANG_OWNER] });
      form.current?.querySelector<HTMLElement>('[data-enter]')?.focus();
    } catch (err) {
      setSaved(null);
      setErrors(serverErrors(err));
      notifyApiError(err, t('stock.items.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const choose = (placeholder: string, opts: Option[]) => [{ value: '', label: placeholder }, ...opts];

  return (
    <Panel title={t('stock.items.tambahTitle')} removable={false} reloadable={false} testId="tambah-data-barang">
      <form ref={form} onSubmit={save} onKeyDown={enterMovesNext} noValidate data-testid="tambah-barang-form">
        <Stack gap="sm">
          {saved && (
            <Alert color="teal" data-testid="saved-barcode" withCloseButton onClose={() => setSaved(null)}>
              {t('stock.items.savedBarcode', { code: saved })}
            </Alert>
          )}
          {saved && <ItemPhotoField key={saved} kodeBarcode={saved} hasPhoto={false} label={t('labels.photo.optionalAfterSave', { code: saved })} />}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <FilteredTextInput
              label={t(ITEM_FIELD_LABELS.kode_barcode)}
              description={t('stock.items.barcodeHint')}
              value={values.kode_barcode}
              onChange={(v) => set({ kode_barcode: v })}
              error={errors.kode_barcode}
              autoFocus
              data-enter
            />
            <FilteredTextInput label={t(ITEM_FIELD_LABELS.nama_barang)} withAsterisk value={values.nama_barang} onChange={(v) => set({ nama_barang: v })} error={errors.nama_barang} data-enter />
            <NativeSelect
              label={t(ITEM_FIELD_LABELS.kode_group)}
              withAsterisk
              data={choose(t('stock.items.chooseGroup'), options.groups)}
              value={values.kode_group}
              onChange={(e) => set({ kode_group: e.currentTarget.value })}
              error={errors.kode_group}
              data-enter
            />
            <NativeSelect
              label={t(ITEM_FIELD_LABELS.kode_dept)}
              withAsterisk
              data={choose(t('stock.items.chooseJenis'), options.jenis)}
              value={values.kode_dept}
              onChange={(e) => set({ kode_dept: e.currentTarget.value })}
              error={errors.kode_dept}
              data-enter
            />
            <NativeSelect
              label={t(ITEM_FIELD_LABELS.kode_gudang)}
              data={choose(t('stock.items.chooseGudang'), options.gudang)}
              value={values.kode_gudang}
              onChange={(e) => set({ kode_gudang: e.currentTarget.value, kode_baki: '' })}
              error={errors.kode_gudang}
              data-enter
            />
            <NativeSelect
              label={t(ITEM_FIELD_LABELS.kode_baki)}
              withAsterisk
              data={choose(t('stock.items.chooseBaki'), options.baki)}
              value={values.kode_baki}
              onChange={(e) => set({ kode_baki: e.currentTarget.value })}
              error={errors.kode_baki}
              data-enter
            />
            <WeightInput label={t(ITEM_FIELD_LABELS.berat)} withAsterisk value={values.berat} onChange={(v) => set({ berat: v })} error={errors.berat} data-enter />
            <FilteredTextInput label={t(ITEM_FIELD_LABELS.kadar)} filter="twoDecimals" value={values.kadar} onChange={(v) => set({ kadar: v })} error={errors.kadar} data-enter />
            <FilteredTextInput label={t(ITEM_FIELD_LABELS.size)} value={values.size} onChange={(v) => set({ size: v })} error={errors.size} data-enter />
            <FilteredTextInput label={t(ITEM_FIELD_LABELS.kode_intern)} value={values.kode_intern} onChange={(v) => set({ kode_intern: v })} error={errors.kode_intern} data-enter />
            <NativeSelect
              label={t(ITEM_FIELD_LABELS.jenis_harga)}
              data={JENIS_HARGA.map((j) => ({ value: j, label: j }))}
              value={values.jenis_harga}
              onChange={(e) => set({ jenis_harga: e.currentTarget.value })}
              error={errors.jenis_harga}
              data-enter
            />
            <MoneyInput
              label={t(ITEM_FIELD_LABELS.harga_jual)}
              value={harga}
              onChange={(v) => {
                startEditing();
                setHarga(v);
                setErrors(({ harga_jual: _, ...rest }) => rest);
              }}
              error={errors.harga_jual}
              data-enter
            />
            <MoneyInput
              label={t(ITEM_FIELD_LABELS.ongkos)}
              value={ongkos}
              onChange={(v) => {
                startEditing();
                setOngkos(v);
              }}
              error={errors.ongkos}
              data-enter
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="tambah-barang-save">
              {t('stock.items.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
