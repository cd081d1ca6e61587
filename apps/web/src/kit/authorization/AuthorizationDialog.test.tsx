import type { ApprovalResult, QrAuthEvent } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSocket, SocketProvider, type AppSocket } from '../../lib/socket';
import { fail, ok, renderScreen, sessionUser, type FakeApi, type FakeRequest } from '../test-app';
import type { ApprovalRequestInput } from './approval-types';
import { useApproval } from './use-approval';

afterEach(() => vi.unstubAllGlobals());

const KASIR = sessionUser('KASIRBDG', 'KASIR', 'BDG');
const APPROVAL: ApprovalResult = { id: 'APPROVAL00000001', operasi: 'DISKON', approved_by: 'SPVBDG', metode: 'MANUAL' };

/** A screen that asks for an approval and shows what it got. */
function Asker({ input }: { input: ApprovalRequestInput }) {
  const { requestApproval, dialog } = useApproval();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => void requestApproval(input).then((r) => setAnswer(r ? `${r.metode}:${r.id}:${r.approved_by}` : 'CLOSED'))}>
        minta
      </button>
      <output data-testid="answer">{answer}</output>
      {dialog}
    </>
  );
}

const diskon: ApprovalRequestInput = { operasi: 'DISKON', deskripsi: 'Diskon Rp 75.000', nilai: 75000, no_faktur_group: 'FJ-1' };

/** Fake server: generate answers with the keystore the dialog sent; the rest as given. */
function server(extra: FakeApi = () => undefined): FakeApi {
  return (req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'POST' && req.path === 'otorisasi-qr/generate') return ok({ keystore: (req.body as { keystore: string }).keystore.toUpperCase(), id: 'QRAPPROVAL000001' });
    if (req.method === 'DELETE' && req.path.startsWith('otorisasi-qr/remove/')) return ok({ keystore: 'X', status: 'CANCELLED' });
    if (req.method === 'POST' && req.path === 'otorisasi') return ok(APPROVAL, 'Otorisasi Berhasil');
    return undefined;
  };
}

function open(input: ApprovalRequestInput, api: FakeApi, socket?: AppSocket) {
  const ui = socket ? (
    <SocketProvider socket={socket}>
      <Asker input={input} />
    </SocketProvider>
  ) : (
    <Asker input={input} />
  );
  return renderScreen(ui, { user: KASIR, api });
}

