import { formatBusinessDate, formatRupiah, type PawnLoan } from '@emas/domain';
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { MoneyInput } from '../../kit/Inputs';
import { printReceipt } from '../../kit/receipt';
import { useCurrentStore } from '../../kit/use-current-store';
import { ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { fetchLoan, PAWN_KEYS, postLoanAction } from './pawn-api';
import { pawnReceiptModel } from './pawn-receipt';
import { LoanWhatsappButton, StoredPiecePhoto } from './PiecePhoto';
import { useSubmissionKey } from '../../kit/submission-key';

type Props = { no: string | null; onClose: () => void };

/**
 * One loan: its pieces, payments, interest due today and redemption total; the cashier's actions on an
 * open loan: BAYAR BUNGA, peremajaan (new rate required, optional new amount), part of the principal, tebus.
 */
export function LoanDetailModal({ no, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const session = useSession();
  const { requestApproval, dialog } = useApproval();
  const loan = useQuery({ queryKey: PAWN_KEYS.one(no ?? ''), queryFn: () => fetchLoan(no!), enabled: Boolean(no) });
  const [bungaBaru, setBungaBaru] = useState('');
  const [jumlahBaru, setJumlahBaru] = useState<number | null>(null);
  const [pokok, setPokok] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // one key per payment: a double click on 'Ya' or a retry of the same payment is written once
  const submission = useSubmissionKey();
  const l = loan.data;

  const act = async (path: 'bayar-bunga' | 'tebus' | 'peremajaan' | 'bayar-pokok', body: object, confirm: string) => {
    if (!(await confirmDialog(confirm))) return;
    setBusy(true);
    try {
      const res = await sendWithApprovals(
        (otorisasi) => postLoanAction(path, { no_faktur_hutang: no, ...body, otorisasi, idempotency_key: submission.current() }),
        (operasi) => requestApproval({ operasi, deskripsi: `${no}`, nilai: jumlahBaru ?? 0 }),
      );
      if (!res) return;
      submission.renew();
      notify.success(res.message ?? '');
      setErrors({});
      queryClient.setQueryData(PAWN_KEYS.one(no!), res.data);
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
      if (path === 'tebus') void printReceipt(pawnReceiptModel(res.data, store, session.user?.user_id ?? '', 'TEBUS'));
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  // with nothing due the payment is the next period in advance: said plainly, with the due date it gives, and sent as such
  const bayarBunga = (loan: PawnLoan) => {
    const b = loan.bayar_bunga;
    if (!b) return;
    const vars = { bunga: formatRupiah(b.bunga), tanggal: formatBusinessDate(b.tgl_jatuh_tempo) };
    return act('bayar-bunga', { di_muka: b.di_muka }, b.di_muka ? t('pawn.lihat.confirmBungaDiMuka', vars) : t('pawn.lihat.confirmBunga', vars));
  };

  const info = (label: string, value: string, testId?: string) => (
    <Text size="sm">
      {label}: <b data-testid={testId}>{value}</b>
    </Text>
  );

  return (
    <Modal opened={Boolean(no)} onClose={onClose} size="xl" title={`${t('pawn.lihat.detail')} ${no ?? ''}`}>
      {l && <LoanBody l={l} info={info} />}
      {l?.status === 'AKTIF' && (
        <Stack mt="md">
          <Group>
            <Button onClick={() => void bayarBunga(l)} loading={busy} data-testid="hutang-bayar-bunga">
              {l.bayar_bunga?.di_muka ? t('pawn.actions.bayarBungaDiMuka') : t('pawn.actions.bayarBunga')}
            </Button>
            <Button color="teal" onClick={() => void act('tebus', {}, t('pawn.lihat.confirmTebus', { total: formatRupiah(l.total_tebus_hari_ini) }))} loading={busy} data-testid="hutang-tebus">
              {t('pawn.actions.tebus')}
            </Button>
            <Button variant="light" onClick={() => l && void printReceipt(pawnReceiptModel(l, store, session.user?.user_id ?? ''))}>
              {t('pawn.actions.cetak')}
            </Button>
            <LoanWhatsappButton no={l.no_faktur_hutang} jenis="HUTANG" />
          </Group>
          <Group align="flex-end">
            <TextInput label={t('pawn.fields.bungaBaru')} value={bungaBaru} onChange={(e) => setBungaBaru(e.currentTarget.value.replace(/[^0-9.]/g, ''))} error={errors.bunga_baru} w={140} data-testid="hutang-bunga-baru" />
            <MoneyInput label={t('pawn.fields.jumlahBaru')} value={jumlahBaru} onChange={setJumlahBaru} error={errors.jumlah_hutang_baru} />
            <Button variant="light" onClick={() => void act('peremajaan', { bunga_baru: bungaBaru, jumlah_hutang_baru: jumlahBaru ?? undefined }, t('pawn.lihat.confirmPeremajaan'))} loading={busy} data-testid="hutang-peremajaan">
              {t('pawn.actions.peremajaan')}
            </Button>
          </Group>
          <Group align="flex-end">
            <MoneyInput label={t('pawn.fields.bayarPokok')} value={pokok} onChange={setPokok} error={errors.jumlah} />
            <Button variant="light" onClick={() => void act('bayar-pokok', { jumlah: pokok }, t('pawn.lihat.confirmPokok', { jumlah: formatRupiah(pokok ?? 0) }))} loading={busy}>
              {t('pawn.actions.bayarPokok')}
            </Button>
          </Group>
        </Stack>
      )}
      {l?.status === 'LUNAS' && (
        <Group mt="md">
          <Button variant="light" onClick={() => void printReceipt(pawnReceiptModel(l, store, session.user?.user_id ?? '', 'TEBUS'))} data-testid="hutang-cetak-tebus">
            {t('pawn.actions.cetak')}
          </Button>
          <LoanWhatsappButton no={l.no_faktur_hutang} jenis="TEBUS" />
        </Group>
      )}
      {dialog}
    </Modal>
  );
}

function LoanBody({ l, info }: { l: PawnLoan; info: (label: string, value: string, testId?: string) => React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group>
        <Badge data-testid="hutang-status">{t(`pawn.status.${l.keadaan}`, { defaultValue: l.keadaan })}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {info(t('pawn.fields.customer'), l.nama_customer)}
        {info(t('pawn.fields.tglHutang'), formatBusinessDate(l.tgl_hutang))}
        {info(t('pawn.fields.jatuhTempo'), formatBusinessDate(l.tgl_jatuh_tempo), 'hutang-detail-jatuh-tempo')}
        {info(t('pawn.fields.jumlahHutang'), formatRupiah(l.jumlah_hutang))}
        {info(t('pawn.fields.bungaPersen'), t('pawn.receipt.rate', { bunga: l.bunga.toFixed(2), hari: l.hari_periode }))}
        {info(t('pawn.fields.bungaDibayar'), formatRupiah(l.bunga_pinjam), 'hutang-bunga-dibayar')}
        {info(t('pawn.fields.bungaHariIni'), formatRupiah(l.bunga_hari_ini), 'hutang-bunga-hari-ini')}
        {info(t('pawn.fields.totalTebus'), formatRupiah(l.total_tebus_hari_ini), 'hutang-total-tebus')}
        {info(t('pawn.fields.totalBayar'), formatRupiah(l.total_bayar), 'hutang-total-bayar')}
      </SimpleGrid>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pawn.fields.namaBarang')}</Table.Th>
            <Table.Th>{t('pawn.fields.kadar')}</Table.Th>
            <Table.Th>{t('pawn.fields.berat')}</Table.Th>
            <Table.Th>{t('pawn.fields.taksiran')}</Table.Th>
            <Table.Th>{t('pawn.fields.status')}</Table.Th>
            <Table.Th>{t('pawn.fields.foto')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {l.detail_barang.map((p) => (
            <Table.Tr key={p.urut} data-testid={`hutang-detail-barang-${p.urut}`}>
              <Table.Td>{p.nama_barang}</Table.Td>
              <Table.Td>{p.kadar.toFixed(2)}</Table.Td>
              <Table.Td>{p.berat}</Table.Td>
              <Table.Td>{formatRupiah(p.taksiran)}</Table.Td>
              <Table.Td>{p.status}</Table.Td>
              <Table.Td>{p.ada_foto && <StoredPiecePhoto no={l.no_faktur_hutang} urut={p.urut} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withTableBorder data-testid="hutang-pembayaran">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pawn.fields.noBayar')}</Table.Th>
            <Table.Th>{t('pawn.fields.tanggal')}</Table.Th>
            <Table.Th>{t('pawn.fields.jenis')}</Table.Th>
            <Table.Th>{t('pawn.fields.bunga')}</Table.Th>
            <Table.Th>{t('pawn.fields.pokok')}</Table.Th>
            <Table.Th>{t('pawn.fields.total')}</Table.Th>
            <Table.Th>{t('pawn.fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {l.pembayaran.map((p) => (
            <Table.Tr key={p.no_bayar}>
              <Table.Td>{p.no_bayar}</Table.Td>
              <Table.Td>{formatBusinessDate(p.tgl_system)}</Table.Td>
              <Table.Td>{t(`pawn.jenis.${p.jenis}`)}</Table.Td>
              <Table.Td>{formatRupiah(p.bunga)}</Table.Td>
              <Table.Td>{formatRupiah(p.pokok)}</Table.Td>
              <Table.Td>{formatRupiah(p.total)}</Table.Td>
              <Table.Td>{p.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
