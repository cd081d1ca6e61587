import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { ImportDataPusatPage } from './ImportDataPusatPage';

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const PREVIEW = { pusat: 'PST', lists: [{ key: 'kategori', title: 'Kategori', added: 1, changed: 1, unchanged: 3, rows: [{ code: 'ZIMPOR', status: 'ADDED' }, { code: 'CIN', status: 'CHANGED' }] }] };

describe('/import-data-pusat', () => {
  it('asks for a list, shows added / changed / unchanged, and applies after Ya', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<ImportDataPusatPage />, {
      user: SPV,
      api: (r) => {
        if (r.path === 'import-data-pusat/preview') return ok(PREVIEW);
        if (r.path === 'import-data-pusat') return ok(PREVIEW, 'Data Pusat Berhasil Diimport');
        return undefined;
      },
    });
    await user.click(await screen.findByTestId('import-lihat'));
    expect(await screen.findByText('Pilih minimal satu daftar')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('import-data-pusat'))).toBe(false);

    // each list is named by its master screen's title
    await user.click(screen.getByRole('checkbox', { name: 'MASTER KATEGORI' }));
    await user.click(screen.getByTestId('import-lihat'));
    const row = await screen.findByTestId('import-row-kategori');
    expect(row).toHaveTextContent('ZIMPOR (Baru)');
    expect(row).toHaveTextContent('CIN (Berubah)');
    expect(calls.find((c) => c.path === 'import-data-pusat/preview')?.body).toEqual({ lists: ['kategori'] });
    expect(calls.some((c) => c.path === 'import-data-pusat')).toBe(false);

    await user.click(screen.getByTestId('import-terapkan'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Data Pusat Berhasil Diimport')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'import-data-pusat')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'import-data-pusat')?.body).toEqual({ lists: ['kategori'] });
  });
});
