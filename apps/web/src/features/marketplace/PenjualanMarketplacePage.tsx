import { formatBusinessDate, formatNumber, type MarketplaceImportResult, type MarketplaceOrderRow } from '@emas/domain';
import { Alert, Button, FileButton, Group, NativeSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { useSaleReceiptPrinting } from '../../kit/receipt';
import { useSubmissionKey } from '../../kit/submission-key';
import { api, ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { fetchAkun, fetchOrder, fetchOrders, importOrders, MARKETPLACE_KEYS, previewImport, sellByHand } from './marketplace-api';
import { readOrderFile } from './order-file';

type Piece = { kode_barcode: string; harga: number | null };
type SalesRow = { kode_sales: string; nama_sales: string };
const EMPTY_FORM = { no_order: '', nama_pembeli: '', no_hp: '', alamat_kirim: '', kurir: '', no_resi: '' };

/**
 * /penjualan-marketplace: orders sold through the store's marketplace accounts. Typed by hand (one order, its pieces
 * scanned), or the seller centre's order file imported after a preview (all or nothing); the day's orders listed with
 * their two slips (internal copy, customer copy with the buy-back terms) to print.
 */
export function PenjualanMarketplacePage() {
  const { t } = useTranslation();
  const session = useSession();
  const akunList = useQuery({ queryKey: [...MARKETPLACE_KEYS.all, 'akun'], queryFn: fetchAkun });
  const sales = useReference<SalesRow[]>('sales');
  const [akun, setAkun] = useState('');
  const [kodeSales, setKodeSales] = useState('');
  const [tab, setTab] = useState<string | null>('manual');
  const day = session.tglSystem || new Date().toISOString().slice(0, 10);
  const orders = useQuery({ queryKey: MARKETPLACE_KEYS.orders(day, day, 'ALL'), queryFn: () => fetchOrders(day, day, 'ALL') });
  const printing = useSaleReceiptPrinting();
  const chosenAkun = akun || akunList.data?.[0]?.kode_akun || '';
  const chosenSales = kodeSales || sales.data?.[0]?.kode_sales || '';

  const printSlips = async (o: Pick<MarketplaceOrderRow, 'kode_akun' | 'no_order'>) => {
    try {
      const { receipt } = await fetchOrder(o.kode_akun, o.no_order);
      await printing.print(receipt);
    } catch (e) {
      notifyApiError(e, t('marketplace.failed'));
    }
  };

  const columns: DataTableColumn<MarketplaceOrderRow>[] = [
    { key: 'no_order', header: t('marketplace.cols.noOrder') },
    { key: 'kode_akun', header: t('marketplace.cols.akun') },
    { key: 'no_faktur_group', header: t('marketplace.cols.noFaktur') },
    { key: 'tgl_system', header: t('marketplace.cols.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'sumber', header: t('marketplace.cols.sumber'), text: (r) => t(`marketplace.sumber.${r.sumber}`) },
    { key: 'nama_pembeli', header: t('marketplace.cols.pembeli') },
    { key: 'kurir', header: t('marketplace.cols.kurir') },
    { key: 'total', header: t('marketplace.cols.total'), align: 'right', text: (r) => formatNumber(r.total) },
    { key: 'biaya', header: t('marketplace.cols.biaya'), align: 'right', text: (r) => formatNumber(r.biaya) },
    { key: 'status', header: t('marketplace.cols.status'), text: (r) => (r.status === 'BATAL' ? t('marketplace.status.BATAL') : r.no_pencairan ? t('marketplace.status.CAIR') : t('marketplace.status.PIUTANG')) },
    {
      key: 'print',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => void printSlips(r)} data-testid={`print-${r.no_order}`}>
          {t('marketplace.buttons.print')}
        </Button>
      ),
    },
  ];

  const noAkun = akunList.isSuccess && (akunList.data ?? []).length === 0;
  return (
    <Panel title={t('marketplace.titles.penjualan')} removable={false} onReload={() => void orders.refetch()} testId="penjualan-marketplace">
      <Stack>
        {noAkun && <Alert color="yellow">{t('marketplace.noAkun')}</Alert>}
        <Group align="flex-end">
          <NativeSelect
            label={t('marketplace.fields.akun')}
            value={chosenAkun}
            onChange={(e) => setAkun(e.currentTarget.value)}
            data={(akunList.data ?? []).map((a) => ({ value: a.kode_akun, label: `${a.kode_akun} - ${a.nama_toko_online} (${a.kode_marketplace})` }))}
            data-testid="mp-akun"
          />
          <NativeSelect
            label={t('marketplace.fields.sales')}
            value={chosenSales}
            onChange={(e) => setKodeSales(e.currentTarget.value)}
            data={(sales.data ?? []).map((s) => ({ value: s.kode_sales, label: `${s.kode_sales} - ${s.nama_sales}` }))}
            data-testid="mp-sales"
          />
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="manual">{t('marketplace.tabs.manual')}</Tabs.Tab>
            <Tabs.Tab value="import">{t('marketplace.tabs.import')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="manual" pt="sm">
            <ManualSaleForm akun={chosenAkun} kodeSales={chosenSales} onSaved={async (o) => {
              await orders.refetch();
              await printSlips(o);
            }} />
          </Tabs.Panel>
          <Tabs.Panel value="import" pt="sm">
            <ImportForm akun={chosenAkun} kodeSales={chosenSales} onImported={() => void orders.refetch()} />
          </Tabs.Panel>
        </Tabs>
        <DataTable rows={orders.data ?? []} columns={columns} rowKey={(r) => `${r.kode_akun}-${r.no_order}`} loading={orders.isLoading} emptyText={t('marketplace.emptyOrders')} pageSize={50} caption={t('marketplace.ordersToday')} testId="mp-orders" />
      </Stack>
    </Panel>
  );
}

function ManualSaleForm({ akun, kodeSales, onSaved }: { akun: string; kodeSales: string; onSaved: (o: MarketplaceOrderRow) => Promise<void> }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY_FORM);
  const [ongkir, setOngkir] = useState<number | null>(null);
  const [biaya, setBiaya] = useState<number | null>(null);
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [barcode, setBarcode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const barcodeRef = useRef<HTMLInputElement>(null);
  const field = (name: keyof typeof EMPTY_FORM) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  // a scanned barcode is added with its counter price (changed in the table when the marketplace sold it for another)
  const addPiece = async () => {
    const code = barcode.trim().toUpperCase();
    setBarcode('');
    barcodeRef.current?.focus();
    if (!code) return;
    if (pieces.some((p) => p.kode_barcode === code)) {
      notify.warning(t('marketplace.pieceTwice'));
      return;
    }
    let harga: number | null = null;
    try {
      harga = (await api.get<{ harga_hitung: number }>(`penjualan/barang/${encodeURIComponent(code)}`)).data.harga_hitung;
    } catch (e) {
      // an unknown barcode is said at once and not listed; a piece the counter will not quote is listed without a
      // price (typed from the order), the reason shown, and the save's own checks decide
      if (e instanceof ApiError && e.code === 'barcodes.barcodeNotFound') {
        notifyApiError(e, t('marketplace.failed'));
        return;
      }
      if (e instanceof ApiError) notify.warning(e.message);
      harga = null;
    }
    setPieces((list) => [...list, { kode_barcode: code, harga }]);
  };
  const onBarcodeKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void addPiece();
    }
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setErrors({});
    try {
      const res = await sellByHand({
        idempotency_key: submission.current(),
        kode_akun: akun,
        kode_sales: kodeSales,
        ...form,
        ongkir: ongkir ?? 0,
        biaya: biaya ?? undefined,
        detail: pieces.map((p) => ({ kode_barcode: p.kode_barcode, harga: p.harga ?? 0 })),
      });
      submission.renew();
      notify.success(res.message ?? t('marketplace.saved'));
      setForm(EMPTY_FORM);
      setOngkir(null);
      setBiaya(null);
      setPieces([]);
      await onSaved(res.data.order);
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('marketplace.failed'));
    } finally {
      setSaving(false);
    }
  };

  const pieceColumns: DataTableColumn<Piece & { i: number }>[] = [
    { key: 'kode_barcode', header: t('marketplace.cols.barcode'), text: (r) => r.kode_barcode },
    {
      key: 'harga',
      header: t('marketplace.cols.harga'),
      exportable: false,
      render: (r) => (
        <MoneyInput
          aria-label={`${t('marketplace.cols.harga')} ${r.kode_barcode}`}
          value={r.harga}
          error={errors[`detail.${r.i}.harga`] ?? errors[`detail.${r.i}.kode_barcode`]}
          onChange={(v) => setPieces((list) => list.map((p, j) => (j === r.i ? { ...p, harga: v } : p)))}
        />
      ),
    },
    {
      key: 'remove',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="xs" color="red" variant="subtle" onClick={() => setPieces((list) => list.filter((_, j) => j !== r.i))} aria-label={`${t('marketplace.buttons.remove')} ${r.kode_barcode}`}>
          {t('marketplace.buttons.remove')}
        </Button>
      ),
    },
  ];
  const total = pieces.reduce((s, p) => s + (p.harga ?? 0), 0);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput label={t('marketplace.fields.noOrder')} {...field('no_order')} data-testid="mp-no-order" />
          <TextInput label={t('marketplace.fields.pembeli')} {...field('nama_pembeli')} data-testid="mp-pembeli" />
          <TextInput label={t('marketplace.fields.noHp')} {...field('no_hp')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('marketplace.fields.alamat')} {...field('alamat_kirim')} />
          <TextInput label={t('marketplace.fields.kurir')} {...field('kurir')} />
          <TextInput label={t('marketplace.fields.resi')} {...field('no_resi')} />
        </Group>
        <Group grow align="flex-start">
          <MoneyInput label={t('marketplace.fields.ongkir')} value={ongkir} onChange={setOngkir} error={errors.ongkir} />
          <MoneyInput label={t('marketplace.fields.biaya')} description={t('marketplace.biayaHint')} value={biaya} onChange={setBiaya} error={errors.biaya} />
        </Group>
        <Group align="flex-end">
          <TextInput
            ref={barcodeRef}
            label={t('marketplace.fields.barcode')}
            value={barcode}
            onChange={(e) => setBarcode(e.currentTarget.value)}
            onKeyDown={onBarcodeKey}
            error={errors.detail}
            data-testid="mp-barcode"
          />
          <Button variant="light" onClick={() => void addPiece()} data-testid="mp-add-piece">
            {t('marketplace.buttons.addPiece')}
          </Button>
        </Group>
        <DataTable rows={pieces.map((p, i) => ({ ...p, i }))} columns={pieceColumns} rowKey={(r) => r.kode_barcode} emptyText={t('marketplace.emptyPieces')} pageSize={50} caption={t('marketplace.fields.barcode')} testId="mp-pieces" />
        <Group justify="space-between">
          <Text fw={600} data-testid="mp-total">
            {t('marketplace.cols.total')}: {formatNumber(total)}
          </Text>
          <Button type="submit" loading={saving} disabled={!akun} data-testid="mp-save">
            {t('marketplace.buttons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ImportForm({ akun, kodeSales, onImported }: { akun: string; kodeSales: string; onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; isi: string } | null>(null);
  const [preview, setPreview] = useState<MarketplaceImportResult | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();

  const pick = async (f: File | null) => {
    setPreview(null);
    setRefused([]);
    if (!f) return setFile(null);
    let isi: string;
    try {
      isi = await readOrderFile(f);
    } catch {
      setFile(null);
      return notify.error(t('marketplace.fileUnreadable'));
    }
    setFile({ name: f.name, isi });
    setBusy(true);
    try {
      const res = await previewImport({ idempotency_key: submission.current(), kode_akun: akun, kode_sales: kodeSales, isi });
      setPreview(res.data);
    } catch (e) {
      notifyApiError(e, t('marketplace.failed'));
    } finally {
      setBusy(false);
    }
  };

  const run = async () => {
    if (!file || busy) return;
    if (!(await confirmDialog(t('marketplace.confirmImport', { jumlah: preview?.orders.length ?? 0 })))) return;
    setBusy(true);
    setRefused([]);
    try {
      const res = await importOrders({ idempotency_key: submission.current(), kode_akun: akun, kode_sales: kodeSales, isi: file.isi });
      submission.renew();
      notify.success(res.message ?? t('marketplace.imported'));
      setPreview(res.data);
      setFile(null);
      onImported();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setRefused(Object.values(e.errors));
      notifyApiError(e, t('marketplace.failed'));
    } finally {
      setBusy(false);
    }
  };

  const problems = refused.length ? refused : (preview?.errors ?? []).map((p) => p.pesan);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('marketplace.csvHelp')}
      </Text>
      <Group>
        <FileButton onChange={(f) => void pick(f)} accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
          {(props) => (
            <Button variant="light" {...props} disabled={!akun} data-testid="mp-file">
              {t('marketplace.buttons.chooseFile')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" data-testid="mp-file-name">
          {file?.name ?? t('marketplace.noFile')}
        </Text>
        <Button onClick={() => void run()} loading={busy} disabled={!file || (preview?.errors.length ?? 0) > 0} data-testid="mp-import">
          {t('marketplace.buttons.import')}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title={t('marketplace.previewErrors')} data-testid="mp-import-errors">
          <Stack gap={2}>
            {problems.map((p) => (
              <Text size="sm" key={p}>
                {p}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {preview && preview.orders.length > 0 && (
        <DataTable
          rows={preview.orders}
          columns={[
            { key: 'no_order', header: t('marketplace.cols.noOrder') },
            { key: 'nama_pembeli', header: t('marketplace.cols.pembeli') },
            { key: 'barang', header: t('marketplace.cols.barang'), text: (r) => r.barang.join(', ') },
            { key: 'total', header: t('marketplace.cols.total'), align: 'right', text: (r) => formatNumber(r.total) },
            { key: 'biaya', header: t('marketplace.cols.biaya'), align: 'right', text: (r) => formatNumber(r.biaya) },
            { key: 'no_faktur_group', header: t('marketplace.cols.noFaktur'), text: (r) => r.no_faktur_group ?? '-' },
          ]}
          rowKey={(r) => r.no_order}
          emptyText={t('marketplace.emptyPreview')}
          pageSize={50}
          caption={t('marketplace.tabs.import')}
          testId="mp-preview"
        />
      )}
    </Stack>
  );
}
