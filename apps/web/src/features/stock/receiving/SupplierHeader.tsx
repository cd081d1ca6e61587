import { Group, NativeSelect, TextInput } from '@mantine/core';
import { isModuleOn, SUPPLIER_BARANG_MODULE } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../kit/Inputs';
import { useReference } from '../../../lib/reference';
import { useSession } from '../../../lib/session';

export type SupplierHeaderValue = { kode_supplier: string; nama_supplier: string; no_faktur_supplier: string; harga_per_gram: number | null };
export const EMPTY_SUPPLIER_HEADER: SupplierHeaderValue = { kode_supplier: '', nama_supplier: '', no_faktur_supplier: '', harga_per_gram: null };

/**
 * The header of a supplier delivery (issue 35): who delivered (a supplier of the master while SUPPLIER_BARANG_MODULE
 * is on, else the name typed), the supplier's invoice number and the cost per gram. The server checks every field.
 */
export function SupplierHeader({ value, onChange, disabled }: { value: SupplierHeaderValue; onChange: (v: SupplierHeaderValue) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const { modules } = useSession();
  const fromMaster = isModuleOn(modules, SUPPLIER_BARANG_MODULE);
  const suppliers = useReference('supplier-barang', undefined, { enabled: fromMaster });
  const options = [
    { value: '', label: t('receiving.common.choose') },
    ...(suppliers.data ?? []).map((s) => ({ value: String(s.kode_supplier), label: `${String(s.kode_supplier)} - ${String(s.nama_supplier ?? '')}` })),
  ];
  return (
    <Group grow>
      {fromMaster ? (
        <NativeSelect label={t('receiving.penerimaan.supplier')} data={options} value={value.kode_supplier} disabled={disabled} onChange={(e) => onChange({ ...value, kode_supplier: e.currentTarget.value })} />
      ) : (
        <TextInput
          label={t('receiving.penerimaan.namaSupplier')}
          value={value.nama_supplier}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, nama_supplier: e.currentTarget.value.toUpperCase() })}
        />
      )}
      <TextInput
        label={t('receiving.penerimaan.noFakturSupplier')}
        value={value.no_faktur_supplier}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, no_faktur_supplier: e.currentTarget.value.toUpperCase() })}
      />
      <MoneyInput label={t('receiving.penerimaan.hargaPerGram')} value={value.harga_per_gram} disabled={disabled} onChange={(v) => onChange({ ...value, harga_per_gram: v })} />
    </Group>
  );
}

/** The header as the request sends it: the master's code or the typed name, as the module says. */
export function supplierHeaderBody(v: SupplierHeaderValue, fromMaster: boolean) {
  return {
    ...(fromMaster ? { kode_supplier: v.kode_supplier } : { nama_supplier: v.nama_supplier }),
    no_faktur_supplier: v.no_faktur_supplier,
    harga_per_gram: v.harga_per_gram ?? undefined,
  };
}
