import { ActionIcon, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, WeightInput } from '../../kit/Inputs';
import type { MasterRow } from '@emas/domain';
import type { ManualLineDraft } from './manual-lines';

type Props = {
  index: number;
  line: ManualLineDraft;
  groups: readonly MasterRow[];
  jenis: readonly MasterRow[];
  trays: readonly MasterRow[];
  errors: Record<string, string>;
  onChange: (patch: Partial<ManualLineDraft>) => void;
  onRemove: (() => void) | null;
};

const options = (rows: readonly MasterRow[], code: string, name: string, pick: string) => [
  { value: '', label: pick },
  ...rows.map((r) => ({ value: String(r[code]), label: `${String(r[code])} - ${String(r[name] ?? '')}` })),
];

/** One line of a manual sale or purchase: group, jenis, tray (its warehouse follows), pieces, weight, amount. */
export function ManualLineRow({ index, line, groups, jenis, trays, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const err = (f: string) => errors[`detail.${index}.${f}`];
  const pick = t('manualStock.common.pilih');
  return (
    <Grid align="flex-end" data-testid={`manual-line-${index}`}>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect label={t('manualStock.common.group')} value={line.kode_group} error={err('kode_group')} data={options(groups, 'kode_group', 'nama_group', pick)} onChange={(e) => onChange({ kode_group: e.currentTarget.value })} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect label={t('manualStock.common.jenis')} value={line.kode_dept} error={err('kode_dept')} data={options(jenis, 'kode_dept', 'nama_dept', pick)} onChange={(e) => onChange({ kode_dept: e.currentTarget.value })} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect
          label={t('manualStock.common.baki')}
          value={line.kode_baki}
          error={err('kode_baki')}
          data={[{ value: '', label: pick }, ...trays.map((r) => ({ value: String(r.kode_baki), label: `${String(r.kode_baki)} (${String(r.kode_gudang)})` }))]}
          onChange={(e) => {
            const tray = trays.find((r) => r.kode_baki === e.currentTarget.value);
            onChange({ kode_baki: e.currentTarget.value, kode_gudang: tray ? String(tray.kode_gudang) : '' });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 1 }}>
        <TextInput label={t('manualStock.common.qty')} inputMode="numeric" value={line.qty} error={err('qty')} onChange={(e) => onChange({ qty: e.currentTarget.value.replace(/[^0-9]/g, '') })} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <WeightInput label={t('manualStock.common.berat')} value={line.berat} error={err('berat')} onChange={(v) => onChange({ berat: v })} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <MoneyInput label={t('manualStock.common.harga')} value={line.harga} error={err('harga')} onChange={(v) => onChange({ harga: v })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 1 }}>
        {onRemove && (
          <ActionIcon variant="light" color="red" aria-label={t('manualStock.common.hapus')} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Grid.Col>
    </Grid>
  );
}
