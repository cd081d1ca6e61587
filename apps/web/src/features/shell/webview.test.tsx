import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { demoUser, renderSignedIn } from '../../../test/session-harness';
import { createAppSocket } from '../../lib/socket';
import { storage } from '../../lib/storage';
import { detectWebview, hideKeyboard, isWebview, printPdf, WEBVIEW_STORAGE_KEY } from '../../lib/webview';
import { AppLayout } from './AppLayout';
import { SubMenuPage } from './SubMenuPage';

type BridgeWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

function installBridge() {
  const postMessage = vi.fn<(message: string) => void>();
  (window as BridgeWindow).ReactNativeWebView = { postMessage };
  return postMessage;
}

afterEach(() => {
  delete (window as BridgeWindow).ReactNativeWebView;
  storage.clear();
  vi.unstubAllGlobals();
});

describe('webview mode', () => {
  it('is switched on by ?webview=1, remembered, and off again with ?webview=0', () => {
    expect(detectWebview('')).toBe(false);
    expect(detectWebview('?webview=1')).toBe(true);
    expect(storage.get(WEBVIEW_STORAGE_KEY)).toBe(true);
    expect(detectWebview('')).toBe(true);
    expect(detectWebview('?webview=0')).toBe(false);
  });

  it('is on whenever the host app injects its bridge', () => {
    installBridge();
    expect(isWebview()).toBe(true);
  });

  it('hands printing to the host as a PDF data URL', async () => {
    const postMessage = installBridge();
    await printPdf(new Blob(['%PDF-1.4 nota'], { type: 'application/pdf' }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    const message = JSON.parse(postMessage.mock.calls[0]![0]) as { type: string; data: string };
    expect(message.type).toBe('print');
    expect(message.data.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(atob(message.data.split(',')[1]!)).toBe('%PDF-1.4 nota');

    await printPdf('data:application/pdf;base64,JVBERi0=');
    expect(JSON.parse(postMessage.mock.calls[1]![0])).toEqual({ type: 'print', data: 'data:application/pdf;base64,JVBERi0=' });
  });

  it('hands keyboard hiding to the host, or drops focus in a browser', () => {
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    hideKeyboard();
    expect(document.activeElement).not.toBe(input);

    const postMessage = installBridge();
    hideKeyboard();
    expect(JSON.parse(postMessage.mock.calls[0]![0])).toEqual({ type: 'hide-keyboard' });
    input.remove();
  });

  it("turns the header's back button into history back and offers a Home link", async () => {
    const user = userEvent.setup();
    const owner = demoUser('OWNER');
    stubApi(owner);
    installBridge();
    const socket = createAppSocket({ backendUrl: 'http://localhost', token: 'test', kodeToko: 'PST', autoConnect: false });
    renderSignedIn(
      <Routes>
        <Route element={<AppLayout socket={socket} />}>
          <Route path="*" element={<SubMenuPage />} />
        </Route>
      </Routes>,
      { user: owner, path: ['/SubMenuLaporan', '/SubMenuUtility'] },
    );
    expect(screen.getByTestId('webview-home')).toHaveAttribute('href', '/home');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    // history back: the previous page, not the menu's parent (home)
    expect(await screen.findByTestId('submenu-title')).toHaveTextContent('Laporan');
  });
});
