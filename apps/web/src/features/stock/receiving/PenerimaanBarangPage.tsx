import {
  formatBusinessDate,
  isModuleOn,
  SUPPLIER_BARANG_MODULE,
  MESSAGES,
  parseWeightToMg,
  type KirimWithDetail,
  type ScanState,
  type TerimaLineRow,
  type TerimaRow,
} from '@emas/domain';
import { ActionIcon, Alert, Badge, Button, Group, NativeSelect, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { notify, notifyApiError } from '../../../lib/notify';
import { useReference } from '../../../lib/reference';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from '../movements/GudangBakiPicker';
import { PendingShipmentSelect, useReceivingKeys, weightText } from './receiving-shared';
import { EMPTY_SUPPLIER_HEADER, SupplierHeader, supplierHeaderBody } from './SupplierHeader';
import { useSession } from '../../../lib/session';
import { useSubmissionKey } from '../../../kit/submission-key';

type Receipt = TerimaRow & { detail: TerimaLineRow[] };

/** The receipt just saved: its number, and the problem invoice it raised. */
function ReceiptDone({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" data-testid="terima-done" title={t('receiving.penerimaan.done', { no: receipt.no_terima })}>
      <Text size="sm">
        {t('receiving.common.noTerima')}: <b data-testid="no-terima">{receipt.no_terima}</b> · {receipt.kode_gudang} / {receipt.kode_baki} ·{' '}
        {t('receiving.common.totalQty')}: {receipt.total_qty} · {t('receiving.common.totalBerat')}: {weightText(receipt.total_berat)}
      </Text>
      {receipt.no_faktur_bermasalah && (
        <Text size="sm" c="orange" data-testid="terima-problem">
          {t('receiving.penerimaan.problem', { no: receipt.no_faktur_bermasalah })}
        </Text>
      )}
    </Alert>
  );
}

/** A chain shipment: choose it, check the weights, choose the tray, receive. */
function TerimaKiriman({ onDone }: { onDone: (r: Receipt) => void }) {
  const { t } = useTranslation();
  const keys = useReceivingKeys();
  const queryClient = useQueryClient();
  const [noKirim, setNoKirim] = useState('');
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [bakiError, setBakiError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const kirim = useQuery({
    queryKey: keys.kirim(noKirim),
    queryFn: async () => (await api.get<KirimWithDetail>(`kirimbarang/get/nokirim/${encodeURIComponent(noKirim)}`)).data,
    enabled: noKirim !== '',
  });
  const scan = useQuery({
    queryKey: keys.scan(noKirim),
    queryFn: async () => (await api.get<ScanState>('stock-opname-penerimaan', { no_kirim: noKirim })).data,
    enabled: noKirim !== '',
  });
  const counted = scan.data && scan.data.jumlah_ditemukan + scan.data.jumlah_tidak_terdaftar > 0 ? scan.data : null;
  const found = new Set(counted?.ditemukan.map((d) => d.kode_barcode) ?? []);

  const save = async () => {
    if (!noKirim || !kirim.data) return notify.warning(t('receiving.common.chooseKirim'));
    if (!place.kode_baki) {
      setBakiError(t('receiving.common.chooseBaki'));
      return notify.warning(t('receiving.common.chooseBaki'));
    }
    const detail = kirim.data.detail
      .filter((l) => l.kode_barcode && weights[l.kode_barcode] !== undefined && weights[l.kode_barcode] !== '')
      .filter((l) => !counted || found.has(l.kode_barcode!))
      .filter((l) => parseWeightToMg(weights[l.kode_barcode!]!.replace(',', '.')) !== parseWeightToMg(l.berat))
      .map((l) => ({ kode_barcode: l.kode_barcode!, berat: weights[l.kode_barcode!]! }));
    setSaving(true);
    try {
      const { data, message } = await api.post<Receipt>('penerimaan-barang', {
        no_kirim: noKirim,
        kode_gudang: place.kode_gudang || undefined,
        kode_baki: place.kode_baki,
        ...(detail.length ? { detail } : {}),
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_terima);
      onDone(data);
      setNoKirim('');
      setWeights({});
      await queryClient.invalidateQueries({ queryKey: ['receiving'] });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <PendingShipmentSelect
        value={noKirim}
        disabled={saving}
        onChange={(v) => {
          setNoKirim(v);
          setWeights({});
        }}
      />
      {kirim.data && (
        <Stack gap="xs" data-testid="kirim-detail">
          <Text size="sm">
            {t('receiving.common.pengirim')}: <b>{kirim.data.kode_toko_asal} {kirim.data.nama_toko_asal}</b> · {t('receiving.common.tglKirim')}: {formatBusinessDate(kirim.data.tgl_kirim)}
            {kirim.data.keterangan ? ` · ${kirim.data.keterangan}` : ''}
          </Text>
          {counted && (
            <Alert color="yellow" data-testid="kirim-counted">
              {t('receiving.penerimaan.counted', { found: counted.jumlah_ditemukan, missing: counted.jumlah_tidak_ada, unexpected: counted.jumlah_tidak_terdaftar })}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('receiving.penerimaan.weightHint')}
          </Text>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receiving.common.kodeBarcode')}</Table.Th>
                <Table.Th>{t('receiving.common.namaBarang')}</Table.Th>
                <Table.Th ta="right">{t('receiving.common.beratKirim')}</Table.Th>
                <Table.Th>{t('receiving.common.beratTerima')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kirim.data.detail.map((l) => {
                const code = l.kode_barcode ?? '';
                const missing = counted !== null && !found.has(code);
                return (
                  <Table.Tr key={code} data-testid="kirim-line" opacity={missing ? 0.5 : 1}>
                    <Table.Td>
                      {code} {missing && <Badge color="red" size="xs">{t('receiving.opname.tidakAda')}</Badge>}
                    </Table.Td>
                    <Table.Td>{l.nama_barang}</Table.Td>
                    <Table.Td ta="right">{weightText(l.berat)}</Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`${t('receiving.common.beratTerima')} ${code}`}
                        placeholder={weightText(l.berat)}
                        disabled={missing || saving}
                        value={weights[code] ?? ''}
                        onChange={(e) => setWeights({ ...weights, [code]: e.currentTarget.value.replace(/[^0-9.,]/g, '') })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <GudangBakiPicker
        value={place}
        onChange={(v) => {
          setPlace(v);
          setBakiError(null);
        }}
        gudangLabel={t('receiving.common.gudang')}
        bakiLabel={t('receiving.common.baki')}
        destination
        disabled={saving}
        error={bakiError}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
          {t('receiving.penerimaan.receive')}
        </Button>
      </Group>
    </Stack>
  );
}

type SupplierLine = { nama_barang: string; kode_group: string; kode_dept: string; berat: string; kadar: string; harga_jual: string; ongkos: string; size: string };
const EMPTY_LINE: SupplierLine = { nama_barang: '', kode_group: '', kode_dept: '', berat: '', kadar: '', harga_jual: '', ongkos: '', size: '' };

/** A supplier delivery typed at the store: header, lines, tray. */
function TerimaSupplier({ onDone }: { onDone: (r: Receipt) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useReference('group');
  const depts = useReference('jenis');
  const [supplier, setSupplier] = useState(EMPTY_SUPPLIER_HEADER);
  const { modules } = useSession();
  const [lines, setLines] = useState<SupplierLine[]>([{ ...EMPTY_LINE }]);
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [bakiError, setBakiError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const choose = { value: '', label: t('receiving.common.choose') };
  const groupOptions = [choose, ...(groups.data ?? []).map((g) => ({ value: String(g.kode_group), label: `${String(g.kode_group)} - ${String(g.nama_group ?? '')}` }))];
  const deptOptions = [choose, ...(depts.data ?? []).map((d) => ({ value: String(d.kode_dept), label: `${String(d.kode_dept)} - ${String(d.nama_dept ?? '')}` }))];
  const setLine = (i: number, patch: Partial<SupplierLine>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const save = async () => {
    if (!place.kode_baki) {
      setBakiError(t('receiving.common.chooseBaki'));
      return notify.warning(t('receiving.common.chooseBaki'));
    }
    const filled = lines.filter((l) => l.nama_barang.trim() !== '' || l.berat.trim() !== '');
    if (!filled.length) return notify.warning(t('receiving.penerimaan.noLines'));
    setSaving(true);
    try {
      const { data, message } = await api.post<Receipt>('penerimaan-barang/supplier', {
        ...supplierHeaderBody(supplier, isModuleOn(modules, SUPPLIER_BARANG_MODULE)),
        kode_gudang: place.kode_gudang || undefined,
        kode_baki: place.kode_baki,
        barang: filled.map((l) => ({
          nama_barang: l.nama_barang,
          kode_group: l.kode_group,
          kode_dept: l.kode_dept,
          berat: l.berat,
          kadar: l.kadar || undefined,
          harga_jual: l.harga_jual || undefined,
          ongkos: l.ongkos || undefined,
          size: l.size,
        })),
        idempotency_key: submission.current(),
      });
      submission.renew();
      notify.success(message ?? data.no_terima);
      onDone(data);
      setLines([{ ...EMPTY_LINE }]);
      setSupplier(EMPTY_SUPPLIER_HEADER);
      await queryClient.invalidateQueries({ queryKey: ['receiving'] });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SupplierHeader value={supplier} onChange={setSupplier} disabled={saving} />
      <Table withTableBorder data-testid="supplier-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('receiving.common.namaBarang')}</Table.Th>
            <Table.Th>{t('receiving.penerimaan.kodeGroup')}</Table.Th>
            <Table.Th>{t('receiving.penerimaan.kodeDept')}</Table.Th>
            <Table.Th>{t('receiving.common.berat')}</Table.Th>
            <Table.Th>{t('receiving.penerimaan.kadar')}</Table.Th>
            <Table.Th>{t('receiving.penerimaan.ongkos')}</Table.Th>
            <Table.Th>{t('receiving.penerimaan.size')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput size="xs" aria-label={`${t('receiving.common.namaBarang')} ${i + 1}`} value={l.nama_barang} onChange={(e) => setLine(i, { nama_barang: e.currentTarget.value.toUpperCase() })} />
              </Table.Td>
              <Table.Td>
                <NativeSelect size="xs" aria-label={`${t('receiving.penerimaan.kodeGroup')} ${i + 1}`} data={groupOptions} value={l.kode_group} onChange={(e) => setLine(i, { kode_group: e.currentTarget.value })} />
              </Table.Td>
              <Table.Td>
                <NativeSelect size="xs" aria-label={`${t('receiving.penerimaan.kodeDept')} ${i + 1}`} data={deptOptions} value={l.kode_dept} onChange={(e) => setLine(i, { kode_dept: e.currentTarget.value })} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${t('receiving.common.berat')} ${i + 1}`} value={l.berat} onChange={(e) => setLine(i, { berat: e.currentTarget.value.replace(/[^0-9.,]/g, '') })} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${t('receiving.penerimaan.kadar')} ${i + 1}`} value={l.kadar} onChange={(e) => setLine(i, { kadar: e.currentTarget.value.replace(/[^0-9.,]/g, '') })} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${t('receiving.penerimaan.ongkos')} ${i + 1}`} value={l.ongkos} onChange={(e) => setLine(i, { ongkos: e.currentTarget.value.replace(/\D/g, '') })} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${t('receiving.penerimaan.size')} ${i + 1}`} value={l.size} onChange={(e) => setLine(i, { size: e.currentTarget.value.toUpperCase() })} />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('receiving.penerimaan.removeLine', { n: i + 1 })}
                  disabled={lines.length === 1}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setLines([...lines, { ...EMPTY_LINE }])}>
          {t('receiving.penerimaan.addLine')}
        </Button>
      </Group>
      <GudangBakiPicker
        value={place}
        onChange={(v) => {
          setPlace(v);
          setBakiError(null);
        }}
        gudangLabel={t('receiving.common.gudang')}
        bakiLabel={t('receiving.common.baki')}
        destination
        disabled={saving}
        error={bakiError}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
          {t('receiving.penerimaan.receive')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /penerimaan-barang (spec 000 §2 "Stock"): receive a chain shipment or a supplier delivery into a tray. */
export function PenerimaanBarangPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'TOKO' | 'SUPPLIER'>('TOKO');
  const [done, setDone] = useState<Receipt | null>(null);
  return (
    <Panel title={t('receiving.penerimaan.title')} removable={false} testId="penerimaan-barang">
      <Stack>
        {done && <ReceiptDone receipt={done} />}
        <SegmentedControl
          value={mode}
          onChange={(v) => {
            setMode(v as 'TOKO' | 'SUPPLIER');
            setDone(null);
          }}
          data={[
            { value: 'TOKO', label: t('receiving.penerimaan.modeToko') },
            { value: 'SUPPLIER', label: t('receiving.penerimaan.modeSupplier') },
          ]}
        />
        {mode === 'TOKO' ? <TerimaKiriman onDone={setDone} /> : <TerimaSupplier onDone={setDone} />}
      </Stack>
    </Panel>
  );
}
