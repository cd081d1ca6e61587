import { ActionIcon, FileButton, Grid, Group, Image, MultiSelect, NativeSelect, Paper, Text, TextInput, Button } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WeightInput } from '../../kit/Inputs';
import type { Deskripsi, Group as GroupRow } from './services-api';

/** A piece being taken in: as typed, with its uploaded photo's key and preview. */
export type PieceDraft = { nama_barang: string; kode_group: string; berat: string; deskripsi: string[]; foto: string | null; preview: string | null };

export const emptyPiece = (): PieceDraft => ({ nama_barang: '', kode_group: '', berat: '', deskripsi: [], foto: null, preview: null });

/** One piece of the intake form: name, group, weight in, repairs, photo. `errors` holds the server's `detail.N.*` messages. */
export function ServicePieceRow({
  n,
  piece,
  groups,
  deskripsi,
  errors,
  uploading,
  onChange,
  onPhoto,
  onRemove,
}: {
  n: number;
  piece: PieceDraft;
  groups: readonly GroupRow[];
  deskripsi: readonly Deskripsi[];
  errors: Record<string, string>;
  uploading: boolean;
  onChange: (patch: Partial<PieceDraft>) => void;
  onPhoto: (file: File | null) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const err = (field: string) => errors[`detail.${n - 1}.${field}`];
  return (
    <Paper withBorder p="sm" data-testid="service-piece">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TextInput label={`${t('services.common.namaBarang')} ${n}`} withAsterisk value={piece.nama_barang} error={err('nama_barang')} onChange={(e) => onChange({ nama_barang: e.currentTarget.value.toUpperCase() })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NativeSelect
            label={t('services.common.group')}
            withAsterisk
            value={piece.kode_group}
            error={err('kode_group')}
            onChange={(e) => onChange({ kode_group: e.currentTarget.value })}
            data={[{ value: '', label: t('services.common.pilih') }, ...groups.map((g) => ({ value: g.kode_group, label: `${g.kode_group} - ${g.nama_group} (${g.kadar})` }))]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <WeightInput label={t('services.common.beratMasuk')} withAsterisk value={piece.berat} error={err('berat')} onChange={(v) => onChange({ berat: v })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MultiSelect
            label={t('services.common.deskripsi')}
            withAsterisk
            searchable
            value={piece.deskripsi}
            error={err('deskripsi')}
            onChange={(v) => onChange({ deskripsi: v })}
            data={deskripsi.map((d) => ({ value: d.kode_deskripsi, label: d.nama_deskripsi }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Group gap="xs" wrap="nowrap">
            <FileButton onChange={onPhoto} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading} leftSection={<IconPhoto size={14} />} aria-label={t('services.intake.photoOf', { n })}>
                  {t('services.intake.pickPhoto')}
                </Button>
              )}
            </FileButton>
            <ActionIcon variant="subtle" color="red" aria-label={t('services.intake.removePiece', { n })} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
      {piece.preview && <Image src={piece.preview} alt={t('services.intake.photoOf', { n })} h={90} w="auto" fit="contain" mt="xs" />}
      {err('foto') && (
        <Text c="red" size="sm">
          {err('foto')}
        </Text>
      )}
    </Paper>
  );
}
