import { formatBusinessDate, MESSAGES, STOCK_COUNT_MESSAGES, type OpnameDetail, type OpnameHeader } from '@emas/domain';
import { Badge, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconSearch, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { DateField } from '../../../kit/DateField';
import { Panel } from '../../../kit/Panel';
import { api } from '../../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { EMPTY_PLACE, GudangBakiPicker, type GudangBaki } from '../movements/GudangBakiPicker';
import { notMovable, OpnameLineCards, OpnameSummary, WARN_STATES } from './OpnameLines';

/**
 * /stock-opname (spec 000 §2 "Stock"): count a tray or a whole warehouse by scanning. The server keeps
 * the expected items; a scan marks one found, or unexpected; closing records the result.
 */
export function StockOpnamePage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<GudangBaki>(EMPTY_PLACE);
  const [no, setNo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [startDate, setStartDate] = useState<string | null>(session.tglSystem || null);
  const [endDate, setEndDate] = useState<string | null>(session.tglSystem || null);
  const [history, setHistory] = useState<OpnameHeader[]>([]);
  const [searching, setSearching] = useState(false);
  const scanRef = useRef<HTMLInputElement>(null);
  // scans are sent one after another: a scanner may send the next code before the last one is answered
  const scanQueue = useRef<Promise<unknown>>(Promise.resolve());
  const detailKey = ['stock-opname', session.kodeToko, no] as const;

  const detail = useQuery({
    queryKey: detailKey,
    queryFn: async () => (await api.get<OpnameDetail>(`stock-opname/${encodeURIComponent(no!)}`)).data,
    enabled: no !== null,
  });

  const search = async (from = startDate, to = endDate, openCurrent = false) => {
    if (!from) return notify.warning(MESSAGES.tglAwalRequired);
    if (!to) return notify.warning(MESSAGES.tglAkhirRequired);
    if (from > to) return notify.warning(MESSAGES.tglAwalAfterAkhir);
    setSearching(true);
    try {
      const { data } = await api.get<OpnameHeader[]>('stock-opname', { start_date: from, end_date: to });
      setHistory(data);
      const open = data.find((h) => h.status === 'OPEN');
      if (openCurrent && open) setNo(open.no_opname);
    } catch (e) {
      notifyApiError(e, STOCK_COUNT_MESSAGES.empty);
    } finally {
      setSearching(false);
    }
  };

  // the active date arrives after the first render: the day's counts load, an open one is resumed
  useEffect(() => {
    if (!session.tglSystem) return;
    setStartDate(session.tglSystem);
    setEndDate(session.tglSystem);
    void search(session.tglSystem, session.tglSystem, true);
  }, [session.tglSystem]);

  const act = async (call: () => Promise<{ data: OpnameDetail; message?: string }>, isWarning: (data: OpnameDetail) => boolean = () => false) => {
    setBusy(true);
    try {
      const { data, message } = await call();
      queryClient.setQueryData(['stock-opname', session.kodeToko, data.no_opname], data);
      setNo(data.no_opname);
      if (message) (isWarning(data) ? notify.warning : notify.success)(message);
      setHistory((rows) => [data, ...rows.filter((r) => r.no_opname !== data.no_opname)]);
      return true;
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    if (!place.kode_gudang) return notify.warning(STOCK_COUNT_MESSAGES.gudangRequired);
    void act(() => api.post<OpnameDetail>('stock-opname', { kode_gudang: place.kode_gudang, kode_baki: place.kode_baki || undefined }));
  };

  const scan = () => {
    const value = code.trim().toUpperCase();
    // emptied as Enter is taken, whatever the answer: a scanner types the next code at once
    setCode('');
    scanRef.current?.focus();
    if (!value || !no) return;
    const target = no;
    const isWarning = (data: OpnameDetail) => WARN_STATES.includes(data.detail.find((l) => l.kode_barcode === value)?.state ?? 'FOUND');
    scanQueue.current = scanQueue.current.then(async () => {
      await act(() => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(target)}/scan`, { kode_barcode: value }), isWarning);
      scanRef.current?.focus();
    });
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      scan();
    }
  };

  // a tray count moves the stray READY / TITIP pieces into the tray; a whole-warehouse count only records
  const close = async () => {
    if (!no) return;
    const text = detail.data?.kode_baki ? t('stockCount.opname.closeConfirm', { no }) : t('stockCount.opname.closeConfirmGudang', { no });
    if (!(await confirmDialog(text))) return;
    void act(
      () => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(no)}/close`, {}),
      (data) => data.detail.some(notMovable),
    );
  };

  const cancel = async () => {
    if (!no || !(await confirmDialog(t('stockCount.opname.batalConfirm', { no })))) return;
    void act(() => api.post<OpnameDetail>(`stock-opname/${encodeURIComponent(no)}/batal`, {}));
  };

  const current = detail.data;
  const historyColumns: DataTableColumn<OpnameHeader>[] = [
    { key: 'no_opname', header: t('stockCount.opname.noOpname') },
    { key: 'tgl_system', header: t('stockCount.opname.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'kode_gudang', header: t('stockCount.gudang') },
    { key: 'kode_baki', header: t('stockCount.baki'), text: (r) => r.kode_baki ?? t('stockCount.opname.wholeGudang'), render: (r) => r.kode_baki ?? t('stockCount.opname.wholeGudang') },
    { key: 'status', header: t('stockCount.opname.status') },
    { key: 'found', header: t('stockCount.opname.found'), align: 'right', text: (r) => String(r.found.jumlah), render: (r) => r.found.jumlah },
    { key: 'missing', header: t('stockCount.opname.missing'), align: 'right', text: (r) => String(r.missing.jumlah), render: (r) => r.missing.jumlah },
    { key: 'left', header: t('stockCount.opname.left'), align: 'right', text: (r) => String(r.left.jumlah), render: (r) => r.left.jumlah },
    { key: 'unexpected', header: t('stockCount.opname.unexpected'), align: 'right', text: (r) => String(r.unexpected.jumlah), render: (r) => r.unexpected.jumlah },
    { key: 'unknown', header: t('stockCount.opname.unknown'), align: 'right', text: (r) => String(r.unknown), render: (r) => r.unknown },
    { key: 'input_by', header: t('stockCount.opname.inputBy') },
    {
      key: 'open',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => setNo(r.no_opname)}>
          {t('stockCount.opname.open')}
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Panel title={t('stockCount.opname.title')} removable={false} testId="stock-opname">
        <Stack>
          <Group align="flex-end">
            <div style={{ flex: 1 }}>
              <GudangBakiPicker value={place} onChange={setPlace} gudangLabel={t('stockCount.gudang')} bakiLabel={t('stockCount.opname.bakiOptional')} disabled={busy} />
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
                    {current.no_opname} · {current.kode_gudang} · {current.kode_baki ?? t('stockCount.opname.wholeGudang')}
                  </Text>
                  <Badge color={current.status === 'OPEN' ? 'blue' : current.status === 'CLOSED' ? 'teal' : 'gray'} data-testid="opname-status">
                    {current.status}
                  </Badge>
                </Group>
                <OpnameSummary current={current} />
                {current.status === 'OPEN' && (
                  <Group align="flex-end">
                    <TextInput
                      ref={scanRef}
                      style={{ flex: 1 }}
                      label={t('stockCount.opname.scan')}
                      description={t('stockCount.opname.scanHint')}
                      value={code}
                      onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
                      onKeyDown={onKey}
                      autoFocus
                    />
                    <Button color="teal" leftSection={<IconCheck size={16} />} disabled={busy} onClick={() => void close()}>
                      {t('stockCount.opname.close')}
                    </Button>
                    <Button variant="light" color="red" leftSection={<IconX size={16} />} disabled={busy} onClick={() => void cancel()}>
                      {t('stockCount.opname.batal')}
                    </Button>
                  </Group>
                )}
                <OpnameLineCards current={current} />
              </Stack>
            </Card>
          )}
        </Stack>
      </Panel>
      <Panel title={t('stockCount.opname.history')} removable={false} testId="stock-opname-history">
        <Stack>
          <Grid align="flex-end">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateField label={t('stockCount.opname.dari')} value={startDate} onChange={setStartDate} today={session.tglSystem || undefined} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateField label={t('stockCount.opname.sampai')} value={endDate} onChange={setEndDate} today={session.tglSystem || undefined} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Button leftSection={<IconSearch size={16} />} loading={searching} onClick={() => void search()}>
                {t('stockCount.opname.search')}
              </Button>
            </Grid.Col>
          </Grid>
          <DataTable rows={history} columns={historyColumns} rowKey={(r) => r.no_opname} emptyText={t('stockCount.opname.empty')} caption={t('stockCount.opname.history')} testId="opname-history" />
        </Stack>
      </Panel>
    </Stack>
  );
}
