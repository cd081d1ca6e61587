import { DEFAULT_PROMO_TEXT, PROMO_MESSAGES } from '@emas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, sessionUser } from '../../kit/test-app';
import { SendPromoPage } from './SendPromoPage';

const OWNER = { ...sessionUser('OWNER', 'OWN', 'PST'), is_pusat: true };
const SAVED = { id: 7, template: 'Halo {nama_customer}!', image_url: '-', date: '2026-11-26', status: 'TERJADWAL', gateway: true, progress: null };

describe('/send-promo-to-customer', () => {
  it('reads the saved promo, previews it filled, saves with Ctrl+S (template, tgl_kirim, image_url) and reads it again', { timeout: 60_000 }, async () => {
    let saved = SAVED;
    const { calls } = renderScreen(<SendPromoPage />, {
      user: OWNER,
      api: (r) => {
        if (r.path === 'promo-wablas' && r.method === 'GET') return ok(saved);
        if (r.path === 'promo-wablas' && r.method === 'POST') {
          saved = { ...saved, ...(r.body as object), status: 'TERJADWAL' };
          return ok(saved, PROMO_MESSAGES.saved);
        }
        return undefined;
      },
    });
    await waitFor(() => expect(screen.getByTestId('promo-preview-text')).toHaveTextContent('Halo BUDI SANTOSO!'));
    expect(screen.getByTestId('promo-tgl-kirim')).toHaveValue('26-11-2026');
    expect(screen.queryByTestId('promo-no-gateway')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ template: 'Halo {nama_customer}!', tgl_kirim: '2026-11-26', image_url: '-' });
    await waitFor(() => expect(calls.filter((c) => c.path === 'promo-wablas' && c.method === 'GET').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText(PROMO_MESSAGES.saved)).toBeInTheDocument();
  });

  it('with no gateway it says so; a refused save shows "Promo gagal disimpan" and the reason', { timeout: 60_000 }, async () => {
    renderScreen(<SendPromoPage />, {
      user: OWNER,
      api: (r) => {
        if (r.path === 'promo-wablas' && r.method === 'GET') return ok({ ...SAVED, id: null, template: DEFAULT_PROMO_TEXT, status: null, gateway: false });
        if (r.path === 'promo-wablas' && r.method === 'POST') return fail(400, PROMO_MESSAGES.gatewayMissing);
        return undefined;
      },
    });
    expect(await screen.findByTestId('promo-no-gateway')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('promo-preview-text')).toHaveTextContent('50%'));
    fireEvent.click(screen.getByTestId('promo-save'));
    expect(await screen.findByText(PROMO_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(await screen.findByText(PROMO_MESSAGES.gatewayMissing)).toBeInTheDocument();
  });
});
