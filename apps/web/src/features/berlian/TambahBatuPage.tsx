import { type ItemStonesRow } from '@emas/domain';
import { Alert, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { CertificateFields, EMPTY_STONE, StoneLinesEditor, stoneDraftOf, stoneRequestOf, type StoneDraft } from './StoneLinesEditor';

/**
 * /tambah-batu (issue 34, the original's Data Barang 'Edit Berlian' / 'Tambah Batu'): a diamond piece in stock is found
 * by its barcode; its stone lines are added, edited and removed, its certificate (lab and number) set, and a photo or
 * PDF of the certificate uploaded. The server checks every line against the masters and answers the messages.
 */
export function TambahBatuPage() {
  const { t } = useTranslation();
  const [barcode, setBarcode] = useState('');
  const [item, setItem] = useState<ItemStonesRow | null>(null);
  const [lines, setLines] = useState<StoneDraft[]>([]);
  const [cert, setCert] = useState({ lab: '', no: '' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (row: ItemStonesRow) => {
    setItem(row);
    setLines(row.batu.length ? row.batu.map(stoneDraftOf) : [{ ...EMPTY_STONE }]);
    setCert({ lab: row.sertifikat?.lab_sertifikat ?? '', no: row.sertifikat?.no_sertifikat ?? '' });
  };

  const find = async () => {
    const code = barcode.trim().toUpperCase();
    if (!code) return;
    setBusy(true);
    try {
      show((await api.get<ItemStonesRow>(`barang/${encodeURIComponent(code)}/batu`)).data);
    } catch (err) {
      setItem(null);
      notifyApiError(err, t('berlianStock.batu.failed'));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!item) return;
    setBusy(true);
    try {
      const res = await api.post<ItemStonesRow>(`barang/${encodeURIComponent(item.kode_barcode)}/batu`, { batu: lines.map(stoneRequestOf), lab_sertifikat: cert.lab, no_sertifikat: cert.no });
      show(res.data);
      notify.success(res.message ?? '');
    } catch (err) {
      notifyApiError(err, t('berlianStock.batu.failed'));
    } finally {
      setBusy(false);
    }
  };

  const upload = async () => {
    if (!item || !file) return;
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    try {
      const res = await api.upload<{ foto_sertifikat: string }>(`barang/${encodeURIComponent(item.kode_barcode)}/sertifikat`, form);
      notify.success(res.message ?? '');
      setFile(null);
    } catch (err) {
      notifyApiError(err, t('berlianStock.batu.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('berlianStock.batu.title')} removable={false} reloadable={false} testId="tambah-batu">
      <Stack gap="md">
        <Group align="end">
          <TextInput
            label={t('berlianStock.batu.barcode')}
            value={barcode}
            onChange={(e) => setBarcode(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void find();
            }}
          />
          <Button leftSection={<IconSearch size={16} />} onClick={() => void find()} loading={busy && !item}>
            {t('berlianStock.batu.load')}
          </Button>
        </Group>
        {item && (
          <>
            <Alert color="blue" data-testid="batu-summary">
              <Text size="sm" fw={600}>
                {item.kode_barcode} · {item.nama_barang}
              </Text>
              <Text size="sm">{t('berlianStock.batu.summary', { berat: item.berat, batu: item.berat_batu, emas: item.berat_emas, karat: item.total_karat.toFixed(3) })}</Text>
            </Alert>
            <StoneLinesEditor lines={lines} onChange={setLines} />
            <CertificateFields lab={cert.lab} no={cert.no} onChange={setCert} />
            <Group>
              <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={busy} data-testid="batu-save">
                {t('berlianStock.batu.save')}
              </Button>
            </Group>
            {item.sertifikat && (
              <Group align="end">
                <FileInput w={280} label={t('berlianStock.batu.fotoSertifikat')} accept="image/jpeg,image/png,image/webp,application/pdf" value={file} onChange={setFile} clearable />
                <Button variant="light" leftSection={<IconUpload size={16} />} disabled={!file} onClick={() => void upload()} loading={busy && !!file}>
                  {t('berlianStock.batu.upload')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Panel>
  );
}
