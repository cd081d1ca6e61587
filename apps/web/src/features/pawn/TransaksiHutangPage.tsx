import { formatBusinessDate, formatRupiah, PAWN_MESSAGES, type PawnLoan, type PawnQuote } from '@emas/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithApprovals, useApproval } from '../../kit/authorization';
import { MemberLookup, type CounterMember } from '../../kit/counter';
import { DateField } from '../../kit/DateField';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { printReceipt } from '../../kit/receipt';
import { useCurrentStore } from '../../kit/use-current-store';
import { api, ApiError } from '../../lib/api';
import { useFieldErrors } from '../../lib/field-errors';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { emptyPiece, PAWN_KEYS, pieceBody, quoteLoan, type PieceForm } from './pawn-api';
import { pawnReceiptModel } from './pawn-receipt';
import { LoanWhatsappButton } from './PiecePhoto';
import { PiecesEditor } from './PiecesEditor';

type Customer = { nama_customer: string; alamat_customer: string; no_hp: string; no_identitas: string };
const EMPTY: Customer = { nama_customer: '', alamat_customer: '', no_hp: '', no_identitas: '' };
const newKey = () => `hutang-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /transaksi-hutang: a loan on pledged pieces. Hitung appraises the pieces at the price in force and shows
 * the ceiling, the band's rate and fee and the due date; Simpan writes the loan (above the ceiling the
 * server refuses and the authorization dialog asks a supervisor) and prints the receipt with the loan's QR;
 * the loan saved stays named at the top with its receipt again and Kirim WhatsApp. Each piece may take a photo.
 */
export function TransaksiHutangPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const session = useSession();
  const sales = useReference('sales');
  const { requestApproval, dialog } = useApproval();
  const [customer, setCustomer] = useState<Customer>(EMPTY);
  const [tglLahir, setTglLahir] = useState<string | null>(null);
  const [member, setMember] = useState<CounterMember | null>(null);
  const [kodeSales, setKodeSales] = useState<string | null>(null);
  const [pieces, setPieces] = useState<PieceForm[]>([emptyPiece()]);
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [quote, setQuote] = useState<PawnQuote | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [saved, setSaved] = useState<PawnLoan | null>(null);

  const field = (name: keyof Customer, label: string) => (
    <TextInput
      label={label}
      value={customer[name]}
      onChange={(e) => {
        clear(name);
        setCustomer({ ...customer, [name]: name === 'no_hp' ? e.currentTarget.value.replace(/[^0-9+\- ]/g, '') : e.currentTarget.value.toUpperCase() });
      }}
      error={errors[name]}
      data-testid={`hutang-${name}`}
    />
  );

  const hitung = async () => {
    setBusy(true);
    try {
      const q = await quoteLoan(pieces, jumlah);
      setQuote(q);
      setErrors({});
      if (!jumlah) setJumlah(q.plafond);
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  const simpan = async () => {
    setBusy(true);
    try {
      const body = { idempotency_key: key, kode_sales: kodeSales, ...customer, kode_member: member?.kode_member, tgl_lahir: tglLahir, detail_barang: pieces.map(pieceBody), jumlah_hutang: jumlah };
      const result = await sendWithApprovals(
        (otorisasi) => api.post<PawnLoan>('hutang', { ...body, otorisasi }),
        (operasi) => {
          notify.warning(PAWN_MESSAGES.overCeiling);
          return requestApproval({ operasi, deskripsi: t('pawn.transaksi.approvalDeskripsi', { jumlah: formatRupiah(jumlah ?? 0), plafond: formatRupiah(quote?.plafond ?? 0) }), nilai: jumlah ?? 0 });
        },
      );
      if (!result) return;
      notify.success(result.message ?? '');
      void queryClient.invalidateQueries({ queryKey: PAWN_KEYS.all });
      void printReceipt(pawnReceiptModel(result.data, store, session.user?.user_id ?? ''));
      setSaved(result.data);
      setCustomer(EMPTY);
      setMember(null);
      setTglLahir(null);
      setPieces([emptyPiece()]);
      setJumlah(null);
      setQuote(null);
      setErrors({});
      setKey(newKey());
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notifyApiError(e, t('pawn.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('pawn.transaksi.title')} removable={false} testId="transaksi-hutang">
      <Stack>
        {saved && (
          <Paper withBorder p="sm" data-testid="hutang-tersimpan">
            <Group justify="space-between">
              <Text>
                {t('pawn.transaksi.terakhir')}: <b data-testid="hutang-tersimpan-no">{saved.no_faktur_hutang}</b> - {saved.nama_customer}
              </Text>
              <Group>
                <Button variant="light" onClick={() => void printReceipt(pawnReceiptModel(saved, store, session.user?.user_id ?? ''))} data-testid="hutang-cetak-ulang">
                  {t('pawn.actions.cetak')}
                </Button>
                <LoanWhatsappButton no={saved.no_faktur_hutang} jenis="HUTANG" />
              </Group>
            </Group>
          </Paper>
        )}
        <MemberLookup
          member={member}
          testId="hutang-member"
          onChange={(m) => {
            setMember(m);
            if (m) {
              setCustomer({ ...customer, nama_customer: m.nama_member, no_hp: m.no_hp, alamat_customer: m.alamat, no_identitas: m.no_identitas || customer.no_identitas });
              setTglLahir(m.tgl_lahir);
            }
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('nama_customer', t('pawn.fields.customer'))}
          {field('alamat_customer', t('pawn.fields.alamat'))}
          {field('no_hp', t('pawn.fields.noHp'))}
          {field('no_identitas', t('pawn.fields.noIdentitas'))}
          <DateField
            label={t('common.birthDate')}
            value={tglLahir}
            onChange={(v) => {
              clear('tgl_lahir');
              setTglLahir(v);
            }}
            error={errors.tgl_lahir}
            testId="hutang-tgl_lahir"
          />
          <Select
            label={t('pawn.fields.sales')}
            data={(sales.data ?? []).map((s) => ({ value: String(s.kode_sales), label: `${String(s.kode_sales)} - ${String(s.nama_sales)}` }))}
            value={kodeSales}
            onChange={(v) => {
              clear('kode_sales');
              setKodeSales(v);
            }}
            error={errors.kode_sales}
            data-testid="hutang-sales"
          />
        </SimpleGrid>
        <PiecesEditor pieces={pieces} onChange={setPieces} errors={errors} onEdit={clear} />
        <Paper withBorder p="sm">
          <Group justify="space-between" align="flex-end">
            <Group gap="xl">
              <Text>
                {t('pawn.fields.taksiran')}: <b data-testid="hutang-taksiran">{formatRupiah(quote?.taksiran ?? 0)}</b>
              </Text>
              <Text>
                {t('pawn.fields.plafond')}: <b data-testid="hutang-plafond">{formatRupiah(quote?.plafond ?? 0)}</b>
              </Text>
              <Text>
                {t('pawn.fields.bungaPersen')}: <b data-testid="hutang-bunga">{quote?.bunga === null || !quote ? '-' : t('pawn.receipt.rate', { bunga: quote.bunga.toFixed(2), hari: quote.hari_periode })}</b>
              </Text>
              <Text>
                {t('pawn.fields.biayaAdmin')}: <b>{formatRupiah(quote?.biaya_admin ?? 0)}</b>
              </Text>
              <Text>
                {t('pawn.fields.jatuhTempo')}: <b data-testid="hutang-jatuh-tempo">{quote ? formatBusinessDate(quote.tgl_jatuh_tempo) : '-'}</b>
              </Text>
            </Group>
            <Button variant="light" onClick={() => void hitung()} loading={busy} data-testid="hutang-hitung">
              {t('pawn.actions.hitung')}
            </Button>
          </Group>
          <Group mt="sm" align="flex-end">
            <MoneyInput
              label={t('pawn.fields.jumlahHutang')}
              value={jumlah}
              onChange={(v) => {
                clear('jumlah_hutang');
                setJumlah(v);
              }}
              error={errors.jumlah_hutang}
              data-testid="hutang-jumlah"
            />
            <Button onClick={() => void simpan()} loading={busy} disabled={!quote} data-testid="hutang-simpan">
              {t('pawn.actions.simpan')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      {dialog}
    </Panel>
  );
}
