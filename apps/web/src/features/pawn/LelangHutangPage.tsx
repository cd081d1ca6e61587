import { formatRupiah, PAWN_MESSAGES, type PawnAuctionWay, type PawnListRow } from '@emas/domain';
import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { DataTable, type DataTableColumn } from '../../kit/DataTable';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { ApiError } from '../../lib/api';
import { useReference } from '../../lib/reference';
import { messageText } from '../../lib/message-text';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { fetchLelang, fetchLelangHariIni, PAWN_KEYS, postLoanAction } from './pawn-api';
import { pawnColumns } from './pawn-columns';
import { useSubmissionKey } from '../../kit/submission-key';

/**
 * /lelang-hutang: loans past their due date and grace days; auctioning closes the loan as LELANG, either sold at the
 * price it fetched (cash in) or moved into the shop's stock as new items (new barcodes, at their appraisal) in the
 * tray picked, else the first tray of the first sales warehouse. The dialog shows the floor (principal + interest
 * due today): below it the server asks for a supervisor's approval. Every auction is confirmed first. The loans
 * auctioned today are listed below, each cancellable with a reason and a supervisor's approval.
 */
export function LelangHutangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestApproval, dialog } = useApproval();
  const list = useQuery({ queryKey: PAWN_KEYS.lelang, queryFn: fetchLelang });
  const today = useQuery({ queryKey: PAWN_KEYS.lelangHariIni, queryFn: fetchLelangHariIni });
  const [chosen, setChosen] = useState<PawnListRow | null>(null);
  const [harga, setHarga] = useState<number | null>(null);
  const [cara, setCara] = useState<PawnAuctionWay>('JUAL');
  const [baki, setBaki] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<PawnListRow | null>(null);
  const [alasan, setAlasan] = useState('');
  const trays = useReference('baki', undefined, { enabled: cara === 'STOK' });
  const close = () => {
    setChosen(null);
    setHarga(null);
    setCara('JUAL');
    setBaki(null);
    setErrors({});
  };
  const closeCancel = () => {
    setCancelling(null);
    setAlasan('');
    setErrors({});
  };
  const [busy, setBusy] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
  const fail = (e: unknown) => {
    if (e instanceof ApiError) setErrors({ ...(e.errors ?? {}), kode_baki: e.errors?.kode_baki ?? Object.entries(e.errors ?? {}).find(([k]) => k.endsWith('.kode_baki'))?.[1] ?? '' });
    notifyApiError(e, t('pawn.common.failed'));
  };

  // one key per auction: a double click on 'Ya' or a retry is written once
  const submission = useSubmissionKey();
  const minimal = chosen?.lelang_minimal ?? 0;
  // what the auction fetches: the price typed, or the appraisal the stock takes
  const nilai = cara === 'STOK' ? (chosen?.taksiran ?? 0) : (harga ?? 0);
  const belowFloor = Boolean(chosen) && (cara === 'STOK' || harga !== null) && nilai < minimal;

  const lelang = async () => {
    if (!chosen) return;
    const kunci = submission.current();
    if (cara === 'JUAL' && !harga) {
      setErrors({ harga_lelang: t('messages.pawn.hargaLelangEmpty') });
      return;
    }
    const no = chosen.no_faktur_hutang;
    const ask = cara === 'STOK' ? t('pawn.lelang.confirmStok', { no, taksiran: formatRupiah(nilai) }) : t('pawn.lelang.confirmJual', { no, harga: formatRupiah(nilai) });
    if (!(await confirmDialog(belowFloor ? `${ask} ${t('pawn.lelang.dibawahMinimal', { minimal: formatRupiah(minimal) })}` : ask))) return;
    setBusy(true);
    try {
      const body = cara === 'STOK' ? { no_faktur_hutang: no, cara, kode_baki: baki ?? undefined } : { no_faktur_hutang: no, cara, harga_lelang: harga };
      const res = await sendWithApprovals(
        (otorisasi) => postLoanAction('lelang', { ...body, otorisasi, idempotency_key: kunci }),
        (operasi) => requestApproval({ operasi, deskripsi: t('pawn.lelang.approvalDeskripsi', { no, harga: formatRupiah(nilai), minimal: formatRupiah(minimal) }), nilai }),
      );
      if (!res) return;
      submission.renew();
      notify.success(res.message ?? '');
      close();
      refresh();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const batal = async () => {
    if (!cancelling) return;
    const no = cancelling.no_faktur_hutang;
    // the reason is checked on the screen before anything is asked
    if (!alasan.trim()) {
      setErrors({ alasan: messageText(PAWN_MESSAGES.alasanEmpty) });
      return;
    }
    if (!(await confirmDialog(t('pawn.lelang.confirmBatal', { no })))) return;
    setBusy(true);
    try {
      const res = await sendWithApprovals(
        (otorisasi) => postLoanAction('batal-lelang', { no_faktur_hutang: no, alasan, otorisasi }),
        (operasi) => requestApproval({ operasi, deskripsi: `${no} ${formatRupiah(cancelling.harga_lelang ?? 0)}`, nilai: cancelling.harga_lelang ?? 0, alasan }),
      );
      if (!res) return;
      notify.success(res.message ?? '');
      closeCancel();
      refresh();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  // every loan here is late (past due and grace): its floor says more than its state, so the floor takes the
  // state's place beside the principal and the interest, and the due date goes last
  const base = pawnColumns(t).filter((c) => c.key !== 'keadaan');
  const columns: DataTableColumn<PawnListRow>[] = [
    ...base.filter((c) => c.key !== 'tgl_jatuh_tempo'),
    { key: 'lelang_minimal', header: t('pawn.fields.lelangMinimal'), align: 'right', text: (r) => formatRupiah(r.lelang_minimal) },
    ...base.filter((c) => c.key === 'tgl_jatuh_tempo'),
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" color="orange" variant="light" onClick={() => setChosen(r)} data-testid={`lelang-${r.no_faktur_hutang}`}>
          {t('pawn.actions.lelang')}
        </Button>
      ),
    },
  ];
  const todayColumns: DataTableColumn<PawnListRow>[] = [
    { key: 'no_faktur_hutang', header: t('pawn.fields.noHutang') },
    { key: 'nama_customer', header: t('pawn.fields.customer') },
    { key: 'jumlah_hutang', header: t('pawn.fields.jumlahHutang'), align: 'right', text: (r) => formatRupiah(r.jumlah_hutang) },
    { key: 'harga_lelang', header: t('pawn.fields.hargaLelang'), align: 'right', text: (r) => formatRupiah(r.harga_lelang ?? 0) },
    { key: 'jumlah_barang', header: t('pawn.fields.qty'), align: 'right', text: (r) => String(r.jumlah_barang) },
    {
      key: 'aksi',
      header: '',
      exportable: false,
      render: (r) => (
        <Button size="compact-xs" color="red" variant="light" onClick={() => setCancelling(r)} data-testid={`batal-lelang-${r.no_faktur_hutang}`}>
          {t('pawn.lelang.batal')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('pawn.lelang.title')} removable={false} onReload={() => void list.refetch()} testId="lelang-hutang">
      <Stack>
        <DataTable rows={list.data ?? []} columns={columns} rowKey={(r) => r.no_faktur_hutang} loading={list.isLoading} emptyText={t('pawn.common.empty')} csvFileName="LELANG HUTANG" testId="lelang-list" />
        <Text fw={600}>{t('pawn.lelang.hariIni')}</Text>
        <Text size="sm" c="dimmed">
          {t('pawn.lelang.batalHint')}
        </Text>
        <DataTable rows={today.data ?? []} columns={todayColumns} rowKey={(r) => r.no_faktur_hutang} loading={today.isLoading} emptyText={t('pawn.common.empty')} csvFileName="LELANG HUTANG HARI INI" testId="lelang-hari-ini" />
      </Stack>
      <Modal opened={Boolean(chosen)} onClose={close} title={`${t('pawn.actions.lelang')} ${chosen?.no_faktur_hutang ?? ''}`}>
        <Stack>
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm">{t('pawn.fields.pokok')}</Text>
            <Text size="sm" ta="right">
              {formatRupiah(chosen?.jumlah_hutang ?? 0)}
            </Text>
            <Text size="sm">{t('pawn.fields.bungaHariIni')}</Text>
            <Text size="sm" ta="right">
              {formatRupiah(chosen?.bunga_hari_ini ?? 0)}
            </Text>
            <Text size="sm" fw={700}>
              {t('pawn.fields.lelangMinimalRumus')}
            </Text>
            <Text size="sm" fw={700} ta="right" data-testid="lelang-minimal">
              {formatRupiah(minimal)}
            </Text>
            <Text size="sm">{t('pawn.fields.taksiran')}</Text>
            <Text size="sm" ta="right">
              {formatRupiah(chosen?.taksiran ?? 0)}
            </Text>
          </SimpleGrid>
          <SegmentedControl
            aria-label={t('pawn.lelang.cara')}
            value={cara}
            onChange={(v) => {
              setCara(v as PawnAuctionWay);
              setErrors({});
            }}
            data={[
              { value: 'JUAL', label: t('pawn.lelang.jual') },
              { value: 'STOK', label: t('pawn.lelang.stok') },
            ]}
            data-testid="lelang-cara"
          />
          {cara === 'JUAL' ? (
            <MoneyInput
              label={t('pawn.fields.hargaLelang')}
              value={harga}
              onChange={(v) => {
                setHarga(v);
                setErrors({});
              }}
              error={errors.harga_lelang}
              data-testid="lelang-harga"
            />
          ) : (
            <>
              <Select
                label={t('pawn.lelang.baki')}
                placeholder={t('pawn.lelang.bakiDefault')}
                clearable
                searchable
                value={baki}
                onChange={setBaki}
                error={errors.kode_baki || undefined}
                data={(trays.data ?? []).map((r) => ({ value: String(r.kode_baki), label: `${String(r.kode_baki)} ${String(r.nama_baki ?? '')}`.trim() }))}
                data-testid="lelang-baki"
              />
              <Text size="sm" c="dimmed">
                {t('pawn.lelang.stokHint')}
              </Text>
            </>
          )}
          {belowFloor && (
            <Alert color="orange" data-testid="lelang-dibawah-minimal">
              {t('pawn.lelang.dibawahMinimal', { minimal: formatRupiah(minimal) })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button color="orange" onClick={() => void lelang()} loading={busy} data-testid="lelang-simpan">
              {t('pawn.actions.simpan')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={Boolean(cancelling)} onClose={closeCancel} title={`${t('pawn.lelang.batal')} ${cancelling?.no_faktur_hutang ?? ''}`}>
        <Stack>
          <Text size="sm">
            {cancelling?.nama_customer} — {t('pawn.fields.hargaLelang')}: <b>{formatRupiah(cancelling?.harga_lelang ?? 0)}</b>
          </Text>
          <TextInput
            label={t('pawn.fields.alasan')}
            value={alasan}
            onChange={(e) => {
              setAlasan(e.currentTarget.value.toUpperCase());
              setErrors({});
            }}
            error={errors.alasan}
            data-testid="batal-lelang-alasan"
          />
          <Group justify="flex-end">
            <Button color="red" onClick={() => void batal()} loading={busy} data-testid="batal-lelang-simpan">
              {t('pawn.lelang.batal')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {dialog}
    </Panel>
  );
}
