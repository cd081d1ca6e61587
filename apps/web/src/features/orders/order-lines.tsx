import { formatNumber, parseWeightToMg, priceOrderPiece, type HargaEmasGroupRow } from '@emas/domain';
import { ActionIcon, Button, FileButton, Group, Image, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, WeightInput } from '../../kit/Inputs';
import type { Group as GroupRow, Jenis } from './orders-api';

/** A piece being ordered: as typed, with its uploaded photo's key and preview. */
export type OrderLineDraft = { deskripsi: string; kode_group: string; kode_dept: string; berat_estimasi: string; size: string; ongkos: number | null; foto: string | null; preview: string | null };

export const emptyLine = (): OrderLineDraft => ({ deskripsi: '', kode_group: '', kode_dept: '', berat_estimasi: '', size: '', ongkos: null, foto: null, preview: null });

/** The estimate of a piece with the group's gold price of today (the server prices it again when saving). */
export function estimateOf(line: OrderLineDraft, prices: readonly HargaEmasGroupRow[], unit = 500): number {
  const mg = parseWeightToMg(line.berat_estimasi || '0') ?? 0;
  const perGram = prices.find((g) => g.kode_group === line.kode_group)?.harga?.harga_jual ?? 0;
  if (!mg || !perGram) return 0;
  return priceOrderPiece({ beratMg: mg, hargaPerGram: perGram, ongkos: line.ongkos ?? 0, unit, down: false });
}

/** The pieces to make: description, group and purity, kind, estimated weight, size, labour; one paper per piece. */
export function OrderLines({
  lines,
  onChange,
  groups,
  jenis,
  prices,
  errors,
  uploading,
  onPhoto,
  onEdit,
}: {
  lines: OrderLineDraft[];
  onChange: (lines: OrderLineDraft[]) => void;
  groups: readonly GroupRow[];
  jenis: readonly Jenis[];
  prices: readonly HargaEmasGroupRow[];
  errors: Record<string, string>;
  /** the line whose photo is being uploaded */
  uploading: number | null;
  onPhoto: (i: number, file: File | null) => void;
  /** told the error keys of the fields edited (`detail.<i>.<field>`), so their old messages go */
  onEdit?: (...fields: string[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<OrderLineDraft>) => {
    onEdit?.(...Object.keys(patch).map((f) => `detail.${i}.${f}`));
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{t('orders.common.lines')}</Text>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...lines, emptyLine()])}>
          {t('orders.common.addLine')}
        </Button>
      </Group>
      {lines.map((l, i) => (
        <Paper key={i} withBorder p="xs" data-testid="order-line">
          <Group align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3, lg: 7 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                label={t('orders.common.deskripsi')}
                withAsterisk
                value={l.deskripsi}
                error={errors[`detail.${i}.deskripsi`]}
                onChange={(e) => set(i, { deskripsi: e.currentTarget.value.toUpperCase() })}
              />
              <NativeSelect
                label={t('orders.common.group')}
                withAsterisk
                value={l.kode_group}
                error={errors[`detail.${i}.kode_group`]}
                onChange={(e) => set(i, { kode_group: e.currentTarget.value })}
                data={[{ value: '', label: '-' }, ...groups.map((g) => ({ value: g.kode_group, label: `${g.kode_group} - ${g.nama_group} (${g.kadar})` }))]}
              />
              <NativeSelect
                label={t('orders.common.jenis')}
                withAsterisk
                value={l.kode_dept}
                error={errors[`detail.${i}.kode_dept`]}
                onChange={(e) => set(i, { kode_dept: e.currentTarget.value })}
                data={[{ value: '', label: '-' }, ...jenis.map((j) => ({ value: j.kode_dept, label: `${j.kode_dept} - ${j.nama_dept}` }))]}
              />
              <WeightInput
                label={t('orders.common.beratEstimasi')}
                withAsterisk
                value={l.berat_estimasi}
                error={errors[`detail.${i}.berat_estimasi`]}
                onChange={(v) => set(i, { berat_estimasi: v })}
              />
              <TextInput label={t('orders.common.size')} value={l.size} onChange={(e) => set(i, { size: e.currentTarget.value.toUpperCase() })} />
              <MoneyInput label={t('orders.common.ongkos')} value={l.ongkos} onChange={(v) => set(i, { ongkos: v })} />
              <TextInput label={t('orders.common.estimasi')} readOnly value={formatNumber(estimateOf(l, prices))} data-testid="order-line-estimate" />
            </SimpleGrid>
            <FileButton onChange={(file) => onPhoto(i, file)} accept="image/png,image/jpeg,image/webp" capture="environment">
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading === i} leftSection={<IconPhoto size={14} />} aria-label={t('services.intake.photoOf', { n: i + 1 })}>
                  {t('services.intake.pickPhoto')}
                </Button>
              )}
            </FileButton>
            {lines.length > 1 && (
              <ActionIcon variant="subtle" color="red" aria-label={t('orders.common.removeLine', { n: i + 1 })} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
          {l.preview && <Image src={l.preview} alt={t('services.intake.photoOf', { n: i + 1 })} h={90} w="auto" fit="contain" mt="xs" data-testid="order-line-photo" />}
          {errors[`detail.${i}.foto`] && (
            <Text c="red" size="sm">
              {errors[`detail.${i}.foto`]}
            </Text>
          )}
        </Paper>
      ))}
    </>
  );
}
