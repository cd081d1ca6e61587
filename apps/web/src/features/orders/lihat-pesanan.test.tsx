import type { OrderReceipt } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { LihatPesananPage } from './LihatPesananPage';
import { FinishOrderForm } from './order-actions';

describe('Lihat Pesanan', () => {
  it('opens on the week up to the active date, so yesterday’s open orders are listed', { timeout: 30_000 }, async () => {
    const { calls } = renderScreen(<LihatPesananPage />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      tglSystem: '2026-11-26',
      api: (r) => (r.method === 'GET' ? ok([]) : undefined),
    });
    await waitFor(() => expect(calls.some((c) => c.path === 'pesanan')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path === 'pesanan')!.query)).toMatchObject({ tgl_awal: '2026-11-19', tgl_akhir: '2026-11-26' });
  });
});

describe('finishing an order', () => {
  it('with nothing filled in asks for the tray by its field, not that the tray is unregistered, and sends nothing', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    // the form reads only the order's number and its lines
    const order = { no_pesanan: 'PS-BDG-261126-000001', detail: [{ urut: 1, deskripsi: 'CINCIN NAMA' }] } as unknown as OrderReceipt;
    const { calls } = renderScreen(<FinishOrderForm order={order} onDone={() => undefined} />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.method === 'GET' ? ok([]) : undefined),
    });
    await user.click(await screen.findByTestId('order-finish-submit'));
    expect(await screen.findByText('Kode Baki Tidak Boleh Kosong')).toBeInTheDocument();
    expect(screen.queryByText(/Baki tidak terdaftar/i)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
