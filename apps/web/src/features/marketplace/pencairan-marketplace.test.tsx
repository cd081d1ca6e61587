import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { PencairanMarketplacePage } from './PencairanMarketplacePage';

const AKUN = { kode_akun: 'TKP01', kode_marketplace: 'TOKOPEDIA', nama_toko_online: 'EMAS OFFICIAL', fee_persen: 2.5, kode_gudang: 'UTAMA', kode_baki: 'MP1', wajib_foto: true };
const ORDER = { no_order: 'INV/1', no_faktur_group: 'FJ-1', tgl_system: '2026-11-29', nama_pembeli: 'SARI', total: 2_450_000, biaya: 61_250 };

describe('Pencairan Marketplace', () => {
  it('with no order ticked, says so and asks nothing; nothing is sent', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<PencairanMarketplacePage />, {
      user: sessionUser('OWNER', 'OWN', 'PST'),
      modules: { MARKETPLACE_MODULE: true },
      api: (r) => {
        if (r.path === 'marketplace-setting') return ok([AKUN]);
        if (r.path.startsWith('marketplace/piutang')) return ok([ORDER]);
        if (r.path === 'rekening') return ok([{ no_rekening: '0123', nama_rekening: 'BCA', kode_bank: 'BCA' }]);
        return r.method === 'GET' ? ok([]) : undefined;
      },
    });
    await screen.findByText('INV/1');
    await user.click(screen.getByTestId('cair-submit'));
    expect(await screen.findByText('Pilih paling sedikit satu order')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-yes')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
