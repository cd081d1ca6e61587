import { purchaseQuoteRequest, type NotaLine, type PricedPurchaseLine, type PurchaseLineRequest } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeApi, type FakeRequest } from '../test-app';
import { BuyLinesEditor } from './BuyLinesEditor';
import { useBuyLines } from './use-buy-lines';

const nota = (n: number, dibeli: string | null = null): NotaLine => ({
  no_faktur_jual: `JL-BDG-261124-00000${n}`,
  no_faktur_group: `FJ-BDG-261124-00000${n}`,
  tgl_system: '2026-11-24',
  kode_barcode: `BDG000000${n}`,
  nama_barang: `CINCIN NOTA ${n}`,
  kode_group: 'P17',
  kode_dept: 'CC',
  kadar: 70,
  berat_nota: '2.000',
  harga_nota: 2_000_000,
  dibeli,
});

function Editor() {
  const state = useBuyLines();
  return <BuyLinesEditor state={state} />;
}

describe('BuyLinesEditor', () => {
  it('takes back-to-back receipt scans in order while a lookup is slow, and refuses a line already on the table', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    renderScreen(<Editor />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => {
        if (r.path.startsWith('pembelian/nota/')) {
          const kode = decodeURIComponent(r.path.slice('pembelian/nota/'.length));
          asked.push(kode);
          const n = Number(kode.slice(-1));
          // the first lookup answers late: the scanner has sent the others meanwhile
          return n === 1 ? held.then(() => ok([nota(1)])) : ok([nota(n)]);
        }
        if (r.path === 'pembelian/hitung') return ok({ detail: [], total: 0 });
        return ok([]);
      },
    });
    const field = screen.getByTestId('buy-nota');
    await user.click(field);
    for (const code of ['BDG0000001', 'BDG0000002', 'BDG0000001']) await user.type(field, `${code}{Enter}`);
    // the field is empty for the next scan at once, and the lookups wait their turn
    expect(field).toHaveValue('');
    expect(asked).toEqual(['BDG0000001']);
    release();
    await screen.findByText('CINCIN NOTA 2');
    expect(asked).toEqual(['BDG0000001', 'BDG0000002', 'BDG0000001']);
    expect((await screen.findAllByText('Nota JL-BDG-261124-000001 sudah ada di tabel')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText(/^CINCIN NOTA \d$/).map((e) => e.textContent)).toEqual(['CINCIN NOTA 1', 'CINCIN NOTA 2']));
  });

  it('checks an outside piece when Tambah Barang is pressed: a bad weight is refused with its message, nothing is added and the form stays as typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Editor />, { user: KASIR, api: counterApi() });
    await user.type(screen.getByTestId('buy-outside-nama'), 'gelang patah');
    await pick(user, 'buy-outside-group', 'P17 - PERHIASAN 17K');
    await pick(user, 'buy-outside-jenis', 'GL - GELANG');
    const berat = screen.getByTestId('buy-outside-berat');
    for (const [typed, message] of [
      ['abc', 'Berat tidak valid'],
      ['-5', 'Berat tidak boleh kurang dari 0'],
      ['0', 'Berat tidak boleh 0'],
      ['99999999', 'Berat tidak boleh lebih dari 100000 gram'],
    ] as const) {
      await user.clear(berat);
      await user.type(berat, typed);
      await user.click(screen.getByTestId('buy-outside-add'));
      expect(await findToast(message)).toBeInTheDocument();
      expect(berat).toHaveAccessibleDescription(message);
      expect(screen.queryAllByTestId('buy-line')).toHaveLength(0);
      // the form is kept as typed: the cashier corrects the weight only
      expect(screen.getByTestId('buy-outside-nama')).toHaveValue('gelang patah');
      expect(berat).toHaveValue(typed);
    }
    await user.clear(berat);
    await user.type(berat, '5');
    expect(berat).not.toHaveAccessibleDescription(/Berat/);
    await user.click(screen.getByTestId('buy-outside-add'));
    await screen.findByText('GELANG PATAH');
    expect(screen.getAllByTestId('buy-line')).toHaveLength(1);
    expect(screen.getByTestId('buy-outside-nama')).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('buy-harga-hitung')).toHaveTextContent('5,000,000'));
    // no quote ever carried a refused weight
    expect(quotedWeights(calls).flat()).toEqual(expect.arrayContaining(['5']));
    expect(quotedWeights(calls).flat().filter((b) => b !== '5')).toEqual([]);
  });

  it('a weight made wrong in the table names its row, keeps the other rows priced and is never sent to be priced', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Editor />, { user: KASIR, api: counterApi() });
    for (const code of ['BDG0000001', 'BDG0000002']) await user.type(screen.getByTestId('buy-nota'), `${code}{Enter}`);
    await screen.findByText('CINCIN NOTA 2');
    await waitFor(() => expect(screen.getAllByTestId('buy-harga-hitung').map((c) => c.textContent)).toEqual(['2,000,000', '2,000,000']));
    const second = screen.getByRole('textbox', { name: 'Berat (gr) 2' });
    await user.clear(second);
    await user.type(second, 'abc');
    expect(await screen.findByTestId('buy-error')).toHaveTextContent('Baris 2: Berat tidak valid');
    expect(second).toHaveAccessibleDescription('Berat tidak valid');
    // the first row keeps its price and the total is its price, not Rp 0
    await waitFor(() => expect(screen.getAllByTestId('buy-harga-hitung').map((c) => c.textContent)).toEqual(['2,000,000', '-']));
    expect(screen.getByTestId('buy-total')).toHaveTextContent('2,000,000');
    expect(quotedWeights(calls).flat()).not.toContain('abc');
    const rows = screen.getAllByTestId('buy-line');
    expect(within(rows[0]!).getByRole('textbox', { name: 'Berat (gr) 1' })).not.toHaveAccessibleDescription(/Berat/);
  });

  it('a line the server refuses is named with its row and left out of the next quote; the others stay priced', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<Editor />, { user: KASIR, api: counterApi() });
    for (const code of ['BDG0000001', 'BDG0000002']) await user.type(screen.getByTestId('buy-nota'), `${code}{Enter}`);
    await screen.findByText('CINCIN NOTA 2');
    const first = screen.getByRole('textbox', { name: 'Berat (gr) 1' });
    await user.clear(first);
    await user.type(first, '2.5');
    expect(await screen.findByTestId('buy-error')).toHaveTextContent('Baris 1: Berat tidak boleh melebihi berat nota');
    await waitFor(() => expect(screen.getAllByTestId('buy-harga-hitung').map((c) => c.textContent)).toEqual(['-', '2,000,000']));
    expect(first).toHaveAccessibleDescription('Berat tidak boleh melebihi berat nota');
    await user.clear(first);
    await user.type(first, '1.5');
    await waitFor(() => expect(screen.getAllByTestId('buy-harga-hitung').map((c) => c.textContent)).toEqual(['1,500,000', '2,000,000']));
    expect(screen.queryByTestId('buy-error')).not.toBeInTheDocument();
  });
});

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');

