import { type AkunRow, type ParaAkunRow } from '@emas/domain';
import { Badge, Button, Group, Select, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  parameter: ParaAkunRow;
  akuns: readonly AkunRow[];
  saving: boolean;
  /** Simpan Perubahan with the edited lines */
  onSave: (edited: ParaAkunRow) => void;
  /** Kembali: the edits are dropped */
  onBack: () => void;
};

/**
 * The edit view of Parameter Akun (spec 000 §2, §4): the lines of one journal parameter; clicking an
 * account number turns the cell into a picker of the chart of accounts. Edits stay here, in local state,
 * until Simpan Perubahan; Kembali drops them.
 */
export function ParameterAkunEditor({ parameter, akuns, saving, onSave, onBack }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => parameter.detail_akun.map((d) => ({ ...d })));
  const [editing, setEditing] = useState<string | null>(null);
  const namaOf = new Map(akuns.map((a) => [a.nomor_akun, a.nama_akun]));
  const options = akuns.map((a) => ({ value: a.nomor_akun, label: `${a.nomor_akun} - ${a.nama_akun}` }));
  const original = new Map(parameter.detail_akun.map((d) => [d._id, d.nomor_akun]));
  const dirty = draft.some((d) => original.get(d._id) !== d.nomor_akun);

  const pick = (id: string, nomor: string | null) => {
    if (nomor) setDraft((rows) => rows.map((r) => (r._id === id ? { ...r, nomor_akun: nomor } : r)));
    setEditing(null);
  };

  return (
    <Stack gap="md" data-testid="parameter-akun-editor">
      <Title order={4}>{t('accounting.parameterAkun.editTitle', { trx: parameter.trx, type: parameter.type })}</Title>
      <Text size="sm" c="dimmed">
        {t('accounting.parameterAkun.clickToChange')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder withColumnBorders aria-label={t('accounting.parameterAkun.detail')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounting.parameterAkun.kodeAkun')}</Table.Th>
              <Table.Th>{t('accounting.parameterAkun.jenisAkun')}</Table.Th>
              <Table.Th>{t('accounting.parameterAkun.nomorAkun')}</Table.Th>
              <Table.Th>{t('accounting.parameterAkun.namaAkun')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.map((d) => (
              <Table.Tr key={d._id}>
                <Table.Td>{d.kode_akun}</Table.Td>
                <Table.Td>{d.jenis_akun}</Table.Td>
                <Table.Td miw={260}>
                  {editing === d._id ? (
                    <Select
                      aria-label={`${t('accounting.parameterAkun.pickAccount')} ${d.kode_akun} ${d.jenis_akun}`}
                      data={options}
                      defaultValue={d.nomor_akun}
                      searchable
                      autoFocus
                      defaultDropdownOpened
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      onChange={(v) => pick(d._id, v)}
                      onBlur={() => setEditing(null)}
                      onKeyDown={(e) => {
                        if (e.key === 'Escape') setEditing(null);
                      }}
                      data-testid={`pick-${d.jenis_akun}`}
                    />
                  ) : (
                    <UnstyledButton
                      onClick={() => setEditing(d._id)}
                      aria-label={`${t('accounting.parameterAkun.nomorAkun')} ${d.kode_akun} ${d.jenis_akun}: ${d.nomor_akun}`}
                      data-testid={`cell-${d.jenis_akun}`}
                      style={{ width: '100%' }}
                    >
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600} td="underline" style={{ textDecorationStyle: 'dotted' }}>
                          {d.nomor_akun}
                        </Text>
                        {original.get(d._id) !== d.nomor_akun ? (
                          <Badge size="xs" color="orange" variant="light">
                            {t('accounting.parameterAkun.changed')}
                          </Badge>
                        ) : null}
                      </Group>
                    </UnstyledButton>
                  )}
                </Table.Td>
                <Table.Td>{namaOf.get(d.nomor_akun) ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={saving} data-testid="parameter-akun-back">
          {t('accounting.parameterAkun.back')}
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={saving}
          disabled={!dirty}
          onClick={() => onSave({ ...parameter, detail_akun: draft })}
          data-testid="parameter-akun-save"
        >
          {t('accounting.parameterAkun.save')}
        </Button>
      </Group>
    </Stack>
  );
}
