import { MESSAGES, RECEIVING_MESSAGES, type KirimRow, type KirimWithDetail, type StatusPengiriman } from '@emas/domain';
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSend, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/Panel';
import { useSubmissionKey } from '../../../kit/submission-key';
import { api, ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/message-text';
import { notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ScanList } from '../movements/ScanList';
import type { ScannedItem } from '../movements/scan-list';
import { useReceivingKeys, weightText } from './receiving-shared';

type Form = { kode_toko_tujuan: string; kode_logistik: string; kode_ekspedisi: string; no_resi: string; biaya_kirim: string; keterangan: string };
const EMPTY: Form = { kode_toko_tujuan: '', kode_logistik: '', kode_ekspedisi: '', no_resi: '', biaya_kirim: '', keterangan: '' };

type TokoKirim = { kode_toko_kirim: string; nama_penerima: string; kota: string };
type Logistik = { kode_logistik: string; nama_logistik: string };
type Ekspedisi = { kode_ekspedisi: string; nama_ekspedisi: string; kode_logistik: string };

const STATUS_COLOR: Record<StatusPengiriman, string> = { DIKIRIM: 'blue', DALAM_PERJALANAN: 'orange', DITERIMA: 'teal', DITERIMA_SELISIH: 'red' };

/**
 * /kirim-barang (the shipping module): pieces scanned out of the store to another store of the chain, with the courier
 * and its service from the owner's lists (required: spec 000 §5), the tracking number and the cost (paid from the
 * drawer); below, the store's shipments with their journey, and the sender's "in transit" with the tracking number.
 */
export function KirimBarangPage() {
  const { t } = useTranslation();
  const session = useSession();
  const keys = useReceivingKeys();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const [form, setForm] = useState<Form>(EMPTY);
  const [items, setItems] = useState<ScannedItem[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<KirimWithDetail | null>(null);
  const [resi, setResi] = useState<Record<string, string>>({});
  const tokos = useQuery({ queryKey: ['kirim-barang', 'toko-kirim', session.kodeToko], queryFn: async () => (await api.get<TokoKirim[]>('toko-kirim')).data });
  const logistik = useQuery({ queryKey: ['kirim-barang', 'logistik', session.kodeToko], queryFn: async () => (await api.get<Logistik[]>('logistik')).data });
  const ekspedisi = useQuery({ queryKey: ['kirim-barang', 'ekspedisi', session.kodeToko], queryFn: async () => (await api.get<Ekspedisi[]>('ekspedisi')).data });
  const listKey = ['receiving', 'kirim-list', session.kodeToko] as const;
  const list = useQuery({ queryKey: listKey, queryFn: async () => (await api.get<KirimRow[]>('kirimbarang/get/nokirim')).data });

  const set = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setErrors({});
  };
  const choose = (label: string) => ({ value: '', label });

  const save = async () => {
    const missing: Record<string, string> = {};
    if (!form.kode_toko_tujuan) missing.kode_toko_tujuan = messageText(RECEIVING_MESSAGES.tokoTujuanRequired);
    if (!form.kode_logistik) missing.kode_logistik = messageText(RECEIVING_MESSAGES.logistikRequired);
    if (!form.kode_ekspedisi) missing.kode_ekspedisi = messageText(RECEIVING_MESSAGES.logistikRequired);
    const biaya = form.biaya_kirim.trim().replace(/\./g, '');
    if (biaya.startsWith('-')) missing.biaya_kirim = t('kit.input.noMinus');
    else if (biaya && !/^\d+$/.test(biaya)) missing.biaya_kirim = t('receiving.kirim.biayaInvalid');
    if (Object.keys(missing).length) {
      setErrors(missing);
      notify.error(Object.values(missing)[0]!);
      return;
    }
    if (items.length === 0) return notify.warning(messageText(RECEIVING_MESSAGES.noLines));
    setSaving(true);
    try {
      const body = { ...form, biaya_kirim: form.biaya_kirim.replace(/\./g, '') || 0, kode_barcode: items.map((i) => i.kode_barcode), idempotency_key: submission.current() };
      const { data, message } = await api.post<KirimWithDetail>('kirim-barang', body);
      notify.success(message ?? data.no_kirim);
      submission.renew();
      setDone(data);
      setItems([]);
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      setSaving(false);
    }
  };

  const perjalanan = async (row: KirimRow) => {
    try {
      const { message } = await api.put<KirimWithDetail>(`kirim-barang/${encodeURIComponent(row.no_kirim)}/perjalanan`, { no_resi: resi[row.no_kirim] ?? '' });
      notify.success(message ?? row.no_kirim);
      await queryClient.invalidateQueries({ queryKey: listKey });
      await queryClient.invalidateQueries({ queryKey: keys.pending });
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    }
  };

  const services = (ekspedisi.data ?? []).filter((e) => e.kode_logistik === form.kode_logistik);
  const rows = list.data ?? [];
  return (
    <Panel title={t('receiving.kirim.title')} removable={false} testId="kirim-barang">
      <Stack>
        <Group align="flex-start" grow>
          <NativeSelect
            label={t('receiving.kirim.tokoTujuan')}
            data-testid="kirim-toko-tujuan"
            data={[choose(t('receiving.common.choose')), ...(tokos.data ?? []).filter((r) => r.kode_toko_kirim !== session.kodeToko).map((r) => ({ value: r.kode_toko_kirim, label: `${r.kode_toko_kirim} - ${r.nama_penerima} (${r.kota})` }))]}
            value={form.kode_toko_tujuan}
            error={errors.kode_toko_tujuan}
            onChange={(e) => set({ kode_toko_tujuan: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('receiving.kirim.logistik')}
            data-testid="kirim-logistik"
            data={[choose(t('receiving.common.choose')), ...(logistik.data ?? []).map((r) => ({ value: r.kode_logistik, label: `${r.kode_logistik} - ${r.nama_logistik}` }))]}
            value={form.kode_logistik}
            error={errors.kode_logistik}
            onChange={(e) => set({ kode_logistik: e.currentTarget.value, kode_ekspedisi: '' })}
          />
          <NativeSelect
            label={t('receiving.kirim.ekspedisi')}
            data-testid="kirim-ekspedisi"
            data={[choose(t('receiving.common.choose')), ...services.map((r) => ({ value: r.kode_ekspedisi, label: `${r.kode_ekspedisi} - ${r.nama_ekspedisi}` }))]}
            value={form.kode_ekspedisi}
            error={errors.kode_ekspedisi}
            onChange={(e) => set({ kode_ekspedisi: e.currentTarget.value })}
          />
        </Group>
        <Group align="flex-start" grow>
          <TextInput label={t('receiving.kirim.noResi')} data-testid="kirim-no-resi" value={form.no_resi} error={errors.no_resi} maxLength={60} onChange={(e) => set({ no_resi: e.currentTarget.value.toUpperCase() })} />
          <TextInput label={t('receiving.kirim.biaya')} data-testid="kirim-biaya" value={form.biaya_kirim} error={errors.biaya_kirim} inputMode="numeric" onChange={(e) => set({ biaya_kirim: e.currentTarget.value })} />
          <TextInput label={t('receiving.kirim.keterangan')} value={form.keterangan} error={errors.keterangan} maxLength={200} onChange={(e) => set({ keterangan: e.currentTarget.value })} />
        </Group>
        <ScanList items={items} onChange={setItems} disabled={saving} testId="kirim-scan" />
        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} />} loading={saving} onClick={() => void save()} data-testid="kirim-simpan">
            {t('receiving.kirim.kirim')}
          </Button>
        </Group>
        {done && (
          <Alert color="teal" data-testid="kirim-done" title={t('receiving.kirim.done', { no: done.no_kirim })}>
            <Text size="sm">
              {done.kode_toko_tujuan} · {done.kode_logistik}/{done.kode_ekspedisi} · {done.no_resi} · {t('receiving.common.totalQty')}: {done.total_qty} · {weightText(done.total_berat)} g
            </Text>
          </Alert>
        )}
        <Card withBorder>
          <Table striped data-testid="kirim-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receiving.common.noKirim')}</Table.Th>
                <Table.Th>{t('receiving.common.tglKirim')}</Table.Th>
                <Table.Th>{t('receiving.kirim.asalTujuan')}</Table.Th>
                <Table.Th>{t('receiving.kirim.logistik')}</Table.Th>
                <Table.Th>{t('receiving.kirim.noResi')}</Table.Th>
                <Table.Th>{t('receiving.common.totalQty')}</Table.Th>
                <Table.Th>{t('receiving.common.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={8}>{t('receiving.kirim.empty')}</Table.Td>
                </Table.Tr>
              )}
              {rows
                .filter((r) => r.jenis === 'TOKO')
                .map((r) => (
                  <Table.Tr key={r.no_kirim} data-testid={`kirim-row-${r.no_kirim}`}>
                    <Table.Td>{r.no_kirim}</Table.Td>
                    <Table.Td>{r.tgl_kirim}</Table.Td>
                    <Table.Td>
                      {r.kode_toko_asal} → {r.kode_toko_tujuan}
                    </Table.Td>
                    <Table.Td>{r.kode_logistik ? `${r.kode_logistik}/${r.kode_ekspedisi}` : '-'}</Table.Td>
                    <Table.Td>{r.no_resi || '-'}</Table.Td>
                    <Table.Td>{r.total_qty}</Table.Td>
                    <Table.Td>
                      {r.status_pengiriman && (
                        <Badge color={STATUS_COLOR[r.status_pengiriman]} data-testid="kirim-status">
                          {t(`receiving.kirim.statuses.${r.status_pengiriman}`)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r.kode_toko_asal === session.kodeToko && r.status === 'PENDING' && (
                        <Group gap="xs" wrap="nowrap">
                          <TextInput
                            size="xs"
                            aria-label={t('receiving.kirim.noResi')}
                            placeholder={r.no_resi}
                            value={resi[r.no_kirim] ?? ''}
                            onChange={(e) => setResi({ ...resi, [r.no_kirim]: e.currentTarget.value.toUpperCase() })}
                          />
                          <Button size="xs" variant="light" leftSection={<IconTruckDelivery size={14} />} onClick={() => void perjalanan(r)}>
                            {t('receiving.kirim.perjalanan')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
    </Panel>
  );
}
