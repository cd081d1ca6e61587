import type { MasterRow } from '@emas/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../lib/reference';

export type GudangBaki = { kode_gudang: string; kode_baki: string };
export const EMPTY_PLACE: GudangBaki = { kode_gudang: '', kode_baki: '' };

/** warehouses filled only by their own calls (hancur-barang, barang-contoh) */
const SPECIAL_GUDANG = ['HANCUR', 'CONTOH'];

const text = (row: MasterRow, key: string) => String(row[key] ?? '');

/** A warehouse (gudang/get/all) and a tray of it (baki/get/by-kode-gudang/:kode_gudang). */
export function GudangBakiPicker({
  value,
  onChange,
  gudangLabel,
  bakiLabel,
  disabled = false,
  error,
  destination = false,
}: {
  value: GudangBaki;
  onChange: (value: GudangBaki) => void;
  gudangLabel: string;
  bakiLabel: string;
  disabled?: boolean;
  error?: string | null;
  /** a destination of a transfer: melting and sample warehouses and inactive trays are left out (docs/api.md §10) */
  destination?: boolean;
}) {
  const { t } = useTranslation();
  const gudang = useReference('gudang');
  const baki = useReference('baki-by-gudang', { kode_gudang: value.kode_gudang }, { enabled: value.kode_gudang !== '' });
  const choose = { value: '', label: t('stock.movements.choose') };
  const gudangOptions = [
    choose,
    ...(gudang.data ?? [])
      .filter((g) => !destination || !SPECIAL_GUDANG.includes(text(g, 'jenis_gudang')))
      .map((g) => ({ value: text(g, 'kode_gudang'), label: `${text(g, 'kode_gudang')} - ${text(g, 'nama_gudang')}` })),
  ];
  const bakiOptions = [
    choose,
    ...(value.kode_gudang ? (baki.data ?? []) : [])
      .filter((b) => !destination || b.aktif !== false)
      .map((b) => ({ value: text(b, 'kode_baki'), label: `${text(b, 'kode_baki')} - ${text(b, 'nama_baki')}` })),
  ];
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={gudangLabel}
        data={gudangOptions}
        value={value.kode_gudang}
        disabled={disabled}
        onChange={(e) => onChange({ kode_gudang: e.currentTarget.value, kode_baki: '' })}
      />
      <NativeSelect
        label={bakiLabel}
        data={bakiOptions}
        value={value.kode_baki}
        disabled={disabled || !value.kode_gudang}
        error={error}
        onChange={(e) => onChange({ ...value, kode_baki: e.currentTarget.value })}
      />
    </Group>
  );
}
