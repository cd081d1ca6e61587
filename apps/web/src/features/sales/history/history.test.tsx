import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../../kit/test-app';
import { BatalPenjualanPage } from './BatalPenjualanPage';
import { listRow, saleLine, saleReceipt } from './fixtures';
import { LihatPenjualanPage } from './LihatPenjualanPage';
import { grosirTarget, RedirectToGrosirPage } from './RedirectToGrosirPage';
import { ValidasiPenjualanPage } from './ValidasiPenjualanPage';

/** screens with dialogs take a few seconds on a busy machine */
const SLOW = 30_000;
const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const A = saleReceipt('FJ-BDG-250310-000001');
const B = saleReceipt('FJ-BDG-250310-000002', { nama_customer: 'CITRA', status: 'BATAL', created_at: '2025-03-10T05:40:00.000Z' });

describe('/lihat-penjualan', () => {
  let waOk = true;
  let waConfigured = true;
  function api(r: FakeRequest) {
    if (r.method === 'POST' && r.path === 'chat/send') return waConfigured ? ok({ success: waOk }) : fail(400, 'WhatsApp belum diatur, hubungi admin');
    if (r.method === 'GET' && r.path === 'penjualan') {
      const status = r.query.get('status') ?? 'ALL';
      const rows = [A, B].filter((x) => status === 'ALL' || x.status === status).map(listRow);
      return ok(rows);
    }
    if (r.method === 'POST' && r.path === 'penjualan/get/bynota/single') {
      const no = (r.body as { no_faktur_group: string }).no_faktur_group;
      return { status: 200, body: { status: 'success', data: no === A.no_faktur_group ? A : B, template_wa: 'Halo BUDI' } };
    }
    return undefined;
  }

  it('lists the receipts of the active date, filters by status on the server and opens a receipt', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LihatPenjualanPage />, { user: KASIR, tglSystem: '2025-03-10', api });

    const table = await screen.findByTestId('sale-list');
    expect(await within(table).findByText('FJ-BDG-250310-000001')).toBeInTheDocument();
    expect(within(table).getByText('FJ-BDG-250310-000002')).toBeInTheDocument();
    // number, time (Asia/Jakarta), cashier, sales, customer, items, total, status, valid
    const rowA = within(table).getByText('FJ-BDG-250310-000001').closest('tr')!;
    expect(rowA).toHaveTextContent('10:15');
    expect(rowA).toHaveTextContent('KASIRBDG');
    expect(rowA).toHaveTextContent('SITI');
    expect(rowA).toHaveTextContent('BUDI');
    expect(rowA).toHaveTextContent('4,790,000');
    expect(rowA).toHaveTextContent('AKTIF');
    expect(rowA).toHaveTextContent('BELUM');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === 'penjualan').at(-1)!;
      expect(last.query.get('tgl_awal')).toBe('2025-03-10');
      expect(last.query.get('tgl_akhir')).toBe('2025-03-10');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'BATAL');
    await user.type(screen.getByRole('textbox', { name: /Cari \(No Nota/ }), 'citra');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(within(table).queryByText('FJ-BDG-250310-000001')).not.toBeInTheDocument());
    expect(within(table).getByText('FJ-BDG-250310-000002')).toBeInTheDocument();
    const last = calls.filter((c) => c.path === 'penjualan').at(-1)!;
    expect(last.query.get('status')).toBe('BATAL');
    expect(last.query.get('q')).toBe('citra');

    await user.click(screen.getByRole('button', { name: 'Detail FJ-BDG-250310-000002' }));
    const body = await screen.findByTestId('receipt-body');
    expect(within(body).getAllByTestId('receipt-line')).toHaveLength(2);
    expect(within(body).getByText('CINCIN 1')).toBeInTheDocument();
    expect(within(body).getByTestId('receipt-grand-total')).toHaveTextContent('4,790,000');
    expect(calls.find((c) => c.path === 'penjualan/get/bynota/single')?.body).toEqual({ no_faktur_group: 'FJ-BDG-250310-000002' });
    expect(screen.getByRole('button', { name: 'Cetak Ulang' })).toBeInTheDocument();

    // WhatsApp: the customer's 08.. phone as 628.., the store's template as the message
    await user.click(screen.getByRole('button', { name: 'Kirim WhatsApp' }));
    expect((await screen.findAllByText('Invoice Berhasil Dikirim')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'chat/send')?.body).toEqual({ receiver: '628123456789', message: 'Halo BUDI', type: 'text' });
    waOk = false;
    await user.click(screen.getByRole('button', { name: 'Kirim WhatsApp' }));
    expect((await screen.findAllByText('No Wa Tidak Terdaftar')).length).toBeGreaterThan(0);
    waConfigured = false;
    await user.click(screen.getByRole('button', { name: 'Kirim WhatsApp' }));
    expect((await screen.findAllByText('WhatsApp belum diatur, hubungi admin')).length).toBeGreaterThan(0);
  }, SLOW);
});

