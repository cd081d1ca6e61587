import { MESSAGES, type BarangRow } from '@emas/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredTextInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api, errorMessage } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import type { BatchResult } from './batch';
import { normalizeBarcode, weightText } from './scan-list';
import { useSubmissionKey } from '../../../kit/submission-key';

/**
 * /tambah-dan-ambil-stock-aksesoris: accessories are counted by quantity, not barcode: scan the
 * accessory, type a quantity, then add (POST stock-aksesoris/tambah) or take (…/ambil).
 */
export function StockAksesorisPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [item, setItem] = useState<BarangRow | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [jumlah, setJumlah] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const [done, setDone] = useState<string | null>(null);

  const find = async () => {
    const code = normalizeBarcode(text);
    if (!code) return;
    setBusy(true);
    setDone(null);
    try {
      const { data } = await api.get<BarangRow>(`barang/${encodeURIComponent(code)}`);
      if (data.jenis_harga !== 'AKSESORIS') {
        const message = t('stock.movements.aksesoris.notAccessory', { code: data.kode_barcode });
        setItem(null);
        setLookupError(message);
        notify.error(message);
      } else {
        setItem(data);
        setLookupError(null);
      }
    } catch (e) {
      const message = errorMessage(e);
      setItem(null);
      setLookupError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (action: 'tambah' | 'ambil') => {
    if (!item) return notify.warning(t('stock.movements.aksesoris.chooseItem'));
    if (!jumlah || Number(jumlah) <= 0) return notify.warning(t('stock.movements.aksesoris.jumlahRequired'));
    setBusy(true);
    try {
      const { data, message } = await api.post<BatchResult>(`stock-aksesoris/${action}`, {
        kode_barcode: item.kode_barcode,
        jumlah: Number(jumlah),
        keterangan,
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_ref);
      const now = data.barang.find((b) => b.kode_barcode === item.kode_barcode) ?? item;
      setItem(now);
      setDone(t('stock.movements.aksesoris.done', { code: item.kode_barcode, jumlah: now.jumlah, no: data.no_ref }));
      setJumlah('');
      setKeterangan('');
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void find();
    }
  };

  return (
    <Panel title={t('stock.movements.aksesoris.title')} removable={false} testId="stock-aksesoris">
      <Stack>
        {done && (
          <Alert color="teal" data-testid="aksesoris-done">
            {done}
          </Alert>
        )}
        <TextInput
          label={t('stock.movements.scan.barcode')}
          description={t('stock.movements.scan.barcodeHint')}
          value={text}
          error={lookupError}
          autoComplete="off"
          disabled={busy}
          onChange={(e) => {
            setText(e.currentTarget.value.toUpperCase());
            setLookupError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {item && (
          <Text size="sm" data-testid="aksesoris-item">
            {item.kode_barcode} · {item.nama_barang} · {item.kode_gudang} / {item.kode_baki} · {weightText(item.berat)} g ·{' '}
            {t('stock.movements.aksesoris.stock')}: <b>{item.jumlah}</b>
          </Text>
        )}
        <Group grow align="flex-start">
          <FilteredTextInput label={t('stock.movements.aksesoris.jumlah')} value={jumlah} onChange={setJumlah} filter="digits" disabled={busy} />
          <TextInput label={t('stock.movements.keterangan')} value={keterangan} maxLength={200} disabled={busy} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
        </Group>
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} disabled={!item} loading={busy} onClick={() => void submit('tambah')}>
            {t('stock.movements.aksesoris.tambah')}
          </Button>
          <Button color="orange" leftSection={<IconMinus size={16} />} disabled={!item} loading={busy} onClick={() => void submit('ambil')}>
            {t('stock.movements.aksesoris.ambil')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