const posts = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('AuthorizationDialog (useApproval)', () => {
  it('manual path: an SPV user id and password resolve with the approval id; the QR request is created, then removed', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = open(diskon, server());
    await user.click(screen.getByText('minta'));
    expect(await screen.findByText('Otorisasi Supervisor')).toBeInTheDocument();
    expect(screen.getByTestId('authorization-operasi')).toHaveTextContent('Diskon');
    expect(screen.queryByTestId('authorization-keterangan')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('authorization-keystore')).toHaveTextContent(/^[A-Z0-9]{12}$/));
    const generated = posts(calls, 'otorisasi-qr/generate')[0]!.body as Record<string, unknown>;
    expect(generated).toMatchObject({ client: 'BDG', status: 'OPEN', event: 'DISKON', input_by: 'KASIRBDG', nilai: 75000, no_faktur_group: 'FJ-1' });
    expect(generated.keystore).toMatch(/^[A-Z0-9]{12}$/);

    await user.type(screen.getByTestId('authorization-user-id'), 'spvbdg');
    await user.type(screen.getByTestId('authorization-password'), 'demo123');
    await user.click(screen.getByTestId('authorization-submit'));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('MANUAL:APPROVAL00000001:SPVBDG'));
    expect(posts(calls, 'otorisasi')[0]!.body).toEqual({ operasi: 'DISKON', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'Diskon Rp 75.000', nilai: 75000, no_faktur_group: 'FJ-1' });
    expect(screen.queryByText('Otorisasi Supervisor')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `otorisasi-qr/remove/BDG/${generated.keystore as string}`)).toBe(true));
  });

  it('Enter does not submit; keterangan is asked only when requested; a refusal shows the server message', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = open(
      { ...diskon, askKeterangan: true },
      server((req) => (req.method === 'POST' && req.path === 'otorisasi' ? fail(400, 'User id atau Password yang anda masukan salah') : undefined)),
    );
    await user.click(screen.getByText('minta'));
    await user.type(await screen.findByTestId('authorization-user-id'), 'SPVBDG');
    await user.type(screen.getByTestId('authorization-password'), 'salah{Enter}');
    await user.type(screen.getByTestId('authorization-keterangan'), 'langganan{Enter}');
    expect(posts(calls, 'otorisasi')).toHaveLength(0);
    expect(screen.getByText('Otorisasi Supervisor')).toBeInTheDocument();

    await user.click(screen.getByTestId('authorization-submit'));
    expect(await screen.findByTestId('authorization-error')).toHaveTextContent('User id atau Password yang anda masukan salah');
    expect(posts(calls, 'otorisasi')[0]!.body).toMatchObject({ keterangan: 'langganan' });
    expect(screen.getByTestId('answer')).toHaveTextContent('');

    await user.click(screen.getByTestId('authorization-cancel'));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('CLOSED'));
  });

  it('a failed QR request says to approve manually, and the manual form stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = open(diskon, server((req) => (req.path === 'otorisasi-qr/generate' ? fail(500, 'Server Error') : undefined)));
    await user.click(screen.getByText('minta'));
    expect(await screen.findByTestId('authorization-qr-failed')).toHaveTextContent('Gagal meminta qr code ke server, silahkan otorisasi manual');
    expect(screen.getByTestId('authorization-user-id')).toBeInTheDocument();
    await user.click(screen.getByTestId('authorization-cancel'));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('CLOSED'));
    // nothing was created, so nothing is removed
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('with AUTH_TYPE QR it asks to validate in the authenticator, beside the manual form', async () => {
    const user = userEvent.setup({ delay: null });
    open(diskon, server((req) => (req.path === 'para-system/key/AUTH_TYPE' ? ok({ key: 'AUTH_TYPE', value: 'QR' }) : undefined)));
    await user.click(screen.getByText('minta'));
    expect(await screen.findByTestId('authorization-qr-type')).toHaveTextContent(
      'Silahkan hubungi Supervisor atau Owner untuk melakukan validasi di aplikasi Authenticator',
    );
    expect(screen.getByTestId('authorization-password')).toBeInTheDocument();
  });

  it('QR channel: qr-auth with the keystore (any case) and status true resolves; status false says rejected', async () => {
    const user = userEvent.setup({ delay: null });
    const socket = createAppSocket({ backendUrl: 'http://localhost', token: 't', kodeToko: 'BDG', autoConnect: false });
    open(diskon, server(), socket);
    await user.click(screen.getByText('minta'));
    await waitFor(() => expect(screen.getByTestId('authorization-keystore')).toHaveTextContent(/^[A-Z0-9]{12}$/));
    const keystore = screen.getByTestId('authorization-keystore').textContent!;
    // heard at once, acted on when the channel opens 2 s after the dialog
    await waitFor(() => expect(socket.listeners('qr-auth')).toHaveLength(1), { timeout: 4000 });
    const emit = (payload: QrAuthEvent) => socket.listeners('qr-auth').forEach((l) => l(payload));
    emit({ cancel: false, status: true, keystore: 'OTHERKEY0001', id: 'NOTMINE000000001' });
    expect(screen.getByTestId('answer')).toHaveTextContent('');
    emit({ cancel: false, status: true, keystore: keystore.toLowerCase(), id: 'QRAPPROVAL000001', approved_by: 'SPVBDG' });
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('QR:QRAPPROVAL000001:SPVBDG'), { timeout: 4000 });
    // the dialog stops listening as it closes, which React may commit just after the answer renders
    await waitFor(() => expect(socket.listeners('qr-auth')).toHaveLength(0));

    await user.click(screen.getByText('minta'));
    await waitFor(() => expect(screen.getByTestId('authorization-keystore')).toHaveTextContent(/^[A-Z0-9]{12}$/));
    const second = screen.getByTestId('authorization-keystore').textContent!;
    await waitFor(() => expect(socket.listeners('qr-auth')).toHaveLength(1), { timeout: 4000 });
    socket.listeners('qr-auth').forEach((l) => l({ cancel: false, status: false, keystore: second, id: 'X' }));
    expect(await screen.findByText('Permintaan Otorisasi QR ditolak', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('CLOSED'));
  }, 15_000);
});