describe('/batal-penjualan: the client refuses early (domain canCancelSale)', () => {
  it("refuses yesterday's receipt without calling the server", async () => {
    const user = userEvent.setup({ delay: null });
    const old = saleReceipt('FJ-BDG-250310-000001', { tgl_system: '2025-03-10' });
    const { calls } = renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250310-000001') return ok(old);
        return undefined;
      },
    });
    await user.type(screen.getByRole('textbox', { name: /No Nota/ }), 'fj-bdg-250310-000001{Enter}');
    expect(await screen.findByTestId('batal-refusal')).toHaveTextContent('Penjualan kemarin tidak dapat dibatalkan');
    expect(screen.getByRole('button', { name: 'Batalkan Penjualan' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, SLOW);

  it('refuses NORMAL and TUKAR lines together; unticking the exchange line lifts it', async () => {
    const user = userEvent.setup({ delay: null });
    const mixed = saleReceipt('FJ-BDG-250311-000003', { tgl_system: '2025-03-11', detail: [saleLine(1), saleLine(2, { jenis: 'TUKAR' })] });
    renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([listRow(mixed)]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250311-000003') return ok(mixed);
        return undefined;
      },
    });
    // picked from today's list
    await user.click(await screen.findByRole('button', { name: 'Pilih FJ-BDG-250311-000003' }));
    expect(await screen.findByTestId('batal-refusal')).toHaveTextContent('Barang tukar dan barang biasa tidak dapat dibatalkan bersamaan');
    await user.click(screen.getByRole('checkbox', { name: 'Batalkan BDG0000002' }));
    await waitFor(() => expect(screen.queryByTestId('batal-refusal')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Batalkan Penjualan' })).toBeEnabled();
  }, SLOW);
});

describe('/batal-penjualan: confirmation, approval and the cancel call', () => {
  it('asks Ya/Tidak, then a supervisor (BATAL_PENJUALAN), posts the chosen lines with the approval id and shows them back in their trays', async () => {
    const user = userEvent.setup({ delay: null });
    const sale = saleReceipt('FJ-BDG-250311-000005', { tgl_system: '2025-03-11', detail: [saleLine(1), saleLine(2), saleLine(3)] });
    const { calls } = renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250311-000005') return ok(sale);
        if (r.method === 'POST' && r.path === 'penjualan/batal/rincian') {
          return ok({
            jumlah_rp: 3_000_000,
            pengembalian: [
              { jenis: 'CASH', kode_bank: null, no_rekening: null, kode_marketplace: null, jumlah_rp: 1_000_000, biaya_kartu: 0, saldo: 400_000 },
              { jenis: 'BANK', kode_bank: 'BCA', no_rekening: '527002881210', kode_marketplace: null, jumlah_rp: 2_000_000, biaya_kartu: 0, saldo: 9_000_000 },
            ],
          });
        }
        if (r.method === 'POST' && r.path === 'otorisasi') {
          return ok({ id: 'APV0000000000001', operasi: 'BATAL_PENJUALAN', approved_by: 'SPVBDG', metode: 'MANUAL' });
        }
        if (r.method === 'POST' && r.path === 'penjualan/batal') {
          const body = r.body as { no_faktur_jual: string[] };
          return ok(
            { ...sale, detail: sale.detail.map((l) => (body.no_faktur_jual.includes(l.no_faktur_jual) ? { ...l, status: 'BATAL' } : l)) },
            'Penjualan Berhasil Dibatalkan',
          );
        }
        return undefined;
      },
    });
    await user.type(screen.getByRole('textbox', { name: /No Nota/ }), 'FJ-BDG-250311-000005{Enter}');
    await screen.findByTestId('batal-receipt');
    // every line is chosen by default; leave the second one out
    await user.click(screen.getByRole('checkbox', { name: 'Batalkan BDG0000002' }));
    // the money it gives back, account by account, and the drawer that cannot pay its part
    await waitFor(() => expect(calls.filter((c) => c.path === 'penjualan/batal/rincian').at(-1)?.body).toEqual({ no_faktur_group: 'FJ-BDG-250311-000005', no_faktur_jual: [sale.detail[0]!.no_faktur_jual, sale.detail[2]!.no_faktur_jual] }));
    const split = await screen.findByTestId('batal-refund');
    expect(within(split).getAllByTestId('refund-part').map((r) => r.textContent)).toEqual(['TUNAI (laci)1,000,000400,000', 'BCA 5270028812102,000,0009,000,000']);
    expect(within(split).getByTestId('batal-refund-short')).toHaveTextContent('Saldo CASH tidak cukup (saldo Rp 400,000): bayar dengan transfer');

    // the reason is required before anything is asked
    await user.click(screen.getByRole('button', { name: 'Batalkan Penjualan' }));
    expect((await screen.findAllByText('Alasan Tidak Boleh Kosong')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path !== 'penjualan/batal/rincian')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Alasan Batal/ }), 'Salah input barang');
    await user.click(screen.getByRole('button', { name: 'Batalkan Penjualan' }));
    await user.click(await screen.findByTestId('confirm-yes'));

    // the authorization dialog: manual approval by the supervisor
    await user.type(await screen.findByLabelText(/User Id/), 'spvbdg');
    await user.type(screen.getByLabelText(/Password/), 'demo123');
    await user.click(screen.getByRole('button', { name: 'Otorisasi' }));

    expect(await screen.findByTestId('batal-returned')).toBeInTheDocument();
    const approval = calls.find((c) => c.method === 'POST' && c.path === 'otorisasi');
    expect(approval?.body).toMatchObject({ operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', no_faktur_group: 'FJ-BDG-250311-000005', alasan: 'Salah input barang', nilai: 4_790_000 });
    expect(calls.find((c) => c.method === 'POST' && c.path === 'penjualan/batal')?.body).toEqual({
      no_faktur_group: 'FJ-BDG-250311-000005',
      no_faktur_jual: ['JL-BDG-250310-000001', 'JL-BDG-250310-000003'],
      alasan: 'Salah input barang',
      otorisasi: ['APV0000000000001'],
    });
    const returned = screen.getAllByTestId('returned-line');
    expect(returned).toHaveLength(2);
    expect(returned[0]).toHaveTextContent('BDG0000001');
    expect(returned[0]).toHaveTextContent('UTAMA / B01');
    expect(returned[1]).toHaveTextContent('UTAMA / B03');
    expect(screen.getAllByText('Penjualan Berhasil Dibatalkan').length).toBeGreaterThan(0);
  }, SLOW);

  it('a card receipt cancelled whole: the card surcharge going back is shown, and an account holding the price but not the surcharge is named short', async () => {
    const sale = saleReceipt('FJ-BDG-250311-000009', { tgl_system: '2025-03-11', detail: [saleLine(1)] });
    renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250311-000009') return ok(sale);
        if (r.method === 'POST' && r.path === 'penjualan/batal/rincian') {
          return ok({ jumlah_rp: 1_580_000, pengembalian: [{ jenis: 'BANK', kode_bank: 'MANDIRI', no_rekening: '131002881210', kode_marketplace: null, jumlah_rp: 1_580_000, biaya_kartu: 23_700, saldo: 1_580_000 }] });
        }
        return undefined;
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /No Nota/ }), 'FJ-BDG-250311-000009{Enter}');
    const split = await screen.findByTestId('batal-refund');
    expect(within(split).getByTestId('refund-surcharge')).toHaveTextContent('+ biaya kartu 23,700 dikembalikan ke kartu');
    expect(within(split).getByTestId('batal-refund-short')).toHaveTextContent('Saldo MANDIRI 131002881210 tidak cukup (saldo Rp 1,580,000): bayar dari rekening lain atau tunai');
  });

  it('a cashier may give the money back another way: the parts must add up, and a second approval (UBAH_PENGEMBALIAN) goes with them', async () => {
    const user = userEvent.setup({ delay: null });
    const sale = saleReceipt('FJ-BDG-250311-000007', { tgl_system: '2025-03-11', detail: [saleLine(1)] });
    let approvals = 0;
    const { calls } = renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250311-000007') return ok(sale);
        if (r.method === 'GET' && r.path === 'rekenings') return ok([{ kode_bank: 'BCA', no_rekening: '527002881210', nama_rekening: 'TOKO' }]);
        if (r.method === 'POST' && r.path === 'penjualan/batal/rincian') {
          return ok({ jumlah_rp: 3_000_000, pengembalian: [{ jenis: 'CASH', kode_bank: null, no_rekening: null, kode_marketplace: null, jumlah_rp: 3_000_000, biaya_kartu: 0, saldo: 500_000 }] });
        }
        if (r.method === 'POST' && r.path === 'otorisasi') {
          approvals += 1;
          return ok({ id: `APV000000000000${approvals}`, operasi: (r.body as { operasi: string }).operasi, approved_by: 'SPVBDG', metode: 'MANUAL' });
        }
        if (r.method === 'POST' && r.path === 'penjualan/batal') return ok({ ...sale, detail: sale.detail.map((l) => ({ ...l, status: 'BATAL' })) }, 'Penjualan Berhasil Dibatalkan');
        return undefined;
      },
    });
    await user.type(screen.getByRole('textbox', { name: /No Nota/ }), 'FJ-BDG-250311-000007{Enter}');
    await screen.findByTestId('batal-refund');
    await user.click(screen.getByRole('checkbox', { name: /Ubah pengembalian/ }));
    // the drawer holds too little: all of it back to the bank account instead, first a wrong total
    const cash = await screen.findByTestId('refund-choice-CASH');
    await user.clear(cash);
    const bank = screen.getByTestId('refund-choice-527002881210');
    await user.type(bank, '1000000');
    expect(screen.getByTestId('batal-refund-choice-error')).toHaveTextContent('Jumlah pengembalian harus sama dengan 3,000,000');
    await user.type(screen.getByRole('textbox', { name: /Alasan Batal/ }), 'Laci kurang');
    await user.click(screen.getByRole('button', { name: 'Batalkan Penjualan' }));
    expect(calls.some((c) => c.path === 'otorisasi' || c.path === 'penjualan/batal')).toBe(false);

    await user.clear(bank);
    await user.type(bank, '3000000');
    await waitFor(() => expect(screen.queryByTestId('batal-refund-choice-error')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Batalkan Penjualan' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    for (let i = 0; i < 2; i++) {
      await user.type(await screen.findByLabelText(/User Id/), 'spvbdg');
      await user.type(screen.getByLabelText(/Password/), 'demo123');
      await user.click(screen.getByRole('button', { name: 'Otorisasi' }));
      await waitFor(() => expect(approvals).toBe(i + 1));
    }
    expect(await screen.findByTestId('batal-returned')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'otorisasi').map((c) => (c.body as { operasi: string }).operasi)).toEqual(['BATAL_PENJUALAN', 'UBAH_PENGEMBALIAN']);
    expect(calls.find((c) => c.method === 'POST' && c.path === 'penjualan/batal')?.body).toEqual({
      no_faktur_group: 'FJ-BDG-250311-000007',
      alasan: 'Laci kurang',
      otorisasi: ['APV0000000000001', 'APV0000000000002'],
      pengembalian: [{ jenis: 'BANK', no_rekening: '527002881210', jumlah_rp: 3_000_000 }],
    });
  }, SLOW);

  it('sends nothing when the supervisor dialog is closed', async () => {
    const user = userEvent.setup({ delay: null });
    const sale = saleReceipt('FJ-BDG-250311-000006', { tgl_system: '2025-03-11' });
    const { calls } = renderScreen(<BatalPenjualanPage />, {
      user: KASIR,
      tglSystem: '2025-03-11',
      api: (r) => {
        if (r.method === 'GET' && r.path === 'penjualan') return ok([]);
        if (r.method === 'GET' && r.path === 'penjualan/FJ-BDG-250311-000006') return ok(sale);
        return undefined;
      },
    });
    await user.type(screen.getByRole('textbox', { name: /No Nota/ }), 'FJ-BDG-250311-000006{Enter}');
    await screen.findByTestId('batal-receipt');
    await user.type(screen.getByRole('textbox', { name: /Alasan Batal/ }), 'Batal');
    await user.click(screen.getByRole('button', { name: 'Batalkan Penjualan' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByLabelText(/User Id/)).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === 'penjualan/batal')).toBe(false);
    expect(screen.getByTestId('batal-receipt')).toBeInTheDocument();
  }, SLOW);
});

