import type { QrRequestRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { createAppSocket, SocketProvider } from '../../lib/socket';
import { AuthenticatorPage } from './AuthenticatorPage';

afterEach(() => vi.unstubAllGlobals());

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');

function request(keystore: string, over: Partial<QrRequestRow> = {}): QrRequestRow {
  return {
    id: `ID${keystore}XX`.slice(0, 16),
    kode_toko: 'BDG',
    client: 'BDG',
    keystore,
    client_notes: '',
    event: '-',
    operasi: 'UBAH_HARGA',
    deskripsi: 'Cincin 1.300.000 menjadi 1.250.000',
    nilai: 1250000,
    no_faktur_group: null,
    alasan: '',
    requested_by: 'KASIRBDG',
    status: 'OPEN',
    created_at: '2025-03-10T03:15:00.000Z',
    ...over,
  };
}

/** Fake server holding the open requests; approve/reject take them out of the list. */
function setup(initial: QrRequestRow[], options: { rejectFails?: boolean } = {}) {
  let open = [...initial];
  const socket = createAppSocket({ backendUrl: 'http://localhost', token: 't', kodeToko: 'BDG', autoConnect: false });
  const view = renderScreen(
    <SocketProvider socket={socket}>
      <AuthenticatorPage />
    </SocketProvider>,
    {
      user: SPV,
      api: (req) => {
        if (req.method === 'GET' && req.path === 'otorisasi-qr') return ok(open);
        const m = /^otorisasi-qr\/([A-Z0-9]+)\/(approve|reject)$/.exec(req.path);
        if (req.method === 'POST' && m) {
          if (m[2] === 'reject' && options.rejectFails) return fail(400, 'Permintaan otorisasi sudah tidak aktif');
          const row = open.find((r) => r.keystore === m[1])!;
          open = open.filter((r) => r.keystore !== m[1]);
          const approved = m[2] === 'approve';
          return ok({ id: row.id, keystore: row.keystore, status: approved ? 'APPROVED' : 'REJECTED', operasi: row.operasi, approved_by: 'SPVBDG' }, approved ? 'Otorisasi Berhasil' : 'Otorisasi Ditolak');
        }
        return undefined;
      },
    },
  );
  return {
    ...view,
    socket,
    add: (row: QrRequestRow) => (open = [...open, row]),
  };
}

const gets = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === 'otorisasi-qr').length;

describe('AuthenticatorPage', () => {
  it('lists the open requests (what, who, how much) and approving calls the endpoint', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = setup([request('AAAAAAAAAAA1'), request('BBBBBBBBBBB2', { operasi: 'DISKON', nilai: 75000, requested_by: 'KASIR2' })]);
    const card = await screen.findByTestId('request-AAAAAAAAAAA1');
    expect(within(card).getByText('Ubah Harga')).toBeInTheDocument();
    expect(within(card).getByText('KASIRBDG')).toBeInTheDocument();
    expect(within(card).getByText(/1\.250\.000/)).toBeInTheDocument();
    expect(within(screen.getByTestId('request-BBBBBBBBBBB2')).getByText('Diskon')).toBeInTheDocument();

    await user.click(screen.getByTestId('approve-AAAAAAAAAAA1'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === 'otorisasi-qr/AAAAAAAAAAA1/approve')).toBe(true));
    expect(await screen.findByText('Otorisasi Berhasil')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('request-AAAAAAAAAAA1')).not.toBeInTheDocument());
    expect(screen.getByTestId('request-BBBBBBBBBBB2')).toBeInTheDocument();
  });

  it('reject asks a reason and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = setup([request('CCCCCCCCCCC3')]);
    await user.click(await screen.findByTestId('reject-CCCCCCCCCCC3'));
    await user.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('Alasan Tidak Boleh Kosong')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.type(screen.getByTestId('reject-reason'), 'Harga terlalu rendah');
    await user.click(screen.getByTestId('reject-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path === 'otorisasi-qr/CCCCCCCCCCC3/reject')?.body).toEqual({ keterangan: 'Harga terlalu rendah' }));
    expect(await screen.findByTestId('authenticator-empty')).toHaveTextContent('Tidak ada permintaan otorisasi');
  });

  it('a refused decision shows the server message', async () => {
    const user = userEvent.setup({ delay: null });
    setup([request('DDDDDDDDDDD4')], { rejectFails: true });
    await user.click(await screen.findByTestId('reject-DDDDDDDDDDD4'));
    await user.type(screen.getByTestId('reject-reason'), 'tidak');
    await user.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('Permintaan otorisasi sudah tidak aktif')).toBeInTheDocument();
  });

  it('refreshes when the store hears otorisasi-request', async () => {
    const { calls, socket, add } = setup([]);
    expect(await screen.findByTestId('authenticator-empty')).toBeInTheDocument();
    const before = gets(calls);
    add(request('EEEEEEEEEEE5', { requested_by: 'KASIRBARU' }));
    socket.listeners('otorisasi-request').forEach((l) => l({ kode_toko: 'BDG', keystore: 'EEEEEEEEEEE5', status: 'OPEN' }));
    expect(await screen.findByText('KASIRBARU')).toBeInTheDocument();
    expect(gets(calls)).toBeGreaterThan(before);
  });
});
