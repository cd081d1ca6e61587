import type { MasterRow } from '@emas/domain';
import { ActionIcon, Button, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WeightInput } from '../../kit/Inputs';
import { useReference } from '../../lib/reference';
import { emptyPiece, type PieceForm } from './pawn-api';
import { PiecePhotoInput } from './PiecePhoto';

type Props = {
  pieces: PieceForm[];
  onChange: (pieces: PieceForm[]) => void;
  errors: Record<string, string>;
  /** told the error keys of the fields edited (`detail_barang.<i>.<field>`), so their old messages go */
  onEdit?: (...fields: string[]) => void;
};

/** The pledged pieces of a loan being written: name, group, purity (else the group's), weight, stone weight, condition, photo. */
export function PiecesEditor({ pieces, onChange, errors, onEdit }: Props) {
  const { t } = useTranslation();
  const groups = useReference('group');
  const kondisi = useReference('kondisi-pinjaman');
  const set = (i: number, patch: Partial<PieceForm>) => {
    onEdit?.(...Object.keys(patch).map((f) => `detail_barang.${i}.${f}`));
    onChange(pieces.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  };
  const err = (i: number, f: string) => errors[`detail_barang.${i}.${f}`];
  const groupKadar = (code: string | null) => {
    const row = (groups.data ?? []).find((g) => String(g.kode_group) === code);
    return row && row.kadar !== null && row.kadar !== undefined ? String(row.kadar) : '';
  };
  // choosing a group shows its purity in the Kadar column (the loan's default), unless one was typed for this piece
  const chooseGroup = (i: number, code: string | null) => {
    const p = pieces[i]!;
    const typed = p.kadar !== '' && p.kadar !== groupKadar(p.kode_group);
    set(i, typed ? { kode_group: code } : { kode_group: code, kadar: groupKadar(code) });
  };
  const options = (rows: MasterRow[] | undefined, code: string, name: string) => (rows ?? []).map((r) => ({ value: String(r[code]), label: `${String(r[code])} - ${String(r[name] ?? '')}` }));
  return (
    <>
      {/* wider than a phone: the table scrolls inside its panel, each field keeps a usable width */}
      <Table.ScrollContainer minWidth={1100}>
      <Table withTableBorder data-testid="hutang-barang">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pawn.fields.namaBarang')}</Table.Th>
            <Table.Th>{t('pawn.fields.group')}</Table.Th>
            <Table.Th>{t('pawn.fields.kadar')}</Table.Th>
            <Table.Th>{t('pawn.fields.berat')}</Table.Th>
            <Table.Th>{t('pawn.fields.beratBatu')}</Table.Th>
            <Table.Th>{t('pawn.fields.kondisi')}</Table.Th>
            <Table.Th>{t('pawn.fields.keterangan')}</Table.Th>
            <Table.Th>{t('pawn.fields.foto')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pieces.map((p, i) => (
            <Table.Tr key={i} data-testid={`hutang-barang-${i}`}>
              <Table.Td>
                <TextInput value={p.nama_barang} onChange={(e) => set(i, { nama_barang: e.currentTarget.value.toUpperCase() })} error={err(i, 'nama_barang')} miw={180} aria-label={t('pawn.fields.namaBarang')} data-testid={`barang-nama-${i}`} />
              </Table.Td>
              <Table.Td>
                <Select data={options(groups.data, 'kode_group', 'nama_group')} value={p.kode_group} onChange={(v) => chooseGroup(i, v)} error={err(i, 'kode_group')} searchable miw={160} aria-label={t('pawn.fields.group')} data-testid={`barang-group-${i}`} />
              </Table.Td>
              <Table.Td>
                <TextInput value={p.kadar} onChange={(e) => set(i, { kadar: e.currentTarget.value.replace(/[^0-9.]/g, '') })} error={err(i, 'kadar')} w={80} aria-label={t('pawn.fields.kadar')} data-testid={`barang-kadar-${i}`} />
              </Table.Td>
              <Table.Td>
                <WeightInput value={p.berat} onChange={(v) => set(i, { berat: v })} error={err(i, 'berat')} w={110} aria-label={t('pawn.fields.berat')} data-testid={`barang-berat-${i}`} />
              </Table.Td>
              <Table.Td>
                <WeightInput value={p.berat_batu} onChange={(v) => set(i, { berat_batu: v })} error={err(i, 'berat_batu')} w={110} aria-label={t('pawn.fields.beratBatu')} data-testid={`barang-batu-${i}`} />
              </Table.Td>
              <Table.Td>
                <Select data={options(kondisi.data, 'kode_kondisi_pinjaman', 'nama_kondisi_pinjaman')} value={p.kode_kondisi} onChange={(v) => set(i, { kode_kondisi: v })} error={err(i, 'kode_kondisi')} miw={150} aria-label={t('pawn.fields.kondisi')} data-testid={`barang-kondisi-${i}`} />
              </Table.Td>
              <Table.Td>
                <TextInput value={p.keterangan} onChange={(e) => set(i, { keterangan: e.currentTarget.value.toUpperCase() })} miw={150} aria-label={t('pawn.fields.keterangan')} />
              </Table.Td>
              <Table.Td>
                <PiecePhotoInput n={i + 1} preview={p.preview} error={err(i, 'foto')} onUploaded={(foto, preview) => set(i, { foto, preview })} />
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" disabled={pieces.length === 1} onClick={() => onChange(pieces.filter((_, j) => j !== i))} aria-label={t('pawn.actions.hapusBarang')}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      </Table.ScrollContainer>
      <Button variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...pieces, emptyPiece()])} w="fit-content" data-testid="hutang-tambah-barang">
        {t('pawn.actions.tambahBarang')}
      </Button>
    </>
  );
}
