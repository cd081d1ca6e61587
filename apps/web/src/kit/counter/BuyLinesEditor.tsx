import { formatNumber, formatRupiah, formatWeight, MESSAGES, PURCHASE_MESSAGES, PURCHASE_TUJUAN, type MasterRow } from '@emas/domain';
import { ActionIcon, Alert, Button, Card, Grid, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import sticky from '../DataTable.module.css';
import { MoneyInput } from '../Inputs';
import { notify, notifyApiError } from '../../lib/notify';
import { useScanQueue } from '../scan-queue';
import { useReference } from '../../lib/reference';
import { fetchNota } from './counter-api';
import { lineFromNota, lineFromOutside, outsideProblem, paidOf, type LineIssue, type OutsideDraft } from './buy-lines-model';
import { PriceNote, ScanField } from './CounterControls';
import type { BuyLines } from './use-buy-lines';

const text = (row: MasterRow, key: string) => String(row[key] ?? '');

/** One figure of a line's price: its label and the amount, on one row. */
function Figure({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
const EMPTY_OUTSIDE: OutsideDraft = { nama_barang: '', kode_group: '', kode_dept: '', berat: '', kode_kondisi: '' };

/**
 * The pieces a customer sells back: scan the shop's receipt (number, line or the item's barcode,
 * then Enter) or type an outside piece; per line the weight weighed now, the condition, the price
 * code, where it goes (stock or melting) and the price paid. The server prices every change and
 * the table shows the gold value and each deduction, so the cashier sees why the price is what it is.
 */
export function BuyLinesEditor({ state, disabled, autoFocus }: { state: BuyLines; disabled?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const kondisi = useReference('kondisi-pembelian');
  const hargaBeli = useReference('para-harga-beli');
  const groups = useReference('group');
  const jenis = useReference('jenis');
  const [code, setCode] = useState('');
  const [outside, setOutside] = useState<OutsideDraft>(EMPTY_OUTSIDE);
  // the field of the outside piece refused by Tambah Barang, until it is changed
  const [outsideIssue, setOutsideIssue] = useState<LineIssue | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);
  // the lines as of now, for a queued scan that runs before React has rendered the scan before it
  const linesRef = useRef(state.lines);
  linesRef.current = state.lines;

  const kondisiOptions = (kondisi.data ?? []).map((k) => ({ value: text(k, 'kode_kondisi_beli'), label: text(k, 'nama_kondisi_beli') || text(k, 'kode_kondisi_beli') }));
  // a new line starts in the condition that deducts nothing (NORMAL), else the first
  const plain = (kondisi.data ?? []).find((k) => Number(k.potongan_persen ?? 0) === 0 && Number(k.potongan_rp ?? 0) === 0);
  const defaultKondisi = plain ? text(plain, 'kode_kondisi_beli') : (kondisiOptions[0]?.value ?? '');
  const hargaOptions = [
    { value: '', label: t('purchases.counter.kodeHargaNone') },
    ...(hargaBeli.data ?? []).map((h) => ({ value: text(h, 'kode_harga'), label: `${text(h, 'kode_harga')} - ${formatNumber(Number(h.harga_per_gram ?? 0))}` })),
  ];
  const groupOptions = (groups.data ?? []).map((g) => ({ value: text(g, 'kode_group'), label: `${text(g, 'kode_group')} - ${text(g, 'nama_group')}` }));
  const jenisOptions = (jenis.data ?? []).map((j) => ({ value: text(j, 'kode_dept'), label: `${text(j, 'kode_dept')} - ${text(j, 'nama_dept')}` }));
  const tujuanOptions = PURCHASE_TUJUAN.map((v) => ({ value: v, label: t(`purchases.counter.tujuan${v}`) }));

  const lookUp = async (kode: string) => {
    try {
      const found = await fetchNota(kode);
      const onTable = new Set(linesRef.current.map((l) => l.nota?.no_faktur_jual).filter(Boolean));
      const fresh = found.filter((n) => !n.dibeli && !onTable.has(n.no_faktur_jual));
      if (fresh.length === 0) {
        const bought = found.find((n) => n.dibeli);
        notify.error(bought ? PURCHASE_MESSAGES.alreadyBought(bought.no_faktur_jual, bought.dibeli!) : PURCHASE_MESSAGES.notaTwice(found[0]!.no_faktur_jual));
      } else {
        const added = fresh.map((n) => lineFromNota(n, defaultKondisi));
        linesRef.current = [...linesRef.current, ...added];
        state.add(added);
      }
    } catch (e) {
      notifyApiError(e, MESSAGES.sendErrorProper);
    } finally {
      // never take the focus from another field
      if (document.activeElement === document.body) scanRef.current?.focus();
    }
  };
  const scans = useScanQueue(lookUp);

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    // a scanner types the next receipt right after its Enter: take this one and empty the field now
    const kode = e.currentTarget.value.trim().toUpperCase();
    setCode('');
    if (kode) scans.enqueue(kode);
  };

  // checked by the piece's own domain schema (the server's) before it goes on the table: a refused
  // piece is named by its field's message and the form stays as typed
  const addOutside = () => {
    const o = { ...outside, kode_kondisi: outside.kode_kondisi || defaultKondisi };
    const problem = outsideProblem(o);
    if (problem) {
      setOutsideIssue(problem);
      return notify.warning(problem.message);
    }
    state.add([lineFromOutside(o)]);
    setOutside(EMPTY_OUTSIDE);
    setOutsideIssue(null);
  };
  const setOut = (field: keyof OutsideDraft) => (value: string | null) => {
    setOutside((o) => ({ ...o, [field]: value ?? '' }));
    setOutsideIssue((issue) => (issue?.field === field ? null : issue));
  };
  const outsideError = (field: keyof OutsideDraft) => (outsideIssue?.field === field ? outsideIssue.message : undefined);
  const lineError = (i: number, field: string) => (state.issues[i]?.field === field ? state.issues[i].message : undefined);

  return (
    <Stack>
      <ScanField
        inputRef={scanRef}
        label={t('purchases.counter.nota')}
        description={t('purchases.counter.notaHint')}
        leftSection={<IconReceipt size={16} />}
        value={code}
        disabled={disabled}
        onChange={setCode}
        onKeyDown={onScanKey}
        autoFocus={autoFocus}
        data-testid="buy-nota"
      />
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('purchases.counter.outside')}
        </Text>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('purchases.counter.namaBarang')} value={outside.nama_barang} error={outsideError('nama_barang')} disabled={disabled} onChange={(e) => setOut('nama_barang')(e.currentTarget.value)} data-testid="buy-outside-nama" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2.5 }}>
            <Select label={t('purchases.counter.group')} data={groupOptions} value={outside.kode_group || null} error={outsideError('kode_group')} searchable disabled={disabled} onChange={setOut('kode_group')} data-testid="buy-outside-group" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2.5 }}>
            <Select label={t('purchases.counter.jenis')} data={jenisOptions} value={outside.kode_dept || null} error={outsideError('kode_dept')} searchable disabled={disabled} onChange={setOut('kode_dept')} data-testid="buy-outside-jenis" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 1.5 }}>
            <TextInput label={t('purchases.counter.berat')} inputMode="decimal" value={outside.berat} error={outsideError('berat')} disabled={disabled} onChange={(e) => setOut('berat')(e.currentTarget.value)} data-testid="buy-outside-berat" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2.5 }}>
            <Select label={t('purchases.counter.kondisi')} data={kondisiOptions} value={outside.kode_kondisi || defaultKondisi || null} error={outsideError('kode_kondisi')} disabled={disabled} onChange={setOut('kode_kondisi')} data-testid="buy-outside-kondisi" />
          </Grid.Col>
          {/* on a row of its own: beside the fields, 'Tambah Barang Luar' was cut on a 1366 px laptop */}
          <Grid.Col span={12}>
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={16} />} variant="light" disabled={disabled} onClick={addOutside} data-testid="buy-outside-add">
                {t('purchases.counter.addOutside')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Card>
      <Card withBorder p={0}>
        {/* fits a 1366 px laptop: the three choices of a line stand in one column, its figures in another */}
        <Table.ScrollContainer minWidth={880}>
          <Table striped data-testid="buy-lines" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchases.counter.colNo')}</Table.Th>
                <Table.Th>{t('purchases.counter.colBarang')}</Table.Th>
                <Table.Th>{t('purchases.counter.berat')}</Table.Th>
                <Table.Th>
                  {t('purchases.counter.kondisi')} / {t('purchases.counter.kodeHarga')} / {t('purchases.counter.tujuan')}
                </Table.Th>
                <Table.Th ta="right">
                  {t('purchases.counter.colNilai')} / {t('purchases.counter.colHargaHitung')}
                </Table.Th>
                <Table.Th ta="right" className={sticky.stickyPrice}>
                  {t('purchases.counter.colHarga')}
                </Table.Th>
                <Table.Th className={`${sticky.actions} ${sticky.narrowActions}`} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.lines.map((l, i) => {
                const p = state.priced[i];
                const paid = paidOf(l, p);
                return (
                  <Table.Tr key={l.key} data-testid="buy-line">
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td miw={150}>
                      <Text size="sm">{l.nama_barang}</Text>
                      <Text size="xs" c="dimmed">
                        {l.nota ? l.nota.no_faktur_jual : t('purchases.counter.asalLuar')} · {l.kode_group} / {l.kode_dept}
                        {p ? ` / ${formatNumber(p.kadar)}` : ''}
                      </Text>
                      {l.nota?.berlian && (
                        // a diamond piece: the certificate the customer brings is checked against the piece's (issue 34)
                        <TextInput
                          size="xs"
                          mt={4}
                          placeholder={t('purchases.counter.noSertifikat')}
                          aria-label={`${t('purchases.counter.noSertifikat')} ${i + 1}`}
                          value={l.no_sertifikat}
                          error={lineError(i, 'no_sertifikat')}
                          disabled={disabled}
                          onChange={(e) => state.update(l.key, { no_sertifikat: e.currentTarget.value })}
                        />
                      )}
                    </Table.Td>
                    <Table.Td miw={90} maw={110}>
                      <TextInput size="xs" inputMode="decimal" aria-label={`${t('purchases.counter.berat')} ${i + 1}`} value={l.berat} error={lineError(i, 'berat')} disabled={disabled} onChange={(e) => state.update(l.key, { berat: e.currentTarget.value })} />
                      {l.nota && (
                        <Text size="xs" c="dimmed">
                          {t('purchases.counter.colBeratNota')} {formatWeight(Number(l.nota.berat_nota))}
                        </Text>
                      )}
                      {p && p.berat_dipakai !== p.berat && (
                        <Text size="xs" c="dimmed">
                          {'> '}
                          {formatWeight(Number(p.berat_dipakai))}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={200} maw={220}>
                      <Stack gap={4}>
                        <Select size="xs" aria-label={`${t('purchases.counter.kondisi')} ${i + 1}`} data={kondisiOptions} value={l.kode_kondisi || null} error={lineError(i, 'kode_kondisi')} disabled={disabled} onChange={(v) => state.update(l.key, { kode_kondisi: v ?? '' })} />
                        <Select size="xs" aria-label={`${t('purchases.counter.kodeHarga')} ${i + 1}`} data={hargaOptions} value={l.kode_harga} error={lineError(i, 'kode_harga')} disabled={disabled} onChange={(v) => state.update(l.key, { kode_harga: v ?? '' })} />
                        <Select size="xs" aria-label={`${t('purchases.counter.tujuan')} ${i + 1}`} data={tujuanOptions} value={l.tujuan} disabled={disabled} onChange={(v) => state.update(l.key, { tujuan: v === 'HANCUR' ? 'HANCUR' : 'STOCK' })} />
                      </Stack>
                    </Table.Td>
                    <Table.Td miw={200}>
                      <Figure label={t('purchases.counter.colNilai')} value={p ? formatNumber(p.nilai_emas) : '-'} />
                      {p && (
                        <Text size="xs" c="dimmed" ta="right">
                          {formatNumber(p.harga_emas)}/gr
                        </Text>
                      )}
                      <Figure label={t('purchases.counter.colPotKondisi')} value={p ? formatNumber(p.potongan_kondisi) : '-'} testId="buy-pot-kondisi" />
                      <Figure label={t('purchases.counter.colPotRugi')} value={p ? formatNumber(p.potongan_rugi) : '-'} testId="buy-pot-rugi" />
                      <Figure label={t('purchases.counter.colHargaHitung')} value={p ? formatNumber(p.harga_hitung) : '-'} testId="buy-harga-hitung" strong />
                    </Table.Td>
                    <Table.Td ta="right" w={160} miw={150} className={sticky.stickyPrice}>
                      <MoneyInput size="xs" aria-label={`${t('purchases.counter.colHarga')} ${i + 1}`} value={paid} disabled={disabled || !p} onChange={(v) => state.update(l.key, { harga: v })} />
                      {p && paid > p.harga_hitung && (
                        <PriceNote text={t('purchases.counter.priceOver', { harga: formatNumber(p.harga_hitung) })} resetLabel={t('purchases.counter.priceReset')} onReset={() => state.update(l.key, { harga: null })} />
                      )}
                    </Table.Td>
                    <Table.Td className={`${sticky.actions} ${sticky.narrowActions}`}>
                      <ActionIcon variant="subtle" color="red" disabled={disabled} aria-label={`${t('purchases.counter.remove')} ${i + 1}`} onClick={() => state.remove(l.key)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {state.lines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7} c="dimmed" ta="center">
                    {t('purchases.counter.noLines')}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {state.error && (
        <Alert color="red" data-testid="buy-error">
          {state.error}
        </Alert>
      )}
      {state.lines.length > 0 && (
        <Group justify="flex-end">
          <Text size="sm" c="dimmed">
            {state.quoting ? t('purchases.counter.calculating') : ''}
          </Text>
          <Text fw={700} data-testid="buy-total">
            {formatRupiah(state.total)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
