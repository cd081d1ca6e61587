import { formatWeight, MESSAGES, parseRfidReads, RFID_MAX_READS, STOCK_COUNT_MESSAGES, type OpnameDetail, type RfidBatch } from '@emas/domain';
import { Alert, Badge, Button, Card, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconScale, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WeightInput } from '../../../kit/Inputs';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from '../movements/GudangBakiPicker';
import { OpnameLineCards, OpnameSummary } from './OpnameLines';
import { RfidTagForm } from './RfidTagForm';

/** Reads typed by a keyboard-like reader are sent together once it pauses this long. */
const FLUSH_MS = 400;

/**
 * /stock-opname-rfid (issue 35, RFID_MODULE): a whole tray counted from RFID reads. A reader acting as a keyboard
 * types each tag then Enter (reads are gathered and sent in batches as they arrive), or a reader's text/CSV file of
 * reads is uploaded; the server maps each tag to its item and the totals (system, found, missing, wrong tray,
 * unknown, in pieces and grams) refresh with every batch. A tag proves presence, not weight: the tray's total from
 * the scale is compared with the system's. Closing is the barcode count's close.
 */
export function StockOpnameRfidPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [current, setCurrent] = useState<OpnameDetail | null>(null);
  const [tag, setTag] = useState('');
  const [batch, setBatch] = useState<RfidBatch | null>(null);
  const [berat, setBerat] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const tagRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const act = async (call: () => Promise<{ data: OpnameDetail; message?: string }>, warn = false) => {
    setBusy(true);
    try {
      const { data, message } = await call();
      setCurrent(data);
      queryClient.setQueryData(['stock-opname', session.kodeToko, data.no_opname], data);
      if (message) (warn ? notify.warning : notify.success)(message);
      return data;
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const send = (no: string, tags: readonly string[]) => {
    for (let i = 0; i < tags.length; i += RFID_MAX_READS) {
      const chunk = tags.slice(i, i + RFID_MAX_READS);
      queue.current = queue.current.then(async () => {
        const data = await act(() => api.post<OpnameDetail & { batch: RfidBatch }>(`stock-opname/${encodeURIComponent(no)}/rfid`, { tags: chunk }), true);
        if (data && 'batch' in data) setBatch(data.batch as RfidBatch);
      });
    }
  };

  const start = () => {
    if (!place.kode_gudang) return notify.warning(STOCK_COUNT_MESSAGES.gudangRequired);
    if (!place.kode_baki) return notify.warning(STOCK_COUNT_MESSAGES.bakiRequired);
    setBatch(null);
    void act(() => api.post<OpnameDetail>('stock-opname', { kode_gudang: place.kode_gudang, kode_baki: place.kode_baki }));
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || !current) return;
    e.preventDefault();
    const value = tag.trim().toUpperCase();
    setTag('');
    tagRef.current?.focus();
    if (!value) return;
    pending.current.push(value);
    if (timer.current) clearTimeout(timer.current);
    const no = current.no_opname;
    timer.current = setTimeout(() => {
      const reads = parseRfidReads(pending.current.join('\n'));
      pending.current = [];
      if (reads.invalid.length) notify.warning(t('rfid.invalidReads', { count: reads.invalid.length, tags: reads.invalid.slice(0, 3).join(', ') }));
      if (reads.tags.length) send(no, reads.tags);
    }, FLUSH_MS);
  };

  const upload = async (file: File | null) => {
    if (!file || !current) return;
    const reads = parseRfidReads(await file.text());
    if (reads.invalid.length) notify.warning(t('rfid.invalidReads', { count: reads.invalid.length, tags: reads.invalid.slice(0, 3).join(', ') }));
    if (!reads.tags.length) return notify.warning(STOCK_COUNT_MESSAGES.rfidNoTags);
    send(current.no_opname, reads.tags);
  };

  const weigh = () => {
    if (!current) return;
    void act(() => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(current.no_opname)}/timbang`, { berat_timbang: berat }));
  };

  const close = async () => {
    if (!current || !(await confirmDialog(t('stockCount.opname.closeConfirm', { no: current.no_opname })))) return;
    await queue.current;
    void act(() => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(current.no_opname)}/close`, {}));
  };

  const cancel = async () => {
    if (!current || !(await confirmDialog(t('stockCount.opname.batalConfirm', { no: current.no_opname })))) return;
    void act(() => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(current.no_opname)}/batal`, {}));
  };

  return (
    <Stack>
      <Panel title={t('rfid.title')} removable={false} testId="stock-opname-rfid">
        <Stack>
          <Group align="flex-end">
            <div style={{ flex: 1 }}>
              <GudangBakiPicker value={place} onChange={setPlace} gudangLabel={t('stockCount.gudang')} bakiLabel={t('stockCount.baki')} disabled={busy} />
            </div>
            <Button leftSection={<IconPlayerPlay size={16} />} loading={busy} onClick={start}>
              {t('stockCount.opname.start')}
            </Button>
          </Group>
          {current && (
            <Card withBorder data-testid="opname-current">
              <Stack>
                <Group justify="space-between">
                  <Text fw={700}>
                    {current.no_opname} · {current.kode_gudang} · {current.kode_baki}
                  </Text>
                  <Badge data-testid="opname-status">{current.status}</Badge>
                </Group>
                <OpnameSummary current={current} />
                {batch && (
                  <Text size="sm" data-testid="rfid-batch">
                    {t('rfid.lastBatch', { ...batch })}
                  </Text>
                )}
                {current.status === 'OPEN' && (
                  <>
                    <Group align="flex-end">
                      <TextInput ref={tagRef} style={{ flex: 1 }} label={t('rfid.read')} description={t('rfid.readHint')} value={tag} onChange={(e) => setTag(e.currentTarget.value)} onKeyDown={onKey} autoFocus />
                      <FileInput w={260} label={t('rfid.file')} placeholder={t('rfid.filePlaceholder')} accept=".txt,.csv,text/plain,text/csv" leftSection={<IconUpload size={16} />} value={null} onChange={(f) => void upload(f)} data-testid="rfid-file" />
                    </Group>
                    <Group align="flex-end">
                      <WeightInput label={t('rfid.beratTimbang')} description={t('rfid.beratTimbangHint')} value={berat} onChange={setBerat} />
                      <Button variant="light" leftSection={<IconScale size={16} />} disabled={busy} onClick={weigh}>
                        {t('rfid.weigh')}
                      </Button>
                      <Button color="teal" leftSection={<IconCheck size={16} />} disabled={busy} onClick={() => void close()}>
                        {t('stockCount.opname.close')}
                      </Button>
                      <Button variant="light" color="red" leftSection={<IconX size={16} />} disabled={busy} onClick={() => void cancel()}>
                        {t('stockCount.opname.batal')}
                      </Button>
                    </Group>
                  </>
                )}
                {current.berat_timbang !== null && (
                  <Alert color={current.selisih_timbang === 0 ? 'teal' : 'orange'} data-testid="rfid-timbang">
                    {t('rfid.recheck', { timbang: formatWeight(current.berat_timbang), sistem: formatWeight(current.sistem.berat), selisih: formatWeight(current.selisih_timbang ?? 0) })}
                  </Alert>
                )}
                <OpnameLineCards current={current} />
              </Stack>
            </Card>
          )}
        </Stack>
      </Panel>
      <RfidTagForm />
    </Stack>
  );
}
