import type { MasterRow, TerimaLineRow, TerimaRow } from '@emas/domain';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { useSubmissionKey } from '../../kit/submission-key';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { CertificateFields, EMPTY_STONE, StoneLinesEditor, stoneRequestOf, type StoneDraft } from './StoneLinesEditor';
import { useBerlianChoices } from './use-berlian-options';

type PieceDraft = {
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  harga_jual: string;
  ongkos: string;
  harga_modal: string;
  batu: StoneDraft[];
  lab: string;
  no: string;
};
const EMPTY_PIECE: PieceDraft = { nama_barang: '', kode_group: '', kode_dept: '', berat: '', kadar: '', harga_jual: '', ongkos: '', harga_modal: '', batu: [{ ...EMPTY_STONE }], lab: 'GIA', no: '' };
type Receipt = TerimaRow & { detail: TerimaLineRow[] };

const options = (rows: readonly MasterRow[] | undefined, code: string, name: string) => (rows ?? []).map((r) => ({ value: String(r[code]), label: `${String(r[code])} - ${String(r[name] ?? '')}` }));

/**
 * /penerimaan-berlian (issue 34): diamond pieces received from a diamond supplier into a tray, each with its gold part,
 * its cost (harga modal), its stone lines and its certificate, in one receipt (POST penerimaan-barang/berlian, one
 * transaction). The server checks the supplier, the types, every grade and the certificate numbers.
 */
export function PenerimaanBerlianPage() {
  const { t } = useTranslation();
  const { jenis, supplier } = useBerlianChoices();
  const groups = useReference('group');
  const trays = useReference('baki');
  const submission = useSubmissionKey();
  const [head, setHead] = useState({ kode_supplier: '', no_faktur_supplier: '', kode_baki: '' });
  const [pieces, setPieces] = useState<PieceDraft[]>([{ ...EMPTY_PIECE }]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Receipt | null>(null);
  const choose = { value: '', label: t('berlianStock.batu.choose') };
  const setPiece = (i: number, patch: Partial<PieceDraft>) => setPieces(pieces.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const save = async () => {
    setBusy(true);
    try {
      const res = await api.post<Receipt>('penerimaan-barang/berlian', {
        ...head,
        barang: pieces.map((p) => ({
          nama_barang: p.nama_barang,
          kode_group: p.kode_group,
          kode_dept: p.kode_dept,
          berat: p.berat,
          kadar: p.kadar,
          harga_jual: p.harga_jual,
          ongkos: p.ongkos,
          harga_modal: p.harga_modal,
          batu: p.batu.map(stoneRequestOf),
          lab_sertifikat: p.no ? p.lab : '',
          no_sertifikat: p.no,
        })),
        idempotency_key: submission.current(),
      });
      submission.renew();
      setDone(res.data);
      setPieces([{ ...EMPTY_PIECE }]);
      notify.success(res.message ?? '');
    } catch (err) {
      notifyApiError(err, t('berlianStock.batu.failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (i: number, key: keyof Omit<PieceDraft, 'batu' | 'lab' | 'no'>, label: string) => (
    <TextInput label={`${label} ${i + 1}`} value={pieces[i]![key]} onChange={(e) => setPiece(i, { [key]: e.currentTarget.value })} />
  );

  return (
    <Panel title={t('berlianStock.terima.title')} removable={false} reloadable={false} testId="penerimaan-berlian">
      <Stack gap="md">
        {done && (
          <Alert color="teal" data-testid="terima-berlian-done">
            {t('berlianStock.terima.received', { no: done.no_terima })} · {done.detail.map((d) => d.kode_barcode).join(', ')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <NativeSelect label={t('berlianStock.book.supplier')} value={head.kode_supplier} onChange={(e) => setHead({ ...head, kode_supplier: e.currentTarget.value })} data={[choose, ...supplier]} />
          <TextInput label={t('berlianStock.terima.noFaktur')} value={head.no_faktur_supplier} onChange={(e) => setHead({ ...head, no_faktur_supplier: e.currentTarget.value })} />
          <NativeSelect label={t('berlianStock.terima.baki')} value={head.kode_baki} onChange={(e) => setHead({ ...head, kode_baki: e.currentTarget.value })} data={[choose, ...options(trays.data, 'kode_baki', 'nama_baki')]} />
        </SimpleGrid>
        {pieces.map((p, i) => (
          <Card key={i} withBorder data-testid={`piece-${i + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('berlianStock.terima.piece', { n: i + 1 })}</Text>
                {pieces.length > 1 && (
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setPieces(pieces.filter((_, j) => j !== i))}>
                    {t('berlianStock.terima.removePiece')}
                  </Button>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                {field(i, 'nama_barang', t('berlianStock.cols.namaBarang'))}
                <NativeSelect label={`${t('berlianStock.terima.group')} ${i + 1}`} value={p.kode_group} onChange={(e) => setPiece(i, { kode_group: e.currentTarget.value })} data={[choose, ...options(groups.data, 'kode_group', 'nama_group')]} />
                <NativeSelect label={`${t('berlianStock.cols.jenis')} ${i + 1}`} value={p.kode_dept} onChange={(e) => setPiece(i, { kode_dept: e.currentTarget.value })} data={[choose, ...jenis]} />
                {field(i, 'berat', t('berlianStock.cols.berat'))}
                {field(i, 'kadar', t('berlianStock.terima.kadar'))}
                {field(i, 'harga_modal', t('berlianStock.cols.modal'))}
                {field(i, 'harga_jual', t('berlianStock.cols.hargaJual'))}
                {field(i, 'ongkos', t('berlianStock.terima.ongkos'))}
              </SimpleGrid>
              <StoneLinesEditor lines={p.batu} onChange={(batu) => setPiece(i, { batu })} prefix={`${i + 1}. `} />
              <CertificateFields lab={p.lab} no={p.no} onChange={(c) => setPiece(i, { lab: c.lab, no: c.no })} prefix={`${i + 1}. `} />
            </Stack>
          </Card>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setPieces([...pieces, { ...EMPTY_PIECE, batu: [{ ...EMPTY_STONE }] }])}>
            {t('berlianStock.terima.addPiece')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={busy} data-testid="terima-berlian-save">
            {t('berlianStock.terima.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
