import { STOCK_MESSAGES, updateBarangRequest, type BarangRow } from '@emas/domain';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredTextInput, MoneyInput, WeightInput } from '../../../kit/Inputs';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { BARANG_OWNER, issuesToErrors, serverErrors, useItemOptions } from './item-shared';
import { ItemPhotoField } from './ItemPhoto';

type Values = { nama_barang: string; kode_group: string; kode_dept: string; berat: string; kadar: string; size: string; kode_intern: string };

function valuesOf(item: BarangRow): Values {
  return {
    nama_barang: item.nama_barang,
    kode_group: item.kode_group,
    kode_dept: item.kode_dept,
    berat: String(item.berat),
    kadar: item.kadar ? String(item.kadar) : '',
    size: item.size,
    kode_intern: item.kode_intern,
  };
}

/**
 * Edit of one READY item: name, group, jenis, weight, purity, size, kode intern (PUT barang/:code),
 * and its selling price and labour cost (PUT barang/update-profit) when they changed. The photo is
 * saved on its own (POST barang/foto) with its own button.
 */
export function EditBarangModal({ item, onClose }: { item: BarangRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useItemOptions('');
  const [values, setValues] = useState<Values | null>(null);
  const [harga, setHarga] = useState<number | null>(null);
  const [ongkos, setOngkos] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setValues(item ? valuesOf(item) : null);
    setHarga(item?.harga_jual ?? null);
    setOngkos(item?.ongkos ?? null);
    setErrors({});
  }, [item]);

  if (!item || !values) return null;
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const body = { ...values, kadar: values.kadar || undefined };
    const parsed = updateBarangRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const result = await api.put<BarangRow>(`barang/${encodeURIComponent(item.kode_barcode)}`, body);
      if ((harga ?? 0) !== item.harga_jual || (ongkos ?? 0) !== item.ongkos) {
        await api.put('barang/update-profit', { detail: [{ kode_barcode: item.kode_barcode, harga_jual: harga ?? 0, ongkos: ongkos ?? 0 }] });
      }
      notify.success(result.message ?? STOCK_MESSAGES.itemChanged);
      void queryClient.invalidateQueries({ queryKey: [BARANG_OWNER] });
      onClose();
    } catch (err) {
      setErrors(serverErrors(err));
      notifyApiError(err, t('stock.items.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('stock.items.editTitle', { code: item.kode_barcode })} size="lg" closeOnClickOutside={false} centered>
      <form onSubmit={save} noValidate data-testid="edit-barang-form">
        <Stack gap="sm">
          <FilteredTextInput label={t('stock.items.namaBarang')} withAsterisk value={values.nama_barang} onChange={(v) => set({ nama_barang: v })} error={errors.nama_barang} data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('stock.items.group')}
              withAsterisk
              data={options.groups.some((o) => o.value === values.kode_group) ? options.groups : [{ value: values.kode_group, label: values.kode_group }, ...options.groups]}
              value={values.kode_group}
              onChange={(e) => set({ kode_group: e.currentTarget.value })}
              error={errors.kode_group}
            />
            <NativeSelect
              label={t('stock.items.jenis')}
              withAsterisk
              data={options.jenis.some((o) => o.value === values.kode_dept) ? options.jenis : [{ value: values.kode_dept, label: values.kode_dept }, ...options.jenis]}
              value={values.kode_dept}
              onChange={(e) => set({ kode_dept: e.currentTarget.value })}
              error={errors.kode_dept}
            />
            <WeightInput label={t('stock.items.berat')} withAsterisk value={values.berat} onChange={(v) => set({ berat: v })} error={errors.berat} />
            <FilteredTextInput label={t('stock.items.kadar')} filter="twoDecimals" value={values.kadar} onChange={(v) => set({ kadar: v })} error={errors.kadar} />
            <FilteredTextInput label={t('stock.items.size')} value={values.size} onChange={(v) => set({ size: v })} error={errors.size} />
            <FilteredTextInput label={t('stock.items.kodeIntern')} value={values.kode_intern} onChange={(v) => set({ kode_intern: v })} error={errors.kode_intern} />
            <MoneyInput label={t('stock.items.hargaJual')} value={harga} onChange={setHarga} error={errors['0.harga_jual']} />
            <MoneyInput label={t('stock.items.ongkos')} value={ongkos} onChange={setOngkos} error={errors['0.ongkos']} />
          </SimpleGrid>
          <TextInput label={t('stock.items.baki')} value={`${item.kode_gudang} / ${item.kode_baki}`} readOnly />
          <ItemPhotoField kodeBarcode={item.kode_barcode} hasPhoto={!!item.foto} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('stock.items.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('stock.items.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
