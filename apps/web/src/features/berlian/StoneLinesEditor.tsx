import { CERTIFICATE_LABS, STONE_ATTRIBUTES, type StoneLineRequest, type StoneLineRow } from '@emas/domain';
import { ActionIcon, Button, Group, NativeSelect, ScrollArea, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStoneChoices } from './use-berlian-options';

/** A stone line as typed: every field text, grades by their masters' codes. */
export type StoneDraft = {
  jenis_batu: string;
  jumlah: string;
  karat: string;
  size: string;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  kode_cutgrade: string;
  kode_polish: string;
  kode_symmetry: string;
  kode_fluorescence: string;
};

export const EMPTY_STONE: StoneDraft = {
  jenis_batu: 'DIAMOND',
  jumlah: '1',
  karat: '',
  size: '',
  kode_shape: '',
  kode_color: '',
  kode_clarity: '',
  kode_cutgrade: '',
  kode_polish: '',
  kode_symmetry: '',
  kode_fluorescence: '',
};

export const stoneDraftOf = (row: StoneLineRow): StoneDraft => ({
  ...row,
  jumlah: String(row.jumlah),
  karat: row.karat.toFixed(3),
});

/** The drafts as the request sends them (the server checks and answers the messages). */
export const stoneRequestOf = (d: StoneDraft): StoneLineRequest => ({ ...d, jumlah: d.jumlah, karat: d.karat });

/**
 * The original's 'Tambah Batu' lines: stone type, count, carats, size and the seven grades picked from the stone
 * masters; lines added and removed. `prefix` names the fields for tests and screen readers ('Karat 1').
 */
export function StoneLinesEditor({ lines, onChange, prefix = '' }: { lines: readonly StoneDraft[]; onChange: (next: StoneDraft[]) => void; prefix?: string }) {
  const { t } = useTranslation();
  const choices = useStoneChoices();
  const set = (i: number, patch: Partial<StoneDraft>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const label = (key: string, i: number) => `${prefix}${t(`berlianStock.batu.${key}`)} ${i + 1}`;
  const text = (i: number, field: 'jenis_batu' | 'jumlah' | 'karat' | 'size', key: string, width: number) => (
    <TextInput w={width} size="xs" aria-label={label(key, i)} value={lines[i]![field]} onChange={(e) => set(i, { [field]: e.currentTarget.value })} />
  );
  return (
    <Stack gap="xs">
      <ScrollArea>
        <Table withTableBorder striped miw={1100}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('berlianStock.batu.jenisBatu')}</Table.Th>
              <Table.Th>{t('berlianStock.batu.jumlah')}</Table.Th>
              <Table.Th>{t('berlianStock.batu.karat')}</Table.Th>
              <Table.Th>{t('berlianStock.batu.size')}</Table.Th>
              {STONE_ATTRIBUTES.map((a) => (
                <Table.Th key={a.name}>{t(`berlianStock.batu.${a.name}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((_, i) => (
              <Table.Tr key={i} data-testid={`${prefix}batu-line-${i + 1}`}>
                <Table.Td>{text(i, 'jenis_batu', 'jenisBatu', 110)}</Table.Td>
                <Table.Td>{text(i, 'jumlah', 'jumlah', 60)}</Table.Td>
                <Table.Td>{text(i, 'karat', 'karat', 80)}</Table.Td>
                <Table.Td>{text(i, 'size', 'size', 70)}</Table.Td>
                {STONE_ATTRIBUTES.map((a) => {
                  const field = `kode_${a.name}` as keyof StoneDraft;
                  return (
                    <Table.Td key={a.name}>
                      <NativeSelect
                        size="xs"
                        aria-label={label(a.name, i)}
                        value={lines[i]![field]}
                        onChange={(e) => set(i, { [field]: e.currentTarget.value })}
                        data={[{ value: '', label: t('berlianStock.batu.choose') }, ...(choices[a.name] ?? [])]}
                      />
                    </Table.Td>
                  );
                })}
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={label('removeStone', i)} onClick={() => onChange(lines.filter((__, j) => j !== i))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...lines, { ...EMPTY_STONE }])}>
          {`${prefix}${t('berlianStock.batu.addStone')}`}
        </Button>
      </Group>
    </Stack>
  );
}

/** The certificate: lab (GIA, IGI, HRD or another typed) and number. */
export function CertificateFields({ lab, no, onChange, prefix = '' }: { lab: string; no: string; onChange: (v: { lab: string; no: string }) => void; prefix?: string }) {
  const { t } = useTranslation();
  return (
    <Group align="end">
      <TextInput
        w={140}
        label={`${prefix}${t('berlianStock.batu.lab')}`}
        value={lab}
        list="berlian-labs"
        onChange={(e) => onChange({ lab: e.currentTarget.value, no })}
      />
      <datalist id="berlian-labs">
        {CERTIFICATE_LABS.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <TextInput w={220} label={`${prefix}${t('berlianStock.batu.noSertifikat')}`} value={no} onChange={(e) => onChange({ lab, no: e.currentTarget.value })} />
    </Group>
  );
}
