import { formatBusinessDate, formatDateTime, MESSAGES, STOCK_MESSAGES, toBusinessDate, type PindahDetailRow, type PindahRow } from '@emas/domain';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../kit/DataTable';
import { DateField } from '../../../kit/DateField';
import { saveFile } from '../../../kit/download';
import { Panel } from '../../../kit/Panel';
import { useCurrentStore } from '../../../kit/use-current-store';
import { api, apiUrl, authHeaders, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { weightText } from './scan-list';
import type { ReceiptTexts } from './transfer-receipt';

/** The Excel receipt is handed over this long after the reprint request (spec 001 §4, §9). */
export const TANDA_TERIMA_DELAY_MS = 600;

/** foto_produk/{kode_barcode}: the product photo, or null (spec 001 §7; no photo endpoint yet). */
async function fetchPhoto(code: string): Promise<Blob | null> {
  const response = await fetch(apiUrl(`foto_produk/${encodeURIComponent(code)}`), { headers: authHeaders() });
  if (!response.ok) return null;
  return response.blob();
}

/** Where a transfer's items came from: its one source tray, or every tray of its lines ('UTAMA / B02, UTAMA / B03'). */
export function sourceText(r: Pick<PindahRow, 'dari_gudang' | 'dari_baki' | 'asal'>): string {
  const places = r.dari_baki ? [{ kode_gudang: r.dari_gudang ?? '', kode_baki: r.dari_baki }] : r.asal;
  return places.length ? places.map((p) => `${p.kode_gudang} / ${p.kode_baki}`).join(', ') : '-';
}

/**
 * /lihat-pindah-barang (spec 001 §2): transfers of a date range (pindahbarang/cetak-ulang), each
 * row reprinted as 'BUKTI PINDAH BARANG.pdf' and, 600 ms after the request, 'TANDA_TERIMA.xlsx'.
 * Messages of spec 001 §8: empty 'Data Yang Anda Cari Tidak Ada', found 'Data Hutang Tersedia',
 * a failed search the same not-found text; a failed reprint the server's text or
 * 'Terjadi Kesalahan Saat Mengirim Data'.
 */
export function LihatPindahBarangPage() {
  const { t } = useTranslation();
  const session = useSession();
  const store = useCurrentStore();
  const today = session.tglSystem || toBusinessDate(new Date());
  const [startDate, setStartDate] = useState<string | null>(today);
  const [endDate, setEndDate] = useState<string | null>(today);
  const [rows, setRows] = useState<PindahRow[]>([]);
  const [searching, setSearching] = useState(false);
  const [printing, setPrinting] = useState<string | null>(null);

  const search = async (from = startDate, to = endDate) => {
    if (!from) return notify.warning(MESSAGES.tglAwalRequired);
    if (!to) return notify.warning(MESSAGES.tglAkhirRequired);
    if (from > to) return notify.warning(MESSAGES.tglAwalAfterAkhir);
    setSearching(true);
    try {
      const { data } = await api.get<PindahRow[]>('pindahbarang/cetak-ulang', { start_date: from, end_date: to });
      setRows(data);
      if (data.length === 0) notify.info(STOCK_MESSAGES.searchEmpty);
      else notify.success(STOCK_MESSAGES.transferFound);
    } catch {
      setRows([]);
      notify.error(STOCK_MESSAGES.searchEmpty);
    } finally {
      setSearching(false);
    }
  };

  // the store's active date arrives after the first render: both dates start on it and the day's
  // transfers are shown at once
  useEffect(() => {
    if (!session.tglSystem) return;
    setStartDate(session.tglSystem);
    setEndDate(session.tglSystem);
    void search(session.tglSystem, session.tglSystem);
  }, [session.tglSystem]);

  const texts = (): ReceiptTexts => ({
    pdfTitle: t('stock.movements.lihat.pdfTitle'),
    excelTitle: t('stock.movements.lihat.excelTitle'),
    noPindah: t('stock.movements.noPindah'),
    tanggal: t('stock.movements.lihat.tanggal'),
    ke: t('stock.movements.lihat.ke'),
    inputBy: t('stock.movements.lihat.inputBy'),
    no: t('stock.movements.scan.no'),
    foto: t('stock.movements.lihat.foto'),
    kodeBarcode: t('stock.movements.scan.kodeBarcode'),
    keterangan: t('stock.movements.lihat.keterangan'),
    dari: t('stock.movements.lihat.dari'),
    berat: t('stock.movements.scan.berat'),
    size: t('stock.movements.lihat.size'),
    qty: t('stock.movements.lihat.qty'),
    hargaJual: t('stock.movements.lihat.hargaJual'),
    total: t('stock.movements.scan.total'),
    diserahkan: t('stock.movements.lihat.diserahkan'),
    diterima: t('stock.movements.lihat.diterima'),
    printedBy: t('kit.report.printedBy', { user: session.user?.user_id ?? '', time: formatDateTime(new Date()) }),
  });

  const print = async (transfer: PindahRow) => {
    setPrinting(transfer.no_pindah);
    try {
      const request = api.post<PindahDetailRow[]>('pindahbarang/cetak-ulang/by-no-pindah', { no_pindah: transfer.no_pindah });
      const { data: lines } = await request;
      const receipt = await import('./transfer-receipt');
      const input = { store, transfer, lines, texts: texts() };
      // the Excel receipt follows the request by 600 ms (spec 001 §4)
      const excel = new Promise<void>((resolve) => {
        setTimeout(() => {
          void receipt
            .buildTandaTerimaExcel(input)
            .then((buffer) => {
              saveFile(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), receipt.TANDA_TERIMA_NAME);
            })
            .catch(() => notify.error(MESSAGES.sendErrorProper))
            .finally(resolve);
        }, TANDA_TERIMA_DELAY_MS);
      });
      const photos = await receipt.loadPhotos(
        lines.map((l) => l.kode_barcode),
        fetchPhoto,
      );
      const pdf = receipt.buildBuktiPindahPdf(input, photos);
      saveFile(pdf.output('blob'), receipt.BUKTI_PDF_NAME);
      await excel;
    } catch (e) {
      notify.error(errorMessage(e, MESSAGES.sendErrorProper));
    } finally {
      setPrinting(null);
    }
  };

  const columns: DataTableColumn<PindahRow>[] = [
    { key: 'no_pindah', header: t('stock.movements.noPindah') },
    { key: 'tgl_system', header: t('stock.movements.lihat.tanggal'), text: (r) => formatBusinessDate(r.tgl_system) },
    { key: 'dari', header: t('stock.movements.lihat.dari'), text: sourceText },
    { key: 'ke', header: t('stock.movements.lihat.ke'), text: (r) => `${r.kode_gudang} / ${r.kode_baki}` },
    { key: 'total_qty', header: t('stock.movements.totalQty'), align: 'right' },
    { key: 'total_berat', header: t('stock.movements.totalBerat'), align: 'right', text: (r) => weightText(r.total_berat) },
    { key: 'input_by', header: t('stock.movements.lihat.inputBy') },
    {
      key: 'action',
      header: t('stock.movements.lihat.action'),
      exportable: false,
      render: (r) => (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPrinter size={14} />}
          loading={printing === r.no_pindah}
          disabled={printing !== null && printing !== r.no_pindah}
          aria-label={t('stock.movements.lihat.print', { no: r.no_pindah })}
          onClick={() => void print(r)}
        >
          {t('stock.movements.lihat.action')}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('stock.movements.lihat.title')} removable={false} testId="lihat-pindah-barang">
      <Stack>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('stock.movements.lihat.startDate')} value={startDate} onChange={setStartDate} today={session.tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('stock.movements.lihat.endDate')} value={endDate} onChange={setEndDate} today={session.tglSystem || undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Group>
              <Button leftSection={<IconSearch size={16} />} loading={searching} onClick={() => void search()}>
                {searching ? t('stock.movements.lihat.searching') : t('stock.movements.lihat.search')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.no_pindah} loading={searching} caption={t('stock.movements.lihat.title')} />
      </Stack>
    </Panel>
  );
}