describe('/validasi-penjualan', () => {
  it("lists the day's receipts with totals per payment method and posts the selected numbers", async () => {
    const user = userEvent.setup({ delay: null });
    const card = { jenis: 'CARD' as const, jumlah_rp: 1_000_000, kode_bank: 'BCA', no_rekening: '123', fee_persen: 2, jumlah_gesek: 1_020_000, kode_marketplace: null };
    const cash = (n: number) => ({ jenis: 'CASH' as const, jumlah_rp: n, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: n, kode_marketplace: null });
    // the list has no payments: the screen reads each receipt's (GET penjualan/:no), cash net of the change
    const receipts = [
      saleReceipt('FJ-BDG-250310-000001', { pembayaran: [cash(3_790_000), card] }),
      saleReceipt('FJ-BDG-250310-000002', { pembayaran: [cash(5_000_000)], total_bayar: 5_000_000, kembalian: 210_000 }),
      saleReceipt('FJ-BDG-250310-000003', { valid: true, valid_by: 'SPVBDG', pembayaran: [cash(4_790_000)] }),
    ];
    const rows = receipts.map(listRow);
    const { calls } = renderScreen(<ValidasiPenjualanPage />, {
      user: SPV,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path === 'penjualan/valid-by-options') return ok([{ value: 'ALL', label: 'ALL' }, { value: 'KASIRBDG', label: 'KASIRBDG' }]);
        if (r.method === 'GET' && r.path === 'penjualan/validasi') return ok(r.query.get('valid_by') === 'KASIRBDG' ? rows.slice(0, 2) : rows);
        const one = receipts.find((x) => r.method === 'GET' && r.path === `penjualan/${x.no_faktur_group}`);
        if (one) return ok(one);
        if (r.method === 'POST' && r.path === 'penjualan/validasi') return ok({ validated: (r.body as { no_faktur_group: string[] }).no_faktur_group.length }, 'Penjualan Berhasil Divalidasi');
        return undefined;
      },
    });
    const table = await screen.findByTestId('validasi-list');
    expect(await within(table).findByText('FJ-BDG-250310-000003')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('method-total-CASH')).toHaveTextContent('13,370,000'));
    expect(screen.getByTestId('method-total-CARD')).toHaveTextContent('1,000,000');
    expect(screen.getByTestId('method-total-TRANSFER')).toHaveTextContent('0');

    const validBy = screen.getByRole('combobox', { name: 'Valid By' });
    await waitFor(() => expect(within(validBy).getByRole('option', { name: 'KASIRBDG' })).toBeInTheDocument());
    await user.selectOptions(validBy, 'KASIRBDG');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(within(table).queryByText('FJ-BDG-250310-000003')).not.toBeInTheDocument());
    const load = calls.filter((c) => c.path === 'penjualan/validasi' && c.method === 'GET').at(-1)!;
    expect(load.query.get('tanggal')).toBe('2025-03-10');
    expect(load.query.get('valid_by')).toBe('KASIRBDG');

    // nothing ticked: Validasi is off; tick one and validate it
    expect(screen.getByRole('button', { name: 'Validasi' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih FJ-BDG-250310-000002' }));
    await user.click(screen.getByRole('button', { name: 'Validasi' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Penjualan Berhasil Divalidasi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'penjualan/validasi')?.body).toEqual({ no_faktur_group: ['FJ-BDG-250310-000002'] });
  }, SLOW);

  it('Pilih Semua ticks every receipt not yet validated', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [
      listRow(saleReceipt('FJ-BDG-250310-000001')),
      listRow(saleReceipt('FJ-BDG-250310-000002')),
      listRow(saleReceipt('FJ-BDG-250310-000003', { valid: true, valid_by: 'SPVBDG' })),
      listRow(saleReceipt('FJ-BDG-250310-000004', { status: 'BATAL' })),
    ];
    const { calls } = renderScreen(<ValidasiPenjualanPage />, {
      user: SPV,
      tglSystem: '2025-03-10',
      api: (r) => {
        if (r.path === 'penjualan/valid-by-options') return ok([{ value: 'ALL', label: 'ALL' }]);
        if (r.method === 'GET' && r.path === 'penjualan/validasi') return ok(rows);
        if (r.method === 'POST' && r.path === 'penjualan/validasi') return ok({ validated: 2 });
        return undefined;
      },
    });
    await screen.findByText('FJ-BDG-250310-000004');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Semua' }));
    expect(screen.getByTestId('validasi-selected')).toHaveTextContent('2 nota dipilih');
    await user.click(screen.getByRole('button', { name: 'Validasi' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('2 nota berhasil divalidasi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ no_faktur_group: ['FJ-BDG-250310-000001', 'FJ-BDG-250310-000002'] });
  }, SLOW);
});

describe('/redirect-to-grosir', () => {
  it("shows the spec's message when the wholesale backend is not configured", async () => {
    renderScreen(<RedirectToGrosirPage />, { user: KASIR });
    expect(await screen.findByTestId('grosir-not-configured')).toHaveTextContent('Backend grosir belum diatur');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  }, SLOW);

  it('opens the wholesale app named by the runtime configuration', () => {
    expect(grosirTarget({ grosir_backend: '', grosir_domain: 'grosir.example.com' })).toBeNull();
    expect(grosirTarget({ grosir_backend: 'https://api.grosir.example.com', grosir_domain: 'grosir.example.com' })).toBe('https://grosir.example.com');
    expect(grosirTarget({ grosir_backend: 'http://10.0.0.5:4000', grosir_domain: '' })).toBe('http://10.0.0.5:4000');
  }, SLOW);
});