/** A priced line as POST pembelian/hitung answers it: 1,000,000 a gram, no deductions. */
function priced(line: PurchaseLineRequest): PricedPurchaseLine {
  const grams = Number(line.berat);
  return {
    no_faktur_jual: line.no_faktur_jual ? String(line.no_faktur_jual) : null,
    nama_barang: String(line.nama_barang ?? 'CINCIN'),
    kode_group: String(line.kode_group ?? 'P17'),
    kode_dept: String(line.kode_dept ?? 'CC'),
    kadar: 70,
    kode_kondisi: String(line.kode_kondisi),
    nama_kondisi: 'NORMAL',
    kode_harga: null,
    harga_emas: 1_000_000,
    berat_nota: null,
    harga_nota: null,
    berat: String(line.berat),
    berat_dipakai: String(line.berat),
    nilai_emas: grams * 1_000_000,
    potongan_kondisi: 0,
    potongan_rugi: 0,
    rugi_nota_berlaku: false,
    harga_hitung: grams * 1_000_000,
    harga: grams * 1_000_000,
    tujuan: 'STOCK',
    kode_gudang: 'BELI',
    kode_baki: 'BL01',
  };
}

/** The counter's references, receipt lookups, and a price for every quoted line (a bad line refused as the server does). */
function counterApi(): FakeApi {
  return (r) => {
    if (r.path === 'group/get/all') return ok([{ kode_group: 'P17', nama_group: 'PERHIASAN 17K' }]);
    if (r.path === 'jenis/get/all') return ok([{ kode_dept: 'GL', nama_dept: 'GELANG' }]);
    if (r.path === 'parabeli/get/all') return ok([{ kode_kondisi_beli: 'NORMAL', nama_kondisi_beli: 'NORMAL', potongan_persen: 0, potongan_rp: 0 }]);
    if (r.path.startsWith('pembelian/nota/')) return ok([nota(Number(decodeURIComponent(r.path).slice(-1)))]);
    if (r.path === 'pembelian/hitung') {
      // refused as the server refuses: the schema's first message, keyed by its field
      const parsed = purchaseQuoteRequest.safeParse(r.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(400, issue.message, { [issue.path.join('.')]: issue.message });
      }
      // the server's own rule: a piece from the shop's receipt is not heavier than the receipt says
      const over = (r.body as { detail: PurchaseLineRequest[] }).detail.findIndex((l) => l.no_faktur_jual && Number(l.berat) > 2);
      if (over >= 0) return fail(400, 'Berat tidak boleh melebihi berat nota', { [`detail.${over}.berat`]: 'Berat tidak boleh melebihi berat nota' });
      const detail = (r.body as { detail: PurchaseLineRequest[] }).detail.map(priced);
      return ok({ detail, total_berat: '0', total_hitung: 0, total_harga: 0 });
    }
    return ok([]);
  };
}

/** The weights of each quote sent. */
const quotedWeights = (calls: FakeRequest[]) => calls.filter((c) => c.path === 'pembelian/hitung').map((c) => (c.body as { detail: PurchaseLineRequest[] }).detail.map((l) => String(l.berat)));

async function pick(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The toast with this text (the same text may also stand inline on the screen). */
const findToast = (text: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('alert').find((a) => within(a).queryByText(text));
    expect(toast).toBeDefined();
    return toast!;
  });
